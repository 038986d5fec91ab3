//! `tensor` ops, on dense and sparse tensors.
//!
//! Why: whole-tensor ops (element access, slices, reshapes, concatenation) are runtime
//! calls on handles with static shapes, element types and encodings as statics and
//! dynamic sizes and indices as arguments; ops with bodies (`generate`, `pad`) become
//! loops (`tensor_loops.rs`).

use sparsir_ir::{OpId, TypeId};
use sparsir_loops::{Static, Ty, VarId};
use sparsir_storage::ElemType;

use super::types::{attr_int, attr_ints, elem_of, encoding_static, is_dynamic, shape_of};
use super::{tensor_loops, Cx, Result};

/// Lowers one `tensor` op.
pub fn lower(cx: &mut Cx, op: OpId) -> Result<()> {
    match cx.ir.op_name(op) {
        "tensor.dim" => {
            let args = cx.operands(op)?;
            call(cx, op, "sparsir_tensor_dim", &args, vec![], &[Ty::Scalar(ElemType::Index)])
        }
        "tensor.rank" => {
            let rank = shape_of(cx.ir, operand_type(cx, op, 0)).len();
            let r = cx.b.index(rank as i64);
            cx.set_results(op, &[r]);
            Ok(())
        }
        "tensor.empty" => empty(cx, op),
        "tensor.cast" => cast(cx, op),
        "tensor.bitcast" => bitcast(cx, op),
        "tensor.extract" => extract(cx, op),
        "tensor.insert" => {
            let args = cx.operands(op)?;
            call(cx, op, "sparsir_tensor_insert", &args, vec![], &[Ty::Handle])
        }
        "tensor.from_elements" => {
            let ty = result_type(cx, op);
            let mut statics = vec![shape_static(cx, ty)];
            statics.push(elem_static(cx, op, ty)?);
            let args = cx.operands(op)?;
            call(cx, op, "sparsir_tensor_from_elements", &args, statics, &[Ty::Handle])
        }
        "tensor.splat" => {
            let ty = result_type(cx, op);
            let statics = vec![shape_static(cx, ty), elem_static(cx, op, ty)?];
            let args = cx.operands(op)?;
            call(cx, op, "sparsir_tensor_splat", &args, statics, &[Ty::Handle])
        }
        "tensor.generate" => tensor_loops::generate(cx, op),
        "tensor.pad" => tensor_loops::pad(cx, op),
        "tensor.extract_slice" => extract_slice(cx, op),
        "tensor.insert_slice" => insert_slice(cx, op),
        "tensor.reshape" => reshape(cx, op),
        "tensor.expand_shape" => expand_shape(cx, op),
        "tensor.collapse_shape" => collapse_shape(cx, op),
        "tensor.concat" => concat(cx, op),
        _ => Err(cx.unsupported(op, "(not lowered yet)")),
    }
}

/// A runtime call whose results become the op's results.
pub(super) fn call(
    cx: &mut Cx,
    op: OpId,
    name: &str,
    args: &[VarId],
    statics: Vec<(String, Static)>,
    results: &[Ty],
) -> Result<()> {
    let origin = Some(cx.origin(op));
    let r = cx.b.call_runtime(name, args, statics, results, origin);
    cx.set_results(op, &r);
    Ok(())
}

pub(super) fn result_type(cx: &Cx, op: OpId) -> TypeId {
    cx.ir.value_type(cx.ir.op(op).results[0])
}

pub(super) fn operand_type(cx: &Cx, op: OpId, i: usize) -> TypeId {
    cx.ir.value_type(cx.ir.op(op).operands[i])
}

/// `shape` as a static: the type's sizes, `-1` for `?`.
pub(super) fn shape_static(cx: &Cx, ty: TypeId) -> (String, Static) {
    let shape = shape_of(cx.ir, ty).into_iter().map(|d| if is_dynamic(d) { -1 } else { d }).collect();
    ("shape".to_string(), Static::Ints(shape))
}

/// The element type of `ty`, or "unsupported" at `op`.
pub(super) fn elem(cx: &Cx, op: OpId, ty: TypeId) -> Result<ElemType> {
    elem_of(cx.ir, ty).ok_or_else(|| cx.unsupported(op, "of this element type"))
}

pub(super) fn elem_static(cx: &Cx, op: OpId, ty: TypeId) -> Result<(String, Static)> {
    Ok(("elem".to_string(), Static::Elem(elem(cx, op, ty)?)))
}

/// The values of a mixed static/dynamic list: the `static_name` property's entries, `?`
/// ones taken in order from `dynamic`.
pub(super) fn mixed(cx: &mut Cx, op: OpId, static_name: &str, dynamic: &[VarId]) -> Result<Vec<VarId>> {
    let statics = int_prop(cx, op, static_name)?;
    let mut next = dynamic.iter();
    statics
        .iter()
        .map(|&s| {
            if is_dynamic(s) {
                next.next().copied().ok_or_else(|| cx.error(op, "internal error: missing dynamic value"))
            } else {
                Ok(cx.b.index(s))
            }
        })
        .collect()
}

