//! A dense output row accumulated in registers across a reduction loop.
//!
//! Why: SpMM (`C[i, j] += A[i, k] * B[k, j]`, A in CSR) runs
//! `for k { for j { C[i, j] = C[i, j] + A[i, k] * B[k, j] } }`: every `k` reads and writes
//! the whole row of `C` through memory, and each element's updates form a chain through a
//! store and the next load. The C compiler cannot keep the row in registers: its length
//! `n` is a run-time value. For a few small widths the emitter therefore prints the `k`
//! loop once more, for `n` equal to that width: the row is copied into a local array
//! before the loop, updated there (a constant trip count the compiler unrolls, the array
//! then living in registers) and copied back after it. The same updates run in the same
//! order on the same values, so results are bit-identical (measured: SpMM with 16 columns
//! 1.8-2.5x faster on the benchmark matrices).
//!
//! What qualifies — checked on the loop IR, anything else prints the loop as it is:
//! a `for k` with unit step and no carried values whose body holds, at its top level, an
//! innermost `for j in 0..n` (unit step, no carried values, `n` defined outside the `k`
//! loop, straight-line body) that loads and stores the output buffer at one index
//! `base + j`, with `base` computed (`+`, `-`, `*`) from constants and variables defined
//! outside the `k` loop; no other statement in the `k` loop touches that buffer, and none
//! can fail (a bounds check, an assert, a division by zero: the row would stay unwritten).
//! The local copy is made only when the `k` loop runs at least once: then the original
//! touches exactly the elements `base .. base + n` too. Longer rows keep the loop as
//! written: with 64 columns it has 16 independent vectors per `k` and is not bound by the
//! store-to-load chain (a version in blocks of 16 columns ran 2x slower).
//!
//! Worked example: SpMM on a 2 x 3 CSR `A` (`pos = [0, 2, 3]`) with `n = 4` columns: row
//! 0 loads `C[0..4]` into `acc[0..4]`, runs its two `k` iterations on `acc`, and stores
//! `acc` back to `C[0..4]`; a row without entries is left to the loop as it was.

use std::collections::{HashMap, HashSet};

use sparsir_loops::{BinOp, Program, Stmt, VarId};
use sparsir_storage::{ElemType, Scalar};

/// The widths a row is specialised for (a row of 32 `f64` fills 8 of AVX2's registers).
pub const WIDTHS: [i64; 4] = [16, 8, 32, 4];

/// A `k` loop whose `j` loop accumulates into a row of `out`.
#[derive(Clone, Debug, PartialEq)]
pub struct RowAcc {
    /// The output buffer.
    pub out: VarId,
    /// The inner loop's induction variable.
    pub j: VarId,
    /// The inner loop's trip count `n`.
    pub n: VarId,
    /// The row's first index, computed before the loop.
    pub base: Invariant,
}

/// The row accumulation `stmt` (a `for k`) allows, if any.
pub fn find(prog: &Program, consts: &HashMap<VarId, Scalar>, stmt: &Stmt) -> Option<RowAcc> {
    let Stmt::For { iv: k, step, inits, body, results, .. } = stmt else { return None };
    if !inits.is_empty() || !results.is_empty() || consts.get(step) != Some(&Scalar::Int(1)) {
        return None;
    }
    let mut inside = HashSet::from([*k]);
    defs_within(prog, *body, &mut inside);
    let inner: Vec<&Stmt> =
        prog.block(*body).stmts.iter().filter(|s| matches!(s, Stmt::For { .. })).collect();
    let [Stmt::For { iv: j, lo, hi: n, step: j_step, inits, body: j_body, results }] = inner[..] else {
        return None;
    };
    let unit = consts.get(j_step) == Some(&Scalar::Int(1)) && consts.get(lo) == Some(&Scalar::Int(0));
    if !unit || !inits.is_empty() || !results.is_empty() || inside.contains(n) {
        return None;
    }
    let (out, idx) = accumulation(prog, *j_body)?;
    if !matches!(
        prog.ty(out),
        sparsir_loops::Ty::Buf(ElemType::F64 | ElemType::F32 | ElemType::I64 | ElemType::I32)
    ) || touches_elsewhere(prog, *body, *j_body, out)
        || may_fail(prog, *body, consts)
    {
        return None;
    }
    let forms = linear_forms(prog, consts, *j_body, *j, &inside);
    let (base, coef) = if idx == *j { (Invariant::Const(0), 1) } else { forms.get(&idx)?.clone() };
    (coef == 1).then_some(RowAcc { out, j: *j, n: *n, base })
}

