//! The fill of a dense output row folded into the row's accumulation in a local array.
//!
//! Why: a dense output is filled (`linalg.fill`) and then accumulated. After the
//! sparsifier, SpMM (`C = A B`, `A` in CSR) is
//! `for i { for j in 0..n { C[i*n + j] = 0 }; for k in pos[i]..pos[i+1] { for j in 0..n {
//! C[i*n + j] += A[k] * B[crd[k]*n + j] } } }`. When [`super::row_acc`] runs the `k` loop
//! on a local copy of the row, the copy back overwrites every element the fill stored:
//! the local row can start from the fill's value instead, and the fill is then needed only
//! where the `k` loop runs as written (another width, an empty row). The output row is
//! then written once, whole, from the local array — and so can be written with stores
//! that bypass the caches (`sp_stream_row` in the prelude): an ordinary store first reads
//! its line from memory, 128 MB of reads for SpMM's 128 MB output on the benchmark's
//! million rows (measured, one thread, the 2-D Laplacian: 22–24 ms → 16–18 ms, the fill
//! folded and the rows streamed). The streaming is for a loop run by several threads at
//! once (`SP_STREAM_MIN_CORES`): one core does not fill the memory's bandwidth, and there
//! ordinary stores were faster (stop 57 in `docs/benchmarks.md`).
//!
//! What qualifies — anything else prints both loops as they are: a `for j in 0..n` (unit
//! step, no carried values) whose body is straight-line and stores, unchecked, one value
//! defined outside it into the output at `base + j`, reading the output nowhere; followed
//! in the same block, after statements that are unchecked scalar ops and loads not
//! touching the output, by a `for k` that [`super::row_acc::find`] accepts for the same
//! output and the same `n`, whose row starts at the same `base` (both written out in the
//! constants and the `+`, `-`, `*` of the enclosing block and compared up to the
//! identities `x + 0`, `x * 1`, `x * 0` and the order of `+` and `*` operands).
//!
//! Worked example: SpMM with `n = 16` on row 3 of a CSR `A` with entries at positions
//! 7..9: the row prints as `acc[0..16] = 0` (no stores to `C`), the two `k` iterations on
//! `acc`, then `C[48..64] = acc` — streamed when the output is large and the row aligned;
//! an empty row 4 takes the loop as written: the fill stores `C[64..80] = 0`.

use std::collections::{HashMap, HashSet};

use sparsir_loops::{BinOp, Program, Stmt, Ty, VarId};
use sparsir_storage::{ElemType, Scalar};

use super::row_acc::{self, Invariant};

/// A fill loop that the row accumulation after it makes redundant.
#[derive(Clone, Copy, Debug)]
pub struct RowFill<'p> {
    /// The fill loop, printed where the row is not accumulated in a local array.
    pub stmt: &'p Stmt,
    /// The value it stores (defined before the loop).
    pub value: VarId,
}

/// The fill `stmts[at]` is, when the row accumulation after it in `stmts` covers it.
pub fn find<'p>(
    prog: &'p Program,
    consts: &HashMap<VarId, Scalar>,
    stmts: &'p [Stmt],
    at: usize,
) -> Option<RowFill<'p>> {
    let (out, value, n, base) = fill_loop(prog, consts, &stmts[at])?;
    let mut k_at = at + 1;
    while !matches!(stmts.get(k_at)?, Stmt::For { .. }) {
        let s = &stmts[k_at];
        let unchecked = !matches!(s, Stmt::Load { origin: Some(_), .. });
        if !row_acc::scalar_or_load(s) || !unchecked || s.uses().contains(&out) {
            return None;
        }
        k_at += 1;
    }
    let ra = row_acc::find(prog, consts, &stmts[k_at])?;
    if ra.out != out || ra.n != n {
        return None;
    }
    let defs = int_defs(prog, &stmts[..k_at]);
    let same = canonical(&expand(&base, &defs, consts)) == canonical(&expand(&ra.base, &defs, consts));
    same.then_some(RowFill { stmt: &stmts[at], value })
}

