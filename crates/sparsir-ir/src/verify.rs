//! The verifier driver.
//!
//! Why: a program that parses can still break an op's rules (a `convert` between ranks,
//! an `assemble` with the wrong buffers); MLIR rejects it after parsing, with a message
//! naming the op. This walks every op, checks what holds for all ops (operands defined
//! before use in a block, region counts of known ops are left to their verifiers) and
//! calls each op's [`crate::registry::VerifyFn`]. The first failure is returned.

use crate::attrs::Attr;
use crate::diag::Diag;
use crate::fxhash::FxHashMap;
use crate::ids::{BlockId, OpId};
use crate::ir::{Ir, ValueDef};
use crate::registry;

/// A step of the verifier's walk: an op, or leaving a block of an op's region (after all
/// its ops and their regions were checked, where MLIR checks the block's terminator).
enum Step {
    Op(OpId),
    EndBlock(OpId, BlockId),
}

/// Registry lookups by interned name (one string hash per distinct op name, not per op).
#[derive(Default)]
struct Specs(FxHashMap<crate::ids::StrId, Option<&'static registry::OpSpec>>);

impl Specs {
    fn get(&mut self, ir: &Ir, op: OpId) -> Option<&'static registry::OpSpec> {
        let name = ir.op(op).name;
        *self.0.entry(name).or_insert_with(|| registry::lookup(ir.str(name)))
    }
}

