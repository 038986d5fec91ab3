//! Verifiers of the tensor ops on whole tensors and elements (`bitcast`, `cast`, `dim`,
//! `empty`, `extract`, `from_elements`, `generate`, `insert`, `rank`, `splat`, `yield`).
//!
//! Why: what MLIR 22 rejects in these ops we reject with MLIR's message: index counts,
//! element types, dynamic sizes, cast compatibility, the `generate` body.

use super::ods::{check, quoted, Arity, Kind, Ods};
use super::operand_ty;
use crate::ids::{OpId, TypeId};
use crate::ir::Ir;
use crate::types::Type;
use crate::verify::bare;

const ONE: Arity = Arity::One;
const MANY: Arity = Arity::Many;

fn ods(operands: &'static [(Kind, Arity)], results: &'static [Kind]) -> Ods {
    Ods { props: &[], operands, results, regions: 0, single_block: None }
}

/// Shape of a ranked tensor type.
fn shape(ir: &Ir, ty: TypeId) -> Option<&[i64]> {
    match ir.type_of(ty) {
        Type::Tensor { shape, .. } => Some(shape),
        _ => None,
    }
}

/// Element type of a shaped type.
fn elem(ir: &Ir, ty: TypeId) -> Option<TypeId> {
    ir.type_of(ty).elem()
}

/// Shapes that could be equal: same rank when both are ranked, equal static sizes.
pub(super) fn compatible_shapes(ir: &Ir, a: TypeId, b: TypeId) -> bool {
    match (shape(ir, a), shape(ir, b)) {
        (Some(x), Some(y)) => x.len() == y.len() && x.iter().zip(y).all(|(&p, &q)| p < 0 || q < 0 || p == q),
        _ => true,
    }
}

fn cast_incompatible(ir: &Ir, op: OpId) -> String {
    let from = operand_ty(ir, op, 0).map(|t| quoted(ir, t)).unwrap_or_default();
    let to = super::result_ty(ir, op).map(|t| quoted(ir, t)).unwrap_or_default();
    format!("operand type {from} and result type {to} are cast incompatible")
}

/// `tensor.bitcast`: same element bit width, compatible shapes.
pub(super) fn bitcast(ir: &Ir, op: OpId) -> Result<(), String> {
    check(ir, op, &ods(&[(Kind::IntOrFloatTensor, ONE)], &[Kind::IntOrFloatTensor]))?;
    let (Some(a), Some(b)) = (operand_ty(ir, op, 0), super::result_ty(ir, op)) else { return Ok(()) };
    let width = |t: TypeId| elem(ir, t).and_then(|e| ir.type_of(e).bit_width());
    if width(a) != width(b) || !compatible_shapes(ir, a, b) {
        return Err(cast_incompatible(ir, op));
    }
    Ok(())
}

/// `tensor.cast`: same element type, compatible shapes (encodings may differ).
pub(super) fn cast(ir: &Ir, op: OpId) -> Result<(), String> {
    check(ir, op, &ods(&[(Kind::Tensor, ONE)], &[Kind::Tensor]))?;
    let (Some(a), Some(b)) = (operand_ty(ir, op, 0), super::result_ty(ir, op)) else { return Ok(()) };
    if elem(ir, a) != elem(ir, b) || !compatible_shapes(ir, a, b) {
        return Err(cast_incompatible(ir, op));
    }
    Ok(())
}

/// `tensor.dim` (MLIR 22 accepts constant indices out of range: the result is undefined).
pub(super) fn dim(ir: &Ir, op: OpId) -> Result<(), String> {
    check(ir, op, &ods(&[(Kind::NonZeroRank, ONE), (Kind::Index, ONE)], &[Kind::Index]))
}

/// `tensor.rank`
pub(super) fn rank(ir: &Ir, op: OpId) -> Result<(), String> {
    check(ir, op, &ods(&[(Kind::Tensor, ONE)], &[Kind::Index]))
}

/// One `index` operand per dynamic dimension of the result.
fn dynamic_sizes(ir: &Ir, op: OpId, given: usize) -> Result<(), String> {
    let want = super::result_ty(ir, op)
        .and_then(|t| shape(ir, t))
        .map_or(0, |s| s.iter().filter(|&&d| d < 0).count());
    if given != want {
        return Err(format!("incorrect number of dynamic sizes, has {given}, expected {want}"));
    }
    Ok(())
}

/// `tensor.empty`
pub(super) fn empty(ir: &Ir, op: OpId) -> Result<(), String> {
    check(ir, op, &ods(&[(Kind::Index, MANY)], &[Kind::Ranked]))?;
    dynamic_sizes(ir, op, ir.op(op).operands.len())
}

/// `tensor.splat`
pub(super) fn splat(ir: &Ir, op: OpId) -> Result<(), String> {
    check(ir, op, &ods(&[(Kind::Any, ONE), (Kind::Index, MANY)], &[Kind::Ranked]))?;
    let res = super::result_ty(ir, op).and_then(|t| elem(ir, t));
    if operand_ty(ir, op, 0) != res {
        return Err("failed to verify that operand type matches element type of result".to_string());
    }
    dynamic_sizes(ir, op, ir.op(op).operands.len() - 1)
}

