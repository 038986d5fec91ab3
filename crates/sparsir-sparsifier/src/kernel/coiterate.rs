//! Co-iteration: one `while` over several sparse levels of a loop, each step one branch
//! per lattice point.
//!
//! Why: unions and intersections of sparse operands (`A + B`, `A .* B`) walk their levels
//! together; this is the hot loop of every element-wise kernel with a sparse output. At
//! the innermost loop a first `while` runs while every cursor has entries left (no end
//! checks on the coordinates); what is left runs after it: for a union of two levels as
//! two plain fibers (as a hand-written merge does), otherwise as one loop reading a
//! past-the-end cursor as coordinate `u64::MAX`. A step compares two cursors' coordinates
//! directly (`a <= b`, `b <= a`), more than two through their minimum.

use sparsir_loops::ops::IntPred;
use sparsir_loops::{BinOp, CmpPred, VarId};

use super::codegen::{child, cursors, gen, reserving, Cursor, Gen, LoopSite};
use super::flow::{if_else, if_else_with, if_then, while_loop, INDEX};
use super::lattice;
use super::levels::{crd_at, segment_end, Parent};
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
        let cs2 = cs.clone();
        los = while_loop(
            cx,
            &los,
            |cx, curs| Ok(all_inside(cx, &cs2, curs, all)),
            |cx, curs| branches(cx, g, site, &cs, curs, None, false),
        )?;
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
