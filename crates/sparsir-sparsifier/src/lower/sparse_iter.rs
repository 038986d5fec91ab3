//! `sparse_tensor.extract_iteration_space`, `iterate` and `extract_value`: user-written
//! loops over the stored entries of a sparse tensor, lowered with the sparsifier's level
//! iterators (`kernel::levels`).
//!
//! Why: an iteration space and an iterator are not one loop variable each, so they live
//! in a side table of `Cx` (`iter_vals`), not in the value map:
//! * a space is a level range `[lo, hi)` of one tensor's storage under a parent — the
//!   root (position 0 above level 0) or the position(s) an iterator of level `lo - 1`
//!   stands at;
//! * an iterator is where a walk stands after the space's last level: one position, or —
//!   at a non-unique level — the segment `[q, end)` of positions sharing its coordinate,
//!   so that each coordinate is visited once and `extract_value` sums the duplicates
//!   (DESIGN.md decision 5).
//!
//! The storage buffers (views of every level's positions and coordinates at their stored
//! widths, and of the values) are fetched once when a space is extracted at the root and travel with the
//! spaces and iterators derived from it, so nested loops do not fetch them again.
//! `iterate` over a space of several levels is a loop nest, one loop per level; its
//! region sees the loop-carried values, the coordinates named in `at(…)` (bit `i` of
//! `crdUsedLvls` = level `lo + i`), then the iterator.

use std::rc::Rc;

use sparsir_ir::{OpId, RegionId, ValueId};
use sparsir_loops::{BinOp, Ty, VarId};
use sparsir_storage::encoding::{Encoding, LevelFormat};
use sparsir_storage::ElemType;

use super::sparse::elem;
use super::types::attr_int;
use super::{Cx, Result};
use crate::kernel::flow::while_loop;
use crate::kernel::levels::{crd_at, fetch_level, load_value, range, segment_end, LevelBufs, Parent};

/// The storage of one tensor as loop variables.
#[derive(Debug)]
pub(crate) struct Storage {
    /// The tensor handle.
    pub tensor: VarId,
    /// Every level's buffers.
    pub levels: Vec<LevelBufs>,
    /// The values buffer.
    pub values: VarId,
    /// The element type.
    pub elem: ElemType,
}

/// An iteration space: levels `[lo, hi)` under `parent`.
#[derive(Clone, Debug)]
pub(crate) struct Space {
    pub st: Rc<Storage>,
    pub lo: usize,
    pub hi: usize,
    pub parent: Parent,
}

/// An iterator: where a walk stands after the last level of its space.
#[derive(Clone, Debug)]
pub(crate) struct Iter {
    pub st: Rc<Storage>,
    pub at: Parent,
}

/// A value of the side table.
#[derive(Clone, Debug)]
pub(crate) enum IterVal {
    Space(Space),
    Iter(Iter),
}

/// The iterator an MLIR value maps to.
fn iter_of(cx: &Cx, op: OpId, v: ValueId) -> Result<Iter> {
    match cx.iter_vals.get(&v) {
        Some(IterVal::Iter(it)) => Ok(it.clone()),
        _ => Err(cx.unsupported(op, "with an iterator that is not a block argument of an iterate/coiterate")),
    }
}

/// The space an MLIR value maps to.
pub(crate) fn space_of(cx: &Cx, op: OpId, v: ValueId) -> Result<Space> {
    match cx.iter_vals.get(&v) {
        Some(IterVal::Space(s)) => Ok(s.clone()),
        _ => Err(cx.unsupported(op, "with an iteration space not made by extract_iteration_space here")),
    }
}

/// Levels the walk cannot step through with the level iterators.
fn check_encoding(cx: &Cx, op: OpId, enc: &Encoding) -> Result<()> {
    if enc.is_slice() {
        return Err(cx.unsupported(op, "on a sparse slice"));
    }
    for lt in &enc.lvl_types {
        match lt.format {
            LevelFormat::Batch => return Err(cx.unsupported(op, "on a tensor with batch levels")),
            LevelFormat::NOutOfM { .. } => {
                return Err(cx.unsupported(op, "on a tensor with structured (n out of m) levels"))
            }
            _ => {}
        }
    }
    Ok(())
}