/// Every variable defined in block `b` and the blocks nested in it (block arguments too).
pub(super) fn defs_within(prog: &Program, b: sparsir_loops::BlockId, out: &mut HashSet<VarId>) {
    let block = prog.block(b);
    out.extend(block.args.iter().copied());
    for s in &block.stmts {
        out.extend(s.defs());
        for nested in s.blocks() {
            defs_within(prog, nested, out);
        }
    }
}

/// A constant, a scalar op or a load: a statement of a straight-line loop body that
/// writes nothing and cannot leave the loop.
pub fn scalar_or_load(s: &Stmt) -> bool {
    matches!(
        s,
        Stmt::Const { .. }
            | Stmt::Unary { .. }
            | Stmt::Binary { .. }
            | Stmt::Cmp { .. }
            | Stmt::Select { .. }
            | Stmt::Cast { .. }
            | Stmt::Load { .. }
    )
}

/// The buffer a straight-line `j` body stores into, unchecked, reading and writing it
/// nowhere but at one index: `(buffer, index)`.
fn accumulation(prog: &Program, j_body: sparsir_loops::BlockId) -> Option<(VarId, VarId)> {
    let stmts = &prog.block(j_body).stmts;
    let straight = |s: &Stmt| {
        scalar_or_load(s)
            || matches!(s, Stmt::Store { .. } | Stmt::BufLen { .. })
            || matches!(s, Stmt::Yield(v) if v.is_empty())
    };
    if !stmts.iter().all(straight) {
        return None;
    }
    let stored: HashSet<(VarId, VarId)> = stmts
        .iter()
        .filter_map(|s| match s {
            Stmt::Store { buf, idx, .. } => Some((*buf, *idx)),
            _ => None,
        })
        .collect();
    let [(out, idx)] = stored.into_iter().collect::<Vec<_>>()[..] else { return None };
    let at_idx = stmts.iter().all(|s| match s {
        Stmt::Load { buf, idx: at, origin, .. } | Stmt::Store { buf, idx: at, origin, .. } if *buf == out => {
            *at == idx && origin.is_none()
        }
        other => !other.uses().contains(&out),
    });
    at_idx.then_some((out, idx))
}

/// Whether a statement in block `b` (nested blocks included) can stop the region with an
/// error: the row in the local array would then not be written back, where the loop as
/// written leaves the updates made so far in the output.
pub(super) fn may_fail(prog: &Program, b: sparsir_loops::BlockId, consts: &HashMap<VarId, Scalar>) -> bool {
    prog.block(b).stmts.iter().any(|s| {
        use sparsir_loops::CastOp::{FPToSI, FPToUI};
        use BinOp::{CeilDivSI, CeilDivUI, DivSI, DivUI, FloorDivSI, IPowI, RemSI, RemUI};
        // As the emitter checks them: accesses with a source op, integer division and
        // powers (by zero), float-to-integer casts (a value that does not fit).
        let fails = match s {
            Stmt::Load { origin, .. } | Stmt::Store { origin, .. } => origin.is_some(),
            Stmt::Binary { op, .. } => {
                matches!(op, DivSI | DivUI | CeilDivSI | CeilDivUI | FloorDivSI | RemSI | RemUI | IPowI)
            }
            Stmt::Cast { op, .. } => matches!(op, FPToSI | FPToUI),
            Stmt::Assert { .. } | Stmt::Push { .. } | Stmt::Reserve { .. } | Stmt::SortIndex { .. } => true,
            Stmt::For { step, .. } => consts.get(step) != Some(&Scalar::Int(1)),
            _ => false,
        };
        fails || s.blocks().into_iter().any(|nested| may_fail(prog, nested, consts))
    })
}

/// Whether a statement of the `k` body other than those of the `j` body uses `out`.
fn touches_elsewhere(
    prog: &Program,
    k_body: sparsir_loops::BlockId,
    j_body: sparsir_loops::BlockId,
    out: VarId,
) -> bool {
    prog.block(k_body).stmts.iter().any(|s| uses_within(prog, s, j_body, out))
}

