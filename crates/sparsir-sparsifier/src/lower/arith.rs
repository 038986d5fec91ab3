//! `arith`, `math` and `complex` on scalars.
//!
//! Why: each scalar op has a loop-IR twin of the same name (see `sparsir_loops::ops`);
//! constants of tensor and vector type become runtime constants. Ops on vectors or
//! tensors (elementwise arith on shaped values) are refused as unsupported.

use sparsir_ir::OpId;
use sparsir_loops::ops::{FloatPred, IntPred};
use sparsir_loops::{BinOp, CastOp, CmpPred, Static, Ty, UnOp, VarId};
use sparsir_storage::ElemType;

use super::types::{attr_int, attr_scalar, dense_scalars, elem_of, is_dynamic, shape_of, sparse_scalars};
use super::{Cx, Result};

/// Lowers one `arith`/`math`/`complex` op.
pub fn lower(cx: &mut Cx, op: OpId) -> Result<()> {
    let ir = cx.ir;
    let name = ir.op_name(op);
    if name == "arith.constant" || name == "complex.constant" {
        return constant(cx, op);
    }
    let o = ir.op(op);
    let all_scalar = o.operands.iter().chain(&o.results).all(|&v| matches!(cx.ty_of(v), Ok(Ty::Scalar(_))));
    if !all_scalar {
        return elementwise(cx, op);
    }
    let args = cx.operands(op)?;
    let Ty::Scalar(to) = cx.ty_of(o.results[0])? else { unreachable!("checked above") };
    let result = scalar_op(cx, op, &args, to)?;
    cx.set_results(op, &[result]);
    Ok(())
}

/// The loop-IR statement of scalar op `op` applied to `args`, giving a `to` value.
pub(crate) fn scalar_op(cx: &mut Cx, op: OpId, args: &[VarId], to: ElemType) -> Result<VarId> {
    let ir = cx.ir;
    let name = ir.op_name(op);
    Ok(if let Some(bin) = BinOp::from_mlir_name(name) {
        cx.b.binary(bin, args[0], args[1])
    } else if let Some(un) = UnOp::from_mlir_name(name) {
        cx.b.unary(un, args[0])
    } else if let Some(c) = CastOp::from_mlir_name(name) {
        cx.b.cast(c, args[0], to)
    } else {
        match name {
            "arith.cmpi" | "arith.cmpf" => {
                let p = ir.op_attr(op, "predicate").and_then(|a| attr_int(ir, a)).unwrap_or(-1) as usize;
                let pred = if name == "arith.cmpi" {
                    IntPred::ALL.get(p).map(|&p| CmpPred::Int(p))
                } else {
                    FloatPred::ALL.get(p).map(|&p| CmpPred::Float(p))
                };
                let pred = pred.ok_or_else(|| cx.error(op, "internal error: bad predicate"))?;
                cx.b.cmp(pred, args[0], args[1])
            }
            "complex.eq" => cx.b.cmp(CmpPred::ComplexEq, args[0], args[1]),
            "complex.neq" => cx.b.cmp(CmpPred::ComplexNe, args[0], args[1]),
            "arith.select" => cx.b.select(args[0], args[1], args[2]),
            _ => return Err(cx.unsupported(op, "(not lowered yet)")),
        }
    })
}

/// An elementwise op on dense tensors or vectors of one shape: a loop over the row-major
/// values. Sparse operands make it a kernel, which is the sparsifier's job.
fn elementwise(cx: &mut Cx, op: OpId) -> Result<()> {
    let ir = cx.ir;
    let o = ir.op(op);
    let result = o.results[0];
    let rty = ir.value_type(result);
    let to = elem_of(ir, rty).ok_or_else(|| cx.unsupported(op, "of this element type"))?;
    let is_tensor = ir.type_of(rty).is_tensor();
    if o.operands.iter().chain(&o.results).any(|&v| ir.type_encoding(ir.value_type(v)).is_some()) {
        return Err(cx.unsupported(op, "on sparse tensors outside a linalg kernel"));
    }
    if o.operands.iter().any(|&v| !matches!(cx.ty_of(v), Ok(Ty::Handle | Ty::Buf(_)))) {
        return Err(cx.unsupported(op, "mixing scalars and shaped operands"));
    }
    let origin = Some(cx.origin(op));
    let mut bufs = Vec::new();
    for (&v, var) in o.operands.iter().zip(cx.operands(op)?) {
        bufs.push(if is_tensor {
            let elem =
                elem_of(ir, ir.value_type(v)).ok_or_else(|| cx.unsupported(op, "of this element type"))?;
            cx.b.call_runtime("sparsir_tensor_to_buffer", &[var], vec![], &[Ty::Buf(elem)], origin)[0]
        } else {
            var
        });
    }
    let n = cx.b.buf_len(bufs[0]);
    for &other in &bufs[1..] {
        let m = cx.b.buf_len(other);
        let same = cx.b.cmp(CmpPred::Int(IntPred::Eq), n, m);
        cx.b.assert(same, "operand shapes differ at run time", origin);
    }
    let out = cx.b.alloc(to, n);
    let (zero, one) = (cx.b.index(0), cx.b.index(1));
    cx.for_loop(zero, n, one, &[], |cx, i, _| {
        let args: Vec<VarId> = bufs.iter().map(|&b| cx.b.load(b, i)).collect();
        let r = scalar_op(cx, op, &args, to)?;
        cx.b.store(out, i, r);
        Ok(vec![])
    })?;
    let value = if is_tensor {
        let first = cx.operand(op, 0)?;
        let shape = shape_of(ir, rty);
        let mut args = vec![out];
        for (k, _) in shape.iter().enumerate().filter(|(_, &d)| is_dynamic(d)) {
            let k = cx.b.index(k as i64);
            let index = Ty::Scalar(ElemType::Index);
            args.push(cx.b.call_runtime("sparsir_tensor_dim", &[first, k], vec![], &[index], origin)[0]);
        }
        let statics = vec![("shape".to_string(), Static::Ints(shape))];
        cx.b.call_runtime("sparsir_tensor_from_buffer", &args, statics, &[Ty::Handle], origin)[0]
    } else {
        out
    };
    cx.set_results(op, &[value]);
    Ok(())
}

