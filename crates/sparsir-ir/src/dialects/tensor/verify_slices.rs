//! Verifiers of the slice ops (`extract_slice`, `insert_slice`, `parallel_insert_slice`)
//! and of `pad`.
//!
//! Why: MLIR 22 checks the offset/size/stride lists (counts, signs, bounds against the
//! sliced tensor) and that the slice's type is the one its sizes give, possibly with unit
//! dimensions dropped ("rank-reduced"); `pad` checks its result type against its source
//! and padding, and its body. Most of these messages carry no `'op' op` prefix in MLIR.

use super::ods::{check, quoted, tensor_text, Arity, Kind, Ods, Prop};
use super::{dense_i64, operand_ty, result_ty};
use crate::ids::{OpId, TypeId};
use crate::ir::Ir;
use crate::types::Type;
use crate::verify::bare;

const ONE: Arity = Arity::One;
const MANY: Arity = Arity::Many;
const SLICE_PROPS: &[(&str, Prop, bool)] = &[
    ("operandSegmentSizes", Prop::Segments, false),
    ("static_offsets", Prop::I64Array, true),
    ("static_sizes", Prop::I64Array, true),
    ("static_strides", Prop::I64Array, true),
];
const LISTS: [(&str, &str); 3] = [("offsets", "offset"), ("sizes", "size"), ("strides", "stride")];

fn ranked(ir: &Ir, ty: Option<TypeId>) -> Option<(&[i64], TypeId)> {
    match ir.type_of(ty?) {
        Type::Tensor { shape, elem, .. } => Some((shape, *elem)),
        _ => None,
    }
}

/// The static lists of a slice op (present after the ODS check).
fn lists(ir: &Ir, op: OpId) -> [Vec<i64>; 3] {
    ["static_offsets", "static_sizes", "static_strides"].map(|n| dense_i64(ir, op, n).unwrap_or_default())
}

/// MLIR's `OffsetSizeAndStrideOpInterface` checks; `first` is the index of the first
/// offset operand, `rank` the rank of the sliced tensor.
fn check_lists(ir: &Ir, op: OpId, first: usize, rank: usize) -> Result<[Vec<i64>; 3], String> {
    let l = lists(ir, op);
    let n = ir.op(op).operands.len() - first;
    let segments = dense_i64_any(ir, op);
    for (i, (name, _)) in LISTS.iter().enumerate() {
        let dynamic = l[i].iter().filter(|&&v| v == crate::types::DYNAMIC).count();
        let values = segments.get(i + first).copied().unwrap_or(n as i64);
        if values != dynamic as i64 {
            return Err(bare(format!(
                "expected the number of '{name}' to match the number of dynamic entries in 'static_{name}' ({values} vs {dynamic})"
            )));
        }
    }
    if l[0].len() != l[1].len() {
        let (a, b) = (l[0].len(), l[1].len());
        return Err(bare(format!(
            "expected mixed offsets rank to match mixed sizes rank ({a} vs {b}) so the rank of the result type is well-formed."
        )));
    }
    if l[1].len() != l[2].len() {
        let (a, b) = (l[1].len(), l[2].len());
        return Err(bare(format!(
            "expected mixed sizes rank to match mixed strides rank ({a} vs {b}) so the rank of the result type is well-formed."
        )));
    }
    for (i, (_, one)) in LISTS.iter().enumerate() {
        if l[i].len() != rank {
            return Err(bare(format!("expected {rank} {one} values, got {}", l[i].len())));
        }
    }
    for (i, (name, _)) in LISTS.iter().enumerate().take(2) {
        if let Some(v) = l[i].iter().find(|&&v| v < 0 && v != crate::types::DYNAMIC) {
            return Err(bare(format!("expected {name} to be non-negative, but got {v}")));
        }
    }
    Ok(l)
}

/// The `operandSegmentSizes` values.
fn dense_i64_any(ir: &Ir, op: OpId) -> Vec<i64> {
    match ir.op_attr(op, "operandSegmentSizes").map(|a| ir.attr_of(a)) {
        Some(crate::attrs::Attr::DenseArray { values: crate::attrs::DenseValues::Int(v), .. }) => {
            v.iter().map(|&x| x as i64).collect()
        }
        _ => Vec::new(),
    }
}

