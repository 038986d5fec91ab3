//! `sparse_tensor` ops that are not kernels: whole-tensor runtime calls (convert, new,
//! out, concatenate, reinterpret_map, reorder_coo, load, queries), with the buffer ops in
//! `sparse_buffers`, the loop over entries in `sparse_foreach`, iteration spaces in
//! `sparse_iter` / `sparse_coiter` and storage specifiers in `sparse_specifier`.
//!
//! Why: conversion, printing, reading and assembling tensors are library operations on
//! handles; only the ops with regions need generated loops. What the types decide
//! (encodings, static shapes, static slice parameters) is passed as statics or folded.

use sparsir_ir::{Attr, OpId};
use sparsir_loops::{Static, Ty, VarId};
use sparsir_storage::{ElemType, Scalar};

use super::sparse_buffers;
use super::types::{attr_int, elem_of, encoding_static, shape_of};
use super::{Cx, Result};

/// Lowers one `sparse_tensor` op.
pub fn lower(cx: &mut Cx, op: OpId) -> Result<()> {
    match cx.ir.op_name(op) {
        "sparse_tensor.convert" => convert(cx, op),
        "sparse_tensor.print" => call(cx, op, "sparsir_print_tensor", vec![]),
        "sparse_tensor.new" => new(cx, op),
        "sparse_tensor.out" => call(cx, op, "sparsir_out", vec![]),
        "sparse_tensor.number_of_entries" => call(cx, op, "sparsir_number_of_entries", vec![]),
        "sparse_tensor.lvl" => call(cx, op, "sparsir_lvl", vec![]),
        "sparse_tensor.load" => load(cx, op),
        "sparse_tensor.has_runtime_library" => {
            // MLIR 22 in codegen mode (the reference configuration) has no runtime library.
            let f = cx.b.bool(false);
            cx.set_results(op, &[f]);
            Ok(())
        }
        "sparse_tensor.crd_translate" => crd_translate(cx, op),
        "sparse_tensor.slice.offset" => slice_param(cx, op, "offset"),
        "sparse_tensor.slice.stride" => slice_param(cx, op, "stride"),
        "sparse_tensor.concatenate" => {
            let dim = cx.ir.op_attr(op, "dimension").and_then(|a| attr_int(cx.ir, a)).unwrap_or(0);
            with_result_encoding(cx, op, "sparsir_concatenate", vec![("dim".into(), Static::Int(dim))])
        }
        "sparse_tensor.reinterpret_map" => {
            let shape = shape_of(cx.ir, cx.ir.value_type(cx.ir.op(op).results[0]));
            with_result_encoding(
                cx,
                op,
                "sparsir_reinterpret_map",
                vec![("shape".into(), Static::Ints(shape))],
            )
        }
        "sparse_tensor.reorder_coo" => {
            let alg = enum_case(cx, op, "algorithm")?;
            with_result_encoding(cx, op, "sparsir_reorder_coo", vec![("algorithm".into(), Static::Str(alg))])
        }
        "sparse_tensor.foreach" => super::sparse_foreach::foreach(cx, op),
        "sparse_tensor.extract_iteration_space" => super::sparse_iter::extract_space(cx, op),
        "sparse_tensor.extract_value" => super::sparse_iter::extract_value(cx, op),
        "sparse_tensor.iterate" => super::sparse_iter::iterate(cx, op),
        "sparse_tensor.coiterate" => super::sparse_coiter::coiterate(cx, op),
        "sparse_tensor.storage_specifier.init"
        | "sparse_tensor.storage_specifier.get"
        | "sparse_tensor.storage_specifier.set" => super::sparse_specifier::lower(cx, op),
        _ => sparse_buffers::lower(cx, op),
    }
}

/// The loop types of an op's results.
pub(super) fn result_tys(cx: &Cx, op: OpId) -> Result<Vec<Ty>> {
    cx.ir.op(op).results.iter().map(|&r| cx.ty_of(r)).collect()
}

/// A runtime call taking the op's operands and giving its results.
pub(super) fn call(cx: &mut Cx, op: OpId, name: &str, statics: Vec<(String, Static)>) -> Result<()> {
    let args = cx.operands(op)?;
    call_with(cx, op, name, &args, statics)
}

/// A runtime call taking `args` and giving the op's results.
pub(super) fn call_with(
    cx: &mut Cx,
    op: OpId,
    name: &str,
    args: &[VarId],
    statics: Vec<(String, Static)>,
) -> Result<()> {
    let tys = result_tys(cx, op)?;
    let origin = Some(cx.origin(op));
    let r = cx.b.call_runtime(name, args, statics, &tys, origin);
    cx.set_results(op, &r);
    Ok(())
}

/// The element type of an MLIR type, or an "unsupported" error at `op`.
pub(super) fn elem(cx: &Cx, op: OpId, ty: sparsir_ir::TypeId) -> Result<ElemType> {
    elem_of(cx.ir, ty).ok_or_else(|| cx.unsupported(op, "of this element type"))
}

