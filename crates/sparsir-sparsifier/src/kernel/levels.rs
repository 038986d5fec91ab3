//! Level iterators: the loop-IR code that walks one level of a sparse operand.
//!
//! Why: every level format answers the same few questions — which positions hold the
//! children of a parent position (`range`), which coordinate a position holds (`crd_at`),
//! where the entries with one coordinate end (`segment_end`, for non-unique levels), the
//! position of a coordinate (`locate`, random-access levels only) and the value at the
//! last level (`load_value`, summing duplicates). Decisions ask the level type's
//! capabilities (`is_dense_like`, `is_loose`, `has_pos`, `is_unique`), not format names.
//!
//! A parent is one position, or — below a non-unique level — a segment `[lo, hi)` of
//! positions that share the coordinates so far (a COO region walked as one range).
//! Worked example (COO `compressed(nonunique), singleton` holding (0,1) (0,1) (2,0)):
//! level 0 `crd = [0, 0, 2]`; the first segment is positions `[0, 2)` with coordinate 0;
//! level 1 walks that segment: `crd = [1, 1, 0]` → coordinate 1 at `[0, 2)` (two duplicates,
//! whose values are summed).

use sparsir_loops::ops::IntPred;
use sparsir_loops::{BinOp, CmpPred, VarId};
use sparsir_storage::encoding::LevelType;
use sparsir_storage::ElemType;

use super::flow::while_loop;
use crate::lower::{Cx, Result};

/// The buffers of one level, as index buffers (see `sparsir_kernel_level`).
#[derive(Clone, Copy, Debug)]
pub struct LevelBufs {
    /// The level type.
    pub lt: LevelType,
    /// The level size.
    pub size: VarId,
    /// Positions (compressed, loose_compressed).
    pub pos: VarId,
    /// Coordinates (all but dense).
    pub crd: VarId,
}

/// Where an operand's walk stands after its bound levels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Parent {
    /// One position.
    Pos(VarId),
    /// The positions `[lo, hi)` below a non-unique level.
    Seg(VarId, VarId),
}

/// The positions `[lo, hi)` of the children of `parent` at a non-random-access level.
pub fn range(cx: &mut Cx, lb: &LevelBufs, parent: Parent) -> (VarId, VarId) {
    let one = cx.b.index(1);
    match parent {
        Parent::Pos(p) if lb.lt.has_pos() => {
            let (i_lo, i_hi) = if lb.lt.is_loose() {
                let two = cx.b.index(2);
                let lo = cx.b.binary(BinOp::MulI, p, two);
                (lo, cx.b.binary(BinOp::AddI, lo, one))
            } else {
                (p, cx.b.binary(BinOp::AddI, p, one))
            };
            (cx.b.load(lb.pos, i_lo), cx.b.load(lb.pos, i_hi))
        }
        // Singleton: one child per parent position.
        Parent::Pos(p) => (p, cx.b.binary(BinOp::AddI, p, one)),
        // Below a non-unique level (only singletons are walked there).
        Parent::Seg(lo, hi) => (lo, hi),
    }
}

/// The position of coordinate `c` at a random-access (dense) level.
pub fn locate(cx: &mut Cx, lb: &LevelBufs, parent: Parent, c: VarId) -> Parent {
    let Parent::Pos(p) = parent else { unreachable!("dense levels never follow non-unique ones") };
    let base = cx.b.binary(BinOp::MulI, p, lb.size);
    Parent::Pos(cx.b.binary(BinOp::AddI, base, c))
}

/// The coordinate at position `q`.
pub fn crd_at(cx: &mut Cx, lb: &LevelBufs, q: VarId) -> VarId {
    cx.b.load(lb.crd, q)
}

/// The end of the run of positions from `q` (below `hi`) holding `q`'s coordinate:
/// `q + 1` at a unique level.
pub fn segment_end(cx: &mut Cx, lb: &LevelBufs, q: VarId, hi: VarId) -> Result<VarId> {
    let one = cx.b.index(1);
    let next = cx.b.binary(BinOp::AddI, q, one);
    if lb.lt.is_unique() {
        return Ok(next);
    }
    let c = crd_at(cx, lb, q);
    let lb = *lb;
    let end = while_loop(
        cx,
        &[next],
        |cx, a| {
            let inside = cx.b.cmp(CmpPred::Int(IntPred::Ult), a[0], hi);
            // Reads the coordinate only inside the range (a select keeps the load in bounds).
            let safe = cx.b.select(inside, a[0], q);
            let same = {
                let ca = crd_at(cx, &lb, safe);
                cx.b.cmp(CmpPred::Int(IntPred::Eq), ca, c)
            };
            Ok(cx.b.binary(BinOp::AndI, inside, same))
        },
        |cx, a| {
            let one = cx.b.index(1);
            Ok(vec![cx.b.binary(BinOp::AddI, a[0], one)])
        },
    )?;
    Ok(end[0])
}

/// The value at `parent` of the last level: a load, or the sum over a segment of
/// duplicates (DESIGN.md decision 5).
pub fn load_value(cx: &mut Cx, values: VarId, parent: Parent, elem: ElemType) -> Result<VarId> {
    match parent {
        Parent::Pos(p) => Ok(cx.b.load(values, p)),
        Parent::Seg(lo, hi) => {
            let zero = cx.b.constant(elem, elem.zero());
            let one = cx.b.index(1);
            let sum = cx.for_loop(lo, hi, one, &[zero], |cx, q, acc| {
                let v = cx.b.load(values, q);
                Ok(vec![cx.b.binary(add_op(elem), acc[0], v)])
            })?;
            Ok(sum[0])
        }
    }
}

/// The addition of an element type.
pub fn add_op(elem: ElemType) -> BinOp {
    if elem.is_complex() {
        BinOp::CAdd
    } else if elem.is_float() {
        BinOp::AddF
    } else {
        BinOp::AddI
    }
}