/// Verifies every op under the top-level op, outer before inner, in textual order.
pub fn verify(ir: &Ir) -> Result<(), Diag> {
    let Some(top) = ir.top else { return Ok(()) };
    // Position of each op in its block, filled when the walk enters the block (before
    // any of its ops is checked, so a use before the definition is seen as such).
    let mut order = vec![0u32; ir.num_ops()];
    // For each op seen: the isolated op its regions belong to (itself when isolated).
    let mut inner = vec![UNSET; ir.num_ops()];
    let mut symbols: FxHashMap<(OpId, &str), OpId> = FxHashMap::default();
    let mut specs = Specs::default();
    let mut stack = vec![Step::Op(top)];
    while let Some(step) = stack.pop() {
        let op = match step {
            Step::Op(op) => op,
            Step::EndBlock(parent, b) => {
                check_block_end(ir, parent, b, &mut specs)?;
                continue;
            }
        };
        let o = ir.op(op);
        let spec = specs.get(ir, op);
        inner[op.index()] = match spec.is_some_and(|s| s.isolated) {
            true => op.0,
            false => ir.parent_op(op).map_or(UNSET, |p| inner[p.index()]),
        };
        for &r in &o.regions {
            for &b in &ir.region(r).blocks {
                for (i, &x) in ir.block(b).ops.iter().enumerate() {
                    order[x.index()] = i as u32;
                }
            }
        }
        verify_op_in(ir, op, spec, &order)?;
        check_entry_blocks(ir, op)?;
        check_isolation(ir, op, &inner)?;
        check_new_symbol(ir, op, &mut symbols)?;
        check_empty_blocks(ir, op, spec)?;
        for &r in o.regions.iter().rev() {
            for &b in ir.region(r).blocks.iter().rev() {
                stack.push(Step::EndBlock(op, b));
                stack.extend(ir.block(b).ops.iter().rev().map(|&x| Step::Op(x)));
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

fn verify_op_in(ir: &Ir, op: OpId, spec: Option<&registry::OpSpec>, order: &[u32]) -> Result<(), Diag> {
    let name = ir.op_name(op);
    let pos = ir.op(op).pos.0;
    check_dominance_in_block(ir, op, order)?;
    match spec {
        Some(spec) => own_checks(ir, op, spec).map_err(|m| decode_message(ir, name, pos, &m)),
        None => Ok(()),
    }
}

/// An op's own checks, in MLIR's order: counts, properties, types, its verifier, property
/// kinds (the message undecoded).
fn own_checks(ir: &Ir, op: OpId, spec: &registry::OpSpec) -> Result<(), String> {
    crate::arity::verify_counts(ir, op)
        .and_then(|()| crate::props::verify(ir, op, spec))
        .and_then(|()| crate::arity::verify_types(ir, op))
        .and_then(|()| spec.verify.map_or(Ok(()), |f| f(ir, op)))
        .and_then(|()| crate::props::verify_kinds(ir, op, spec))
}

/// True when `op` passes its own checks (counts, properties, types, its verifier): what
/// a custom printer may rely on. The printer prints any other op in the generic form, so
/// IR that failed verification still prints without panicking.
pub(crate) fn custom_printable(ir: &Ir, op: OpId, spec: &registry::OpSpec) -> bool {
    own_checks(ir, op, spec).is_ok()
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
fn decode_message(ir: &Ir, name: &str, pos: u32, m: &str) -> Diag {
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
    d
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
            // Defined in the block of an enclosing op: it must come before that op.
            if let Some(def_block) = ir.op(def).parent.filter(|&b| b != block) {
                let mut ancestor = ir.parent_op(op);
                while let Some(a) = ancestor {
                    if ir.op(a).parent == Some(def_block) {
                        if order[def.index()] >= order[a.index()] {
                            return Err(Diag::error(
                                ir.op(op).pos.0,
                                format!("operand #{i} does not dominate this use"),
                            )
                            .with_note(ir.op(def).pos.0, "operand defined here (op in a parent region)"));
                        }
                        break;
                    }
                    ancestor = ir.parent_op(a);
                }
            }
        }
    }
    Ok(())
}

/// A symbol (`sym_name`) defined in a module must not be defined there before: MLIR's
/// symbol table check, met in textual order.
fn check_new_symbol<'a>(
    ir: &'a Ir,
    op: OpId,
    seen: &mut FxHashMap<(OpId, &'a str), OpId>,
) -> Result<(), Diag> {
    let Some(module) = ir.parent_op(op).filter(|&m| ir.op_name(m) == "builtin.module") else { return Ok(()) };
    let Some(Attr::String { value, .. }) = ir.op_attr(op, "sym_name").map(|a| ir.attr_of(a)) else {
        return Ok(());
    };
    if let Some(&first) = seen.get(&(module, value.as_str())) {
        return Err(Diag::error(ir.op(op).pos.0, format!("redefinition of symbol named '{value}'"))
            .with_note(ir.op(first).pos.0, "see existing symbol definition here"));
    }
    seen.insert((module, value), op);
    Ok(())
}

/// No isolated op yet (the `inner` entries of ops not walked yet).
const UNSET: u32 = u32::MAX;

/// An op inside an isolated op (a `func.func`) may only use values defined inside it.
/// (The parser lets names of enclosing regions through, as MLIR's does.)
fn check_isolation(ir: &Ir, op: OpId, inner: &[u32]) -> Result<(), Diag> {
    let Some(parent) = ir.parent_op(op) else { return Ok(()) };
    let root = inner[parent.index()];
    for &v in &ir.op(op).operands {
        let def_parent = match ir.value(v).def {
            ValueDef::OpResult { op: d, .. } => ir.parent_op(d),
            ValueDef::BlockArg { block, .. } => ir.block(block).parent.and_then(|r| ir.region(r).parent),
        };
        let Some(dp) = def_parent else { continue };
        let def_root = inner[dp.index()];
        if root != UNSET && def_root != UNSET && def_root != root {
            let msg = format!("'{}' op using value defined outside the region", ir.op_name(op));
            return Err(Diag::error(ir.op(op).pos.0, msg)
                .with_note(ir.op(OpId(root)).pos.0, "required by region isolation constraints"));
        }
    }
    Ok(())
}

/// Ops whose regions need no terminator (MLIR's `NoTerminator`).
const NO_TERMINATOR: &[&str] = &["builtin.module", "scf.forall.in_parallel"];

/// Whether the blocks of `op`'s region `r` must end with a terminator: those of known ops
/// (but MLIR's `NoTerminator` ones), and of unknown ops when the region has several blocks.
fn needs_terminators(ir: &Ir, op: OpId, spec: Option<&registry::OpSpec>, blocks: usize) -> bool {
    let known = spec.is_some() && !NO_TERMINATOR.contains(&ir.op_name(op));
    known || blocks >= 2
}

/// Such blocks are not empty (MLIR checks it when it enters the block).
fn check_empty_blocks(ir: &Ir, op: OpId, spec: Option<&registry::OpSpec>) -> Result<(), Diag> {
    for &r in &ir.op(op).regions {
        let blocks = &ir.region(r).blocks;
        if !needs_terminators(ir, op, spec, blocks.len()) {
            continue;
        }
        if blocks.iter().any(|&b| ir.block(b).ops.is_empty()) {
            return Err(Diag::error(ir.op(op).pos.0, "empty block: expect at least a terminator"));
        }
    }
    Ok(())
}

/// Such a block ends with a terminator (MLIR checks it when it leaves the block, after its
/// ops were verified). An op with results is never a terminator; other ops are given the
/// benefit of the doubt.
fn check_block_end(ir: &Ir, op: OpId, b: BlockId, specs: &mut Specs) -> Result<(), Diag> {
    let Some(r) = ir.block(b).parent else { return Ok(()) };
    let spec = specs.get(ir, op);
    if !needs_terminators(ir, op, spec, ir.region(r).blocks.len()) {
        return Ok(());
    }
    let Some(&last) = ir.block(b).ops.last() else { return Ok(()) };
    let last_known = specs.get(ir, last).is_some();
    if last_known && !ir.op(last).results.is_empty() {
        let text = crate::printer::op_to_generic_string(ir, last);
        return Err(Diag::error(ir.op(last).pos.0, format!("block with no terminator, has {text}")));
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