/// A call with statics `elem` and `dst_encoding` (absent: dense) of the first result.
pub(super) fn with_result_encoding(
    cx: &mut Cx,
    op: OpId,
    name: &str,
    mut statics: Vec<(String, Static)>,
) -> Result<()> {
    let ir = cx.ir;
    let dst_ty = ir.value_type(ir.op(op).results[0]);
    statics.push(("elem".into(), Static::Elem(elem(cx, op, dst_ty)?)));
    statics.extend(encoding_static(ir, "dst_encoding", dst_ty));
    call(cx, op, name, statics)
}

/// `sparse_tensor.convert`. Converting a `sparse<…>` constant of the same element type
/// builds the result from the constant's listed entries (explicit zeros kept), as MLIR
/// folds the conversion into the constant.
fn convert(cx: &mut Cx, op: OpId) -> Result<()> {
    let ir = cx.ir;
    let (src, dst) = (ir.op(op).operands[0], ir.op(op).results[0]);
    let constant = ir.defining_op(src).filter(|&d| ir.op_name(d) == "arith.constant");
    let sparse_attr = constant
        .and_then(|d| ir.op_attr(d, "value"))
        .filter(|&a| matches!(ir.attr_of(a), Attr::SparseElements { .. }));
    let same_elem = elem_of(ir, ir.value_type(src)) == elem_of(ir, ir.value_type(dst));
    match sparse_attr {
        Some(attr) if same_elem && ir.type_encoding(ir.value_type(src)).is_none() => {
            // The destination's sizes are the constant's (the verifier checked that they
            // agree where static).
            let (src_ty, dst_ty) = (ir.value_type(src), ir.value_type(dst));
            let v = super::arith::sparse_constant(cx, op, attr, src_ty, dst_ty, Ty::Handle)?;
            cx.set_results(op, &[v]);
            Ok(())
        }
        _ => with_result_encoding(cx, op, "sparsir_convert", vec![]),
    }
}

/// The case of a `sparse_tensor` enum attribute (`<SparseTensorSortAlgorithm quick_sort>`).
pub(super) fn enum_case(cx: &Cx, op: OpId, name: &str) -> Result<String> {
    match cx.ir.op_attr(op, name).map(|a| cx.ir.attr_of(a)) {
        Some(Attr::Opaque { body, .. }) => {
            let inner = body.trim_start_matches('<').trim_end_matches('>');
            Ok(inner.split_whitespace().last().unwrap_or("").to_string())
        }
        _ => Err(cx.error(op, format!("internal error: missing attribute '{name}'"))),
    }
}

fn new(cx: &mut Cx, op: OpId) -> Result<()> {
    let shape = shape_of(cx.ir, cx.ir.value_type(cx.ir.op(op).results[0]));
    if cx.ir.type_encoding(cx.ir.value_type(cx.ir.op(op).results[0])).is_none() {
        return Err(cx.unsupported(op, "with a dense result"));
    }
    with_result_encoding(cx, op, "sparsir_new", vec![("shape".into(), Static::Ints(shape))])
}

fn load(cx: &mut Cx, op: OpId) -> Result<()> {
    let has_inserts = cx.ir.op_attr(op, "hasInserts").is_some_and(|a| matches!(cx.ir.attr_of(a), Attr::Unit));
    if has_inserts {
        return call(cx, op, "sparsir_load", vec![]);
    }
    let t = cx.operand(op, 0)?;
    cx.set_results(op, &[t]);
    Ok(())
}

fn crd_translate(cx: &mut Cx, op: OpId) -> Result<()> {
    let ir = cx.ir;
    let enc = ir.op_attr(op, "encoder").and_then(|a| ir.encoding(a)).map(|e| e.to_string());
    let enc = enc.ok_or_else(|| cx.error(op, "internal error: crd_translate without an encoder"))?;
    let dir = enum_case(cx, op, "direction")?;
    let statics = vec![("encoding".into(), Static::Attr(enc)), ("direction".into(), Static::Str(dir))];
    call(cx, op, "sparsir_crd_translate", statics)
}

/// `slice.offset` / `slice.stride`: a constant when the slice encoding gives it, else
/// read from the tensor at run time.
fn slice_param(cx: &mut Cx, op: OpId, kind: &str) -> Result<()> {
    let ir = cx.ir;
    let dim = ir.op_attr(op, "dim").and_then(|a| attr_int(ir, a)).unwrap_or(0);
    let ty = ir.value_type(ir.op(op).operands[0]);
    let slice = ir.type_encoding(ty).and_then(|e| e.dim_slices.get(dim as usize).copied().flatten());
    let known = slice.and_then(|s| if kind == "offset" { s.offset } else { s.stride });
    if let Some(v) = known {
        let c = cx.b.constant(ElemType::Index, Scalar::Int(v as i128));
        cx.set_results(op, &[c]);
        return Ok(());
    }
    let statics = vec![("dim".into(), Static::Int(dim)), ("kind".into(), Static::Str(kind.into()))];
    call(cx, op, "sparsir_slice_param", statics)
}
