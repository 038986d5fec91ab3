//! Co-iteration: one `while` over several sparse levels of a loop, each step one branch
//! per lattice point.
//!
//! Why: unions and intersections of sparse operands (`A + B`, `A .* B`) walk their levels
//! together; this is the hot loop of every element-wise kernel with a sparse output. At
//! the innermost loop a first `while` runs while every cursor has entries left (no end
//! checks on the coordinates); what is left runs after it: for a union of two levels as
//! two plain fibers (as a hand-written merge does), otherwise as one loop reading a
//! past-the-end cursor as coordinate `u64::MAX`. A step compares two cursors' coordinates
//! directly (`a <= b`, `b <= a`), more than two through their minimum. A union of two
//! whose points all give a value that cannot fail takes that first loop without branches
//! on rows of unequal lengths ([`branch_free_step`]): where the rows interleave at random
//! the branches mispredict on most steps.
//!
//! Worked example (branch-free): rows `a = {1: x1, 4: x4}`, `b = {4: y4, 6: y6}` of `A + B`.
//! Step 1: 1 ≤ 4 only, so the entry is (1, x1) and only `a` moves; step 2: 4 = 4, (4, x4 + y4),
//! both move; `a` has ended, and the tail loop appends (6, y6). Every step computes
//! `x + y`, `x` and `y` and keeps one.

use sparsir_loops::ops::IntPred;
use sparsir_loops::{BinOp, CastOp, CmpPred, Ty, VarId};
use sparsir_storage::ElemType;

use super::codegen::{child, cursors, gen, reserving, searchable, Cursor, Gen, LoopSite};
use super::flow::{if_else, if_else_state, if_else_with, if_then, while_loop, INDEX};
use super::lattice;
use super::levels::{crd_at, segment_end, Parent};
use super::point;
use crate::lower::{Cx, Result};

/// Per cursor (present at the step's coordinate when `ats[k]`): (present?, position after
/// its segment).
fn presence(cx: &mut Cx, cs: &[Cursor], curs: &[VarId], ats: &[VarId]) -> Result<Vec<(VarId, VarId)>> {
    let mut out = Vec::new();
    for ((c, &cur), &at) in cs.iter().zip(curs).zip(ats) {
        let end = if c.lb.lt.is_unique() {
            let one = cx.b.index(1);
            cx.b.binary(BinOp::AddI, cur, one)
        } else {
            let lb = c.lb;
            let hi = c.hi;
            if_else(cx, at, &[INDEX], |cx| Ok(vec![segment_end(cx, &lb, cur, hi)?]), |_| Ok(vec![cur]))?[0]
        };
        out.push((at, end));
    }
    Ok(out)
}

/// The step's coordinate and which cursors stand at it: `iv` (a dense loop) or the
/// smallest cursor coordinate. Two cursors compare their coordinates directly (`a <= b`,
/// `b <= a`, as a hand-written merge does), which the C compiler turns into two branches
/// instead of a `min` and two equality tests.
fn step_coordinate(cx: &mut Cx, crds: &[VarId], iv: Option<VarId>) -> (VarId, Vec<VarId>) {
    let le = CmpPred::Int(IntPred::Ule);
    if let (None, [a, b]) = (iv, crds) {
        let a_first = cx.b.cmp(le, *a, *b);
        let b_first = cx.b.cmp(le, *b, *a);
        let iv = cx.b.select(a_first, *a, *b);
        return (iv, vec![a_first, b_first]);
    }
    let iv = iv.unwrap_or_else(|| min_coordinate(cx, crds));
    let ats = crds.iter().map(|&c| cx.b.cmp(CmpPred::Int(IntPred::Eq), c, iv)).collect();
    (iv, ats)
}

/// The smallest of the cursors' coordinates (the co-iteration's next coordinate).
fn min_coordinate(cx: &mut Cx, crds: &[VarId]) -> VarId {
    crds[1..].iter().fold(crds[0], |m, &c| cx.b.binary(BinOp::MinUI, m, c))
}

/// The coordinate at the cursor, or `u64::MAX` (as index) past its end.
fn guarded_crd(cx: &mut Cx, c: &Cursor, cur: VarId) -> Result<VarId> {
    let inside = cx.b.cmp(CmpPred::Int(IntPred::Ult), cur, c.hi);
    let lb = c.lb;
    Ok(if_else(cx, inside, &[INDEX], |cx| Ok(vec![crd_at(cx, &lb, cur)]), |cx| Ok(vec![cx.b.index(-1)]))?[0])
}