fn uses_within(prog: &Program, s: &Stmt, skip: sparsir_loops::BlockId, out: VarId) -> bool {
    if !matches!(s, Stmt::For { body, .. } if *body == skip) && s.uses().contains(&out) {
        return true;
    }
    s.blocks()
        .into_iter()
        .filter(|&b| b != skip)
        .any(|b| prog.block(b).stmts.iter().any(|t| uses_within(prog, t, skip, out)))
}

/// An integer computed before the `k` loop: constants and variables defined outside it
/// combined by wrapping `+`, `-` and `*` (as the emitted code computes them).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Invariant {
    Const(i64),
    Var(VarId),
    Op(BinOp, Box<Invariant>, Box<Invariant>),
}

/// A `j`-body integer as `invariant + coef · j`.
pub(super) type Linear = (Invariant, i64);

/// The [`Linear`] forms of the `j` body's integer variables that have one: built from
/// constants, `j` and variables defined outside the `k` loop by `+`, `-`, and `*` with at
/// most one side depending on `j` (and then the other a constant).
pub(super) fn linear_forms(
    prog: &Program,
    consts: &HashMap<VarId, Scalar>,
    j_body: sparsir_loops::BlockId,
    j: VarId,
    inside: &HashSet<VarId>,
) -> HashMap<VarId, Linear> {
    let mut forms = HashMap::new();
    extend_linear_forms(&mut forms, prog, consts, j_body, j, inside, false);
    forms
}

/// [`linear_forms`] of the statements of `block` added to `forms`; with `nested`, of the
/// blocks nested in it too (an index computed inside an `if` or an inner loop).
pub(super) fn extend_linear_forms(
    forms: &mut HashMap<VarId, Linear>,
    prog: &Program,
    consts: &HashMap<VarId, Scalar>,
    block: sparsir_loops::BlockId,
    j: VarId,
    inside: &HashSet<VarId>,
    nested: bool,
) {
    for s in &prog.block(block).stmts {
        if nested {
            for b in s.blocks() {
                extend_linear_forms(forms, prog, consts, b, j, inside, true);
            }
        }
        let Stmt::Binary { dst, op, a, b, .. } = s else { continue };
        let form = |v: VarId| linear_form(forms, consts, j, inside, v);
        let (Some(x), Some(y)) = (form(*a), form(*b)) else { continue };
        let op_of = |x: Invariant, y: Invariant| Invariant::Op(*op, Box::new(x), Box::new(y));
        let f = match op {
            BinOp::AddI => (op_of(x.0, y.0), x.1.wrapping_add(y.1)),
            BinOp::SubI => (op_of(x.0, y.0), x.1.wrapping_sub(y.1)),
            BinOp::MulI => match (&x, &y) {
                (_, (Invariant::Const(c), 0)) => (op_of(x.0.clone(), y.0.clone()), x.1.wrapping_mul(*c)),
                ((Invariant::Const(c), 0), _) => (op_of(x.0.clone(), y.0.clone()), y.1.wrapping_mul(*c)),
                _ if x.1 == 0 && y.1 == 0 => (op_of(x.0, y.0), 0),
                _ => continue,
            },
            _ => continue,
        };
        forms.insert(*dst, f);
    }
}

/// The [`Linear`] form of `v` in a `j` body whose computed forms are `forms`
/// ([`linear_forms`]): a constant, `j` itself, a variable defined outside (`inside` holds
/// the body's own), or a form computed in the body.
pub(super) fn linear_form(
    forms: &HashMap<VarId, Linear>,
    consts: &HashMap<VarId, Scalar>,
    j: VarId,
    inside: &HashSet<VarId>,
    v: VarId,
) -> Option<Linear> {
    if let Some(f) = forms.get(&v) {
        return Some(f.clone());
    }
    match consts.get(&v) {
        Some(Scalar::Int(c)) => i64::try_from(*c).ok().map(|c| (Invariant::Const(c), 0)),
        Some(_) => None,
        None if v == j => Some((Invariant::Const(0), 1)),
        None if !inside.contains(&v) => Some((Invariant::Var(v), 0)),
        None => None,
    }
}

