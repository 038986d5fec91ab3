//! Software prefetches of dense rows in the loop over a compressed fiber's positions.
//!
//! Why: a dense operand read along a whole row at the fiber's coordinate — `B[k, :]` in
//! SpMM, `Y[j, :]` in SDDMM — is read at rows picked at random, and the body would
//! otherwise wait on each. The coordinate a few positions ahead is already known
//! (`crd[q + DENSE_ROW_AHEAD]`), so its row can be requested early. Only hints: results never
//! change.
//!
//! Example: SpMM over CSR with `pos = [0, 3, 5]`, `crd = [4, 9, 1, 7, 2]` and a look-ahead
//! of 2: at position 0 the loop prefetches row `crd[2] = 1` of `B`; at position 1 row
//! `crd[3] = 7` — a row of the next fiber: the look-ahead runs on past the end of the
//! current fiber (the coordinate buffer is read within its length wherever the fibers
//! end), so every position's row is prefetched, even in fibers shorter than the
//! look-ahead; at positions 3 and 4 nothing is left ahead. A prefetched address outside
//! the operand is dropped by the prefetch statement itself.
//!
//! A sparse operand read along a whole row at the fiber's coordinate — `B[k, :]` of a CSR
//! `B` in SpGEMM — gets the same treatment one load later: its row's bounds
//! `pos[crd[q + SPARSE_ROW_AHEAD]]` and the next are read (positions are small and usually
//! cached) and every line of the coordinates and values between is prefetched (up to
//! [`SPARSE_ROW_BYTES`] of each). With `B`'s `pos = [0, 2, 2, 5]` and the fiber coordinate
//! ahead `k = 2`, the lines of `B.crd[2..5]` and `B.values[2..5]` are requested.
//!
//! A dense vector read at the coordinate (`x[j]` in SpMV: one element per entry) is
//! prefetched [`GATHER_AHEAD`] positions ahead — `x[crd[q + 64]]` — but only in a call
//! whose reads of it are scattered over more than a cache holds: the kernel asks the
//! runtime once, before its loops (`sparsir_kernel_gather_is_random`, which samples the
//! fibers: a banded matrix's rows read next to where the row before read, and the
//! hardware already streams those). A look-ahead of 16 lost everywhere (stops 29, 30 and
//! 41 in `docs/benchmarks.md`): too short for a read from memory; 64 gains on the uniform
//! random and R-MAT matrices (stop 44).
//!
//! The fiber's own coordinates and values, where the innermost loop reads a CSR operand
//! row after row (SpMV), are one long sequential read: they are requested
//! [`STREAM_AHEAD_BYTES`] ahead of the position ([`prefetch_stream`]). With 32-bit
//! coordinates and `f64` values, at position 1000 the loop requests `crd[1128]` and
//! `values[1064]` — past the row's end and into the next rows, which are read next; past
//! the buffer's end the request is harmless (a prefetch never faults). One core reads
//! memory faster with these requests in flight than with the hardware's prefetcher
//! alone (`docs/benchmarks.md`, stop 42).

use sparsir_loops::ops::IntPred;
use sparsir_loops::Ty;
use sparsir_loops::{BinOp, CmpPred, VarId};
use sparsir_storage::encoding::affine::AffineExpr;
use sparsir_storage::ElemType;

use super::analysis::{Kernel, Storage};
use super::codegen::{At, Data, Gen};
use super::flow::if_then;
use super::levels::{crd_at, load_index, LevelBufs};
use crate::lower::{Cx, Result};

/// Positions ahead of the current one whose dense rows are prefetched. 16, not 8: SpMM and
/// SDDMM on the benchmark matrices, alternating runs of both builds, medians 0.6–0.97×
/// with 16 (R-MAT the most), none slower.
const DENSE_ROW_AHEAD: i64 = 16;

/// Positions ahead of the current one whose sparse rows are prefetched. 8: SpGEMM ran
/// 1.07–1.19× slower with 16.
const SPARSE_ROW_AHEAD: i64 = 8;

/// The average entries per row from which a sparse operand's rows are prefetched.
const SPARSE_ROW_MIN: i64 = 16;

/// The most bytes of a sparse row's coordinates, and of its values, that are prefetched:
/// 1 KiB, 128 `f64` values (a row longer than that is a stream the hardware prefetcher
/// follows).
const SPARSE_ROW_BYTES: i64 = 1024;

/// Positions ahead of the current one whose gathered element (`x[crd[q + 64]]`) is
/// prefetched: about a memory latency of entries ahead on one core.
const GATHER_AHEAD: i64 = 64;