/// One branch per lattice point (exact presence pattern), then the cursors advance. The
/// coordinate is `iv` (a dense loop) or the smallest cursor coordinate (a co-iteration).
/// With `guard`, a cursor past its end reads as coordinate `u64::MAX` (absent); without,
/// every cursor is known to be inside its range.
#[allow(clippy::too_many_arguments)]
pub(super) fn branches(
    cx: &mut Cx,
    g: &mut Gen,
    site: &LoopSite,
    cs: &[Cursor],
    curs: &[VarId],
    iv: Option<VarId>,
    guard: bool,
) -> Result<Vec<VarId>> {
    let LoopSite { depth, pts, .. } = *site;
    let l = g.k.order[depth];
    let crds = cs
        .iter()
        .zip(curs)
        .map(|(c, &cur)| if guard { guarded_crd(cx, c, cur) } else { Ok(crd_at(cx, &c.lb, cur)) })
        .collect::<Result<Vec<_>>>()?;
    let (iv, ats) = step_coordinate(cx, &crds, iv);
    let pres = presence(cx, cs, curs, &ats)?;
    let branch = Branch { site, cs, curs, pres: &pres, l, iv };
    pattern_chain(cx, g, &branch, pts)?;
    Ok(pres.iter().zip(curs).map(|(&(a, end), &cur)| cx.b.select(a, end, cur)).collect())
}

/// What every branch of one co-iteration step shares.
struct Branch<'a> {
    site: &'a LoopSite<'a>,
    cs: &'a [Cursor],
    curs: &'a [VarId],
    /// Per cursor: (present at `iv`?, position after its segment).
    pres: &'a [(VarId, VarId)],
    l: u32,
    iv: VarId,
}

/// `if pattern pts[0] { … } else if pattern pts[1] { … } …`: the presence patterns are
/// exclusive, so a chain tests only until one matches.
fn pattern_chain(cx: &mut Cx, g: &mut Gen, b: &Branch, pts: &[u64]) -> Result<()> {
    let Some((&p, rest)) = pts.split_first() else { return Ok(()) };
    let t = cx.b.bool(true);
    let mut cond = t;
    for (k, &(a, _)) in b.pres.iter().enumerate() {
        let want = if p >> k & 1 == 1 { a } else { cx.b.binary(BinOp::XorI, a, t) };
        cond = cx.b.binary(BinOp::AndI, cond, want);
    }
    let then = |cx: &mut Cx, g: &mut Gen| {
        let mut present = Vec::new();
        let mut missing = Vec::new();
        for (k, c) in b.cs.iter().enumerate() {
            if p >> k & 1 == 1 {
                let par = if c.lb.lt.is_unique() {
                    Parent::Pos(b.curs[k])
                } else {
                    Parent::Seg(b.curs[k], b.pres[k].1)
                };
                present.push((c.t, par));
            } else {
                missing.push(c.t);
            }
        }
        let LoopSite { depth, at, located, .. } = *b.site;
        let a = child(cx, g, at, (b.l, b.iv), located, &present, &missing);
        gen(cx, g, depth + 1, a)
    };
    if rest.is_empty() {
        return if_then(cx, cond, |cx| then(cx, g));
    }
    if_else_with(cx, g, cond, then, |cx, g| pattern_chain(cx, g, b, rest))
}

/// A `while` co-iterating the sparse levels of this loop. At the innermost loop, while
/// every cursor has entries left (most of a union's work), a first loop reads their
/// coordinates without checking each against its end; a second loop finishes what is
/// left with the checks (as MLIR runs one loop per lattice point).
pub(super) fn coiterate(cx: &mut Cx, g: &mut Gen, site: &LoopSite) -> Result<()> {
    let LoopSite { depth, at, iters, .. } = *site;
    let (cs, los) = cursors(cx, g, at, iters);
    let trips = |cx: &mut Cx| {
        let mut trips = cx.b.index(0);
        for (c, &lo) in cs.iter().zip(&los) {
            let n = cx.b.binary(BinOp::SubI, c.hi, lo);
            trips = cx.b.binary(BinOp::AddI, trips, n);
        }
        trips
    };
    reserving(cx, g, depth, None, trips, |cx, g| coiterate_loops(cx, g, site, cs.clone(), los.clone()))
}