/// A slice that reads or writes outside the sliced tensor's static shape.
fn check_bounds(shape: &[i64], l: &[Vec<i64>; 3]) -> Result<(), String> {
    for (i, &dim) in shape.iter().enumerate() {
        let (off, size, stride) = (l[0][i], l[1][i], l[2][i]);
        if dim < 0 || off < 0 {
            continue;
        }
        if off >= dim {
            return Err(bare(format!("offset {i} is out-of-bounds: {off} >= {dim}")));
        }
        if size <= 0 || stride == crate::types::DYNAMIC {
            continue;
        }
        let last = (off as i128) + (size as i128 - 1) * (stride as i128);
        if last >= dim as i128 {
            return Err(bare(format!("slice along dimension {i} runs out-of-bounds: {last} >= {dim}")));
        }
    }
    Ok(())
}

/// Matches `reduced` against `full` dropping unit dimensions of `full` (MLIR's rank
/// reduction): each dimension of `full` either matches the next of `reduced` or is 1.
fn rank_reduces(full: &[i64], reduced: &[i64]) -> bool {
    let mut next = 0;
    for &d in full {
        if next < reduced.len() && reduced[next] == d {
            next += 1;
        } else if d != 1 {
            return false;
        }
    }
    next == reduced.len()
}

/// Checks that `actual` is `tensor<sizes x elem>` or a rank-reduced version of it.
fn check_sliced_type(ir: &Ir, sizes: &[i64], elem: TypeId, actual: TypeId) -> Result<(), String> {
    let Some((shape, got_elem)) = ranked(ir, Some(actual)) else { return Ok(()) };
    if shape.len() > sizes.len() {
        return Err(bare("expected rank to be smaller or equal to the other rank. "));
    }
    if !rank_reduces(sizes, shape) {
        let expected = tensor_text(ir, sizes, elem, None);
        return Err(bare(format!(
            "expected type to be '{expected}' or a rank-reduced version. (size mismatch) "
        )));
    }
    if got_elem != elem {
        return Err(bare(format!("expected element type to be {}", quoted(ir, elem))));
    }
    Ok(())
}

fn slice_ods(operands: &'static [(Kind, Arity)], results: &'static [Kind]) -> Ods {
    Ods { props: SLICE_PROPS, operands, results, regions: 0, single_block: None }
}

/// `tensor.extract_slice`
pub(super) fn extract_slice(ir: &Ir, op: OpId) -> Result<(), String> {
    let spec = slice_ods(
        &[(Kind::Ranked, ONE), (Kind::Index, MANY), (Kind::Index, MANY), (Kind::Index, MANY)],
        &[Kind::Ranked],
    );
    check(ir, op, &spec)?;
    let Some((shape, elem)) = ranked(ir, operand_ty(ir, op, 0)) else { return Ok(()) };
    let l = check_lists(ir, op, 1, shape.len())?;
    if let Some(res) = result_ty(ir, op) {
        check_sliced_type(ir, &l[1], elem, res)?;
    }
    check_bounds(shape, &l)
}

fn insert_like(ir: &Ir, op: OpId, results: &'static [Kind]) -> Result<[Vec<i64>; 3], String> {
    let spec = slice_ods(
        &[
            (Kind::Ranked, ONE),
            (Kind::Ranked, ONE),
            (Kind::Index, MANY),
            (Kind::Index, MANY),
            (Kind::Index, MANY),
        ],
        results,
    );
    check(ir, op, &spec)?;
    if !results.is_empty() && result_ty(ir, op) != operand_ty(ir, op, 1) {
        return Err("failed to verify that expected result type to match dest type".to_string());
    }
    let rank = ranked(ir, operand_ty(ir, op, 1)).map_or(0, |(s, _)| s.len());
    check_lists(ir, op, 2, rank)
}