/// `for j in 0..n { out[base + j] = value }`: `(out, value, n, base)`.
fn fill_loop(
    prog: &Program,
    consts: &HashMap<VarId, Scalar>,
    stmt: &Stmt,
) -> Option<(VarId, VarId, VarId, Invariant)> {
    let Stmt::For { iv: j, lo, hi: n, step, inits, body, results } = stmt else { return None };
    let unit = consts.get(step) == Some(&Scalar::Int(1)) && consts.get(lo) == Some(&Scalar::Int(0));
    if !unit || !inits.is_empty() || !results.is_empty() {
        return None;
    }
    let stmts = &prog.block(*body).stmts;
    let mut stores = stmts.iter().filter_map(|s| match s {
        Stmt::Store { buf, idx, val, origin: None } => Some((*buf, *idx, *val)),
        _ => None,
    });
    let ((out, idx, value), None) = (stores.next()?, stores.next()) else { return None };
    let mut inside: HashSet<VarId> = HashSet::from([*j]);
    inside.extend(stmts.iter().flat_map(Stmt::defs));
    let straight = stmts.iter().all(|s| match s {
        Stmt::Store { buf, .. } => *buf == out,
        Stmt::Load { buf, origin, .. } => *buf != out && origin.is_none(),
        Stmt::Yield(v) => v.is_empty(),
        other => row_acc::scalar_or_load(other),
    });
    if !straight || inside.contains(&value) || inside.contains(n) {
        return None;
    }
    let (base, coef) = if idx == *j {
        (Invariant::Const(0), 1)
    } else {
        row_acc::linear_forms(prog, consts, *body, *j, &inside).remove(&idx)?
    };
    (coef == 1).then_some((out, value, *n, base))
}

/// The `+`, `-`, `*` of 64-bit integers defined in `stmts`: result → `(op, a, b)`.
fn int_defs(prog: &Program, stmts: &[Stmt]) -> HashMap<VarId, (BinOp, VarId, VarId)> {
    stmts
        .iter()
        .filter_map(|s| match s {
            Stmt::Binary { dst, op: op @ (BinOp::AddI | BinOp::SubI | BinOp::MulI), a, b, .. }
                if matches!(prog.ty(*dst), Ty::Scalar(ElemType::Index | ElemType::I64)) =>
            {
                Some((*dst, (*op, *a, *b)))
            }
            _ => None,
        })
        .collect()
}

/// `e` with its variables written out through `defs` and the constants.
fn expand(
    e: &Invariant,
    defs: &HashMap<VarId, (BinOp, VarId, VarId)>,
    consts: &HashMap<VarId, Scalar>,
) -> Invariant {
    let var = |v: VarId| expand(&Invariant::Var(v), defs, consts);
    match e {
        Invariant::Const(_) => e.clone(),
        Invariant::Var(v) => match (consts.get(v), defs.get(v)) {
            (Some(Scalar::Int(c)), _) if i64::try_from(*c).is_ok() => Invariant::Const(*c as i64),
            (_, Some(&(op, a, b))) => Invariant::Op(op, Box::new(var(a)), Box::new(var(b))),
            _ => e.clone(),
        },
        Invariant::Op(op, x, y) => {
            Invariant::Op(*op, Box::new(expand(x, defs, consts)), Box::new(expand(y, defs, consts)))
        }
    }
}