/// Rank of a ranked tensor type (0 for anything else).
fn rank_of(ir: &Ir, ty: Option<TypeId>) -> usize {
    ty.and_then(|t| shape(ir, t)).map_or(0, |s| s.len())
}

/// `tensor.extract`
pub(super) fn extract(ir: &Ir, op: OpId) -> Result<(), String> {
    check(ir, op, &ods(&[(Kind::Ranked, ONE), (Kind::Index, MANY)], &[Kind::Any]))?;
    let src = operand_ty(ir, op, 0);
    if src.and_then(|t| elem(ir, t)) != super::result_ty(ir, op) {
        return Err("failed to verify that result type matches element type of tensor".to_string());
    }
    if ir.op(op).operands.len() - 1 != rank_of(ir, src) {
        return Err("incorrect number of indices for extract_element".to_string());
    }
    Ok(())
}

/// `tensor.insert`
pub(super) fn insert(ir: &Ir, op: OpId) -> Result<(), String> {
    check(ir, op, &ods(&[(Kind::Any, ONE), (Kind::Ranked, ONE), (Kind::Index, MANY)], &[Kind::Ranked]))?;
    let dest = operand_ty(ir, op, 1);
    if super::result_ty(ir, op) != dest {
        return Err("failed to verify that result type matches type of dest".to_string());
    }
    if operand_ty(ir, op, 0) != dest.and_then(|t| elem(ir, t)) {
        return Err("failed to verify that scalar type matches element type of dest".to_string());
    }
    if ir.op(op).operands.len() - 2 != rank_of(ir, dest) {
        return Err("incorrect number of indices".to_string());
    }
    Ok(())
}

/// `tensor.from_elements`: one operand per element, of the element type.
pub(super) fn from_elements(ir: &Ir, op: OpId) -> Result<(), String> {
    check(ir, op, &ods(&[(Kind::Any, MANY)], &[Kind::Static]))?;
    let res = super::result_ty(ir, op);
    let count =
        res.and_then(|t| shape(ir, t)).map(|s| s.iter().try_fold(1u64, |a, &d| a.checked_mul(d as u64)));
    let e = res.and_then(|t| elem(ir, t));
    let ops = &ir.op(op).operands;
    if count != Some(Some(ops.len() as u64)) || ops.iter().any(|&v| Some(ir.value_type(v)) != e) {
        return Err("failed to verify that operand types match result element type".to_string());
    }
    Ok(())
}

/// `tensor.generate`: extents, then (after its body's ops) the body.
pub(super) fn generate(ir: &Ir, op: OpId) -> Result<(), String> {
    let spec = Ods {
        props: &[],
        operands: &[(Kind::Index, MANY)],
        results: &[Kind::Ranked],
        regions: 1,
        single_block: Some("body"),
    };
    check(ir, op, &spec)?;
    dynamic_sizes(ir, op, ir.op(op).operands.len())?;
    let yield_op = body_terminator(ir, op)?;
    let res = super::result_ty(ir, op);
    let block = ir.region(ir.op(op).regions[0]).blocks[0];
    let args = &ir.block(block).args;
    if args.len() != rank_of(ir, res) {
        return Err(bare("must have one body argument per input dimension"));
    }
    if args.iter().any(|&a| !matches!(ir.type_of(ir.value_type(a)), Type::Index)) {
        return Err(bare("all body arguments must be index"));
    }
    let yielded = ir.op(yield_op).operands.first().map(|&v| ir.value_type(v));
    if yielded != res.and_then(|t| elem(ir, t)) {
        return Err("body must be terminated with a `yield` operation of the tensor element type".to_string());
    }
    Ok(())
}

/// The `tensor.yield` ending the single block of `generate`/`pad`, checked the way MLIR
/// checks it: the yield's own errors first, then the block's end.
pub(super) fn body_terminator(ir: &Ir, op: OpId) -> Result<OpId, String> {
    let block = ir.region(ir.op(op).regions[0]).blocks[0];
    let Some(&last) = ir.block(block).ops.last() else {
        return Err("expects a non-empty block".to_string());
    };
    let name = ir.op_name(last);
    if name == "tensor.yield" {
        yield_op(ir, last).map_err(|m| match m.strip_prefix(crate::verify::BARE) {
            Some(b) => bare(b),
            None => bare(format!("'tensor.yield' op {m}")),
        })?;
        return Ok(last);
    }
    Err(format!("expects regions to end with 'tensor.yield', found '{name}'"))
}

/// `tensor.yield`: one value, inside `generate` or `pad`.
pub(super) fn yield_op(ir: &Ir, op: OpId) -> Result<(), String> {
    check(ir, op, &ods(&[(Kind::Any, ONE)], &[]))?;
    let parent = ir.parent_op(op).map(|p| ir.op_name(p));
    if !matches!(parent, Some("tensor.generate" | "tensor.pad")) {
        return Err("expects parent op to be one of 'tensor.generate, tensor.pad'".to_string());
    }
    Ok(())
}
