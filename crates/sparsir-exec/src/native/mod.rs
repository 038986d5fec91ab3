//! The native backend: loop nests compiled to machine code through C.
//!
//! Why: interpreting a kernel costs hundreds of times what the peers spend. The loop
//! nests of a program ([`region`]) are emitted as C ([`emit`]), compiled by the system
//! compiler and cached on disk ([`cc`]), loaded with `libloading`, and called by the
//! interpreter in place of interpreting those statements ([`NativeCode::try_run`]). The
//! interpreter keeps sequencing the runtime calls between loop nests, so the two
//! backends share every runtime function and differ only in how loops run.
//!
//! The boundary: a region receives its scalar live-ins as `sp_val`s, its buffers as
//! `sp_buf` descriptors pointing into the buffers' own storage (no copy), and a table of
//! `extern "C"` functions into the Rust runtime ([`SpRt`]: failures, math functions,
//! growing an appended buffer). A region runs natively only when its buffers are
//! distinct (C sees them as `restrict`) and writable where it writes; otherwise the
//! interpreter runs the statement, with the same result.

pub mod cache_prune;
pub mod cc;
pub mod emit;
pub mod entry_dot;
pub mod fixed_width;
pub mod lane_dot;
pub mod out_elem;
pub mod parallel;
pub mod region;
pub mod row_acc;
pub mod row_fill;
pub mod short_fiber;

use std::ffi::c_void;

use sparsir_loops::{BinOp, BlockId, Program, UnOp, VarId};
use sparsir_storage::{with_vals, ElemType, ValBuf};

pub use cc::CompileError as PrepareError;
use emit::{FailKind, FailSite};
use region::Region;

use crate::interp::ExecError;
use crate::scalar;
use crate::value::{RawSlice, Val};

/// A scalar crossing the boundary (`sp_val` in C).
#[repr(C)]
#[derive(Clone, Copy)]
pub union SpVal {
    /// Integers of every width, sign-extended; `i1` as 0/1.
    pub i: i64,
    /// Floats of every width, rounded to their type.
    pub f: f64,
}

/// Regions with at most this many scalars (live-ins and results) and buffers marshal
/// them on the stack.
const SMALL: usize = 16;

/// A buffer crossing the boundary (`sp_buf` in C).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct SpBuf {
    /// The first element.
    pub data: *mut c_void,
    /// Elements in use.
    pub len: i64,
    /// Elements allocated.
    pub cap: i64,
    /// Which of the call's buffers this is (for `grow`).
    pub slot: i64,
}

impl SpBuf {
    /// A placeholder, overwritten before any use.
    const EMPTY: SpBuf = SpBuf { data: std::ptr::null_mut(), len: 0, cap: 0, slot: -1 };
}

/// The runtime functions compiled code calls (`sp_rt` in C).
#[repr(C)]
pub struct SpRt {
    ctx: *mut c_void,
    fail: extern "C" fn(*mut c_void, i32, i64, i64, f64) -> i32,
    math1: extern "C" fn(i32, f64) -> f64,
    math2: extern "C" fn(i32, f64, f64) -> f64,
    grow: extern "C" fn(*mut c_void, *mut SpBuf, i64) -> i32,
    sort_index: extern "C" fn(*mut i64, i64),
    /// How many threads run the region's loop at once (1 when it runs alone): large dense
    /// output rows are streamed past the caches only when several do (`sp_stream_row`).
    cores: i64,
}

type RegionFn = unsafe extern "C" fn(*const SpRt, *mut SpVal, *mut SpBuf) -> i32;

/// A program's compiled regions.
pub struct NativeCode {
    regions: Vec<Region>,
    funcs: Vec<RegionFn>,
    sites: Vec<FailSite>,
    /// `[block][stmt]` → region number, or `u32::MAX`.
    by_stmt: Vec<Vec<u32>>,
    /// Keeps the code loaded while `funcs` are in use.
    _lib: Option<libloading::Library>,
}

/// The C source the native backend compiles for `prog` (`sparsir opt --emit-c`).
pub fn c_source(prog: &Program) -> String {
    emit::emit_program(prog, &region::find_regions(prog)).source
}