/// Fetches the storage of the tensor operand `t` of `op`.
fn fetch(cx: &mut Cx, op: OpId, t: ValueId) -> Result<Rc<Storage>> {
    let ir = cx.ir;
    let ty = ir.value_type(t);
    let enc = ir.type_encoding(ty).ok_or_else(|| cx.unsupported(op, "on a dense tensor"))?;
    check_encoding(cx, op, enc)?;
    let e = elem(cx, op, ty)?;
    let h = cx.get(t)?;
    let origin = Some(cx.origin(op));
    let levels = (0..enc.lvl_rank()).map(|l| fetch_level(cx, h, enc, l, origin)).collect();
    let values = cx.b.call_runtime("sparsir_kernel_values", &[h], vec![], &[Ty::Buf(e)], origin)[0];
    Ok(Rc::new(Storage { tensor: h, levels, values, elem: e }))
}

/// `extract_iteration_space %t (at %it)? lvls = lo to hi`.
pub fn extract_space(cx: &mut Cx, op: OpId) -> Result<()> {
    let ir = cx.ir;
    let o = ir.op(op);
    let lo = ir.op_attr(op, "loLvl").and_then(|a| attr_int(ir, a)).unwrap_or(0) as usize;
    let hi = ir.op_attr(op, "hiLvl").and_then(|a| attr_int(ir, a)).unwrap_or(lo as i64 + 1) as usize;
    let tensor = cx.get(o.operands[0])?;
    let (st, parent) = match o.operands.get(1) {
        None => {
            let zero = cx.b.index(0);
            (fetch(cx, op, o.operands[0])?, Parent::Pos(zero))
        }
        Some(&p) => {
            let it = iter_of(cx, op, p)?;
            // The parent's storage is reused when it is the same tensor.
            let st = if it.st.tensor == tensor { it.st.clone() } else { fetch(cx, op, o.operands[0])? };
            (st, it.at)
        }
    };
    let space = Space { st, lo, hi, parent };
    cx.iter_vals.insert(o.results[0], IterVal::Space(space));
    Ok(())
}

/// `extract_value %t at %it`: the value at a last-level iterator (duplicates summed).
pub fn extract_value(cx: &mut Cx, op: OpId) -> Result<()> {
    let o = cx.ir.op(op);
    let it = iter_of(cx, op, o.operands[1])?;
    let tensor = cx.get(o.operands[0])?;
    let (values, e) = if it.st.tensor == tensor {
        (it.st.values, it.st.elem)
    } else {
        let st = fetch(cx, op, o.operands[0])?;
        (st.values, st.elem)
    };
    let v = load_value(cx, values, it.at, e)?;
    cx.set_results(op, &[v]);
    Ok(())
}

/// The positions `[lo, hi)` of level `lvl` under `parent` (dense levels included).
pub(crate) fn level_range(cx: &mut Cx, op: OpId, lb: &LevelBufs, parent: Parent) -> Result<(VarId, VarId)> {
    if !lb.lt.is_dense_like() {
        return Ok(range(cx, lb, parent));
    }
    let Parent::Pos(p) = parent else {
        return Err(cx.unsupported(op, "with a dense level below a non-unique level"));
    };
    let lo = cx.b.binary(BinOp::MulI, p, lb.size);
    Ok((lo, cx.b.binary(BinOp::AddI, lo, lb.size)))
}

/// A level as a walk under `parent` sees it: below a non-unique level (a segment parent)
/// equal coordinates may repeat even at a `unique` singleton (a COO tensor read with
/// duplicate entries), so the walk groups them as at a non-unique level and
/// `extract_value` sums them (DESIGN.md decision 5).
pub(crate) fn walked(mut lb: LevelBufs, parent: Parent) -> LevelBufs {
    if matches!(parent, Parent::Seg(..)) {
        lb.lt.nonunique = true;
    }
    lb
}

/// The coordinate at position `q` of a level whose range starts at `lo`.
pub(crate) fn level_crd(cx: &mut Cx, lb: &LevelBufs, lo: VarId, q: VarId) -> VarId {
    if lb.lt.is_dense_like() {
        cx.b.binary(BinOp::SubI, q, lo)
    } else {
        crd_at(cx, lb, q)
    }
}