/// The C expression of an [`Invariant`] (wrapping, as `sp_add` / `sp_sub` / `sp_mul`).
pub fn invariant_expr(e: &Invariant) -> String {
    match e {
        Invariant::Const(c) => format!("(uint64_t)INT64_C({c})"),
        Invariant::Var(v) => format!("(uint64_t)v{}", v.0),
        Invariant::Op(op, x, y) => {
            let sym = match op {
                BinOp::AddI => "+",
                BinOp::SubI => "-",
                _ => "*",
            };
            format!("({} {sym} {})", invariant_expr(x), invariant_expr(y))
        }
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use sparsir_loops::{BlockId, Builder, OriginId, Ty};

    /// A program with one function `f(i, ld, n, lo, hi, out, b)` of SpMM's arguments
    /// (`out` and `b` buffers of `f64`): the program, the function's body and the arguments.
    pub(in crate::native) fn spmm_args() -> (Program, BlockId, Vec<VarId>) {
        let mut prog = Program::new();
        let index = Ty::Scalar(ElemType::Index);
        let f64s = Ty::Buf(ElemType::F64);
        let f = prog.declare_func("f", &[index, index, index, index, index, f64s, f64s], &[]);
        let body = prog.func(f).body;
        let args = prog.block(body).args.clone();
        (prog, body, args)
    }

    /// The last `for` statement of block `body` (a test's loop nest).
    pub(in crate::native) fn last_for(prog: &Program, body: BlockId) -> Stmt {
        prog.block(body).stmts.iter().rev().find(|s| matches!(s, Stmt::For { .. })).expect("a loop").clone()
    }

    /// `out[at] = out[at] + b[k*n + j]` (the load of `b` checked for `checked`).
    pub(in crate::native) fn add_row_of_b(b: &mut Builder, vars: [VarId; 6], checked: Option<OriginId>) {
        let [out, b_buf, k, n, j, at] = vars;
        let c = b.load(out, at);
        let kn = b.binary(BinOp::MulI, k, n);
        let bk = b.binary(BinOp::AddI, kn, j);
        b.origin = checked;
        let x = b.load(b_buf, bk);
        b.origin = None;
        let s = b.binary(BinOp::AddF, c, x);
        b.store(out, at, s);
    }

    /// What to put into the SpMM-like loop nest besides the accumulation.
    #[derive(Clone, Copy, PartialEq)]
    enum Extra {
        None,
        CheckedLoad,
        OutsideUse,
        RowFromK,
    }

    /// `f(i, ld, n, lo, hi, out, b)`: `for k in lo..hi { for j in 0..n { out[i*ld + j] =
    /// out[i*ld + j] + b[k*n + j] } }` and the `for k` statement.
    fn spmm_like(extra: Extra) -> (Program, Stmt) {
        let (mut prog, body, a) = spmm_args();
        let (i, ld, n, lo, hi, out, b_buf) = (a[0], a[1], a[2], a[3], a[4], a[5], a[6]);
        let origin = prog.origin("tensor.extract", 0);
        let mut b = Builder::new(&mut prog, body);
        let (zero, one) = (b.index(0), b.index(1));
        b.for_loop(lo, hi, one, &[], |b, k, _| {
            if extra == Extra::OutsideUse {
                let _ = b.load(out, zero);
            }
            b.for_loop(zero, n, one, &[], |b, j, _| {
                let row = if extra == Extra::RowFromK { k } else { i };
                let start = b.binary(BinOp::MulI, row, ld);
                let at = b.binary(BinOp::AddI, start, j);
                let checked = (extra == Extra::CheckedLoad).then_some(origin);
                add_row_of_b(b, [out, b_buf, k, n, j, at], checked);
                Ok::<_, ()>(vec![])
            })?;
            Ok::<_, ()>(vec![])
        })
        .unwrap();
        let stmt = last_for(&prog, body);
        (prog, stmt)
    }

    fn found(extra: Extra) -> Option<RowAcc> {
        let (prog, stmt) = spmm_like(extra);
        find(&prog, &super::super::emit::constants(&prog), &stmt)
    }

    #[test]
    fn the_spmm_shape_qualifies_with_its_row_start() {
        let ra = found(Extra::None).expect("qualifies");
        let base = invariant_expr(&ra.base);
        assert!(base.contains('*') && !base.contains(&format!("v{}", ra.j.0)), "{base}");
    }

    #[test]
    fn a_loop_that_can_fail_or_reads_the_output_elsewhere_does_not() {
        assert_eq!(found(Extra::CheckedLoad), None, "a checked load could stop the region");
        assert_eq!(found(Extra::OutsideUse), None, "the output is read outside the row loop");
        assert_eq!(found(Extra::RowFromK), None, "the row changes with k");
    }
}
