//! SDDMM's stored entries four at a time, one per vector lane, each entry's sum still
//! taken in order.
//!
//! Why: `lane_dot` computes one entry's products `S[j] · (X[i, k] · Y[j, k])` as vectors,
//! but the entry's sum stays a chain of dependent scalar additions (15 at `k = 16`), and
//! with a hundred instructions per entry the core overlaps about two entries: SDDMM runs
//! at the adder's latency. Here four entries of a fiber are the four lanes of one vector:
//! 15 vector additions for four entries, lane `e` adding entry `e`'s terms in `k` order —
//! the same operations on the same values in the same order as the scalar code, so the
//! results are bit-identical. Column `k` of the four entries' rows of `Y` is one vector:
//! the rows are read four elements at a time and transposed (`sp_transpose4`).
//!
//! What qualifies — checked on the loop IR; anything else is printed as before: a fiber
//! loop (`for jj in lo..hi`, unit step, nothing carried) whose body is
//! 1. *pure* statements (constants, scalar ops, unchecked loads, prefetches, `if`s of
//!    those), among them one reset of a flag slot to false;
//! 2. the *first point*: the `while` the sparsifier prints for a reduction whose first
//!    value is taken as it is — `while (k < n && !flag) { if (flag) { … } else { slot =
//!    first; flag = true }; k++ }` from `k = 0`;
//! 3. pure statements;
//! 4. a `lane_dot` loop over `k` from the first point's result to `n`, printed per fixed
//!    width (`fixed_width`), into the same slot;
//! 5. the *tail*: statements that read the slots and append to or store into buffers
//!    that nothing before it reads (the output entry).
//!
//! How it runs, for `n` one of the widths from 8 (`n - 1 ≥ 4` lanes of `k`): phase 1
//! runs parts 1–3 for the four entries one after the other, keeping what the later
//! phases need in per-entry arrays (the first value, the flag, `Y`'s row start, `S[jj]`,
//! values the tail uses); phase 2 runs the four dot loops as one vector loop; phase 3
//! runs the four tails in entry order, the slots set to each entry's values. Parts 1–3
//! of entry `e + 1` thus run before parts 4–5 of entry `e`. Sound because parts 1–3 read
//! no slot and no buffer the tail writes (the first point overwrites the value slot
//! without reading it: its `if (flag)` arm is dead, the `while` body being entered only
//! with the flag false, and its other arm sets the flag, so it runs once), and part 4
//! touches only the value slot. Entries left over (fewer than four) run as before.
//!
//! Worked example: `n = 16`, a row with entries at positions 8..14: positions 8..11 are
//! one group — lane `e` holds entry `8 + e`, starts from its first value (phase 1) and
//! adds `S[8 + e] · (X[i, k] · Ycol[k][e])` for `k = 1..15`, where `Ycol[k] = {Y[j₈, k],
//! …, Y[j₁₁, k]}` — and positions 12 and 13 run one at a time.

use std::collections::{HashMap, HashSet};

use sparsir_loops::ops::IntPred;
use sparsir_loops::{BinOp, BlockId, CmpPred, Program, Stmt, VarId};
use sparsir_storage::Scalar;

use super::emit::f64_lit;
use super::fixed_width;
use super::lane_dot::{self, LaneDot, Step, LANES};
use super::row_acc::{invariant_expr, Invariant};

/// Entries per group: the lanes of one vector.
pub const GROUP: i64 = LANES;

/// A fiber loop to print with its entries in groups.
pub struct EntryDot<'p> {
    /// The fiber loop's body.
    pub stmts: &'p [Stmt],
    /// Where the first point's `while` and the dot loop are in `stmts`.
    pub first_at: usize,
    pub dot_at: usize,
    /// The first point's `k`, its start (the constant 0) and the arm taking the first value.
    pub first_k: VarId,
    pub first_k0: VarId,
    pub first_arm: BlockId,
    /// The flag slot and the value slot.
    pub flag: VarId,
    pub slot: VarId,
    /// The dot loop and its upper bound, the dense width.
    pub dot: LaneDot,
    pub n: VarId,
    /// Values of the body (or the loop variable) that the tail uses.
    pub tail_uses: Vec<VarId>,
    /// The values the body defines before the dot loop, and the loop variable: what
    /// differs from entry to entry.
    per_entry: HashSet<VarId>,
}

/// What [`first_point`] finds.
struct FirstPoint {
    k: VarId,
    k0: VarId,
    arm: BlockId,
    flag: VarId,
    slot: VarId,
    result: VarId,
}