/// The innermost body of a walk: `(cx, iterator position, coordinates, carried)` →
/// the next carried values.
type Body<'b> = dyn FnMut(&mut Cx, Parent, &[VarId], &[VarId]) -> Result<Vec<VarId>> + 'b;

/// Walks levels `lvl..hi` under `parent`, calling `body` at every stored entry (one
/// call per coordinate at a non-unique level, with the segment as the position).
fn walk(
    cx: &mut Cx,
    (op, space): (OpId, &Space),
    (lvl, parent): (usize, Parent),
    crds: &[VarId],
    carried: &[VarId],
    body: &mut Body<'_>,
) -> Result<Vec<VarId>> {
    let lb = walked(space.st.levels[lvl], parent);
    let (lo, hi) = level_range(cx, op, &lb, parent)?;
    let mut step = |cx: &mut Cx, at: Parent, q: VarId, carried: &[VarId]| -> Result<Vec<VarId>> {
        let mut crds = crds.to_vec();
        crds.push(level_crd(cx, &lb, lo, q));
        if lvl + 1 < space.hi {
            walk(cx, (op, space), (lvl + 1, at), &crds, carried, body)
        } else {
            body(cx, at, &crds, carried)
        }
    };
    if lb.lt.is_unique() {
        let one = cx.b.index(1);
        return cx.for_loop(lo, hi, one, carried, |cx, q, carried| step(cx, Parent::Pos(q), q, carried));
    }
    let mut inits = vec![lo];
    inits.extend_from_slice(carried);
    let out = while_loop(
        cx,
        &inits,
        |cx, a| Ok(cx.b.cmp(sparsir_loops::CmpPred::Int(sparsir_loops::ops::IntPred::Ult), a[0], hi)),
        |cx, a| {
            let end = segment_end(cx, &lb, a[0], hi)?;
            let mut next = vec![end];
            next.extend(step(cx, Parent::Seg(a[0], end), a[0], &a[1..])?);
            Ok(next)
        },
    )?;
    Ok(out[1..].to_vec())
}

/// Maps a region's block arguments — carried values, used coordinates, then the
/// iterators — and lowers it; returns the yielded values.
pub(crate) fn run_region(
    cx: &mut Cx,
    region: RegionId,
    carried: &[VarId],
    crds: &[VarId],
    iters: Vec<Iter>,
) -> Result<Vec<VarId>> {
    let ir = cx.ir;
    let block = ir.block(ir.region(region).blocks[0]);
    let (head, its) = block.args.split_at(block.args.len() - iters.len());
    for (&a, &v) in head.iter().zip(carried.iter().chain(crds)) {
        cx.set(a, v);
    }
    for (&a, it) in its.iter().zip(iters) {
        cx.iter_vals.insert(a, IterVal::Iter(it));
    }
    match cx.lower_region_ops(region)? {
        Some(term) => cx.operands(term),
        None => Ok(vec![]),
    }
}

/// The used coordinates of a `crdUsedLvls` bit set.
pub(crate) fn used_crds(cx: &Cx, op: OpId, crds: &[VarId]) -> Vec<VarId> {
    let bits = cx.ir.op_attr(op, "crdUsedLvls").and_then(|a| attr_int(cx.ir, a)).unwrap_or(0) as u64;
    crds.iter().enumerate().filter(|(i, _)| *i < 64 && bits & (1 << i) != 0).map(|(_, &c)| c).collect()
}

/// `iterate %it in %space at(…) iter_args(…)`.
pub fn iterate(cx: &mut Cx, op: OpId) -> Result<()> {
    let o = cx.ir.op(op);
    let space = space_of(cx, op, o.operands[0])?;
    let inits: Vec<VarId> = o.operands[1..].iter().map(|&v| cx.get(v)).collect::<Result<_>>()?;
    let region = o.regions[0];
    let mut body = |cx: &mut Cx, at: Parent, crds: &[VarId], carried: &[VarId]| {
        let used = used_crds(cx, op, crds);
        let it = Iter { st: space.st.clone(), at };
        run_region(cx, region, carried, &used, vec![it])
    };
    let results = walk(cx, (op, &space), (space.lo, space.parent), &[], &inits, &mut body)?;
    cx.set_results(op, &results);
    Ok(())
}
