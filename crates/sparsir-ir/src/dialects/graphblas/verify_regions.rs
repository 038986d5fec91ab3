//! Verifiers of the `*_generic` graphblas ops and of `graphblas.yield`.
//!
//! Why: a generic op carries its computation in blocks, each ending in a
//! `graphblas.yield <kind>`: `add_identity` (no arguments), `add` and `mult` (two),
//! `transform_out` (one), `agg_identity` / `agg` for reductions, `select_out` (an `i1`),
//! `accumulate`. The lowering finds each block by its yield kind, so every block is
//! checked here: one block per region, its arguments, one yielded value of the right
//! type, no kind twice.

use super::operators::YIELD_KINDS;
use super::verify::{
    bools, counts, elem, ewise_operands, multiply_operands, multiply_result, operand_ty,
    reduce_to_vector_operands, result_ty, shape, sparse, update_operands, VResult,
};
use super::yield_kind;
use crate::ids::{OpId, RegionId, TypeId};
use crate::ir::Ir;
use crate::types::Type;

/// A block kind: its yield kind, the types of its arguments (`None`: any count of
/// `index` arguments is checked by the caller) and of its value.
struct Want {
    kind: &'static str,
    args: Vec<TypeId>,
    value: TypeId,
}

/// The yield kind ending region `r` (its only block's last op).
fn region_kind(ir: &Ir, r: RegionId) -> Result<&'static str, String> {
    let blocks = &ir.region(r).blocks;
    if blocks.len() != 1 {
        return Err("Each region must have exactly one block.".into());
    }
    let last = ir.block(blocks[0]).ops.last().copied();
    match last {
        Some(y) if ir.op_name(y) == "graphblas.yield" => {
            yield_kind(ir, y).map(|k| YIELD_KINDS[k]).ok_or_else(|| "Invalid yield kind.".to_string())
        }
        _ => Err("Each region must end with graphblas.yield.".into()),
    }
}

/// The region whose yield is `kind`.
pub fn region_of_kind(ir: &Ir, op: OpId, kind: &str) -> Option<RegionId> {
    ir.op(op).regions.iter().copied().find(|&r| region_kind(ir, r).ok() == Some(kind))
}

/// Checks a block against `want`: argument types (the first `want.args.len()`; extra
/// `index` arguments when `extra_index` allows that many) and the yielded value.
fn check_block(ir: &Ir, r: RegionId, want: &Want, extra_index: &[usize]) -> VResult {
    let block = ir.region(r).blocks[0];
    let args = &ir.block(block).args;
    let n = want.args.len();
    let extra = args.len().saturating_sub(n);
    if args.len() < n || (extra > 0 && !extra_index.contains(&extra)) {
        return Err(format!("The {} block has {} arguments; expected {n}.", want.kind, args.len()));
    }
    for (i, (&a, &t)) in args.iter().zip(&want.args).enumerate() {
        if ir.value_type(a) != t {
            return Err(format!("The {} block's argument #{i} has the wrong type.", want.kind));
        }
    }
    if args[n..].iter().any(|&a| !matches!(ir.type_of(ir.value_type(a)), Type::Index)) {
        return Err(format!("The {} block's coordinate arguments must be index.", want.kind));
    }
    let y = *ir.block(block).ops.last().expect("a yield ends the block");
    let values = &ir.op(y).operands;
    if values.len() != 1 || ir.value_type(values[0]) != want.value {
        return Err(format!("The {} block must yield one value of the expected type.", want.kind));
    }
    Ok(())
}

/// Checks that the op's regions are exactly `required` plus any of `optional`, each once.
fn check_regions(ir: &Ir, op: OpId, required: &[Want], optional: &[Want], extra_index: &[usize]) -> VResult {
    let mut seen: Vec<&str> = Vec::new();
    for &r in &ir.op(op).regions {
        let kind = region_kind(ir, r)?;
        if seen.contains(&kind) {
            return Err(format!("Duplicate {kind} block."));
        }
        seen.push(kind);
        let Some(want) = required.iter().chain(optional).find(|w| w.kind == kind) else {
            return Err(format!("Unexpected {kind} block."));
        };
        let extra = if kind == "mult" || kind == "select_out" { extra_index } else { &[] };
        check_block(ir, r, want, extra)?;
    }
    for w in required {
        if !seen.contains(&w.kind) {
            return Err(format!("Missing {} block.", w.kind));
        }
    }
    Ok(())
}

fn want(kind: &'static str, args: &[TypeId], value: TypeId) -> Want {
    Want { kind, args: args.to_vec(), value }
}

/// `apply_generic`: one `transform_out` block from the input's to the output's element.
pub(crate) fn apply_generic(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (1, 1), 1, (1, 1))?;
    bools(ir, op, &["in_place"])?;
    let (input, out) = (operand_ty(ir, op, 0), result_ty(ir, op, 0));
    sparse(ir, input, "Operand #0")?;
    sparse(ir, out, "Return value")?;
    if shape(ir, input).len() != shape(ir, out).len() || !super::verify::shapes_match(ir, input, out) {
        return Err("Input shape does not match output shape.".into());
    }
    if super::bool_attr(ir, op, "in_place") && input != out {
        return Err("An in-place apply requires the result type to be the input type.".into());
    }
    check_regions(ir, op, &[want("transform_out", &[elem(ir, input)], elem(ir, out))], &[], &[])
}