fn check_insert(ir: &Ir, op: OpId, l: &[Vec<i64>; 3]) -> Result<(), String> {
    let Some((shape, elem)) = ranked(ir, operand_ty(ir, op, 1)) else { return Ok(()) };
    if let Some(src) = operand_ty(ir, op, 0) {
        check_sliced_type(ir, &l[1], elem, src)?;
    }
    check_bounds(shape, l)
}

/// `tensor.insert_slice`
pub(super) fn insert_slice(ir: &Ir, op: OpId) -> Result<(), String> {
    let l = insert_like(ir, op, &[Kind::Ranked])?;
    check_insert(ir, op, &l)
}

/// `tensor.parallel_insert_slice`: also its parent must combine parallel results.
pub(super) fn parallel_insert_slice(ir: &Ir, op: OpId) -> Result<(), String> {
    let l = insert_like(ir, op, &[])?;
    let parent = ir.parent_op(op).map(|p| ir.op_name(p));
    if parent != Some("scf.forall.in_parallel") {
        let shown = parent.map(|p| format!("\n\"{p}\"(…)")).unwrap_or_default();
        return Err(bare(format!("expected InParallelOpInterface parent, got:{shown}")));
    }
    check_insert(ir, op, &l)
}

// ---- pad -----------------------------------------------------------------------------------

/// `tensor.pad`
pub(super) fn pad(ir: &Ir, op: OpId) -> Result<(), String> {
    let spec = Ods {
        props: &[
            ("static_low", Prop::I64Array, true),
            ("static_high", Prop::I64Array, true),
            ("nofold", Prop::Unit, false),
            ("operandSegmentSizes", Prop::Segments, false),
        ],
        operands: &[(Kind::Ranked, ONE), (Kind::Index, MANY), (Kind::Index, MANY)],
        results: &[Kind::Ranked],
        regions: 1,
        single_block: Some("region"),
    };
    check(ir, op, &spec)?;
    let (Some(src), Some(res)) = (operand_ty(ir, op, 0), result_ty(ir, op)) else { return Ok(()) };
    let (Some((shape, elem)), Some((res_shape, res_elem))) = (ranked(ir, Some(src)), ranked(ir, Some(res)))
    else {
        return Ok(());
    };
    let low = dense_i64(ir, op, "static_low").unwrap_or_default();
    let high = dense_i64(ir, op, "static_high").unwrap_or_default();
    if low.len() != shape.len() || high.len() != shape.len() {
        return Err(bare(format!(
            "failed to infer expectedType from sourceType {}, specified resultType is {}",
            quoted(ir, src),
            quoted(ir, res)
        )));
    }
    let dynamic = |v: i64| v == crate::types::DYNAMIC;
    let inferred: Vec<i64> = (0..shape.len())
        .map(|i| {
            if shape[i] < 0 || dynamic(low[i]) || dynamic(high[i]) {
                crate::types::DYNAMIC
            } else {
                shape[i].saturating_add(low[i]).saturating_add(high[i])
            }
        })
        .collect();
    let fits = res_shape.len() == inferred.len()
        && res_shape.iter().zip(&inferred).all(|(&r, &e)| r == e || dynamic(e));
    if !fits {
        let expected = tensor_text(ir, &inferred, elem, None);
        return Err(bare(format!(
            "specified type {} does not match the inferred type '{expected}'",
            quoted(ir, res)
        )));
    }
    pad_body(ir, op, res_shape.len(), res_elem)
}

/// The body of `pad`: one `index` argument per result dimension, yielding an element.
fn pad_body(ir: &Ir, op: OpId, rank: usize, elem: TypeId) -> Result<(), String> {
    let yield_op = super::verify_basic::body_terminator(ir, op)?;
    let block = ir.region(ir.op(op).regions[0]).blocks[0];
    let args = &ir.block(block).args;
    if args.len() != rank {
        return Err(bare(format!("expected the block to have {rank} arguments")));
    }
    if let Some(i) = args.iter().position(|&a| !matches!(ir.type_of(ir.value_type(a)), Type::Index)) {
        return Err(format!("expected block argument {} to be an index", i + 1));
    }
    if ir.op(yield_op).operands.first().map(|&v| ir.value_type(v)) != Some(elem) {
        return Err("expected yield type to match shape element type".to_string());
    }
    Ok(())
}
