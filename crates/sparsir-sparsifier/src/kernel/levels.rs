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
//!
//! Buffers are read in place, at their stored widths: positions and coordinates are
//! buffers of `Encoding::idx_elem(posWidth / crdWidth)` (`i8` … `i64`, or `index` for
//! width 0) and each load is widened with `index_castui`; the levels of an AoS COO region
//! read the region's interleaved buffer at `q * stride + offset`.

use sparsir_loops::ops::IntPred;
use sparsir_loops::{BinOp, CastOp, CmpPred, OriginId, Static, Ty, VarId};
use sparsir_storage::encoding::{Encoding, LevelType};
use sparsir_storage::ElemType;

use super::flow::{while_loop, INDEX};
use crate::lower::{Cx, Result};

/// The buffers of one level (views from `sparsir_kernel_level`).
#[derive(Clone, Copy, Debug)]
pub struct LevelBufs {
    /// The level type.
    pub lt: LevelType,
    /// The level size.
    pub size: VarId,
    /// Positions (compressed, loose_compressed), at the stored width.
    pub pos: VarId,
    /// Coordinates (all but dense), at the stored width; for an AoS COO region, the
    /// region's interleaved buffer.
    pub crd: VarId,
    /// Coordinate `q` is `crd[q * crd_stride + crd_offset]` (1 and 0 outside AoS regions).
    pub crd_stride: usize,
    /// See `crd_stride`.
    pub crd_offset: usize,
}

/// Fetches the buffers of level `l` of the sparse tensor `h` stored as `enc`.
pub fn fetch_level(cx: &mut Cx, h: VarId, enc: &Encoding, l: usize, origin: Option<OriginId>) -> LevelBufs {
    let st = vec![("lvl".to_string(), Static::Int(l as i64))];
    let pos_ty = Ty::Buf(Encoding::idx_elem(enc.pos_width));
    let crd_ty = Ty::Buf(Encoding::idx_elem(enc.crd_width));
    let r = cx.b.call_runtime("sparsir_kernel_level", &[h], st, &[INDEX, pos_ty, crd_ty], origin);
    let (_, crd_stride, crd_offset) = enc.crd_location(l).unwrap_or((l, 1, 0));
    LevelBufs { lt: enc.lvl_types[l], size: r[0], pos: r[1], crd: r[2], crd_stride, crd_offset }
}

/// `buf[i]` widened to `index` (unsigned; no cast when the buffer holds `index`).
pub fn load_index(cx: &mut Cx, buf: VarId, i: VarId) -> VarId {
    let x = cx.b.load(buf, i);
    if cx.b.scalar_ty(x) == ElemType::Index {
        x
    } else {
        cx.b.cast(CastOp::IndexCastUI, x, ElemType::Index)
    }
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
            (load_index(cx, lb.pos, i_lo), load_index(cx, lb.pos, i_hi))
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

/// Looks coordinate `c` up among the children of `parent`: (stored?, the child's parent).
/// A random-access level checks `c` against its size; the others binary-search their
/// ordered coordinates (`c` is an `index`, so a negative one compares as huge and is never
/// found). The returned parent may only be used where the coordinate is stored.
pub fn search(cx: &mut Cx, lb: &LevelBufs, parent: Parent, c: VarId) -> Result<(VarId, Parent)> {
    if lb.lt.is_dense_like() {
        let inside = cx.b.cmp(CmpPred::Int(IntPred::Ult), c, lb.size);
        return Ok((inside, locate(cx, lb, parent, c)));
    }
    let (lo, hi) = range(cx, lb, parent);
    let lbv = *lb;
    // The first position in [lo, hi) whose coordinate is not below `c`.
    let first = while_loop(
        cx,
        &[lo, hi],
        |cx, a| Ok(cx.b.cmp(CmpPred::Int(IntPred::Ult), a[0], a[1])),
        |cx, a| {
            let one = cx.b.index(1);
            let sum = cx.b.binary(BinOp::AddI, a[0], a[1]);
            let mid = cx.b.binary(BinOp::ShRUI, sum, one);
            let m = crd_at(cx, &lbv, mid);
            let below = cx.b.cmp(CmpPred::Int(IntPred::Ult), m, c);
            let next = cx.b.binary(BinOp::AddI, mid, one);
            Ok(vec![cx.b.select(below, next, a[0]), cx.b.select(below, a[1], mid)])
        },
    )?[0];
    let inside = cx.b.cmp(CmpPred::Int(IntPred::Ult), first, hi);
    // Reads the coordinate only inside the range (an empty range may end past the buffer).
    let i1 = sparsir_loops::Ty::Scalar(ElemType::I1);
    let found = super::flow::if_else(
        cx,
        inside,
        &[i1],
        |cx| {
            let ca = crd_at(cx, &lbv, first);
            Ok(vec![cx.b.cmp(CmpPred::Int(IntPred::Eq), ca, c)])
        },
        |cx| Ok(vec![cx.b.bool(false)]),
    )?[0];
    if lb.lt.is_unique() {
        return Ok((found, Parent::Pos(first)));
    }
    let end = super::flow::if_else(
        cx,
        found,
        &[INDEX],
        |cx| Ok(vec![segment_end(cx, &lbv, first, hi)?]),
        |_| Ok(vec![first]),
    )?[0];
    Ok((found, Parent::Seg(first, end)))
}

/// The coordinate at position `q`.
pub fn crd_at(cx: &mut Cx, lb: &LevelBufs, q: VarId) -> VarId {
    if lb.crd_stride == 1 && lb.crd_offset == 0 {
        return load_index(cx, lb.crd, q);
    }
    let stride = cx.b.index(lb.crd_stride as i64);
    let at = cx.b.binary(BinOp::MulI, q, stride);
    let at = if lb.crd_offset == 0 {
        at
    } else {
        let offset = cx.b.index(lb.crd_offset as i64);
        cx.b.binary(BinOp::AddI, at, offset)
    };
    load_index(cx, lb.crd, at)
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
