//! Verifiers of the sparse_tensor ops with regions used inside `linalg.generic`
//! (`binary`, `unary`, `reduce`, `select`, `yield`) and of `foreach`, with MLIR 22's
//! rules and messages.
//!
//! Why: a region's block arguments and the type it yields decide what the sparsifier
//! computes; MLIR checks each non-empty region's arity, argument types and yield type.

use super::ods::{Count, Ods, VResult, ANY, RANKED};
use crate::attrs::Attr;
use crate::ids::{OpId, RegionId, TypeId, ValueId};
use crate::ir::{Ir, ValueDef};
use crate::printer::type_to_string;
use crate::types::Type;
use crate::verify::bare;

use Count::{AtLeast, Exactly};

const YIELD: &str = "sparse_tensor.yield";

/// The entry block's arguments of a region (none for an empty region).
fn region_args(ir: &Ir, r: RegionId) -> Vec<ValueId> {
    ir.region(r).blocks.first().map(|&b| ir.block(b).args.clone()).unwrap_or_default()
}

/// The last op of the region's entry block.
fn terminator(ir: &Ir, r: RegionId) -> Option<OpId> {
    ir.region(r).blocks.first().and_then(|&b| ir.block(b).ops.last().copied())
}

/// MLIR's `verifyNumBlockArgs`: a non-empty region's arguments and yielded type.
fn block_args(ir: &Ir, r: RegionId, name: &str, inputs: &[TypeId], output: Option<TypeId>) -> VResult {
    let args = region_args(ir, r);
    if args.len() != inputs.len() {
        return Err(bare(format!("{name} region must have exactly {} arguments", inputs.len())));
    }
    for (i, (&a, &t)) in args.iter().zip(inputs).enumerate() {
        if ir.value_type(a) != t {
            return Err(bare(format!("{name} region argument {} type mismatch", i + 1)));
        }
    }
    let Some(term) = terminator(ir, r).filter(|&t| ir.op_name(t) == YIELD) else {
        return Err(bare(format!("{name} region must end with sparse_tensor.yield")));
    };
    let vals = &ir.op(term).operands;
    if vals.len() != 1 || output.is_some_and(|o| ir.value_type(vals[0]) != o) {
        return Err(bare(format!("{name} region yield type mismatch")));
    }
    Ok(())
}

fn is_empty(ir: &Ir, r: RegionId) -> bool {
    ir.region(r).blocks.is_empty()
}

/// A `SizedRegion<1>` constraint on region `i` named `name`.
fn one_block(ir: &Ir, op: OpId, i: usize, name: &str) -> VResult {
    let r = ir.op(op).regions[i];
    if ir.region(r).blocks.len() != 1 {
        return Err(format!("region #{i} ('{name}') failed to verify constraint: region with 1 blocks"));
    }
    Ok(())
}

fn types(ir: &Ir, op: OpId) -> (Vec<TypeId>, Vec<TypeId>) {
    (ir.value_types(&ir.op(op).operands), ir.value_types(&ir.op(op).results))
}

pub(crate) fn binary(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(3, Exactly(1), Exactly(2))?;
    let (ins, outs) = types(ir, op);
    let (x, y, out) = (ins[0], ins[1], outs[0]);
    let rs = ir.op(op).regions.clone();
    if !is_empty(ir, rs[0]) {
        block_args(ir, rs[0], "overlap", &[x, y], Some(out))?;
    }
    for (k, (name, input, unit, which)) in
        [("left", x, "left_identity", "first"), ("right", y, "right_identity", "second")]
            .into_iter()
            .enumerate()
    {
        if !is_empty(ir, rs[k + 1]) {
            block_args(ir, rs[k + 1], name, &[input], Some(out))?;
        } else if super::has_unit(ir, op, unit) && input != out {
            return Err(bare(format!(
                "{name}=identity requires {which} argument to have the same type as the output"
            )));
        }
    }
    Ok(())
}

pub(crate) fn unary(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(2, Exactly(1), Exactly(1))?;
    let (ins, outs) = types(ir, op);
    let rs = ir.op(op).regions.clone();
    if !is_empty(ir, rs[0]) {
        block_args(ir, rs[0], "present", &[ins[0]], Some(outs[0]))?;
    }
    if !is_empty(ir, rs[1]) {
        block_args(ir, rs[1], "absent", &[], Some(outs[0]))?;
        absent_invariant(ir, op, rs[1])?;
    }
    Ok(())
}

/// The absent region may only yield values defined outside the enclosing block (or
/// constants).
fn absent_invariant(ir: &Ir, op: OpId, absent: RegionId) -> VResult {
    let Some(term) = terminator(ir, absent) else { return Ok(()) };
    let Some(&v) = ir.op(term).operands.first() else { return Ok(()) };
    let absent_block = ir.region(absent).blocks.first().copied();
    let parent = ir.op(op).parent;
    match ir.value(v).def {
        ValueDef::BlockArg { block, .. } => {
            if Some(block) == parent {
                return Err(bare("absent region cannot yield linalg argument"));
            }
        }
        ValueDef::OpResult { op: def, .. } => {
            let def_block = ir.op(def).parent;
            let local = def_block == absent_block || def_block == parent;
            if ir.op_name(def) != "arith.constant" && local {
                return Err(bare("absent region cannot yield locally computed value"));
            }
        }
    }
    Ok(())
}