/// An integer-array property (`static_offsets`, …).
pub(super) fn int_prop(cx: &Cx, op: OpId, name: &str) -> Result<Vec<i64>> {
    cx.ir
        .op_attr(op, name)
        .and_then(|a| attr_ints(cx.ir, a))
        .ok_or_else(|| cx.error(op, format!("internal error: missing '{name}'")))
}

/// How many `?` entries a property has.
fn dynamic_count(cx: &Cx, op: OpId, name: &str) -> Result<usize> {
    Ok(int_prop(cx, op, name)?.iter().filter(|&&d| is_dynamic(d)).count())
}

fn empty(cx: &mut Cx, op: OpId) -> Result<()> {
    let ty = result_type(cx, op);
    let mut statics = vec![shape_static(cx, ty), elem_static(cx, op, ty)?];
    statics.extend(encoding_static(cx.ir, "encoding", ty));
    let args = cx.operands(op)?;
    call(cx, op, "sparsir_tensor_empty", &args, statics, &[Ty::Handle])
}

/// A cast shares the handle; casting a `?` size to a static one checks it at run time.
fn cast(cx: &mut Cx, op: OpId) -> Result<()> {
    let (src, dst) = (shape_of(cx.ir, operand_type(cx, op, 0)), shape_of(cx.ir, result_type(cx, op)));
    let t = cx.operand(op, 0)?;
    let needs_check =
        src.len() != dst.len() || src.iter().zip(&dst).any(|(&s, &d)| is_dynamic(s) && !is_dynamic(d));
    if !needs_check {
        cx.set_results(op, &[t]);
        return Ok(());
    }
    let statics = vec![shape_static(cx, result_type(cx, op))];
    call(cx, op, "sparsir_tensor_cast", &[t], statics, &[Ty::Handle])
}

/// A bitcast between element types stored alike (`i32` ↔ `ui32`) is a no-op.
fn bitcast(cx: &mut Cx, op: OpId) -> Result<()> {
    let (a, b) = (elem(cx, op, operand_type(cx, op, 0))?, elem(cx, op, result_type(cx, op))?);
    if a != b {
        return Err(cx.unsupported(op, "changing the stored element type"));
    }
    let t = cx.operand(op, 0)?;
    cx.set_results(op, &[t]);
    Ok(())
}

fn extract(cx: &mut Cx, op: OpId) -> Result<()> {
    let ty = result_type(cx, op);
    let e = elem(cx, op, ty)?;
    let args = cx.operands(op)?;
    let statics = vec![("elem".to_string(), Static::Elem(e))];
    call(cx, op, "sparsir_tensor_extract", &args, statics, &[Ty::Scalar(e)])
}

/// Offsets, sizes and strides (all as values) after `skip` leading operands.
fn slice_lists(cx: &mut Cx, op: OpId, skip: usize) -> Result<Vec<VarId>> {
    let args = cx.operands(op)?;
    let mut rest = &args[skip..];
    let mut out = Vec::new();
    for name in ["static_offsets", "static_sizes", "static_strides"] {
        let n = dynamic_count(cx, op, name)?;
        let (dynamic, tail) = rest.split_at(n.min(rest.len()));
        out.extend(mixed(cx, op, name, dynamic)?);
        rest = tail;
    }
    Ok(out)
}

/// Which dimensions of the full-rank slice the (maybe rank-reduced) type keeps: unit
/// sizes are dropped, left to right, until the ranks match.
fn keep_mask(cx: &Cx, op: OpId, small: TypeId) -> Result<Vec<i64>> {
    let sizes = int_prop(cx, op, "static_sizes")?;
    let small = shape_of(cx.ir, small);
    let mut k = 0;
    let mut mask = Vec::with_capacity(sizes.len());
    for (i, &s) in sizes.iter().enumerate() {
        if s == 1 && sizes.len() - i > small.len().saturating_sub(k) {
            mask.push(0);
        } else {
            k += 1;
            mask.push(1);
        }
    }
    if k != small.len() {
        return Err(cx.unsupported(op, "with this rank reduction"));
    }
    Ok(mask)
}

fn extract_slice(cx: &mut Cx, op: OpId) -> Result<()> {
    let ty = result_type(cx, op);
    let mut args = vec![cx.operand(op, 0)?];
    args.extend(slice_lists(cx, op, 1)?);
    let mut statics = vec![("keep".to_string(), Static::Ints(keep_mask(cx, op, ty)?))];
    statics.extend(encoding_static(cx.ir, "encoding", ty));
    call(cx, op, "sparsir_tensor_extract_slice", &args, statics, &[Ty::Handle])
}