/// How far ahead of the current position a fiber read in order is requested, in bytes
/// (of each buffer). 512: in a C harness of SpMV at one and two threads (20k rows of 50,
/// 1M rows of 16 at random columns, 1M banded rows of 5), 256 gained less everywhere and
/// 1024 lost on the 20k matrix.
const STREAM_AHEAD_BYTES: i64 = 512;

/// Emits the look-ahead prefetches of the loop at `depth` over positions `q` of operand
/// `t`'s level `lb`, when it is the innermost loop and that level's fibers are read one
/// after the other: a two-level operand whose dense first level is walked by the
/// outermost loop, in order (the rows of a CSR operand) and whose coordinates fill a
/// buffer of their own (not an AoS region).
pub fn prefetch_stream(cx: &mut Cx, g: &Gen, depth: usize, t: usize, lb: &LevelBufs, q: VarId) {
    if depth + 1 != g.k.num_loops() {
        return;
    }
    let (Storage::Sparse { lvl_subs, .. }, Data::Sparse { levels, values }) =
        (&g.k.operands[t].storage, &g.data[t])
    else {
        return;
    };
    let in_order = lvl_subs.len() == 2
        && lvl_subs[0] == AffineExpr::Var(g.k.order[0])
        && levels[0].lt.is_dense_like()
        && levels[1].crd == lb.crd
        && lb.lt.has_pos()
        && lb.crd_stride == 1
        && lb.crd_offset == 0;
    if !in_order {
        return;
    }
    for buf in [lb.crd, *values] {
        let Ty::Buf(elem) = cx.b.ty(buf) else { continue };
        let ahead = cx.b.index(STREAM_AHEAD_BYTES / elem.bytes() as i64);
        let idx = cx.b.binary(BinOp::AddI, q, ahead);
        cx.b.prefetch_stream(buf, idx);
    }
}

/// A dense operand read along a row at loop `l`'s coordinate.
struct Row {
    buf: VarId,
    strides: Vec<VarId>,
    map: Vec<AffineExpr>,
}

/// Emits the prefetches of the loop over fiber positions `q` of level buffers `lb` (whose
/// fiber ends at `hi`) for loop index `l`: the first two cache lines of each dense row
/// read at coordinate `crd[q + DENSE_ROW_AHEAD]`, and the start of each sparse row at
/// `crd[q + SPARSE_ROW_AHEAD]`.
pub fn prefetch_rows(
    cx: &mut Cx,
    g: &Gen,
    at: &At,
    l: u32,
    lb: &LevelBufs,
    hi: VarId,
    q: VarId,
) -> Result<()> {
    let rows = rows_at(g, l);
    let sparse_rows = sparse_rows_at(g, l);
    if rows.is_empty() && sparse_rows.is_empty() {
        return Ok(());
    }
    // Coordinate `p` is `crd[p]`: the look-ahead may read the whole buffer. In an AoS
    // region (strided coordinates) it stays within the fiber.
    let end = if lb.crd_stride == 1 && lb.crd_offset == 0 { cx.b.buf_len(lb.crd) } else { hi };
    if !rows.is_empty() {
        at_crd_ahead(cx, lb, end, q, DENSE_ROW_AHEAD, |cx, crd| {
            for r in &rows {
                let lin = row_start(cx, at, l, crd, r);
                cx.b.prefetch(r.buf, lin);
                let line = cx.b.index(8);
                let second = cx.b.binary(BinOp::AddI, lin, line);
                cx.b.prefetch(r.buf, second);
            }
            Ok(())
        })?;
    }
    if !sparse_rows.is_empty() {
        // Whether any of the rows is long enough is tested first: it does not change in
        // the loop, so where no row is (the Laplacian's), the loop does no more than one
        // branch the same way each time — not the read of a coordinate ahead and its
        // tests (SpGEMM on the Laplacian at one thread 59–60 → 55–57 ms).
        let longs: Vec<VarId> = sparse_rows.iter().map(|r| long_rows(cx, r)).collect();
        let any = longs[1..].iter().fold(longs[0], |acc, &l| cx.b.binary(BinOp::OrI, acc, l));
        let lb = *lb;
        if_then(cx, any, |cx| {
            at_crd_ahead(cx, &lb, end, q, SPARSE_ROW_AHEAD, |cx, crd| {
                for (r, &long) in sparse_rows.iter().zip(&longs) {
                    prefetch_sparse_row(cx, r, long, crd)?;
                }
                Ok(())
            })
        })?;
    }
    Ok(())
}

