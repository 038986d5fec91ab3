//! Running a parallel region's iterations on several threads.
//!
//! Why: a kernel's outermost loop over the output's rows (SpMV, SpMM, SDDMM, SpGEMM,
//! element-wise ops) has independent iterations (`sparsir_loops::ParallelFor`, claimed
//! by the sparsifier). Its compiled region takes its range of iterations as two extra
//! scalars (`sp_lo`, `sp_hi`, see `emit`), so the same machine code runs any range: this
//! module splits `lo..hi` into ranges, runs them on rayon's pool (one pool per process:
//! the global one, or the one a caller `install`s) and puts the pieces together.
//!
//! Ranges are balanced by work, not rows: with a balance buffer (the positions of a
//! compressed level below the loop), iteration `i` weighs `pos[i + 1] - pos[i] + 1`, so a
//! skewed R-MAT matrix gets ranges of equal entries. What each range writes:
//! * disjoint buffers (dense output rows, row counts): in place, shared by all ranges;
//! * appended buffers (a sparse output's coordinates and values): a range appends to an
//!   empty buffer of its own; afterwards the ranges' buffers are appended to the real one
//!   in range order, so the result is exactly the sequential one at any thread count.
//!   When the claim bounds each range's appends (`reserved_by`), the real buffer already
//!   has room for all of them and the loop never grows it, each range instead appends in
//!   place, in a slice of the real buffer's spare room that starts where the bounds of
//!   the ranges before it end; the slices are then closed up in range order (nothing
//!   moves when every range filled its slice, as SDDMM's do). Example: bounds 3, 2, 4 at
//!   length 10: the ranges write from 10, 13 and 15; if the first appended 2, the
//!   second's entries move from 13 to 12 and the third's from 15 to 14;
//! * scratch buffers (a row workspace, an accumulator slot): each range works on its own
//!   copy (the loop leaves them as it found them, so the original stays valid);
//! * reduced buffers (an output every iteration adds into): the first range reduces into
//!   the real buffer, the others into copies holding the op's identity, combined into the
//!   real one in range order — repeatable at a given split, associated differently from
//!   one thread.
//!
//! A failure (a failing assert, division by zero) is reported from the first failing
//! range in iteration order: the ranges before it ran to completion, so it is the error
//! the sequential loop reports.

use std::ffi::c_void;

use rayon::prelude::*;
use sparsir_loops::{BinOp, VarId};
use sparsir_storage::{with_vals, ElemType, ValBuf};

use crate::value::Val;

use super::region::Region;
use super::{describe, CallState, RegionFn, SpBuf, SpRt, SpVal};

/// Below this much work (entries + rows with a balance buffer, rows without), one thread
/// runs the loop: a parallel call costs a few microseconds of scheduling.
const MIN_BALANCED_WORK: u64 = 1 << 15;
const MIN_ROWS: i64 = 4096;

/// A failure recorded by compiled code: site and its three operands.
pub type Failure = (i32, i64, i64, f64);