fn insert_slice(cx: &mut Cx, op: OpId) -> Result<()> {
    let ty = result_type(cx, op);
    let mut args = vec![cx.operand(op, 0)?, cx.operand(op, 1)?];
    args.extend(slice_lists(cx, op, 2)?);
    let src_ty = operand_type(cx, op, 0);
    let mut statics = vec![("keep".to_string(), Static::Ints(keep_mask(cx, op, src_ty)?))];
    statics.extend(encoding_static(cx.ir, "encoding", ty));
    call(cx, op, "sparsir_tensor_insert_slice", &args, statics, &[Ty::Handle])
}

/// A reshape keeping row-major order to the result type, `dynamic` giving its `?` sizes.
fn reshape_call(cx: &mut Cx, op: OpId, dynamic: &[VarId]) -> Result<()> {
    let ty = result_type(cx, op);
    let mut args = vec![cx.operand(op, 0)?];
    args.extend_from_slice(dynamic);
    let mut statics = vec![shape_static(cx, ty)];
    statics.extend(encoding_static(cx.ir, "encoding", ty));
    call(cx, op, "sparsir_tensor_reshape", &args, statics, &[Ty::Handle])
}

/// `tensor.reshape %t(%shape)`: `?` sizes are read from the shape tensor.
fn reshape(cx: &mut Cx, op: OpId) -> Result<()> {
    let shape = shape_of(cx.ir, result_type(cx, op));
    let shape_t = cx.operand(op, 1)?;
    let e = elem(cx, op, operand_type(cx, op, 1))?;
    let mut dynamic = Vec::new();
    for (d, &s) in shape.iter().enumerate() {
        if is_dynamic(s) {
            let i = cx.b.index(d as i64);
            let statics = vec![("elem".to_string(), Static::Elem(e))];
            let origin = Some(cx.origin(op));
            let v =
                cx.b.call_runtime("sparsir_tensor_extract", &[shape_t, i], statics, &[Ty::Scalar(e)], origin)
                    [0];
            dynamic.push(if e == ElemType::Index {
                v
            } else {
                cx.b.cast(sparsir_loops::CastOp::IndexCast, v, ElemType::Index)
            });
        }
    }
    reshape_call(cx, op, &dynamic)
}

fn expand_shape(cx: &mut Cx, op: OpId) -> Result<()> {
    let args = cx.operands(op)?;
    let statics = int_prop(cx, op, "static_output_shape")?;
    let dynamic: Vec<VarId> =
        statics.iter().filter(|&&d| is_dynamic(d)).zip(&args[1..]).map(|(_, &v)| v).collect();
    reshape_call(cx, op, &dynamic)
}

/// `tensor.collapse_shape`: a `?` result size is the product of its group's sizes.
fn collapse_shape(cx: &mut Cx, op: OpId) -> Result<()> {
    let shape = shape_of(cx.ir, result_type(cx, op));
    let groups = reassociation(cx, op)?;
    let t = cx.operand(op, 0)?;
    let mut dynamic = Vec::new();
    for (g, &s) in groups.iter().zip(&shape) {
        if !is_dynamic(s) {
            continue;
        }
        let mut size = cx.b.index(1);
        for &d in g {
            let i = cx.b.index(d);
            let origin = Some(cx.origin(op));
            let n = cx.b.call_runtime(
                "sparsir_tensor_dim",
                &[t, i],
                vec![],
                &[Ty::Scalar(ElemType::Index)],
                origin,
            )[0];
            size = cx.b.binary(sparsir_loops::BinOp::MulI, size, n);
        }
        dynamic.push(size);
    }
    reshape_call(cx, op, &dynamic)
}

fn reassociation(cx: &Cx, op: OpId) -> Result<Vec<Vec<i64>>> {
    let bad = || cx.error(op, "internal error: bad reassociation");
    let a = cx.ir.op_attr(op, "reassociation").ok_or_else(bad)?;
    let sparsir_ir::Attr::Array(groups) = cx.ir.attr_of(a) else { return Err(bad()) };
    groups.iter().map(|&g| attr_ints(cx.ir, g).ok_or_else(bad)).collect()
}

fn concat(cx: &mut Cx, op: OpId) -> Result<()> {
    let ty = result_type(cx, op);
    let dim = cx
        .ir
        .op_attr(op, "dim")
        .and_then(|a| attr_int(cx.ir, a))
        .ok_or_else(|| cx.error(op, "missing dim"))?;
    let mut statics = vec![("dim".to_string(), Static::Int(dim))];
    statics.extend(encoding_static(cx.ir, "encoding", ty));
    let args = cx.operands(op)?;
    call(cx, op, "sparsir_tensor_concat", &args, statics, &[Ty::Handle])
}