/// Compiles (or finds in the cache) and loads the regions of `prog`.
pub fn prepare(prog: &Program) -> Result<NativeCode, PrepareError> {
    let regions = region::find_regions(prog);
    let file = emit::emit_program(prog, &regions);
    let mut by_stmt: Vec<Vec<u32>> = prog.blocks.iter().map(|b| vec![u32::MAX; b.stmts.len()]).collect();
    for (k, r) in regions.iter().enumerate() {
        by_stmt[r.block.0 as usize][r.index] = k as u32;
    }
    if regions.is_empty() {
        return Ok(NativeCode { regions, funcs: vec![], sites: file.sites, by_stmt, _lib: None });
    }
    let load = |path: &std::path::Path| {
        // SAFETY: the library was compiled from `file.source` (a cache hit compares the
        // stored source byte for byte); loading it runs no initialisers of ours.
        unsafe { libloading::Library::new(path) }
            .map_err(|e| PrepareError::Failed(format!("cannot load {}: {e}", path.display())))
    };
    // A hit pruned by another process between the lookup and the load: compiled again.
    let lib = match load(&cc::library_for(&file.source)?) {
        Ok(lib) => lib,
        Err(_) => load(&cc::library_for(&file.source)?)?,
    };
    let mut funcs = Vec::with_capacity(regions.len());
    for k in 0..regions.len() {
        let name = format!("sparsir_region_{k}\0");
        // SAFETY: every `sparsir_region_K` of the source has exactly the `RegionFn`
        // signature (see `emit`).
        let f = unsafe { lib.get::<RegionFn>(name.as_bytes()) }
            .map_err(|e| PrepareError::Failed(format!("internal error: {e}")))?;
        funcs.push(*f);
    }
    Ok(NativeCode { regions, funcs, sites: file.sites, by_stmt, _lib: Some(lib) })
}

/// What one region call shares with the callbacks: its failure, and per descriptor the
/// owned buffer behind it (`grow` reallocates it; `None` for read-only views).
struct CallState<'a> {
    failure: Option<parallel::Failure>,
    bufs: Vec<Option<&'a mut ValBuf>>,
}

impl SpRt {
    /// The callback table of a call whose state is `ctx` (a `CallState`), run by `cores`
    /// threads at once.
    fn new(ctx: *mut c_void, cores: usize) -> SpRt {
        SpRt { ctx, fail, math1, math2, grow, sort_index, cores: cores as i64 }
    }
}

/// `n` slots: the first `n` of `small` when they fit, else `big` grown to `n` copies of
/// `small`'s first element (its fill value).
fn stack_or_heap<'a, T: Copy>(small: &'a mut [T; SMALL], big: &'a mut Vec<T>, n: usize) -> &'a mut [T] {
    if n <= SMALL {
        &mut small[..n]
    } else {
        big.resize(n, small[0]);
        big
    }
}

/// The descriptor of an owned buffer (made owned first), as slot `slot`.
fn describe(buf: &mut ValBuf, slot: i64) -> SpBuf {
    with_vals!(buf, v => {
        let v = v.to_mut();
        SpBuf { data: v.as_mut_ptr() as *mut c_void, len: v.len() as i64, cap: v.capacity() as i64, slot }
    })
}

extern "C" fn fail(ctx: *mut c_void, site: i32, a: i64, b: i64, x: f64) -> i32 {
    // SAFETY: `ctx` is the `CallState` of the running call (set up in `try_run` or
    // `parallel::run`), used by this thread only.
    let state = unsafe { &mut *(ctx as *mut CallState) };
    state.failure = Some((site, a, b, x));
    1
}

extern "C" fn math1(op: i32, x: f64) -> f64 {
    match UnOp::ALL.get(op as usize) {
        Some(&op) => scalar::unary(op, ElemType::F64, &Val::Float(x)).float(),
        None => f64::NAN,
    }
}