fn is_int(consts: &HashMap<VarId, Scalar>, v: VarId, value: i128) -> bool {
    consts.get(&v) == Some(&Scalar::Int(value))
}

/// The fiber loop `stmt` as an [`EntryDot`], if it is one; `slots` are the region's
/// promoted slots.
pub fn find<'p>(
    prog: &'p Program,
    consts: &HashMap<VarId, Scalar>,
    slots: &HashSet<VarId>,
    stmt: &Stmt,
) -> Option<EntryDot<'p>> {
    let Stmt::For { iv, step, inits, body, results, .. } = stmt else { return None };
    if !inits.is_empty() || !results.is_empty() || !is_int(consts, *step, 1) {
        return None;
    }
    let stmts = &prog.block(*body).stmts[..];
    let first_at = stmts.iter().position(|s| matches!(s, Stmt::While { .. }))?;
    let dot_at = first_at + 1 + stmts[first_at + 1..].iter().position(|s| matches!(s, Stmt::For { .. }))?;
    let n = fixed_width::find(prog, consts, slots, &stmts[dot_at])?;
    let dot = lane_dot::find(prog, consts, slots, &stmts[dot_at])?;
    let first = first_point(prog, consts, slots, &stmts[first_at], n)?;
    if first.slot != dot.slot || first.result != dot.lo {
        return None;
    }
    // The tail, and the buffers it writes: nothing before it may read them.
    let mut written = HashSet::new();
    if !stmts[dot_at + 1..].iter().all(|s| tail_stmt(prog, s, slots, &mut written)) {
        return None;
    }
    let dot_reads_written = dot.steps.iter().any(|s| match s {
        Step::UniformLoad { buf, .. } | Step::LaneLoad { buf, .. } => written.contains(buf),
        _ => false,
    });
    let pure = |s: &Stmt| pure_stmt(prog, s, slots, &written);
    let mut resets = 0;
    for (at, s) in stmts[..dot_at].iter().enumerate() {
        match s {
            _ if at == first_at => {}
            Stmt::Store { buf, val, origin: None, .. }
                if *buf == first.flag && at < first_at && is_int(consts, *val, 0) =>
            {
                resets += 1
            }
            s if pure(s) => {}
            _ => return None,
        }
    }
    let (mut value_stores, mut flag_sets) = (0, 0);
    for s in &prog.block(first.arm).stmts {
        match s {
            Stmt::Store { buf, origin: None, .. } if *buf == first.slot => value_stores += 1,
            Stmt::Store { buf, val, origin: None, .. } if *buf == first.flag && is_int(consts, *val, 1) => {
                flag_sets += 1
            }
            Stmt::Yield(v) if v.is_empty() => {}
            s if pure(s) => {}
            _ => return None,
        }
    }
    // The first point's result sets the dot loop's start and nothing else.
    if dot_reads_written
        || resets != 1
        || value_stores != 1
        || flag_sets != 1
        || count_uses(prog, stmts, first.result) != 1
    {
        return None;
    }
    let mut per_entry: HashSet<VarId> = stmts[..dot_at].iter().flat_map(Stmt::defs).collect();
    per_entry.insert(*iv);
    let mut tail_uses: Vec<VarId> = Vec::new();
    for s in &stmts[dot_at + 1..] {
        visit(prog, s, &mut |s| tail_uses.extend(s.uses().into_iter().filter(|v| per_entry.contains(v))));
    }
    tail_uses.sort();
    tail_uses.dedup();
    Some(EntryDot {
        stmts,
        first_at,
        dot_at,
        first_k: first.k,
        first_k0: first.k0,
        first_arm: first.arm,
        flag: first.flag,
        slot: first.slot,
        dot,
        n,
        tail_uses,
        per_entry,
    })
}

/// Calls `f` on `s` and every statement nested in it.
pub(super) fn visit(prog: &Program, s: &Stmt, f: &mut impl FnMut(&Stmt)) {
    f(s);
    for b in s.blocks() {
        for inner in &prog.block(b).stmts {
            visit(prog, inner, f);
        }
    }
}

/// How many times `v` is read in `stmts`, nested statements included.
fn count_uses(prog: &Program, stmts: &[Stmt], v: VarId) -> usize {
    let mut count = 0;
    for s in stmts {
        visit(prog, s, &mut |s| count += s.uses().iter().filter(|&&u| u == v).count());
    }
    count
}

/// Whether the scalar op `s` has no run-time error to report: no source op to blame, or a
/// float op (integer division and float-to-integer casts with a source op can fail).
fn cannot_fail(s: &Stmt) -> bool {
    match s {
        Stmt::Binary { op, origin, .. } => origin.is_none() || !op.is_integer(),
        Stmt::Cast { origin, .. } => origin.is_none(),
        _ => false,
    }
}