/// The ranges to run `lo..hi` in, or `None` to run it on one thread.
pub fn ranges(r: &Region, descs: &[SpBuf], lo: i64, hi: i64, threads: usize) -> Option<Vec<(i64, i64)>> {
    let p = r.parallel.as_ref()?;
    if p.reserved_by.is_some_and(|b| !r.bufs.contains(&b)) {
        return None;
    }
    let forced = crate::threads::split_always();
    let threads = if forced { threads.max(3) } else { threads };
    if threads < 2 || hi - lo < 2 {
        return None;
    }
    let (min_work, min_rows) = if forced { (0, 0) } else { (MIN_BALANCED_WORK, MIN_ROWS) };
    // Ranges that append or copy scratch buffers cost a copy each: one per thread. Others
    // are cheap: four per thread, for rayon to even out.
    let copies = !(p.scratch.is_empty() && r.pushed.is_empty() && p.reduced.is_empty());
    let chunks = if copies { threads } else { 4 * threads } as i64;
    let balance = p.balance.and_then(|b| {
        let j = r.bufs.iter().position(|&v| v == b)?;
        let (desc, elem) = (&descs[j], r.buf_elems[j]);
        // Iteration i's weight is pos[i + 1] - pos[i] + 1: search over pos[i] + i.
        let at = move |i: i64| load_index(desc, elem, i).map(|p| p.wrapping_add(i as u64));
        let (first, last) = (at(lo)?, at(hi)?);
        (last >= first).then_some((first, last, at))
    });
    // Too little work to split: decided before anything is allocated.
    match &balance {
        Some((first, last, _)) if last - first < min_work => return None,
        None if hi - lo < min_rows => return None,
        _ => {}
    }
    let mut bounds = vec![lo];
    match balance {
        Some((first, last, at)) => {
            let work = last - first;
            for c in 1..chunks {
                let target = first + (work as u128 * c as u128 / chunks as u128) as u64;
                // The first iteration whose start is at or past the target.
                let (mut a, mut b) = (*bounds.last().expect("starts with lo"), hi);
                while a < b {
                    let mid = a + (b - a) / 2;
                    if at(mid).is_some_and(|w| w < target) {
                        a = mid + 1;
                    } else {
                        b = mid;
                    }
                }
                bounds.push(a);
            }
        }
        None => {
            let n = hi - lo;
            bounds.extend((1..chunks).map(|c| lo + (n as i128 * c as i128 / chunks as i128) as i64));
        }
    }
    bounds.push(hi);
    bounds.dedup();
    let ranges: Vec<(i64, i64)> = bounds.windows(2).map(|w| (w[0], w[1])).collect();
    (ranges.len() > 1).then_some(ranges)
}

/// `b[hi] - b[lo]` for the claim's `reserved_by` buffer `b`: the most a range `lo..hi`
/// appends to each appended buffer. `None` when `b` is not a buffer of the region, `lo`
/// or `hi` is outside it, or the bound is negative.
fn appends_bound(r: &Region, descs: &[SpBuf], b: VarId, lo: i64, hi: i64) -> Option<usize> {
    let j = r.bufs.iter().position(|&v| v == b)?;
    let (desc, elem) = (&descs[j], r.buf_elems[j]);
    let (first, last) = (load_index(desc, elem, lo)?, load_index(desc, elem, hi)?);
    usize::try_from(last.checked_sub(first)?).ok()
}

/// Entry `i` of an integer buffer, read unsigned (positions are).
fn load_index(desc: &SpBuf, elem: ElemType, i: i64) -> Option<u64> {
    if i < 0 || i >= desc.len {
        return None;
    }
    let i = i as usize;
    // SAFETY: `desc` describes `len` initialised elements of type `elem` (see `try_run`),
    // and `i < len`.
    unsafe {
        Some(match elem {
            ElemType::I8 => *(desc.data as *const u8).add(i) as u64,
            ElemType::I16 => *(desc.data as *const u16).add(i) as u64,
            ElemType::I32 => *(desc.data as *const u32).add(i) as u64,
            ElemType::I64 | ElemType::Index => *(desc.data as *const u64).add(i),
            _ => return None,
        })
    }
}

/// The descriptors of one call, shared read-only by the threads.
struct SharedDescs<'a>(&'a [SpBuf]);

// SAFETY: the descriptors point into buffers borrowed (and so kept alive and unmoved) for
// the whole parallel call; threads only copy them. Through them, compiled code reads
// shared buffers and writes only elements its range owns (the `ParallelFor` claim), so no
// two threads write one element, and none reads an element another writes.
unsafe impl Sync for SharedDescs<'_> {}

/// How a range reaches one of the loop's buffers.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// Through the shared descriptor (read, or written where the range owns it).
    Shared,
    /// Its own buffer to append to (the first range: the real one).
    Appended,
    /// Its own copy of a scratch buffer (the first range: the real one).
    Scratch,
    /// Its own copy holding the reduction's identity (the first range: the real one).
    Reduced,
}

/// What one range left: its status, failure, own buffers and, per descriptor, how many
/// entries it appended in place (see [`InPlace`]; 0 for other buffers).
struct RangeOutcome {
    status: i32,
    failure: Option<Failure>,
    own: Vec<Option<ValBuf>>,
    appended_in_place: Vec<i64>,
}

/// An appended buffer the ranges append to in place: its spare room, from the element at
/// its length, as an address (ranges run on other threads) and an element size.
#[derive(Clone, Copy)]
struct InPlace {
    spare: usize,
    elem_bytes: usize,
}