extern "C" fn math2(op: i32, x: f64, y: f64) -> f64 {
    let Some(&op) = BinOp::ALL.get(op as usize) else { return f64::NAN };
    let b = if op == BinOp::FPowI { Val::Int(y as i64) } else { Val::Float(y) };
    scalar::binary(op, ElemType::F64, &Val::Float(x), &b).map(|v| v.float()).unwrap_or(f64::NAN)
}

extern "C" fn grow(ctx: *mut c_void, desc: *mut SpBuf, need: i64) -> i32 {
    // SAFETY: `ctx` is the running call's `CallState`; `desc` is one of its descriptors.
    let (state, desc) = unsafe { (&mut *(ctx as *mut CallState), &mut *desc) };
    let Some(Some(buf)) = state.bufs.get_mut(desc.slot as usize) else { return 1 };
    let len = desc.len.max(0) as usize;
    with_vals!(&mut **buf, v => {
        let v = v.to_mut();
        // SAFETY: the compiled code initialised the first `len` elements (it only appends).
        unsafe { v.set_len(len) };
        v.reserve((need.max(0) as usize).saturating_sub(len));
        desc.data = v.as_mut_ptr() as *mut c_void;
        desc.cap = v.capacity() as i64;
    });
    0
}

extern "C" fn sort_index(data: *mut i64, len: i64) {
    if len > 1 {
        // SAFETY: compiled code checked `len` against the buffer's length before the call,
        // and `data` points at that buffer's first element (an owned, borrowed buffer).
        let v = unsafe { std::slice::from_raw_parts_mut(data, len as usize) };
        crate::sort_index::sort_keys(v);
    }
}

