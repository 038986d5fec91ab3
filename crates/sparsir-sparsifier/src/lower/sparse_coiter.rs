//! `sparse_tensor.coiterate`: one loop over the union of several one-level iteration
//! spaces, running a case region per coordinate.
//!
//! Why: this is the user-written form of the sparsifier's co-iteration. The seed defines a
//! case by the pattern of iterators it names ("`case %it1, _`: the coordinate is in space
//! 1 but not in space 2"). At each coordinate of the union, in increasing order, with `P`
//! the set of spaces storing it, the case whose iterators are exactly `P` runs; when no
//! case has that pattern, the most specific case whose iterators are all in `P` (the
//! first written on ties) — the merge-lattice reading MLIR's own lowering uses for the
//! case lists the sparsifier emits; when none applies the loop-carried values pass
//! unchanged. At a non-unique level a coordinate is visited once (its duplicates form the
//! iterator's segment).
//!
//! Loop shape: a `while` carrying one position per space and the loop-carried values;
//! each space's current coordinate (or "exhausted"), their minimum `m`, `present_i =
//! (crd_i == m)`, a chain of `if`s selecting the case, then every present space advances
//! past its segment.

use sparsir_ir::{Attr, OpId};
use sparsir_loops::ops::IntPred;
use sparsir_loops::{BinOp, CmpPred, Ty, VarId};

use super::sparse_iter::{level_crd, level_range, run_region, space_of, used_crds, walked, Iter, Space};
use super::{Cx, Result};
use crate::kernel::flow::{if_else, while_loop, INDEX};
use crate::kernel::levels::{segment_end, LevelBufs, Parent};