fn constant(cx: &mut Cx, op: OpId) -> Result<()> {
    let ir = cx.ir;
    let result = ir.op(op).results[0];
    let rty = ir.value_type(result);
    let attr =
        ir.op_attr(op, "value").ok_or_else(|| cx.error(op, "internal error: constant without value"))?;
    let var = match cx.ty_of(result)? {
        Ty::Scalar(t) => {
            let s = attr_scalar(ir, attr).ok_or_else(|| cx.unsupported(op, "with this kind of value"))?;
            cx.b.constant(t, s)
        }
        ty @ (Ty::Handle | Ty::Buf(_))
            if matches!(ir.attr_of(attr), sparsir_ir::Attr::SparseElements { .. }) =>
        {
            sparse_constant(cx, op, attr, rty, rty, ty)?
        }
        ty @ (Ty::Handle | Ty::Buf(_)) => {
            let (elem, data) =
                dense_scalars(ir, attr).ok_or_else(|| cx.unsupported(op, "with this kind of value"))?;
            if elem_of(ir, rty) != Some(elem) {
                return Err(cx.unsupported(op, "whose value's element type differs from the result's"));
            }
            let shape = shape_of(ir, rty);
            let name = if ty == Ty::Handle { "sparsir_tensor_const" } else { "sparsir_buffer_const" };
            let statics = vec![
                ("value".to_string(), Static::Data(elem, data)),
                ("shape".to_string(), Static::Ints(shape)),
            ];
            let origin = Some(cx.origin(op));
            let mut statics = statics;
            statics.extend(super::types::encoding_static(ir, "encoding", rty));
            cx.b.call_runtime(name, &[], statics, &[ty], origin)[0]
        }
    };
    cx.set_results(op, &[var]);
    Ok(())
}

/// `arith.constant sparse<indices, values> : ty`: a tensor (sparse when `ty` has an
/// encoding, holding exactly the listed entries, explicit zeros included, as MLIR does) or
/// a dense buffer. `ty` gives the shape and element type, `encoding_ty` the encoding.
/// When coordinates repeat, the first entry counts.
pub fn sparse_constant(
    cx: &mut Cx,
    op: OpId,
    attr: sparsir_ir::AttrId,
    ty: sparsir_ir::TypeId,
    encoding_ty: sparsir_ir::TypeId,
    lty: Ty,
) -> Result<VarId> {
    let ir = cx.ir;
    let c = sparse_scalars(ir, attr).ok_or_else(|| cx.unsupported(op, "with this kind of value"))?;
    if elem_of(ir, ty) != Some(c.elem) {
        return Err(cx.unsupported(op, "whose value's element type differs from the result's"));
    }
    let shape = shape_of(ir, ty);
    let origin = Some(cx.origin(op));
    let mut statics = vec![
        ("value".to_string(), Static::Data(c.elem, c.vals)),
        ("indices".to_string(), Static::Ints(c.crds)),
        ("shape".to_string(), Static::Ints(shape)),
    ];
    statics.extend(super::types::encoding_static(ir, "encoding", encoding_ty));
    let name = if lty == Ty::Handle { "sparsir_tensor_sparse_const" } else { "sparsir_buffer_sparse_const" };
    Ok(cx.b.call_runtime(name, &[], statics, &[lty], origin)[0])
}
