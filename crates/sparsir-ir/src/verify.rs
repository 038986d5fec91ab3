//! The verifier driver.
//!
//! Why: a program that parses can still break an op's rules (a `convert` between ranks,
//! an `assemble` with the wrong buffers); MLIR rejects it after parsing, with a message
//! naming the op. This walks every op, checks what holds for all ops (operands defined
//! before use in a block, region counts of known ops are left to their verifiers) and
//! calls each op's [`crate::registry::VerifyFn`]. The first failure is returned.

use crate::diag::Diag;
use crate::ids::OpId;
use crate::ir::{Ir, ValueDef};
use crate::registry;

/// Verifies every op under the top-level op, outer before inner, in textual order.
pub fn verify(ir: &Ir) -> Result<(), Diag> {
    let Some(top) = ir.top else { return Ok(()) };
    // Position of each op in its block, filled when the walk enters the block (before
    // any of its ops is checked, so a use before the definition is seen as such).
    let mut order = vec![0u32; ir.num_ops()];
    let mut stack = vec![top];
    while let Some(op) = stack.pop() {
        let o = ir.op(op);
        for &r in &o.regions {
            for &b in &ir.region(r).blocks {
                for (i, &x) in ir.block(b).ops.iter().enumerate() {
                    order[x.index()] = i as u32;
                }
            }
        }
        verify_op_in(ir, op, &order)?;
        check_entry_blocks(ir, op)?;
        check_symbol_table(ir, op)?;
        for &r in o.regions.iter().rev() {
            for &b in ir.region(r).blocks.iter().rev() {
                stack.extend(ir.block(b).ops.iter().rev());
            }
        }
    }
    Ok(())
}

/// Symbols defined directly in a module have distinct names.
fn check_symbol_table(ir: &Ir, op: OpId) -> Result<(), Diag> {
    if ir.op_name(op) != "builtin.module" {
        return Ok(());
    }
    let mut seen: crate::fxhash::FxHashMap<&str, OpId> = Default::default();
    for &r in &ir.op(op).regions {
        for &b in &ir.region(r).blocks {
            for &x in &ir.block(b).ops {
                let Some(crate::Attr::String { value, .. }) = ir.op_attr(x, "sym_name").map(|a| ir.attr_of(a)) else {
                    continue;
                };
                if let Some(&first) = seen.get(value.as_str()) {
                    return Err(Diag::error(ir.op(x).pos.0, format!("redefinition of symbol named '{value}'"))
                        .with_note(ir.op(first).pos.0, "see existing symbol definition here"));
                }
                seen.insert(value, x);
            }
        }
    }
    Ok(())
}

/// A region's entry block cannot be a branch target.
fn check_entry_blocks(ir: &Ir, op: OpId) -> Result<(), Diag> {
    for &r in &ir.op(op).regions {
        let blocks = &ir.region(r).blocks;
        let Some(&entry) = blocks.first() else { continue };
        let branches_to_entry =
            blocks.iter().any(|&b| ir.block(b).ops.iter().any(|&x| ir.op(x).successors.contains(&entry)));
        if branches_to_entry {
            return Err(Diag::error(ir.op(op).pos.0, "entry block of region may not have predecessors"));
        }
    }
    Ok(())
}

fn verify_op_in(ir: &Ir, op: OpId, order: &[u32]) -> Result<(), Diag> {
    let name = ir.op_name(op);
    let pos = ir.op(op).pos.0;
    check_dominance_in_block(ir, op, order)?;
    if let Some(f) = registry::lookup(name).and_then(|s| s.verify) {
        f(ir, op).map_err(|m| Diag::error(pos, format!("'{name}' op {m}")))?;
    }
    Ok(())
}

/// An operand defined by an op of the same block must come before its use.
fn check_dominance_in_block(ir: &Ir, op: OpId, order: &[u32]) -> Result<(), Diag> {
    let Some(block) = ir.op(op).parent else { return Ok(()) };
    let here = order[op.index()];
    for (i, &v) in ir.op(op).operands.iter().enumerate() {
        if let ValueDef::OpResult { op: def, .. } = ir.value(v).def {
            if ir.op(def).parent == Some(block) && order[def.index()] >= here {
                return Err(Diag::error(ir.op(op).pos.0, format!("operand #{i} does not dominate this use"))
                    .with_note(ir.op(def).pos.0, "operand defined here (op in the same block)"));
            }
        }
    }
    Ok(())
}

/// MLIR's structural op traits (`ZeroRegions`, `OneRegion`, `ZeroResults`, `OneResult`,
/// `ZeroSuccessors`, `ZeroOperands`), checked in MLIR's order with MLIR's messages; `None`
/// leaves a count unchecked. For op verifiers: `check_counts(ir, op, Some(0), Some(0),
/// Some(0), None)?` is a terminator-like op without regions, results and successors.
pub fn check_counts(
    ir: &Ir,
    op: OpId,
    regions: Option<usize>,
    results: Option<usize>,
    successors: Option<usize>,
    operands: Option<usize>,
) -> Result<(), String> {
    let o = ir.op(op);
    match regions {
        Some(0) if !o.regions.is_empty() => return Err("requires zero regions".into()),
        Some(1) if o.regions.len() != 1 => return Err("requires one region".into()),
        Some(n) if n > 1 && o.regions.len() != n => return Err(format!("expected {n} regions")),
        _ => {}
    }
    match results {
        Some(0) if !o.results.is_empty() => return Err("requires zero results".into()),
        Some(1) if o.results.len() != 1 => return Err("requires one result".into()),
        _ => {}
    }
    if let Some(n) = successors {
        if o.successors.len() != n {
            return Err(format!("requires {n} successors but found {}", o.successors.len()));
        }
    }
    match operands {
        Some(0) if !o.operands.is_empty() => Err("requires zero operands".into()),
        Some(1) if o.operands.len() != 1 => Err("requires a single operand".into()),
        _ => Ok(()),
    }
}