fn coiterate_loops(
    cx: &mut Cx,
    g: &mut Gen,
    site: &LoopSite,
    cs: Vec<Cursor>,
    mut los: Vec<VarId>,
) -> Result<()> {
    let LoopSite { depth, pts, .. } = *site;
    let mins = lattice::minimal(pts);
    let all = (1u64 << cs.len()) - 1;
    if depth + 1 == g.k.num_loops() && !mins.is_empty() {
        // While every cursor has entries left: one step per coordinate, with branches or not.
        let first_loop = |cx: &mut Cx, g: &mut Gen, branch_free: bool| {
            let cs2 = cs.clone();
            let step = |cx: &mut Cx, curs: &[VarId]| match branch_free {
                true => branch_free_step(cx, g, site, &cs, curs),
                false => branches(cx, g, site, &cs, curs, None, false),
            };
            while_loop(cx, &los, |cx, curs| Ok(all_inside(cx, &cs2, curs, all)), step)
        };
        los = if branch_free_union(cx, g, site, &cs) {
            // Rows of equal length often share their pattern (A + Aᵀ of a symmetric matrix,
            // two matrices on one pattern): every step is then "both", which the branches
            // predict, while the branch-free step waits on the previous comparison.
            let len = |cx: &mut Cx, k: usize| cx.b.binary(BinOp::SubI, cs[k].hi, los[k]);
            let (len_a, len_b) = (len(cx, 0), len(cx, 1));
            let same = cx.b.cmp(CmpPred::Int(IntPred::Eq), len_a, len_b);
            let (branchy, free) = (
                |cx: &mut Cx, g: &mut Gen| first_loop(cx, g, false),
                |cx: &mut Cx, g: &mut Gen| first_loop(cx, g, true),
            );
            if_else_state(cx, g, same, &[INDEX, INDEX], branchy, free)?
        } else {
            first_loop(cx, g, false)?
        };
        if mins == [all] {
            return Ok(()); // the loop ran until some level ended: nothing is left to do
        }
        if cs.len() == 2 && (mins == [1, 2] || mins == [2, 1]) {
            // A union of two: once one level ended, the other's rest is a plain fiber.
            for k in 0..2 {
                tail_loop(cx, g, site, cs[k], los[k], cs[1 - k].t)?;
            }
            return Ok(());
        }
    }
    let cs2 = cs.clone();
    while_loop(
        cx,
        &los,
        |cx, curs| {
            let mut any = cx.b.bool(false);
            for &p in &mins {
                let inside = all_inside(cx, &cs2, curs, p);
                any = cx.b.binary(BinOp::OrI, any, inside);
            }
            Ok(any)
        },
        |cx, curs| branches(cx, g, site, &cs, curs, None, true),
    )?;
    Ok(())
}

/// Whether the first loop of this union may take [`branch_free_step`]s: two levels with
/// one entry per coordinate, the three points (both, either alone) each a value the body
/// computes without failing ([`point::branch_free_body`]), appended straight to the output
/// at this innermost loop (`plain_point_below`).
fn branch_free_union(cx: &Cx, g: &Gen, site: &LoopSite, cs: &[Cursor]) -> bool {
    let mut pts = site.pts.to_vec();
    pts.sort_unstable();
    cs.len() == 2
        && cs.iter().all(|c| c.lb.lt.is_unique())
        && pts == [1, 2, 3]
        && site.located.is_empty()
        && g.plain_point_below(site.depth)
        && point::branch_free_body(cx, g)
}