/// Runs `body` with the coordinate `distance` positions past `q` when that position is
/// below `end`.
fn at_crd_ahead(
    cx: &mut Cx,
    lb: &LevelBufs,
    end: VarId,
    q: VarId,
    distance: i64,
    body: impl FnOnce(&mut Cx, VarId) -> Result<()>,
) -> Result<()> {
    let distance = cx.b.index(distance);
    let next = cx.b.binary(BinOp::AddI, q, distance);
    let inside = cx.b.cmp(CmpPred::Int(IntPred::Ult), next, end);
    let lb = *lb;
    if_then(cx, inside, |cx| {
        let crd = crd_at(cx, &lb, next);
        body(cx, crd)
    })
}

/// Whether the rows of sparse operand `r` have `SPARSE_ROW_MIN` entries on average: a
/// short row is a line or two that the body reaches at once (the Laplacian's 5 per row,
/// where the prefetches cost 20% of SpGEMM).
fn long_rows(cx: &mut Cx, r: &SparseRow) -> VarId {
    let rows = cx.b.buf_len(r.pos);
    let entries = cx.b.buf_len(r.crd);
    let min = cx.b.index(SPARSE_ROW_MIN);
    let wanted = cx.b.binary(BinOp::MulI, rows, min);
    cx.b.cmp(CmpPred::Int(IntPred::Uge), entries, wanted)
}

/// Prefetches row `crd` of a sparse operand when its rows are `long` ([`long_rows`]):
/// every line of its coordinates and of its values, up to [`SPARSE_ROW_BYTES`] of each.
/// Only the first lines, as before stop 51, left the rest of a row to the hardware's
/// prefetcher, which starts after the first misses: SpGEMM on the 20k matrix (rows of
/// ~50: four lines of 32-bit coordinates, seven of values) at one thread spent a third of
/// its samples waiting on `B`'s rows; with whole rows it ran 21-24% faster.
fn prefetch_sparse_row(cx: &mut Cx, r: &SparseRow, long: VarId, crd: VarId) -> Result<()> {
    let rows = cx.b.buf_len(r.pos);
    let one = cx.b.index(1);
    let next = cx.b.binary(BinOp::AddI, crd, one);
    let has_row = cx.b.cmp(CmpPred::Int(IntPred::Ult), next, rows);
    let go = cx.b.binary(BinOp::AndI, long, has_row);
    let r = *r;
    if_then(cx, go, |cx| {
        let first = load_index(cx, r.pos, crd);
        let end = load_index(cx, r.pos, next);
        for buf in [r.crd, r.values] {
            let Ty::Buf(elem) = cx.b.ty(buf) else { continue };
            let bytes = elem.bytes().max(1) as i64;
            let span = cx.b.index(SPARSE_ROW_BYTES / bytes);
            let cap = cx.b.binary(BinOp::AddI, first, span);
            let short = cx.b.cmp(CmpPred::Int(IntPred::Ult), end, cap);
            let stop = cx.b.select(short, end, cap);
            let step = cx.b.index((64 / bytes).max(1));
            cx.b.for_loop(first, stop, step, &[], |b, p, _| {
                b.prefetch(buf, p);
                Ok::<_, crate::lower::LowerError>(vec![])
            })?;
        }
        Ok(())
    })
}

/// The buffers of a sparse operand whose rows are read at a loop's coordinate.
#[derive(Clone, Copy)]
struct SparseRow {
    pos: VarId,
    crd: VarId,
    values: VarId,
}

/// The two-level sparse operands whose dense first level is walked by loop `l` and whose
/// second level is compressed with plain coordinates (CSR, CSC as `B[k, :]` at `k = l`).
fn sparse_rows_at(g: &Gen, l: u32) -> Vec<SparseRow> {
    g.k.operands
        .iter()
        .zip(&g.data)
        .filter_map(|(o, d)| match (&o.storage, d) {
            (Storage::Sparse { lvl_subs, .. }, Data::Sparse { levels, values })
                if lvl_subs.len() == 2
                    && lvl_subs[0] == AffineExpr::Var(l)
                    && levels[0].lt.is_dense_like()
                    && levels[1].lt.has_pos()
                    && !levels[1].lt.is_loose()
                    && levels[1].crd_stride == 1
                    && levels[1].crd_offset == 0 =>
            {
                Some(SparseRow { pos: levels[1].pos, crd: levels[1].crd, values: *values })
            }
            _ => None,
        })
        .collect()
}