/// `select_generic`: one `select_out` block of the value (and the coordinates).
pub(crate) fn select_generic(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (1, 1), 1, (1, 1))?;
    let input = operand_ty(ir, op, 0);
    sparse(ir, input, "Operand #0")?;
    if result_ty(ir, op, 0) != input {
        return Err("Result type must be the input type.".into());
    }
    let i1 = bool_ty(ir)?;
    let rank = shape(ir, input).len();
    check_regions(ir, op, &[want("select_out", &[elem(ir, input)], i1)], &[], &[rank])
}

/// `union_generic`, `intersect_generic`: one `mult` block of two values.
pub(crate) fn ewise_generic(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (2, 2), 1, (1, 1))?;
    ewise_operands(ir, op)?;
    let (e, out) = (elem(ir, operand_ty(ir, op, 0)), elem(ir, result_ty(ir, op, 0)));
    check_regions(ir, op, &[want("mult", &[e, e], out)], &[], &[])
}

/// The semiring blocks of a generic multiply producing values of type `v` from inputs
/// of type `e`: `add_identity`, `add`, `mult` (with the row, column and contraction
/// coordinates, optionally), and optionally `transform_out`.
fn semiring_blocks(e: TypeId, v: TypeId) -> (Vec<Want>, Vec<Want>) {
    (
        vec![want("add_identity", &[], v), want("add", &[v, v], v), want("mult", &[e, e], v)],
        vec![want("transform_out", &[v], v)],
    )
}

/// `matrix_multiply_generic`
pub(crate) fn matrix_multiply_generic(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (2, 3), 1, (3, 4))?;
    bools(ir, op, &["mask_complement"])?;
    let shape_want = multiply_operands(ir, op)?;
    multiply_result(ir, op, &shape_want)?;
    let e = elem(ir, operand_ty(ir, op, 0));
    let (required, optional) = semiring_blocks(e, e);
    check_regions(ir, op, &required, &optional, &[3])
}

/// `matrix_multiply_reduce_to_scalar_generic`: a matrix product reduced to a scalar.
pub(crate) fn mxm_reduce_generic(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (2, 3), 1, (5, 6))?;
    bools(ir, op, &["mask_complement"])?;
    let shape_want = multiply_operands(ir, op)?;
    if shape_want.len() != 2 {
        return Err("Operands must be matrices.".into());
    }
    let out = result_ty(ir, op, 0);
    let e = elem(ir, operand_ty(ir, op, 0));
    if out != e {
        return Err("Result must be a scalar of the operands' element type.".into());
    }
    if let Some(&m) = ir.op(op).operands.get(2) {
        let mt = ir.value_type(m);
        sparse(ir, mt, "Mask")?;
        if shape(ir, mt).len() != 2 {
            return Err("Mask must be a matrix.".into());
        }
    }
    let (mut required, optional) = semiring_blocks(e, e);
    required.push(want("agg_identity", &[], out));
    required.push(want("agg", &[out, out], out));
    check_regions(ir, op, &required, &optional, &[3])
}

/// `reduce_to_scalar_generic`: `agg_identity` and `agg` blocks.
pub(crate) fn reduce_to_scalar_generic(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (1, 1), 1, (2, 2))?;
    let input = operand_ty(ir, op, 0);
    sparse(ir, input, "Operand #0")?;
    let out = result_ty(ir, op, 0);
    if out != elem(ir, input) {
        return Err("Output type must match the input element type.".into());
    }
    check_regions(ir, op, &[want("agg_identity", &[], out), want("agg", &[out, out], out)], &[], &[])
}

/// `reduce_to_vector_generic`: `agg_identity` and `agg` blocks, an axis, a mask.
pub(crate) fn reduce_to_vector_generic(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (1, 2), 1, (2, 2))?;
    reduce_to_vector_operands(ir, op)?;
    let e = elem(ir, operand_ty(ir, op, 0));
    if elem(ir, result_ty(ir, op, 0)) != e {
        return Err("Output element type must match the input element type.".into());
    }
    check_regions(ir, op, &[want("agg_identity", &[], e), want("agg", &[e, e], e)], &[], &[])
}

/// `update_generic`: an optional `accumulate` block over the output's element type.
pub(crate) fn update_generic(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (2, 3), 0, (0, 1))?;
    update_operands(ir, op)?;
    let (ei, eo) = (elem(ir, operand_ty(ir, op, 0)), elem(ir, operand_ty(ir, op, 1)));
    if !ir.op(op).regions.is_empty() && ei != eo {
        return Err("Accumulation requires the input and output element types to match.".into());
    }
    check_regions(ir, op, &[], &[want("accumulate", &[eo, eo], eo)], &[])
}

/// `yield`: a valid kind, at least one value, the last op of a block of a graphblas op.
pub(crate) fn yield_op(ir: &Ir, op: OpId) -> VResult {
    counts(ir, op, (1, usize::MAX), 0, (0, 0))?;
    if yield_kind(ir, op).is_none() {
        return Err("requires a 'kind' attribute: an i64 between 0 and 11".into());
    }
    let parent_ok = ir.parent_op(op).is_some_and(|p| {
        let name = ir.op_name(p);
        name.starts_with("graphblas.") && !ir.op(p).regions.is_empty()
    });
    if !parent_ok {
        return Err("expects parent op to be a graphblas op with regions".into());
    }
    let block = ir.op(op).parent.expect("an op with a parent op is in a block");
    if ir.block(block).ops.last() != Some(&op) {
        return Err("must be the last operation in the parent block".into());
    }
    Ok(())
}

fn bool_ty(ir: &Ir) -> Result<TypeId, String> {
    ir.lookup_type(&Type::Integer { width: 1, signedness: crate::types::Signedness::Signless })
        .ok_or_else(|| "The select_out block must yield one value of the expected type.".to_string())
}