/// The address of `v`'s element at its length, its spare room and its element size.
fn spare_room<T>(v: &mut Vec<T>) -> (usize, usize, usize) {
    let spare = v.spare_capacity_mut();
    (spare.as_mut_ptr() as usize, spare.len(), std::mem::size_of::<T>())
}

/// Which appended buffers the ranges append to in place: the claim bounds every range's
/// appends (`rooms`), the loop never grows the buffer, and its spare room holds them all.
fn in_place_appends(
    r: &Region,
    own_kind: &[Kind],
    targets: &mut [Option<&mut ValBuf>],
    rooms: &[usize],
) -> Vec<Option<InPlace>> {
    let bounded = r.parallel.as_ref().is_some_and(|p| p.reserved_by.is_some());
    let needed: usize = rooms.iter().sum();
    targets
        .iter_mut()
        .zip(own_kind)
        .zip(&r.bufs)
        .map(|((target, &kind), v)| {
            let target = target.as_deref_mut().filter(|_| bounded && kind == Kind::Appended)?;
            if !r.never_grown.contains(v) {
                return None;
            }
            let (spare, room, elem_bytes) = with_vals!(target, v => spare_room(v.to_mut()));
            (room >= needed).then_some(InPlace { spare, elem_bytes })
        })
        .collect()
}

/// Closes up the slices the ranges appended to in place: `pieces` holds each range's
/// slice start (elements past `v`'s length) and count, in range order. Returns how many
/// non-empty slices moved.
///
/// # Safety
/// Each slice lies within `v`'s spare room, the slices are in increasing order without
/// overlap, and compiled code initialised the first `count` elements of each.
unsafe fn close_up<T>(v: &mut Vec<T>, pieces: &[(usize, usize)]) -> u64 {
    let len = v.len();
    let base = v.as_mut_ptr();
    let mut end = len;
    let mut moved = 0;
    for &(at, count) in pieces {
        moved += u64::from(count > 0 && end != len + at);
        // SAFETY: by the caller's promise the source `len + at ..` holds `count`
        // initialised elements within the capacity; `end <= len + at` (earlier slices
        // hold at most their bound), so the destination is within the capacity too, and
        // `copy` allows the two to overlap.
        unsafe { std::ptr::copy(base.add(len + at), base.add(end), count) };
        end += count;
    }
    // SAFETY: elements below `end` are the old ones and the moved slices.
    unsafe { v.set_len(end) };
    moved
}