/// One step of a two-level union without a branch: the values of all three points are
/// computed, the step's value and coordinate picked with bit masks, one entry appended, and
/// each cursor advanced by whether its coordinate was the smaller (or equal). A merge
/// whose order is random mispredicts the branches of [`branches`] on most steps (R-MAT's
/// `A + Aᵀ` at one thread: 177 → 118 ms in a hand-edited kernel).
fn branch_free_step(
    cx: &mut Cx,
    g: &mut Gen,
    site: &LoopSite,
    cs: &[Cursor],
    curs: &[VarId],
) -> Result<Vec<VarId>> {
    let LoopSite { depth, at, .. } = *site;
    let l = g.k.order[depth];
    let (ca, cb) = (crd_at(cx, &cs[0].lb, curs[0]), crd_at(cx, &cs[1].lb, curs[1]));
    let le = CmpPred::Int(IntPred::Ule);
    let (a_first, b_first) = (cx.b.cmp(le, ca, cb), cx.b.cmp(le, cb, ca));
    let both = cx.b.binary(BinOp::AndI, a_first, b_first);
    let iv = pick(cx, a_first, ca, cb);
    let (ta, tb) = (cs[0].t, cs[1].t);
    let mut values = Vec::new();
    let mut first = None;
    for (present, missing) in [(vec![0, 1], vec![]), (vec![0], vec![tb]), (vec![1], vec![ta])] {
        let present: Vec<_> = present.into_iter().map(|k: usize| (cs[k].t, Parent::Pos(curs[k]))).collect();
        let a = child(cx, g, at, (l, iv), &[], &present, &missing);
        let value = match searchable(g, &a) {
            None => point::value_at(cx, g, &a)?,
            Some(_) => None, // a level searched at the point: `gen` does that
        };
        let Some(v) = value else {
            // Not a value at every point after all: the branches decide (the values
            // computed so far are unused).
            return branches(cx, g, site, cs, curs, None, false);
        };
        values.push(v);
        first.get_or_insert(a);
    }
    let alone = pick(cx, a_first, values[1], values[2]);
    let v = pick(cx, both, values[0], alone);
    point::append_entry(cx, g, &first.expect("three points"), v)?;
    let step = |cx: &mut Cx, cur: VarId, moved: VarId| {
        let one_if = cx.b.cast(CastOp::IndexCastUI, moved, ElemType::Index);
        cx.b.binary(BinOp::AddI, cur, one_if)
    };
    Ok(vec![step(cx, curs[0], a_first), step(cx, curs[1], b_first)])
}

/// `cond ? x : y` with bit masks (`y ^ ((x ^ y) & -cond)`), which the C compiler keeps free
/// of branches; floats go through their bits. Same value as `select`.
fn pick(cx: &mut Cx, cond: VarId, x: VarId, y: VarId) -> VarId {
    let Ty::Scalar(t) = cx.b.ty(x) else { unreachable!("a picked value is a scalar") };
    let bits = match t {
        ElemType::F64 => Some(ElemType::I64),
        ElemType::F32 => Some(ElemType::I32),
        _ => None,
    };
    let as_int = |cx: &mut Cx, v: VarId| match bits {
        Some(b) => cx.b.cast(CastOp::Bitcast, v, b),
        None => v,
    };
    let it = bits.unwrap_or(t);
    let (xi, yi) = (as_int(cx, x), as_int(cx, y));
    let one = if it == ElemType::Index {
        cx.b.cast(CastOp::IndexCastUI, cond, ElemType::Index)
    } else {
        cx.b.cast(CastOp::ExtUI, cond, it)
    };
    let zero = cx.b.constant(it, it.zero());
    let mask = cx.b.binary(BinOp::SubI, zero, one);
    let diff = cx.b.binary(BinOp::XorI, xi, yi);
    let kept = cx.b.binary(BinOp::AndI, diff, mask);
    let r = cx.b.binary(BinOp::XorI, yi, kept);
    match bits {
        Some(_) => cx.b.cast(CastOp::Bitcast, r, t),
        None => r,
    }
}

/// `while cur < hi` over cursor `c` alone, operand `ended` absent: what is left of one
/// level of a two-level union after the other ended (separate loops, as MLIR and scipy
/// run them, instead of one loop testing both ends at every step).
fn tail_loop(cx: &mut Cx, g: &mut Gen, site: &LoopSite, c: Cursor, lo: VarId, ended: usize) -> Result<()> {
    let mut at = site.at.clone();
    at.absent |= 1 << ended;
    let iters = [c.t];
    let alone = LoopSite { depth: site.depth, at: &at, located: site.located, iters: &iters, pts: &[1] };
    while_loop(
        cx,
        &[lo],
        |cx, curs| Ok(cx.b.cmp(CmpPred::Int(IntPred::Ult), curs[0], c.hi)),
        |cx, curs| branches(cx, g, &alone, &[c], curs, None, false),
    )?;
    Ok(())
}

/// True when every cursor of point `p` (a bit per cursor) has entries left.
fn all_inside(cx: &mut Cx, cs: &[Cursor], curs: &[VarId], p: u64) -> VarId {
    let mut all = cx.b.bool(true);
    for (k, c) in cs.iter().enumerate().filter(|(k, _)| p >> k & 1 == 1) {
        let inside = cx.b.cmp(CmpPred::Int(IntPred::Ult), curs[k], c.hi);
        all = cx.b.binary(BinOp::AndI, all, inside);
    }
    all
}