/// The cases' iterator bit sets.
fn cases(cx: &Cx, op: OpId) -> Vec<u64> {
    match cx.ir.op_attr(op, "cases").map(|a| cx.ir.attr_of(a)) {
        Some(Attr::Array(items)) => items
            .iter()
            .map(|&a| match cx.ir.attr_of(a) {
                Attr::Integer { value, .. } => *value as u64,
                _ => 0,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The order in which cases are tried: exact pattern first, then by decreasing size
/// (stable, so the first written wins among equals). Subset tests make this the rule of
/// the module doc.
fn case_order(bits: &[u64]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..bits.len()).collect();
    order.sort_by_key(|&k| std::cmp::Reverse(bits[k].count_ones()));
    order
}

/// Rejects what the loop cannot do.
fn check(cx: &Cx, op: OpId, spaces: &[Space], bits: &[u64]) -> Result<()> {
    for s in spaces {
        if s.hi != s.lo + 1 {
            return Err(cx.unsupported(op, "over iteration spaces of more than one level"));
        }
        if !s.st.levels[s.lo].lt.is_ordered() {
            return Err(
                cx.unsupported(op, "over an unordered level (coordinates must be sorted to co-iterate)")
            );
        }
    }
    if bits.contains(&0) {
        return Err(cx.unsupported(op, "with a case that names no iterator (the complement of the spaces)"));
    }
    Ok(())
}

/// One space during the loop: its position range and level (as walked).
struct Cursor {
    space: Space,
    lb: LevelBufs,
    lo: VarId,
    hi: VarId,
}

/// Per-iteration state of one space: where it stands, whether it holds the loop's
/// coordinate, and the end of its segment.
struct Here {
    q: VarId,
    present: VarId,
    end: VarId,
}

/// `coiterate (%s…) at(%c) iter_args(…) case … {…}`.
pub fn coiterate(cx: &mut Cx, op: OpId) -> Result<()> {
    let o = cx.ir.op(op);
    let bits = cases(cx, op);
    let n = bits.len().min(o.regions.len());
    let n_spaces = o.operands.len() - o.results.len();
    let spaces: Vec<Space> =
        o.operands[..n_spaces].iter().map(|&v| space_of(cx, op, v)).collect::<Result<_>>()?;
    check(cx, op, &spaces, &bits[..n])?;
    let inits: Vec<VarId> = o.operands[n_spaces..].iter().map(|&v| cx.get(v)).collect::<Result<_>>()?;
    let mut cursors = Vec::new();
    for s in spaces {
        let lb = walked(s.st.levels[s.lo], s.parent);
        let (lo, hi) = level_range(cx, op, &lb, s.parent)?;
        cursors.push(Cursor { space: s, lb, lo, hi });
    }
    let mut start: Vec<VarId> = cursors.iter().map(|c| c.lo).collect();
    start.extend(&inits);
    let k = cursors.len();
    let out = while_loop(
        cx,
        &start,
        |cx, a| {
            let mut any = cx.b.bool(false);
            for (c, &q) in cursors.iter().zip(a) {
                let valid = cx.b.cmp(CmpPred::Int(IntPred::Ult), q, c.hi);
                any = cx.b.binary(BinOp::OrI, any, valid);
            }
            Ok(any)
        },
        |cx, a| body(cx, op, &cursors, &bits[..n], &a[..k], &a[k..]),
    )?;
    cx.set_results(op, &out[k..]);
    Ok(())
}

/// One step of the loop: find the coordinate, run the case, advance.
fn body(
    cx: &mut Cx,
    op: OpId,
    cursors: &[Cursor],
    bits: &[u64],
    qs: &[VarId],
    carried: &[VarId],
) -> Result<Vec<VarId>> {
    // Each space's coordinate, or the largest index when exhausted.
    let mut crds = Vec::new();
    let mut valids = Vec::new();
    for (c, &q) in cursors.iter().zip(qs) {
        let valid = cx.b.cmp(CmpPred::Int(IntPred::Ult), q, c.hi);
        let (lb, lo) = (c.lb, c.lo);
        let crd = if_else(
            cx,
            valid,
            &[INDEX],
            |cx| Ok(vec![level_crd(cx, &lb, lo, q)]),
            |cx| Ok(vec![cx.b.index(i64::MAX)]),
        )?[0];
        crds.push(crd);
        valids.push(valid);
    }
    let mut m = crds[0];
    for &c in &crds[1..] {
        m = cx.b.binary(BinOp::MinUI, m, c);
    }
    let mut here = Vec::new();
    for (i, c) in cursors.iter().enumerate() {
        let (q, lb, hi) = (qs[i], c.lb, c.hi);
        let at = cx.b.cmp(CmpPred::Int(IntPred::Eq), crds[i], m);
        let present = cx.b.binary(BinOp::AndI, valids[i], at);
        let end = if lb.lt.is_unique() {
            let one = cx.b.index(1);
            cx.b.binary(BinOp::AddI, q, one)
        } else {
            if_else(cx, present, &[INDEX], |cx| Ok(vec![segment_end(cx, &lb, q, hi)?]), |_| Ok(vec![q]))?[0]
        };
        here.push(Here { q, present, end });
    }
    let tys: Vec<Ty> = carried.iter().map(|&v| cx.b.ty(v)).collect();
    let order = case_order(bits);
    let mut results = dispatch(cx, op, cursors, bits, &order, &here, m, carried, &tys)?;
    // Advance every space holding the coordinate.
    let mut next: Vec<VarId> = here.iter().map(|h| cx.b.select(h.present, h.end, h.q)).collect();
    next.append(&mut results);
    Ok(next)
}

/// Whether every space of `bits` is present (`exact`: and no other).
fn matches(cx: &mut Cx, here: &[Here], bits: u64, exact: bool) -> VarId {
    let mut all = cx.b.bool(true);
    for (i, h) in here.iter().enumerate() {
        let want = i < 64 && bits & (1 << i) != 0;
        if want {
            all = cx.b.binary(BinOp::AndI, all, h.present);
        } else if exact {
            let t = cx.b.bool(true);
            let absent = cx.b.binary(BinOp::XorI, h.present, t);
            all = cx.b.binary(BinOp::AndI, all, absent);
        }
    }
    all
}

/// Selects the case (exact patterns first, in the written order; then subsets by
/// decreasing size) and runs it in a chain of `if`s, each region lowered once; no case
/// passes the carried values through.
#[allow(clippy::too_many_arguments)]
fn dispatch(
    cx: &mut Cx,
    op: OpId,
    cursors: &[Cursor],
    bits: &[u64],
    order: &[usize],
    here: &[Here],
    m: VarId,
    carried: &[VarId],
    tys: &[Ty],
) -> Result<Vec<VarId>> {
    let tries: Vec<(usize, bool)> =
        (0..bits.len()).map(|k| (k, true)).chain(order.iter().map(|&k| (k, false))).collect();
    let mut sel = cx.b.index(bits.len() as i64);
    for &(k, exact) in tries.iter().rev() {
        let cond = matches(cx, here, bits[k], exact);
        let kv = cx.b.index(k as i64);
        sel = cx.b.select(cond, kv, sel);
    }
    chain(cx, op, cursors, bits, 0, sel, here, m, carried, tys)
}

/// `if sel == k { case k } else { … case k + 1 … }`.
#[allow(clippy::too_many_arguments)]
fn chain(
    cx: &mut Cx,
    op: OpId,
    cursors: &[Cursor],
    bits: &[u64],
    k: usize,
    sel: VarId,
    here: &[Here],
    m: VarId,
    carried: &[VarId],
    tys: &[Ty],
) -> Result<Vec<VarId>> {
    if k == bits.len() {
        return Ok(carried.to_vec());
    }
    let kv = cx.b.index(k as i64);
    let cond = cx.b.cmp(CmpPred::Int(IntPred::Eq), sel, kv);
    if_else(
        cx,
        cond,
        tys,
        |cx| run_case(cx, op, cursors, bits[k], k, here, m, carried),
        |cx| chain(cx, op, cursors, bits, k + 1, sel, here, m, carried, tys),
    )
}

/// Runs case `k` (iterators of the spaces in `bits`) at coordinate `m`.
#[allow(clippy::too_many_arguments)]
fn run_case(
    cx: &mut Cx,
    op: OpId,
    cursors: &[Cursor],
    bits: u64,
    k: usize,
    here: &[Here],
    m: VarId,
    carried: &[VarId],
) -> Result<Vec<VarId>> {
    let region = cx.ir.op(op).regions[k];
    let iters = cursors
        .iter()
        .zip(here)
        .enumerate()
        .filter(|(i, _)| *i < 64 && bits & (1 << i) != 0)
        .map(|(_, (c, h))| {
            let at = if c.lb.lt.is_unique() { Parent::Pos(h.q) } else { Parent::Seg(h.q, h.end) };
            Iter { st: c.space.st.clone(), at }
        })
        .collect();
    let used = used_crds(cx, op, &[m]);
    run_region(cx, region, carried, &used, iters)
}