/// Runs `func` over `ranges`; `targets[j]` is the owned buffer behind descriptor `j`
/// (`None` for read-only views). The first range appends to the real buffers and uses the
/// real scratch buffers (moved out and back); the others get empty buffers and copies. On
/// success, appended buffers hold every range's entries in range order. `threads`: the
/// pool's size; the region is told how many ranges run at once (`sp_rt.cores`).
pub fn run(
    func: RegionFn,
    r: &Region,
    sc: &[SpVal],
    descs: &[SpBuf],
    targets: &mut [Option<&mut ValBuf>],
    ranges: &[(i64, i64)],
    threads: usize,
) -> Result<(), Option<Failure>> {
    let cores = ranges.len().min(threads).max(1);
    let p = r.parallel.as_ref().expect("a parallel region");
    let n_in = r.scalars_in.len();
    let shared = SharedDescs(descs);
    let reduce_op = |v: &VarId| p.reduced.iter().find(|(b, _)| b == v).map(|&(_, op)| op);
    let own_kind: Vec<Kind> = r
        .bufs
        .iter()
        .map(|v| {
            if r.pushed.contains(v) {
                Kind::Appended
            } else if p.scratch.contains(v) {
                Kind::Scratch
            } else if reduce_op(v).is_some() {
                Kind::Reduced
            } else {
                Kind::Shared
            }
        })
        .collect();
    // Room for each range's unchecked appends (the first range appends to the real
    // buffers, in which the loop's `Reserve` made room for every range). Computed before
    // any buffer is moved out, so that a failure leaves them in place.
    let rooms = match p.reserved_by {
        Some(b) => {
            ranges.iter().map(|&(lo, hi)| appends_bound(r, descs, b, lo, hi)).collect::<Option<Vec<_>>>()
        }
        None => Some(vec![0; ranges.len()]),
    };
    let rooms = rooms.ok_or(None)?;
    let in_place = in_place_appends(r, &own_kind, targets, &rooms);
    // Where each range's slice starts in an in-place buffer's spare room.
    let starts: Vec<usize> =
        rooms.iter().scan(0, |at, &room| Some(std::mem::replace(at, *at + room))).collect();
    let mut owns: Vec<Vec<Option<ValBuf>>> = Vec::with_capacity(ranges.len());
    for (k, &room) in rooms.iter().enumerate() {
        let own = targets
            .iter_mut()
            .zip(&own_kind)
            .zip(&r.buf_elems)
            .zip(&in_place)
            .map(|(((target, &kind), &elem), in_place)| match (kind, target.as_deref_mut()) {
                (Kind::Shared, _) => None,
                (Kind::Appended, _) if in_place.is_some() => None,
                (_, Some(t)) if k == 0 => Some(std::mem::replace(t, elem.empty_buf())),
                (Kind::Appended, _) => {
                    let mut b = elem.empty_buf();
                    with_vals!(&mut b, v => v.to_mut().reserve(room));
                    Some(b)
                }
                _ => None, // scratch and reduced: filled below
            })
            .collect();
        owns.push(own);
    }
    // Identity-filled copies for the other ranges' reductions.
    for (j, v) in r.bufs.iter().enumerate() {
        if let (Some(op), Some(len)) = (reduce_op(v), owns[0][j].as_ref().map(ValBuf::len)) {
            let elem = r.buf_elems[j];
            let Some(identity) = sparsir_loops::ops::reduction_identity(op, elem) else { return Err(None) };
            for own in owns.iter_mut().skip(1) {
                let mut b = elem.empty_buf();
                b.push_repeated(identity, len);
                own[j] = Some(b);
            }
        }
    }
    // Scratch copies for the other ranges, from the first range's (the real) buffers.
    for k in 1..ranges.len() {
        for j in (0..own_kind.len()).filter(|&j| own_kind[j] == Kind::Scratch) {
            owns[k][j] = owns[0][j].clone();
        }
    }
    let outcomes: Vec<RangeOutcome> = ranges
        .par_iter()
        .zip(owns.into_par_iter())
        .enumerate()
        .map(|(k, (&(lo, hi), mut own))| {
            let shared = &shared;
            let mut descs: Vec<SpBuf> = shared.0.to_vec();
            for (j, b) in own.iter_mut().enumerate() {
                if let Some(b) = b {
                    descs[j] = describe(b, j as i64);
                }
            }
            for (j, place) in in_place.iter().enumerate() {
                if let Some(InPlace { spare, elem_bytes }) = *place {
                    // No buffer behind the slot: `grow` fails rather than move anything
                    // (the loop never grows these buffers).
                    let data = (spare + starts[k] * elem_bytes) as *mut c_void;
                    descs[j] = SpBuf { data, len: 0, cap: rooms[k] as i64, slot: j as i64 };
                }
            }
            let mut sc = sc.to_vec();
            sc[n_in] = SpVal { i: lo };
            sc[n_in + 1] = SpVal { i: hi };
            let mut state = CallState { failure: None, bufs: own.iter_mut().map(|b| b.as_mut()).collect() };
            let rt = SpRt::new(&mut state as *mut CallState as *mut c_void, cores);
            // SAFETY: as for a sequential call (`try_run`): `func` was compiled from `r`,
            // `sc` holds its live-ins and range, each descriptor points at a live buffer
            // of the compiled element type (shared ones borrowed by the caller, this
            // range's own ones in `own`); the ranges are disjoint and the loop's claim
            // makes their writes to shared buffers disjoint.
            let status = unsafe { func(&rt, sc.as_mut_ptr(), descs.as_mut_ptr()) };
            let failure = state.failure;
            drop(state);
            for (j, b) in own.iter_mut().enumerate() {
                if let (Some(b), Kind::Appended) = (b, own_kind[j]) {
                    let len = descs[j].len.max(0) as usize;
                    // SAFETY: compiled code initialised every element below `len` (what it
                    // appended, within the capacity `grow` reserved).
                    with_vals!(b, v => unsafe { v.to_mut().set_len(len) });
                }
            }
            let appended_in_place = descs
                .iter()
                .zip(&in_place)
                .map(|(d, place)| if place.is_some() { d.len } else { 0 })
                .collect();
            RangeOutcome { status, failure, own, appended_in_place }
        })
        .collect();
    let mut outcomes = outcomes.into_iter();
    let first = outcomes.next().expect("at least two ranges");
    // The real buffers go back first, whatever happened.
    for (j, b) in first.own.into_iter().enumerate() {
        if let (Some(b), Some(target)) = (b, targets[j].as_deref_mut()) {
            *target = b;
        }
    }
    let rest: Vec<RangeOutcome> = outcomes.collect();
    if first.status != 0 {
        return Err(first.failure);
    }
    if let Some(failed) = rest.iter().find(|o| o.status != 0) {
        return Err(failed.failure);
    }
    for (j, v) in r.bufs.iter().enumerate() {
        if let (Some(op), Some(target)) = (reduce_op(v), targets[j].as_deref_mut()) {
            for outcome in &rest {
                if let Some(part) = &outcome.own[j] {
                    combine(op, target, part).map_err(|_| None)?;
                }
            }
        }
    }
    let mut moved = 0;
    for (j, place) in in_place.iter().enumerate() {
        let (Some(_), Some(target)) = (place, targets[j].as_deref_mut()) else { continue };
        let counts =
            std::iter::once(&first.appended_in_place).chain(rest.iter().map(|o| &o.appended_in_place));
        let pieces: Vec<(usize, usize)> = counts
            .zip(&starts)
            .zip(&rooms)
            .map(|((counts, &at), &room)| {
                usize::try_from(counts[j]).ok().filter(|&n| n <= room).map(|n| (at, n))
            })
            .collect::<Option<_>>()
            .ok_or(None)?;
        // SAFETY: each range appended `n <= room` elements (checked above) from its slice
        // start, and the slices (starts are the running sums of the rooms) lie in order
        // within the spare room, which `in_place_appends` found large enough for all of
        // them; nothing touched the buffer since.
        moved += with_vals!(target, v => unsafe { close_up(v.to_mut(), &pieces) });
    }
    if in_place.iter().any(Option::is_some) {
        crate::threads::count_in_place(moved);
    }
    for (j, target) in targets.iter_mut().enumerate().filter(|(j, _)| own_kind[*j] == Kind::Appended) {
        let total: usize = rest.iter().filter_map(|o| o.own[j].as_ref()).map(ValBuf::len).sum();
        if let Some(target) = target.as_deref_mut() {
            with_vals!(target, v => v.to_mut().reserve(total));
        }
    }
    for outcome in &rest {
        for (j, b) in outcome.own.iter().enumerate() {
            if let (Some(b), Kind::Appended, Some(target)) = (b, own_kind[j], targets[j].as_deref_mut()) {
                if !target.append_parallel(b) {
                    return Err(None);
                }
            }
        }
    }
    Ok(())
}