/// `SameOperandsAndResultType`.
fn same_types(ir: &Ir, op: OpId) -> VResult {
    let (ins, outs) = types(ir, op);
    let first = ins.first().or(outs.first()).copied();
    if ins.iter().chain(&outs).any(|&t| Some(t) != first) {
        return Err("requires the same type for all operands and results".into());
    }
    Ok(())
}

pub(crate) fn reduce(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(1, Exactly(1), Exactly(3))?;
    one_block(ir, op, 0, "region")?;
    same_types(ir, op)?;
    let x = ir.value_type(ir.op(op).operands[0]);
    block_args(ir, ir.op(op).regions[0], "reduce", &[x, x], Some(x))
}

pub(crate) fn select(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(1, Exactly(1), Exactly(1))?;
    one_block(ir, op, 0, "region")?;
    same_types(ir, op)?;
    let x = ir.value_type(ir.op(op).operands[0]);
    let i1 = ir.lookup_type(&Type::Integer { width: 1, signedness: crate::types::Signedness::Signless });
    let r = ir.op(op).regions[0];
    block_args(ir, r, "select", &[x], i1)?;
    if i1.is_none() {
        // No `i1` type exists in the program, so the yielded value cannot be one.
        return Err(bare("select region yield type mismatch"));
    }
    Ok(())
}

/// The ops a `sparse_tensor.yield` may terminate.
const YIELD_PARENTS: &str = "sparse_tensor.binary, sparse_tensor.unary, sparse_tensor.reduce, \
                             sparse_tensor.select, sparse_tensor.foreach, sparse_tensor.iterate, \
                             sparse_tensor.coiterate";

pub(crate) fn yield_op(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(0, Exactly(0), AtLeast(0))?;
    let parent = ir.parent_op(op).map(|p| ir.op_name(p));
    if !parent.is_some_and(|p| YIELD_PARENTS.split(", ").any(|n| n == p)) {
        return Err(format!("expects parent op to be one of '{YIELD_PARENTS}'"));
    }
    let last = ir.op(op).parent.and_then(|b| ir.block(b).ops.last().copied());
    if last != Some(op) {
        return Err("must be the last operation in the parent block".into());
    }
    Ok(())
}

/// `SingleBlockImplicitTerminator<"YieldOp">`: the single block ends with a yield.
pub(crate) fn ends_with_yield(ir: &Ir, op: OpId) -> VResult {
    for &r in &ir.op(op).regions {
        let Some(&b) = ir.region(r).blocks.first() else { continue };
        match ir.block(b).ops.last() {
            Some(&t) if ir.op_name(t) == YIELD => {}
            Some(&t) => {
                return Err(format!("expects regions to end with '{YIELD}', found '{}'", ir.op_name(t)));
            }
            None => return Err("expects a non-empty block".into()),
        }
    }
    Ok(())
}

pub(crate) fn foreach(ir: &Ir, op: OpId) -> VResult {
    let c = Ods::new(ir, op);
    c.base(1, AtLeast(0), AtLeast(1))?;
    let (ins, outs) = types(ir, op);
    c.operand(0, RANKED, false)?;
    c.operand_group(1, ins.len(), ANY)?;
    c.result_group(0, outs.len(), ANY)?;
    single_block(ir, op)?;
    one_block(ir, op, 0, "region")?;
    foreach_rules(ir, op)?;
    ends_with_yield(ir, op)
}

/// `SingleBlock`: every region has at most one block.
pub(crate) fn single_block(ir: &Ir, op: OpId) -> VResult {
    for (i, &r) in ir.op(op).regions.iter().enumerate() {
        if ir.region(r).blocks.len() > 1 {
            return Err(format!("expects region #{i} to have 0 or 1 blocks"));
        }
    }
    Ok(())
}

/// `ForeachOp::verify`.
fn foreach_rules(ir: &Ir, op: OpId) -> VResult {
    let (ins, outs) = types(ir, op);
    let Type::Tensor { shape, elem, .. } = ir.type_of(ins[0]) else { return Ok(()) };
    let dim_rank = shape.len();
    let lvl_rank = ir.type_encoding(ins[0]).map_or(dim_rank, |e| e.lvl_rank());
    if let Some(Attr::AffineMap(m)) = ir.op_attr(op, "order").map(|a| ir.attr_of(a)) {
        if m.num_dims as usize != lvl_rank {
            return Err(bare("Level traverse order does not match tensor's level rank"));
        }
    }
    let r = ir.op(op).regions[0];
    let args = region_args(ir, r);
    let inits = &ins[1..];
    if dim_rank + 1 + inits.len() != args.len() {
        return Err(bare("Unmatched number of arguments in the block"));
    }
    if outs.len() != inits.len() {
        return Err(bare("Mismatch in number of init arguments and results"));
    }
    if outs != inits {
        return Err(bare("Mismatch in types of init arguments and results"));
    }
    let yielded = terminator(ir, r).map(|t| ir.value_types(&ir.op(t).operands)).unwrap_or_default();
    if yielded != outs {
        return Err(bare("Mismatch in types of yield values and results"));
    }
    for (d, &a) in args.iter().take(dim_rank).enumerate() {
        if !matches!(ir.type_of(ir.value_type(a)), Type::Index) {
            return Err(bare(format!("Expecting Index type for argument at index {d}")));
        }
    }
    let value = ir.value_type(args[dim_rank]);
    if value != *elem {
        return Err(bare(format!(
            "Unmatched element type between input tensor and block argument, expected:{}, got: {}",
            type_to_string(ir, *elem),
            type_to_string(ir, value)
        )));
    }
    Ok(())
}
