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
        for &r in o.regions.iter().rev() {
            for &b in ir.region(r).blocks.iter().rev() {
                stack.extend(ir.block(b).ops.iter().rev());
            }
        }
    }
    Ok(())
}

fn verify_op_in(ir: &Ir, op: OpId, order: &[u32]) -> Result<(), Diag> {
    let name = ir.op_name(op);
    let pos = ir.op(op).pos.0;
    check_dominance_in_block(ir, op, order).map_err(|m| Diag::error(pos, m))?;
    if let Some(f) = registry::lookup(name).and_then(|s| s.verify) {
        f(ir, op).map_err(|m| decode_message(ir, op, name, pos, &m))?;
    }
    Ok(())
}

/// Marks a verifier message that MLIR reports without the `'name' op ` prefix (an op's
/// `emitError` rather than `emitOpError`); build such messages with [`bare`].
pub const BARE: &str = "\u{1}bare:";

/// A verifier message printed as it is, without the `'name' op ` prefix.
pub fn bare(msg: impl std::fmt::Display) -> String {
    format!("{BARE}{msg}")
}

/// Separates a verifier message from a further error MLIR reports right after it (an op
/// whose results differ from the inferred types also reports `failed to infer returned
/// types`); build such messages with [`also`]. The further errors become the
/// diagnostic's notes, with severity error.
pub const ALSO: &str = "\u{1}also:";

/// A verifier message followed by a further error at the same op.
pub fn also(first: impl std::fmt::Display, then: impl std::fmt::Display) -> String {
    format!("{first}{ALSO}{then}")
}

/// Marks a note attached to a verifier message, located at another op: build with
/// [`with_note`].
pub const NOTE: &str = "\u{1}note:";

/// A verifier message with a note at op `at` (MLIR's `region branch point`, `terminator
/// here`).
pub fn with_note(msg: impl std::fmt::Display, at: OpId, note: impl std::fmt::Display) -> String {
    format!("{msg}{NOTE}{}:{note}", at.0)
}

/// Turns a verifier's message (with its [`BARE`], [`ALSO`] and [`NOTE`] markers) into a
/// diagnostic.
fn decode_message(ir: &Ir, op: OpId, name: &str, pos: u32, m: &str) -> Diag {
    let error = |m: &str| match m.strip_prefix(BARE) {
        Some(bare) => Diag::error(pos, bare),
        None => Diag::error(pos, format!("'{name}' op {m}")),
    };
    let mut parts = m.split('\u{1}');
    let mut d = error(parts.next().unwrap_or_default());
    for part in parts {
        if let Some(rest) = part.strip_prefix("also:") {
            d.notes.push(error(rest));
        } else if let Some(rest) = part.strip_prefix("note:") {
            let (id, text) = rest.split_once(':').unwrap_or(("", rest));
            let at = id
                .parse::<u32>()
                .ok()
                .filter(|&i| (i as usize) < ir.num_ops())
                .map_or(pos, |i| ir.op(OpId(i)).pos.0);
            d.notes.push(Diag {
                severity: crate::diag::Severity::Note,
                pos: at,
                message: text.to_string(),
                notes: Vec::new(),
            });
        } else if let Some(rest) = part.strip_prefix("bare:") {
            // A message that starts bare: the marker opened the string.
            d = Diag::error(pos, rest);
        }
    }
    let _ = op;
    d
}

/// An operand defined by an op of the same block must come before its use.
fn check_dominance_in_block(ir: &Ir, op: OpId, order: &[u32]) -> Result<(), String> {
    let Some(block) = ir.op(op).parent else { return Ok(()) };
    let here = order[op.index()];
    for (i, &v) in ir.op(op).operands.iter().enumerate() {
        if let ValueDef::OpResult { op: def, .. } = ir.value(v).def {
            if ir.op(def).parent == Some(block) && order[def.index()] >= here {
                return Err(format!("operand #{i} does not dominate this use"));
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
