//! The innermost loop of a reduction into a sparse output's scalar accumulator
//! (`Assembly::Scalar`: SDDMM's `k`, a row reduction into a sparse vector).
//!
//! Why: such a loop's body tests, at every iteration, whether the accumulator holds a value
//! yet (`present`), and holds two copies of the point (absent / present). Two shapes avoid
//! that work: a reduction with a terminal value stops once the accumulator holds it
//! ([`early_exit`], a `while`); any other is split where the accumulator first receives a
//! value ([`accumulating_loop`]: a `while` until then, a `for` without the test after).
//! Neither changes the order of the updates, so results are bit for bit the same.

use sparsir_loops::ops::IntPred;
use sparsir_loops::{BinOp, CmpPred, VarId};
use sparsir_storage::ElemType;

use super::codegen::{Assembly, At, Gen, Out};
use super::expr::Kind;
use super::flow::{versioned, while_loop};
use crate::lower::{Cx, Result};

/// Where a reduction stops early: its scalar accumulator and terminal value.
pub(super) struct EarlyExit {
    value: VarId,
    present: VarId,
    elem: ElemType,
    terminal: sparsir_storage::Scalar,
}

impl EarlyExit {
    /// `present[0] && value[0] == terminal`.
    pub(super) fn reached(&self, cx: &mut Cx) -> VarId {
        let zero = cx.b.index(0);
        let p = cx.b.load(self.present, zero);
        let v = cx.b.load(self.value, zero);
        let t = cx.b.constant(self.elem, self.terminal);
        let pred = match self.terminal {
            sparsir_storage::Scalar::Float(_) => CmpPred::Float(sparsir_loops::ops::FloatPred::Oeq),
            _ => CmpPred::Int(IntPred::Eq),
        };
        let hit = cx.b.cmp(pred, v, t);
        cx.b.binary(BinOp::AndI, p, hit)
    }
}

/// The innermost loop of a reduction into a sparse output's scalar accumulator, when the
/// reduction has a terminal value (`kernel::terminal`): the loop may stop once the
/// accumulator holds it. Only that loop: its body is one point, whose only effect is the
/// accumulator's update.
pub(super) fn early_exit(cx: &Cx, g: &Gen, depth: usize, at: &At) -> Option<EarlyExit> {
    let (value, present) = innermost_accumulator(g, depth, at)?;
    let root = g.k.exprs.get(g.k.exprs.root?);
    if root.kind != Kind::Reduce || g.k.exprs.get(*root.args.first()?).kind != Kind::Output {
        return None;
    }
    let (elem, terminal) = super::terminal::terminal_of(cx.ir, root.op?)?;
    Some(EarlyExit { value, present, elem, terminal })
}

/// The `value` and `present` buffers of a sparse output's scalar accumulator, when loop
/// `depth` is the innermost loop of its reduction (its body is one point, which only
/// updates the accumulator).
fn innermost_accumulator(g: &Gen, depth: usize, at: &At) -> Option<(VarId, VarId)> {
    if depth + 1 != g.k.num_loops() || !at.in_acc {
        return None;
    }
    let Out::Sparse { assembly: Assembly::Scalar { value, present }, .. } = g.out else { return None };
    Some((value, present))
}

/// The `present` flag of the accumulator of [`innermost_accumulator`], unless the loop is
/// already the second part of an [`accumulating_loop`].
pub(super) fn accumulates(g: &Gen, depth: usize, at: &At) -> Option<VarId> {
    innermost_accumulator(g, depth, at).filter(|_| !g.acc_present).map(|(_, present)| present)
}

/// The innermost loop of a reduction into a scalar accumulator, over `lo..hi`, in two
/// parts: a `while` runs the body (both copies: accumulator absent or present) until the
/// accumulator holds a value, then a `for` runs the rest with the present copy alone —
/// `present` only ever turns true inside the reduction. The order of the updates is
/// unchanged, so results are too; the point's test of `present` leaves the hot loop (a
/// dense `k` loop of SDDMM is then a plain dot product). `body(cx, g, iv, part)`
/// generates one iteration of `part`. With `scattered` (the run-time answer of
/// `prefetch::gathered`) the second part comes twice, chosen by that answer: the
/// version taken on "yes" is [`Part::RestGathered`].
#[allow(clippy::too_many_arguments)]
pub(super) fn accumulating_loop(
    cx: &mut Cx,
    g: &mut Gen,
    depth: usize,
    at: &At,
    lo: VarId,
    hi: VarId,
    scattered: Option<VarId>,
    body: &mut PartBody,
) -> Result<()> {
    let present = accumulates(g, depth, at).expect("called for an accumulating loop");
    let one = cx.b.index(1);
    let first = while_loop(
        cx,
        &[lo],
        |cx, q| {
            let inside = cx.b.cmp(CmpPred::Int(IntPred::Ult), q[0], hi);
            let zero = cx.b.index(0);
            let p = cx.b.load(present, zero);
            let t = cx.b.bool(true);
            let absent = cx.b.binary(BinOp::XorI, p, t);
            Ok(cx.b.binary(BinOp::AndI, inside, absent))
        },
        |cx, q| {
            body(cx, g, q[0], Part::First)?;
            Ok(vec![cx.b.binary(BinOp::AddI, q[0], one)])
        },
    )?;
    g.acc_present = true;
    let from = first[0];
    let mut state = (g, body);
    let done = versioned(cx, &mut state, scattered, |cx, (g, body), gathered| {
        let part = if gathered { Part::RestGathered } else { Part::Rest };
        cx.for_loop(from, hi, one, &[], |cx, q, _| body(cx, g, q, part).map(|_| vec![])).map(|_| ())
    });
    state.0.acc_present = false;
    done
}

/// Generates one iteration of a part of an [`accumulating_loop`]: `(cx, g, iv, part)`.
pub(super) type PartBody<'a> = dyn FnMut(&mut Cx, &mut Gen, VarId, Part) -> Result<()> + 'a;

/// Which part of an [`accumulating_loop`] an iteration belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Part {
    /// The `while` until the accumulator holds a value.
    First,
    /// The `for` after it.
    Rest,
    /// The `for` after it, in the version that prefetches gathered vectors.
    RestGathered,
}
