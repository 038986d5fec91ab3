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

/// Verifies every op under the top-level op.
pub fn verify(ir: &Ir) -> Result<(), Diag> {
    let Some(top) = ir.top else { return Ok(()) };
    let mut order = vec![0u32; ir.num_ops()];
    ir.walk(top, &mut |op| {
        for &r in &ir.op(op).regions {
            for &b in &ir.region(r).blocks {
                for (i, &o) in ir.block(b).ops.iter().enumerate() {
                    order[o.index()] = i as u32;
                }
            }
        }
    });
    let mut result = Ok(());
    ir.walk(top, &mut |op| {
        if result.is_ok() {
            result = verify_op_in(ir, op, &order);
        }
    });
    result
}

fn verify_op_in(ir: &Ir, op: OpId, order: &[u32]) -> Result<(), Diag> {
    let name = ir.op_name(op);
    let pos = ir.op(op).pos.0;
    check_dominance_in_block(ir, op, order).map_err(|m| Diag::error(pos, m))?;
    if let Some(f) = registry::lookup(name).and_then(|s| s.verify) {
        f(ir, op).map_err(|m| {
            let one = |m: &str| match m.strip_prefix(BARE) {
                Some(bare) => Diag::error(pos, bare),
                None => Diag::error(pos, format!("'{name}' op {m}")),
            };
            let mut parts = m.split(ALSO);
            let mut d = one(parts.next().unwrap_or_default());
            d.notes.extend(parts.map(one));
            d
        })?;
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

/// An operand defined by an op of the same block must come before its use.
fn check_dominance_in_block(ir: &Ir, op: OpId, order: &[u32]) -> Result<(), String> {
    let Some(block) = ir.op(op).parent else { return Ok(()) };
    let here = order[op.index()];
    for (i, &v) in ir.op(op).operands.iter().enumerate() {
        if let ValueDef::OpResult { op: def, .. } = ir.value(v).def {
            if ir.op(def).parent == Some(block) {
                if order[def.index()] >= here {
                    return Err(format!("operand #{i} does not dominate this use"));
                }
            }
        }
    }
    Ok(())
}