/// `target[e] = target[e] ⊕ part[e]` for every element (MLIR's semantics of `⊕`; a tight
/// loop for float sums).
fn combine(op: BinOp, target: &mut ValBuf, part: &ValBuf) -> Result<(), String> {
    if target.len() != part.len() || target.elem_type() != part.elem_type() {
        return Err("internal error: reduction copies differ".into());
    }
    match (op, &mut *target, part) {
        (BinOp::AddF, ValBuf::F64(t), ValBuf::F64(p)) => {
            t.to_mut().iter_mut().zip(p.iter()).for_each(|(t, p)| *t += p);
        }
        (BinOp::AddF, ValBuf::F32(t), ValBuf::F32(p)) => {
            t.to_mut().iter_mut().zip(p.iter()).for_each(|(t, p)| *t += p);
        }
        _ => {
            let elem = target.elem_type();
            let mut out = elem.empty_buf();
            for e in 0..target.len() {
                let a = Val::from_scalar(target.get(e), elem);
                let b = Val::from_scalar(part.get(e), elem);
                let c = crate::scalar::binary(op, elem, &a, &b)?;
                out.push_scalar(c.to_scalar().ok_or("internal error: a reduction gave no scalar")?);
            }
            *target = out;
        }
    }
    Ok(())
}