/// `e` with constants folded (wrapping, as the code computes), the identities `x + 0`,
/// `x - 0`, `x * 1`, `x * 0` applied and the operands of `+` and `*` in a fixed order
/// (the derived order of [`Invariant`]: any total order will do, the forms are only
/// compared for equality).
pub(super) fn canonical(e: &Invariant) -> Invariant {
    let Invariant::Op(op, x, y) = e else { return e.clone() };
    let (x, y) = (canonical(x), canonical(y));
    use Invariant::Const;
    match (op, &x, &y) {
        (BinOp::AddI, Const(a), Const(b)) => Const(a.wrapping_add(*b)),
        (BinOp::SubI, Const(a), Const(b)) => Const(a.wrapping_sub(*b)),
        (BinOp::MulI, Const(a), Const(b)) => Const(a.wrapping_mul(*b)),
        (BinOp::AddI, Const(0), _) | (BinOp::MulI, Const(1), _) => y,
        (BinOp::AddI | BinOp::SubI, _, Const(0)) | (BinOp::MulI, _, Const(1)) => x,
        (BinOp::MulI, Const(0), _) | (BinOp::MulI, _, Const(0)) => Const(0),
        (BinOp::AddI | BinOp::MulI, _, _) if y < x => Invariant::Op(*op, Box::new(y), Box::new(x)),
        _ => Invariant::Op(*op, Box::new(x), Box::new(y)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sparsir_loops::Builder;

    /// How the fill and the row loop after it differ from SpMM's.
    #[derive(Clone, Copy, PartialEq)]
    enum Variant {
        SpMM,
        /// The fill writes the next row.
        OtherRow,
        /// A store to the output between the fill and the row loop.
        StoreBetween,
        /// The fill runs to another bound.
        OtherWidth,
    }

    /// `f(i, ld, n, lo, hi, out, b)`: `for j in 0..n { out[i*ld + j] = 0 }; for k in lo..hi
    /// { for j in 0..n { out[ld*i + j] = out[ld*i + j] + b[k*n + j] } }`; the block's
    /// statements.
    fn spmm_like(v: Variant) -> (Program, Vec<Stmt>) {
        let (mut prog, body, a) = super::super::row_acc::tests::spmm_args();
        let (i, ld, n, lo, hi, out, b_buf) = (a[0], a[1], a[2], a[3], a[4], a[5], a[6]);
        let mut b = Builder::new(&mut prog, body);
        let (zero, one) = (b.index(0), b.index(1));
        let fzero = b.constant(ElemType::F64, Scalar::Float(0.0));
        let row = if v == Variant::OtherRow { b.binary(BinOp::AddI, i, one) } else { i };
        let start = b.binary(BinOp::MulI, row, ld);
        let fill_to = if v == Variant::OtherWidth { ld } else { n };
        b.for_loop(zero, fill_to, one, &[], |b, j, _| {
            let at = b.binary(BinOp::AddI, start, j);
            b.store(out, at, fzero);
            Ok::<_, ()>(vec![])
        })
        .unwrap();
        if v == Variant::StoreBetween {
            b.store(out, zero, fzero);
        }
        b.for_loop(lo, hi, one, &[], |b, k, _| {
            b.for_loop(zero, n, one, &[], |b, j, _| {
                let start = b.binary(BinOp::MulI, ld, i);
                let at = b.binary(BinOp::AddI, start, j);
                super::super::row_acc::tests::add_row_of_b(b, [out, b_buf, k, n, j, at], None);
                Ok::<_, ()>(vec![])
            })?;
            Ok::<_, ()>(vec![])
        })
        .unwrap();
        let stmts = prog.block(body).stmts.clone();
        (prog, stmts)
    }

    fn fill_found(v: Variant) -> bool {
        let (prog, stmts) = spmm_like(v);
        let consts = super::super::emit::constants(&prog);
        let at = stmts.iter().position(|s| matches!(s, Stmt::For { .. })).unwrap();
        find(&prog, &consts, &stmts, at).is_some()
    }

    #[test]
    fn the_fill_of_the_accumulated_row_is_found() {
        assert!(fill_found(Variant::SpMM), "i*ld and ld*i are the same row start");
    }

    #[test]
    fn a_fill_of_another_row_or_width_or_touched_in_between_is_not() {
        assert!(!fill_found(Variant::OtherRow), "the fill writes row i + 1");
        assert!(!fill_found(Variant::StoreBetween), "the output is stored between");
        assert!(!fill_found(Variant::OtherWidth), "the fill runs to ld, not n");
    }

    #[test]
    fn canonical_forms_fold_identities_and_order_operands() {
        let (v1, v2) = (Invariant::Var(VarId(1)), Invariant::Var(VarId(2)));
        let op = |o, x: &Invariant, y: &Invariant| Invariant::Op(o, Box::new(x.clone()), Box::new(y.clone()));
        let product = op(BinOp::MulI, &v1, &v2);
        let padded = op(
            BinOp::AddI,
            &op(BinOp::AddI, &Invariant::Const(0), &op(BinOp::MulI, &v2, &v1)),
            &op(BinOp::MulI, &Invariant::Const(0), &Invariant::Const(1)),
        );
        assert_eq!(canonical(&padded), canonical(&product));
        assert_ne!(canonical(&op(BinOp::SubI, &v1, &v2)), canonical(&op(BinOp::SubI, &v2, &v1)));
    }
}