/// A statement with no effect that reads neither a slot nor a buffer in `written`.
fn pure_stmt(prog: &Program, s: &Stmt, slots: &HashSet<VarId>, written: &HashSet<VarId>) -> bool {
    match s {
        Stmt::Const { .. } | Stmt::Unary { .. } | Stmt::Cmp { .. } | Stmt::Select { .. } => true,
        s @ (Stmt::Binary { .. } | Stmt::Cast { .. }) => cannot_fail(s),
        Stmt::Load { buf, origin: None, .. } => !slots.contains(buf) && !written.contains(buf),
        Stmt::BufLen { buf, .. } | Stmt::Prefetch { buf, .. } => !written.contains(buf),
        Stmt::If { then_blk, else_blk, .. } => [then_blk, else_blk].iter().all(|b| {
            prog.block(**b)
                .stmts
                .iter()
                .all(|s| matches!(s, Stmt::Yield(_)) || pure_stmt(prog, s, slots, written))
        }),
        _ => false,
    }
}

/// A statement of the tail: reads anything, writes buffers other than slots (added to
/// `written`).
fn tail_stmt(prog: &Program, s: &Stmt, slots: &HashSet<VarId>, written: &mut HashSet<VarId>) -> bool {
    match s {
        Stmt::Const { .. } | Stmt::Unary { .. } | Stmt::Cmp { .. } | Stmt::Select { .. } => true,
        s @ (Stmt::Binary { .. } | Stmt::Cast { .. }) => cannot_fail(s),
        Stmt::Load { origin: None, .. } | Stmt::BufLen { .. } | Stmt::Yield(_) => true,
        Stmt::Push { buf, .. } | Stmt::Reserve { buf, .. } | Stmt::Store { buf, origin: None, .. } => {
            written.insert(*buf);
            !slots.contains(buf)
        }
        Stmt::If { then_blk, else_blk, .. } => [then_blk, else_blk]
            .iter()
            .all(|b| prog.block(**b).stmts.iter().all(|s| tail_stmt(prog, s, slots, written))),
        _ => false,
    }
}

/// The first point `w`: `while (k < n && !flag) { if (flag) { … } else { arm } ; k + 1 }`
/// from `k = 0`, whose arm sets the value slot and the flag (checked by the caller).
fn first_point(
    prog: &Program,
    consts: &HashMap<VarId, Scalar>,
    slots: &HashSet<VarId>,
    w: &Stmt,
    n: VarId,
) -> Option<FirstPoint> {
    let Stmt::While { inits, before, after, results } = w else { return None };
    let (&[k0], &[result]) = (&inits[..], &results[..]) else { return None };
    if !is_int(consts, k0, 0) {
        return None;
    }
    // Before: the condition `(k < n) & !flag`, constants and the flag's load besides.
    let before = prog.block(*before);
    let &[k_before] = &before.args[..] else { return None };
    let mut defs: HashMap<VarId, &Stmt> = HashMap::new();
    let mut cond = None;
    for s in &before.stmts {
        match s {
            Stmt::Const { .. } | Stmt::Cmp { .. } | Stmt::Binary { origin: None, .. } => {}
            Stmt::Load { buf, origin: None, .. } if slots.contains(buf) => {}
            Stmt::Condition { cond: c, args } if args[..] == [k_before] => cond = Some(*c),
            _ => return None,
        }
        for d in s.defs() {
            defs.insert(d, s);
        }
    }
    let Some(Stmt::Binary { op: BinOp::AndI, a, b, .. }) = defs.get(&cond?) else { return None };
    let in_bounds = |v: &VarId| matches!(defs.get(v), Some(Stmt::Cmp { pred: CmpPred::Int(IntPred::Ult), a, b, .. }) if *a == k_before && *b == n);
    let not_flag = |v: &VarId| match defs.get(v) {
        Some(Stmt::Binary { op: BinOp::XorI, a, b, .. }) => {
            let loaded = if is_int(consts, *b, 1) {
                a
            } else if is_int(consts, *a, 1) {
                b
            } else {
                return None;
            };
            match defs.get(loaded) {
                Some(Stmt::Load { buf, .. }) => Some(*buf),
                _ => None,
            }
        }
        _ => None,
    };
    let flag = if in_bounds(a) {
        not_flag(b)?
    } else if in_bounds(b) {
        not_flag(a)?
    } else {
        return None;
    };
    // After: `if (flag) { … } else { arm }; k + 1`.
    let after = prog.block(*after);
    let &[k] = &after.args[..] else { return None };
    let (mut loaded, mut arm, mut next) = (HashSet::new(), None, None);
    for s in &after.stmts {
        match s {
            Stmt::Const { .. } => {}
            Stmt::Load { dst, buf, origin: None, .. } if *buf == flag => {
                loaded.insert(*dst);
            }
            Stmt::If { cond, else_blk, results, .. }
                if loaded.contains(cond) && results.is_empty() && arm.is_none() =>
            {
                arm = Some(*else_blk)
            }
            Stmt::Binary { dst, op: BinOp::AddI, a, b, origin: None }
                if (*a == k && is_int(consts, *b, 1)) || (*b == k && is_int(consts, *a, 1)) =>
            {
                next = Some(*dst)
            }
            Stmt::Yield(v) if next.is_some() && v[..] == [next?] => {}
            _ => return None,
        }
    }
    let arm = arm?;
    let slot = prog.block(arm).stmts.iter().find_map(|s| match s {
        Stmt::Store { buf, .. } if slots.contains(buf) && *buf != flag => Some(*buf),
        _ => None,
    })?;
    Some(FirstPoint { k, k0, arm, flag, slot, result })
}