impl NativeCode {
    /// Runs statement `i` of block `b` natively when it is a region whose arguments allow
    /// it; `Ok(false)` leaves the statement to the interpreter.
    pub fn try_run(&self, b: BlockId, i: usize, regs: &mut [Val]) -> Result<bool, ExecError> {
        let k = match self.by_stmt.get(b.0 as usize).and_then(|row| row.get(i)) {
            Some(&k) if k != u32::MAX => k as usize,
            _ => return Ok(false),
        };
        let r = &self.regions[k];
        let n_in = r.scalars_in.len();
        // Scalars and descriptors live on the stack for regions of usual size.
        let n_sc = n_in + r.results.len().max(2);
        let (mut sc_small, mut sc_big) = ([SpVal { i: 0 }; SMALL], Vec::new());
        let sc = stack_or_heap(&mut sc_small, &mut sc_big, n_sc);
        for (slot, v) in sc.iter_mut().zip(&r.scalars_in) {
            *slot = match regs[v.0 as usize] {
                Val::Int(i) => SpVal { i },
                Val::Float(f) => SpVal { f },
                _ => return Ok(false),
            };
        }
        // The rest is room for the results; a parallel region (no results) takes its range there.
        let mut range = (0, 0);
        if r.parallel.is_some() {
            let bound = |v: VarId| match regs[v.0 as usize] {
                Val::Int(i) => Some(i),
                _ => None,
            };
            let (Some(lo), Some(hi), Some(step)) =
                (bound(r.bounds[0]), bound(r.bounds[1]), bound(r.bounds[2]))
            else {
                return Ok(false);
            };
            sc[n_in] = SpVal { i: lo };
            sc[n_in + 1] = SpVal { i: hi };
            range = if step == 1 { (lo, hi) } else { (0, 0) };
        }
        // Per descriptor, in `r.bufs` order: the owned buffer, mutably borrowed (a buffer
        // named twice fails the second borrow: the interpreter runs the statement), or a
        // read-only view.
        let mut guards: Vec<Option<std::cell::RefMut<'_, ValBuf>>> = Vec::with_capacity(r.bufs.len());
        let (mut views_small, mut views_big) = ([None; SMALL], Vec::new());
        let views: &mut [Option<RawSlice>] = stack_or_heap(&mut views_small, &mut views_big, r.bufs.len());
        for ((v, &elem), view) in r.bufs.iter().zip(&r.buf_elems).zip(views.iter_mut()) {
            match &regs[v.0 as usize] {
                Val::Buf(rc) => match rc.try_borrow_mut() {
                    Ok(g) => guards.push(Some(g)),
                    Err(_) => return Ok(false),
                },
                Val::View(v2) if !r.written.contains(v) && v2.elem() == elem => {
                    *view = Some(v2.raw());
                    guards.push(None);
                }
                _ => return Ok(false),
            }
        }
        let mut targets: Vec<Option<&mut ValBuf>> = guards.iter_mut().map(|g| g.as_deref_mut()).collect();
        let (mut descs_small, mut descs_big) = ([SpBuf::EMPTY; SMALL], Vec::new());
        let descs = stack_or_heap(&mut descs_small, &mut descs_big, r.bufs.len());
        for (j, ((desc, target), view)) in
            descs.iter_mut().zip(targets.iter_mut()).zip(views.iter()).enumerate()
        {
            *desc = match (target, view) {
                (Some(buf), _) => describe(buf, j as i64),
                (None, Some(raw)) => {
                    SpBuf { data: raw.ptr as *mut c_void, len: raw.len as i64, cap: raw.len as i64, slot: -1 }
                }
                (None, None) => unreachable!("every descriptor is an owned buffer or a view"),
            };
        }
        let threads = crate::threads::available();
        if let Some(ranges) = parallel::ranges(r, descs, range.0, range.1, threads) {
            crate::threads::count_split_loop();
            return match parallel::run(self.funcs[k], r, sc, descs, &mut targets, &ranges, threads) {
                Ok(()) => Ok(true),
                Err(failure) => Err(self.failure(failure)),
            };
        }
        let mut state = CallState { failure: None, bufs: targets };
        let rt = SpRt::new(&mut state as *mut CallState as *mut c_void, 1);
        // SAFETY: `funcs[k]` was compiled from region `k`; `sc` holds its scalar live-ins
        // and room for its results (or its range); each descriptor points at a distinct,
        // mutably borrowed buffer of the element type the region was compiled for (types
        // are static), and the region indexes it within bounds (checked where the
        // interpreter checks, generated correctly elsewhere) or appends through `grow`.
        let status = unsafe { (self.funcs[k])(&rt, sc.as_mut_ptr(), descs.as_mut_ptr()) };
        for (j, v) in r.bufs.iter().enumerate() {
            if let (true, Some(buf)) = (r.pushed.contains(v), state.bufs[j].as_deref_mut()) {
                let len = descs[j].len.max(0) as usize;
                // SAFETY: compiled code initialised every element below `len` (the old
                // length plus what it appended, within the capacity `grow` reserved).
                with_vals!(buf, v => unsafe { v.to_mut().set_len(len) });
            }
        }
        let failure = state.failure;
        drop(state);
        drop(guards);
        if status != 0 {
            return Err(self.failure(failure));
        }
        for (j, v) in r.results.iter().enumerate() {
            // SAFETY: the region wrote every result slot with the field its type uses.
            regs[v.0 as usize] = unsafe {
                if r.result_floats[j] {
                    Val::Float(sc[n_in + j].f)
                } else {
                    Val::Int(sc[n_in + j].i)
                }
            };
        }
        Ok(true)
    }

    fn failure(&self, failure: Option<(i32, i64, i64, f64)>) -> ExecError {
        let Some((site, a, b, x)) = failure else {
            return ExecError {
                origin: None,
                message: "internal error: native code failed without a reason".into(),
            };
        };
        let Some(s) = self.sites.get(site as usize) else {
            return ExecError {
                origin: None,
                message: format!("internal error: unknown failure site {site}"),
            };
        };
        let message = match &s.kind {
            FailKind::Bounds => format!("index {a} out of bounds for a buffer of {b} elements"),
            FailKind::DivZero => "division by zero".to_string(),
            FailKind::CastFit { op, to } => {
                format!("{} of {} does not fit in {}", op.mlir_name(), x, to.name())
            }
            FailKind::Assert(m) => sparsir_loops::fill_message(m, &[a, b]),
            FailKind::Step => format!("loop step must be positive, got {a}"),
            FailKind::Internal(m) => m.clone(),
            FailKind::SortPastEnd => format!("internal error: sorting {a} elements of a buffer of {b}"),
        };
        ExecError { origin: s.origin, message }
    }
}
