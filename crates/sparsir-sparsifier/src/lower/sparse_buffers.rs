//! `sparse_tensor` ops between tensors and buffers: `assemble`, `disassemble`,
//! `positions`, `coordinates`, `values`, `coordinates_buffer`, and the buffer ops of
//! generated code (`sort`, `push_back`, `expand`, `compress`).
//!
//! Why: each is one runtime call; the lowering's job is to pass what the types say (the
//! encoding, the static shape, the width of the buffers handed out) as statics.

use sparsir_ir::types::Type;
use sparsir_ir::OpId;
use sparsir_loops::{Static, Ty};

use super::sparse::{call, elem, enum_case, result_tys};
use super::types::{attr_int, encoding_static, is_dynamic, lower_type, permutation_attr, shape_of};
use super::{Cx, Result};

/// Lowers the buffer-related `sparse_tensor` ops.
pub fn lower(cx: &mut Cx, op: OpId) -> Result<()> {
    match cx.ir.op_name(op) {
        "sparse_tensor.assemble" => assemble(cx, op),
        "sparse_tensor.disassemble" => disassemble(cx, op),
        "sparse_tensor.positions" => level_buffer(cx, op, "sparsir_positions"),
        "sparse_tensor.coordinates" => level_buffer(cx, op, "sparsir_coordinates"),
        "sparse_tensor.coordinates_buffer" => level_buffer(cx, op, "sparsir_coordinates_buffer"),
        "sparse_tensor.values" => call(cx, op, "sparsir_values", vec![]),
        "sparse_tensor.sort" => sort(cx, op),
        "sparse_tensor.push_back" => call(cx, op, "sparsir_push_back", vec![]),
        "sparse_tensor.expand" => {
            let ty = cx.ir.value_type(cx.ir.op(op).results[0]);
            let e = elem(cx, op, ty)?;
            call(cx, op, "sparsir_expand", vec![("elem".into(), Static::Elem(e))])
        }
        "sparse_tensor.compress" => call(cx, op, "sparsir_compress", vec![]),
        _ => Err(cx.unsupported(op, "(not lowered yet)")),
    }
}

fn assemble(cx: &mut Cx, op: OpId) -> Result<()> {
    let ir = cx.ir;
    let ty = ir.value_type(ir.op(op).results[0]);
    let shape = shape_of(ir, ty);
    if shape.iter().any(|&d| is_dynamic(d)) {
        return Err(cx.unsupported(op, "with a dynamically shaped result"));
    }
    let mut statics = vec![("shape".to_string(), Static::Ints(shape))];
    statics.extend(encoding_static(ir, "dst_encoding", ty));
    call(cx, op, "sparsir_assemble", statics)
}

/// `disassemble`: the runtime gives every length as a scalar; a length result typed as a
/// 0-d tensor (`tensor<i64>`, allowed by MLIR) is that scalar wrapped in one.
fn disassemble(cx: &mut Cx, op: OpId) -> Result<()> {
    let ir = cx.ir;
    let results = ir.op(op).results.clone();
    // Levels, values, then one length per level and the values' length.
    let n_lens = results.len() / 2;
    let mut tys = result_tys(cx, op)?;
    // (result index, element type) of the lengths given as 0-d tensors.
    let mut wrapped = Vec::new();
    for (i, &r) in results.iter().enumerate().skip(results.len() - n_lens) {
        let ty = ir.value_type(r);
        if let Type::Tensor { shape, elem: e, .. } = ir.type_of(ty) {
            if shape.is_empty() {
                tys[i] = lower_type(ir, *e).map_err(|m| cx.unsupported(op, m))?;
                wrapped.push((i, elem(cx, op, ty)?));
            }
        }
    }
    let args = cx.operands(op)?;
    let origin = Some(cx.origin(op));
    let mut vars = cx.b.call_runtime("sparsir_disassemble", &args, vec![], &tys, origin);
    for (i, e) in wrapped {
        let statics =
            vec![("shape".to_string(), Static::Ints(vec![])), ("elem".to_string(), Static::Elem(e))];
        let t = cx.b.call_runtime("sparsir_tensor_from_elements", &[vars[i]], statics, &[Ty::Handle], origin);
        vars[i] = t[0];
    }
    cx.set_results(op, &vars);
    Ok(())
}

/// `positions` / `coordinates` (static `level`) and `coordinates_buffer`: statics `elem`
/// (the result memref's element type).
fn level_buffer(cx: &mut Cx, op: OpId, name: &str) -> Result<()> {
    let ir = cx.ir;
    let e = elem(cx, op, ir.value_type(ir.op(op).results[0]))?;
    let mut statics = vec![("elem".to_string(), Static::Elem(e))];
    if let Some(l) = ir.op_attr(op, "level").and_then(|a| attr_int(ir, a)) {
        statics.push(("level".into(), Static::Int(l)));
    }
    call(cx, op, name, statics)
}

fn sort(cx: &mut Cx, op: OpId) -> Result<()> {
    let ir = cx.ir;
    let alg = enum_case(cx, op, "algorithm")?;
    let perm = permutation_attr(cx, op, "perm_map", "a perm_map")?
        .ok_or_else(|| cx.error(op, "internal error: sort without perm_map"))?;
    let ny = ir.op_attr(op, "ny").and_then(|a| attr_int(ir, a)).unwrap_or(0);
    let statics = vec![
        ("algorithm".to_string(), Static::Str(alg)),
        ("perm".to_string(), Static::Ints(perm)),
        ("ny".to_string(), Static::Int(ny)),
    ];
    call(cx, op, "sparsir_sort", statics)
}