impl EntryDot<'_> {
    /// Whether the invariant `e` differs from entry to entry.
    fn varies(&self, e: &Invariant) -> bool {
        match e {
            Invariant::Const(_) => false,
            Invariant::Var(v) => self.per_entry.contains(v),
            Invariant::Op(_, x, y) => self.varies(x) || self.varies(y),
        }
    }

    /// Values defined before the dot loop that its operations read (not its own).
    fn outside_operands(&self) -> Vec<VarId> {
        let mut out: Vec<VarId> = self
            .dot
            .steps
            .iter()
            .flat_map(|s| match s {
                Step::Op { a, b, .. } => vec![*a, *b],
                _ => vec![],
            })
            .filter(|v| !self.dot.inside.contains(v) && self.per_entry.contains(v))
            .collect();
        out.sort();
        out.dedup();
        out
    }

    /// The per-entry arrays, declared before the group (`cty` gives a value's C type).
    pub fn declarations(&self, cty: impl Fn(VarId) -> &'static str) -> Vec<String> {
        let g = GROUP;
        let mut lines = vec![format!("double ed_first[{g}]; int64_t ed_flag[{g}];")];
        for v in &self.tail_uses {
            lines.push(format!("{} ed_x{}[{g}];", cty(*v), v.0));
        }
        for v in self.outside_operands() {
            lines.push(format!("double ed_xe{}[{g}];", v.0));
        }
        for s in &self.dot.steps {
            match s {
                Step::UniformLoad { dst, at, .. } if self.varies(at) => {
                    lines.push(format!("double ed_ue{}[{g}];", dst.0))
                }
                Step::LaneLoad { dst, base, .. } if self.varies(base) => {
                    lines.push(format!("int64_t ed_lbe{}[{g}];", dst.0))
                }
                _ => {}
            }
        }
        lines
    }

    /// What entry `e` keeps at the end of its phase 1 (`access` gives a buffer's C pointer).
    pub fn exports(&self, e: i64, access: impl Fn(VarId) -> String) -> Vec<String> {
        let mut lines = vec![format!("ed_first[{e}] = s{}; ed_flag[{e}] = s{};", self.slot.0, self.flag.0)];
        for v in &self.tail_uses {
            lines.push(format!("ed_x{v}[{e}] = v{v};", v = v.0));
        }
        for v in self.outside_operands() {
            lines.push(format!("ed_xe{v}[{e}] = v{v};", v = v.0));
        }
        for s in &self.dot.steps {
            match s {
                Step::UniformLoad { dst, buf, at } if self.varies(at) => lines.push(format!(
                    "ed_ue{}[{e}] = (double){}[(int64_t)({})];",
                    dst.0,
                    access(*buf),
                    invariant_expr(at)
                )),
                Step::LaneLoad { dst, base, .. } if self.varies(base) => {
                    lines.push(format!("ed_lbe{}[{e}] = (int64_t)({});", dst.0, invariant_expr(base)))
                }
                _ => {}
            }
        }
        lines
    }

    /// What entry `e`'s tail starts from in phase 3: its values and slots.
    pub fn tail_inputs(&self, e: i64, cty: impl Fn(VarId) -> &'static str) -> Vec<String> {
        let mut lines: Vec<String> = self
            .tail_uses
            .iter()
            .map(|v| format!("const {} v{v} = ed_x{v}[{e}];", cty(*v), v = v.0))
            .collect();
        lines.push(format!("s{} = ed_acc[{e}]; s{} = ed_flag[{e}];", self.slot.0, self.flag.0));
        lines
    }

    /// Phase 2 at width `w`: the four entries' dot loops from `k = 1` as one vector loop
    /// into `ed_acc`, lane `e` starting from `ed_first[e]`.
    pub fn print_vector(&self, w: i64, access: impl Fn(VarId) -> String) -> Vec<String> {
        let lane_vector = |name: &str| format!("{{{name}[0], {name}[1], {name}[2], {name}[3]}}");
        let mut lines = vec![format!("sp_v4d ed_acc = {};", lane_vector("ed_first"))];
        // The C of each value, whether it changes with `k`, and whether it is a vector.
        let mut expr: HashMap<VarId, (String, bool, bool)> = HashMap::new();
        for v in self.outside_operands() {
            lines.push(format!("const sp_v4d ed_x{} = {};", v.0, lane_vector(&format!("ed_xe{}", v.0))));
            expr.insert(v, (format!("ed_x{}", v.0), false, true));
        }
        let mut in_loop = Vec::new();
        for step in &self.dot.steps {
            match step {
                Step::Const { dst, value } => {
                    lines.push(format!("const double ed_u{} = {};", dst.0, f64_lit(*value)));
                    expr.insert(*dst, (format!("ed_u{}", dst.0), false, false));
                }
                Step::UniformLoad { dst, buf, at } => {
                    let d = dst.0;
                    let varies = self.varies(at);
                    lines.push(if varies {
                        format!("const sp_v4d ed_u{d} = {};", lane_vector(&format!("ed_ue{d}")))
                    } else {
                        format!(
                            "const double ed_u{d} = (double){}[(int64_t)({})];",
                            access(*buf),
                            invariant_expr(at)
                        )
                    });
                    expr.insert(*dst, (format!("ed_u{d}"), false, varies));
                }
                Step::LaneLoad { dst, buf, base } if self.varies(base) => {
                    let (d, ptr) = (dst.0, access(*buf));
                    lines.push(format!("sp_v4d ed_u{d}[{w}];"));
                    for start in lane_dot::vector_starts(w, 1) {
                        // Four named vectors, not an array filled in a loop: GCC copied
                        // that through the stack in halves, and the whole-vector reads
                        // of the halves stalled (SDDMM 30% slower than without groups).
                        let read = |e: usize| format!("memcpy(&r{e}, &{ptr}[ed_lbe{d}[{e}] + {start}], 32);");
                        lines.push(format!(
                            "{{ sp_v4d r0, r1, r2, r3; {} {} {} {} sp_transpose4(&ed_u{d}[{start}], r0, r1, r2, r3); }}",
                            read(0),
                            read(1),
                            read(2),
                            read(3)
                        ));
                    }
                    expr.insert(*dst, (format!("ed_u{d}[ed_k]"), true, true));
                }
                Step::LaneLoad { dst, buf, base } => {
                    let d = dst.0;
                    lines.push(format!("const int64_t ed_lb{d} = (int64_t)({});", invariant_expr(base)));
                    expr.insert(*dst, (format!("{}[ed_lb{d} + ed_k]", access(*buf)), true, false));
                }
                Step::Op { dst, op, a, b } => {
                    let operand =
                        |v: &VarId| expr.get(v).cloned().unwrap_or((format!("v{}", v.0), false, false));
                    let ((x, xk, xv), (y, yk, yv)) = (operand(a), operand(b));
                    let sym = match op {
                        BinOp::AddF => "+",
                        BinOp::SubF => "-",
                        BinOp::MulF => "*",
                        _ => "/",
                    };
                    let (d, ty) = (dst.0, if xv || yv { "sp_v4d" } else { "double" });
                    let (name, target) = if xk || yk {
                        (format!("ed_t{d}"), &mut in_loop)
                    } else {
                        (format!("ed_u{d}"), &mut lines)
                    };
                    target.push(format!("const {ty} {name} = {x} {sym} {y};"));
                    expr.insert(*dst, (name, xk || yk, xv || yv));
                }
            }
        }
        let term = expr.get(&self.dot.term).map_or(format!("v{}", self.dot.term.0), |e| e.0.clone());
        lines.push(format!("for (int64_t ed_k = 1; ed_k < {w}; ed_k++) {{"));
        for line in in_loop {
            lines.push(format!("  {line}"));
        }
        let add = if self.dot.slot_first {
            format!("  ed_acc = ed_acc + {term};")
        } else {
            format!("  ed_acc = {term} + ed_acc;")
        };
        lines.push(add);
        lines.push("}".to_string());
        lines
    }
}
