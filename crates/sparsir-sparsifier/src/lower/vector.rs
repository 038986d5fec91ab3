//! `vector.print`, `vector.transfer_read` and `vector.transfer_write`.
//!
//! Why: MLIR programs show results by reading tensors or memrefs into static vectors and
//! printing them. A vector is a row-major buffer whose shape the lowering knows from the
//! type; printing and transfers are runtime calls with the shapes as statics.

use sparsir_ir::{Attr, OpId};
use sparsir_loops::{Static, Ty};

use super::types::{elem_of, is_dynamic, shape_of};
use super::{Cx, Result};

/// Lowers one `vector` op.
pub fn lower(cx: &mut Cx, op: OpId) -> Result<()> {
    match cx.ir.op_name(op) {
        "vector.print" => print(cx, op),
        "vector.transfer_read" => transfer_read(cx, op),
        "vector.transfer_write" => transfer_write(cx, op),
        _ => Err(cx.unsupported(op, "(only vector.print and vector.transfer_read/write are lowered)")),
    }
}

fn punctuation(cx: &Cx, op: OpId) -> String {
    match cx.ir.op_attr(op, "punctuation").map(|a| cx.ir.attr_of(a)) {
        Some(Attr::Opaque { body, .. }) => {
            body.trim_start_matches("punctuation").trim_matches(|c| c == '<' || c == '>').trim().to_string()
        }
        _ => "newline".to_string(),
    }
}

fn print(cx: &mut Cx, op: OpId) -> Result<()> {
    let ir = cx.ir;
    let punct = punctuation(cx, op);
    let origin = Some(cx.origin(op));
    if let Some(a) = ir.op_attr(op, "stringLiteral") {
        if let Attr::String { value, .. } = ir.attr_of(a) {
            // MLIR prints a string literal as is, without punctuation.
            let statics = vec![("text".to_string(), Static::Str(value.clone()))];
            cx.b.call_runtime("sparsir_print_str", &[], statics, &[], origin);
            return Ok(());
        }
    }
    let Some(&v) = ir.op(op).operands.first() else {
        let statics = vec![("punctuation".to_string(), Static::Str(punct))];
        cx.b.call_runtime("sparsir_print_str", &[], statics, &[], origin);
        return Ok(());
    };
    let ty = ir.value_type(v);
    let elem = elem_of(ir, ty).ok_or_else(|| cx.unsupported(op, "of this element type"))?;
    let arg = cx.get(v)?;
    let mut statics =
        vec![("elem".to_string(), Static::Elem(elem)), ("punctuation".to_string(), Static::Str(punct))];
    match cx.b.ty(arg) {
        Ty::Scalar(_) => {
            cx.b.call_runtime("sparsir_print_scalar", &[arg], statics, &[], origin);
        }
        Ty::Buf(_) => {
            statics.push(("shape".to_string(), Static::Ints(shape_of(ir, ty))));
            cx.b.call_runtime("sparsir_print_vector", &[arg], statics, &[], origin);
        }
        Ty::Handle => return Err(cx.unsupported(op, "of a tensor")),
    }
    Ok(())
}

/// The permutation map of a transfer must be the minor identity (the vector covers the
/// source's last dimensions in order).
fn check_minor_identity(cx: &Cx, op: OpId, src_rank: usize, vec_rank: usize) -> Result<()> {
    use sparsir_storage::encoding::affine::AffineExpr;
    if vec_rank > src_rank {
        return Err(cx.unsupported(op, "with a broadcasting permutation map"));
    }
    if let Some(Attr::AffineMap(m)) = cx.ir.op_attr(op, "permutation_map").map(|a| cx.ir.attr_of(a)) {
        let minor = (src_rank - vec_rank) as u32;
        let ok = m.exprs.iter().enumerate().all(|(i, e)| *e == AffineExpr::Var(minor + i as u32));
        if !ok {
            return Err(cx.unsupported(op, "with a permutation map other than the minor identity"));
        }
    }
    Ok(())
}

fn source_shape_static(cx: &Cx, op: OpId, ty: sparsir_ir::TypeId) -> Result<Static> {
    let shape = shape_of(cx.ir, ty);
    let ir = cx.ir;
    if ir.type_of(ty).is_memref() && shape.len() != 1 && shape.iter().any(|&d| is_dynamic(d)) {
        return Err(cx.unsupported(op, "on a memref of rank > 1 with dynamic sizes"));
    }
    Ok(Static::Ints(shape))
}

fn transfer_read(cx: &mut Cx, op: OpId) -> Result<()> {
    let ir = cx.ir;
    let o = ir.op(op);
    let src_ty = ir.value_type(o.operands[0]);
    if ir.type_encoding(src_ty).is_some() {
        return Err(cx.unsupported(op, "on a sparse tensor"));
    }
    let vec_ty = ir.value_type(o.results[0]);
    let vec_shape = shape_of(ir, vec_ty);
    let src_rank = shape_of(ir, src_ty).len();
    check_minor_identity(cx, op, src_rank, vec_shape.len())?;
    let elem = elem_of(ir, vec_ty).ok_or_else(|| cx.unsupported(op, "of this element type"))?;
    let args = cx.operands(op)?;
    // Operands: source, indices…, padding [, mask].
    let n_idx = src_rank;
    if args.len() < 2 + n_idx {
        return Err(cx.unsupported(op, "with a mask"));
    }
    let mut call_args = vec![args[0], args[1 + n_idx]];
    call_args.extend_from_slice(&args[1..1 + n_idx]);
    let statics = vec![
        ("src_shape".to_string(), source_shape_static(cx, op, src_ty)?),
        ("shape".to_string(), Static::Ints(vec_shape)),
        ("elem".to_string(), Static::Elem(elem)),
    ];
    let origin = Some(cx.origin(op));
    let r = cx.b.call_runtime("sparsir_transfer_read", &call_args, statics, &[Ty::Buf(elem)], origin);
    cx.set_results(op, &r);
    Ok(())
}

fn transfer_write(cx: &mut Cx, op: OpId) -> Result<()> {
    let ir = cx.ir;
    let o = ir.op(op);
    let dst_ty = ir.value_type(o.operands[1]);
    if ir.type_encoding(dst_ty).is_some() {
        return Err(cx.unsupported(op, "on a sparse tensor"));
    }
    let vec_ty = ir.value_type(o.operands[0]);
    let vec_shape = shape_of(ir, vec_ty);
    let dst_rank = shape_of(ir, dst_ty).len();
    check_minor_identity(cx, op, dst_rank, vec_shape.len())?;
    let args = cx.operands(op)?;
    if args.len() != 2 + dst_rank {
        return Err(cx.unsupported(op, "with a mask"));
    }
    let statics = vec![
        ("dst_shape".to_string(), source_shape_static(cx, op, dst_ty)?),
        ("shape".to_string(), Static::Ints(vec_shape)),
    ];
    let origin = Some(cx.origin(op));
    let results: Vec<Ty> = o.results.iter().map(|_| Ty::Handle).collect();
    let r = cx.b.call_runtime("sparsir_transfer_write", &args, statics, &results, origin);
    cx.set_results(op, &r);
    Ok(())
}