/// The dense operands indexed by loop `l` in a leading dimension, all by plain loop
/// indices.
fn rows_at(g: &Gen, l: u32) -> Vec<Row> {
    let at_l = AffineExpr::Var(l);
    g.k.operands
        .iter()
        .zip(&g.data)
        .filter_map(|(o, d)| match d {
            Data::Dense { buf, strides }
                if o.map.len() > 1
                    && o.map[..o.map.len() - 1].contains(&at_l)
                    && o.map.iter().all(|e| matches!(e, AffineExpr::Var(_))) =>
            {
                Some(Row { buf: *buf, strides: strides.clone(), map: o.map.clone() })
            }
            _ => None,
        })
        .collect()
}

/// The linear index of `r` with loop `l` at coordinate `crd` and the enclosing loops at
/// their current values (loops not yet opened contribute 0: the row's start).
fn row_start(cx: &mut Cx, at: &At, l: u32, crd: VarId, r: &Row) -> VarId {
    let mut lin = cx.b.index(0);
    for (e, &stride) in r.map.iter().zip(&r.strides) {
        let AffineExpr::Var(m) = e else { continue };
        let x = if *m == l { Some(crd) } else { at.ivs[*m as usize] };
        if let Some(x) = x {
            let term = cx.b.binary(BinOp::MulI, x, stride);
            lin = cx.b.binary(BinOp::AddI, lin, term);
        }
    }
    lin
}

/// The dense vectors gathered at the coordinates of a sparse operand's last level (`x` at
/// `A`'s columns in SpMV), and whether this call's reads of them are scattered.
#[derive(Clone, Debug)]
pub struct Gather {
    /// The coordinates of the level whose fiber loop reads them.
    crd: VarId,
    /// The vectors' values.
    bufs: Vec<VarId>,
    /// `i1`: prefetch (the runtime's answer for the first vector, asked once before the
    /// loops: the vectors share the loop's size).
    scattered: VarId,
}

/// The vectors of `k` read one element per entry at the coordinates of a sparse
/// operand's innermost level (compressed, positions and coordinates of its own, below at
/// least one other level), grouped by level, each level with the runtime's answer whether
/// to prefetch them.
pub fn gathers(cx: &mut Cx, k: &Kernel, data: &[Data]) -> Vec<Gather> {
    let mut found = Vec::new();
    for (o, d) in k.operands.iter().zip(data) {
        let (Storage::Sparse { lvl_subs, .. }, Data::Sparse { levels, .. }) = (&o.storage, d) else {
            continue;
        };
        let (Some(last), Some(AffineExpr::Var(l))) = (levels.last(), lvl_subs.last()) else { continue };
        if levels.len() < 2
            || !last.lt.has_pos()
            || last.lt.is_loose()
            || last.crd_stride != 1
            || last.crd_offset != 0
        {
            continue;
        }
        let bufs: Vec<VarId> = k
            .operands
            .iter()
            .zip(data)
            .filter_map(|(x, xd)| match xd {
                Data::Dense { buf, .. } if x.map == [AffineExpr::Var(*l)] => Some(*buf),
                _ => None,
            })
            .collect();
        let Some(&first) = bufs.first() else { continue };
        let scattered = cx.b.call_runtime(
            "sparsir_kernel_gather_is_random",
            &[last.pos, last.crd, first],
            vec![],
            &[Ty::Scalar(ElemType::I1)],
            None,
        )[0];
        found.push(Gather { crd: last.crd, bufs, scattered });
    }
    found
}

/// The run-time answer whether to prefetch the vectors gathered at `lb`'s coordinates
/// (`None` when none is): the fiber loop (an accumulating loop's second part) is emitted
/// twice, with and without [`prefetch_gathers`].
pub fn gathered(g: &Gen, lb: &LevelBufs) -> Option<VarId> {
    g.gathers.iter().find(|x| x.crd == lb.crd).map(|x| x.scattered)
}

/// In the loop over positions `q` of level buffers `lb` (the version run when
/// [`gathered`] said so): prefetches the vectors gathered at these coordinates
/// [`GATHER_AHEAD`] positions ahead.
pub fn prefetch_gathers(cx: &mut Cx, g: &Gen, lb: &LevelBufs, q: VarId) -> Result<()> {
    let Some(gather) = g.gathers.iter().find(|x| x.crd == lb.crd) else { return Ok(()) };
    let end = cx.b.buf_len(lb.crd);
    // A coordinate of a stored entry: within the vectors' length in any valid tensor, and
    // a prefetch never faults (no bounds test).
    at_crd_ahead(cx, lb, end, q, GATHER_AHEAD, |cx, crd| {
        for &buf in &gather.bufs {
            cx.b.prefetch_ahead(buf, crd);
        }
        Ok(())
    })
}
