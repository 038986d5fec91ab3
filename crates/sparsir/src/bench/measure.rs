//! What `sparsir bench storage` times on the sparsir side: operations, result checks,
//! best-of timing, and the machine facts reported with the numbers (threads, load, huge
//! pages, peak memory).

use super::*;

/// The operations timed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]

pub enum Op {
    /// Matrix Market file → coordinate list.
    Read,
    /// Coordinate list → CSR (duplicates summed, columns sorted).
    CooToCsr,
    /// CSR → CSC.
    CsrToCsc,
}

impl Op {
    const ALL: [Op; 3] = [Op::Read, Op::CooToCsr, Op::CsrToCsc];

    /// The key the peer script uses.
    pub(super) fn key(self) -> &'static str {
        match self {
            Op::Read => "read",
            Op::CooToCsr => "coo2csr",
            Op::CsrToCsc => "csr2csc",
        }
    }

    pub(super) fn from_key(key: &str) -> Option<Op> {
        Op::ALL.into_iter().find(|op| op.key() == key)
    }

    /// The table label.
    pub fn label(self) -> &'static str {
        match self {
            Op::Read => "mtx read",
            Op::CooToCsr => "COO->CSR",
            Op::CsrToCsc => "CSR->CSC",
        }
    }

    /// The speed goal: peer time / sparsir time at least this.
    pub fn goal(self) -> f64 {
        match self {
            Op::Read => 2.0,
            _ => 1.5,
        }
    }

    /// Peer variants a goal is judged against start with this.
    pub(super) fn reference_peer(self) -> &'static str {
        match self {
            Op::Read => "fmm.",
            _ => "scipy.",
        }
    }
}

/// What a result holds, compared between sparsir and the peers.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Check {
    /// Stored entries.
    pub nnz: u64,
    /// Sum of the values.
    pub val_sum: f64,
    /// Sum of the column indices (CSR, COO) or row indices (CSC).
    pub idx_sum: u128,
}

impl Check {
    /// Same entry count and index sum, value sums equal up to summation order.
    pub fn agrees(&self, other: &Check) -> bool {
        let (a, b) = (self.val_sum, other.val_sum);
        let close = a == b || (a - b).abs() <= 1e-9 * a.abs().max(b.abs());
        self.nnz == other.nnz && self.idx_sum == other.idx_sum && close
    }

    /// "ok", or what differs.
    pub(super) fn verdict(&self, other: &Check) -> String {
        if self.agrees(other) {
            return "ok".into();
        }
        format!(
            "MISMATCH nnz {}/{} idx {}/{} sum {:e}/{:e}",
            self.nnz, other.nnz, self.idx_sum, other.idx_sum, self.val_sum, other.val_sum
        )
    }
}

/// Sum of `v` in blocks (close to numpy's pairwise sum, far from naive drift).
pub(super) fn block_sum(v: &[f64]) -> f64 {
    v.chunks(4096).map(|c| c.iter().sum::<f64>()).sum()
}

pub(super) fn f64_values(v: &ValBuf) -> Result<&[f64], String> {
    match v {
        ValBuf::F64(v) => Ok(v),
        other => Err(format!("bench: expected f64 values, found {}", other.elem_type())),
    }
}

pub(super) fn coo_check(coo: &Coo) -> Result<Check, String> {
    let cols = (0..coo.len()).map(|e| u128::from(coo.crd_at(e, 1))).sum();
    let val_sum = block_sum(f64_values(&coo.vals)?);
    Ok(Check { nnz: coo.len() as u64, val_sum, idx_sum: cols })
}

pub(super) fn tensor_check(t: &SparseTensor) -> Result<Check, String> {
    let crd = t.levels[1].crd.as_ref().ok_or("bench: the result has no coordinates")?;
    let idx_sum = with_idx!(crd, c => c.iter().map(|x| u128::from(x.get())).sum());
    let val_sum = block_sum(f64_values(&t.values)?);
    Ok(Check { nnz: t.values.len() as u64, val_sum, idx_sum })
}

/// One sparsir timing.
#[derive(Clone, Debug, PartialEq)]
pub struct Measured {
    /// The operation.
    pub op: Op,
    /// Index width of the result ("" for the read).
    pub variant: &'static str,
    /// Best wall time.
    pub secs: f64,
    /// What the result holds.
    pub check: Check,
}

/// Bytes [`evict_caches`] reads: 4 times this machine's 32 MiB last-level cache.
pub(super) const EVICT_BYTES: usize = 128 << 20;

/// Reads one word per cache line of an [`EVICT_BYTES`] buffer, so the next timed call
/// finds none of its operands in cache. Every side of `bench kernels` does the same before
/// each timed call (the python peers and the MLIR driver with their own buffers): without
/// it, a side whose calls ran back to back (MLIR 22's, timed inside its program) found a
/// 12 MB matrix in the last-level cache while the alternating sides found it evicted by
/// each other's calls (SpMV on the 20k matrix: 0.8–0.9 ms warm, 1.0–1.1 ms cold).
pub(super) fn evict_caches() {
    static SWEEP: std::sync::OnceLock<Vec<u64>> = std::sync::OnceLock::new();
    let words = SWEEP.get_or_init(|| vec![1; EVICT_BYTES / 8]);
    let sum: u64 = words.iter().step_by(8).sum();
    std::hint::black_box(sum);
}

/// Best wall time of `reps` calls and the last result; the previous result is freed
/// before each call, outside the timed region.
pub(super) fn best_of<T>(reps: u32, mut f: impl FnMut() -> Result<T, String>) -> Result<(f64, T), String> {
    let mut best = f64::INFINITY;
    let mut last = None;
    for _ in 0..reps.max(1) {
        drop(last.take());
        let started = Instant::now();
        let out = f()?;
        best = best.min(started.elapsed().as_secs_f64());
        last = Some(out);
    }
    Ok((best, last.expect("at least one repetition")))
}

/// `(d0 : dense, d1 : compressed)` (or CSC) with `bits`-wide positions and coordinates
/// (0 = the native 64-bit index).
pub(super) fn matrix_encoding(csc: bool, bits: u8) -> Result<Arc<Encoding>, String> {
    let lvls = if csc { "d1 : dense, d0 : compressed" } else { "d0 : dense, d1 : compressed" };
    let widths = if bits == 0 { String::new() } else { format!(", posWidth = {bits}, crdWidth = {bits}") };
    let text = format!("#sparse_tensor.encoding<{{ map = (d0, d1) -> ({lvls}){widths} }}>");
    Encoding::parse(&text).map(Arc::new).map_err(|e| e.to_string())
}

/// Times sparsir's read, COO→CSR and CSR→CSC (32- and 64-bit) on `path`.
pub(super) fn measure_sparsir(path: &Path, reps: u32) -> Result<Vec<Measured>, String> {
    let read = || read_mtx_file(path, &MtxOptions::default()).map(|(_, c)| c).map_err(|e| e.to_string());
    let (secs, coo) = best_of(reps, read)?;
    let mut out = vec![Measured { op: Op::Read, variant: "", secs, check: coo_check(&coo)? }];
    for (variant, bits) in [("32-bit", 32u8), ("64-bit", 0)] {
        let (csr_enc, csc_enc) = (matrix_encoding(false, bits)?, matrix_encoding(true, bits)?);
        let build = || SparseTensor::from_coo(csr_enc.clone(), &coo).map_err(|e| e.to_string());
        let (secs, csr) = best_of(reps, build)?;
        out.push(Measured { op: Op::CooToCsr, variant, secs, check: tensor_check(&csr)? });
        let convert = || csr.convert(csc_enc.clone()).map_err(|e| e.to_string());
        let (secs, csc) = best_of(reps, convert)?;
        out.push(Measured { op: Op::CsrToCsc, variant, secs, check: tensor_check(&csc)? });
    }
    Ok(out)
}

// ---------------------------------------------------------------------------------------
// The machine
// ---------------------------------------------------------------------------------------

/// Sizes the process-wide pool to `threads` for a benchmark (unless it is running
/// already); an error when the pool has fewer threads than asked.
pub fn pin_pool(threads: u32) -> Result<(), String> {
    let _ = sparsir_exec::threads::init_pool_on_this_thread(threads as usize);
    let pool = rayon_threads();
    if pool < threads as usize {
        return Err(format!("error: --threads {threads}: the thread pool has {pool} threads"));
    }
    Ok(())
}

/// Threads in rayon's process-wide pool (sized by `--threads` / `SPARSIR_THREADS` /
/// `RAYON_NUM_THREADS`, else a thread per core).
pub fn rayon_threads() -> usize {
    rayon::current_num_threads()
}

/// The 1-, 5- and 15-minute load averages.
pub fn loadavg() -> String {
    let text = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let fields: Vec<&str> = text.split_whitespace().take(3).collect();
    if fields.is_empty() {
        "unknown".into()
    } else {
        fields.join(" ")
    }
}

/// The transparent-huge-page mode (`always`, `madvise`, `never`) and whether sparsir's
/// allocator asks for huge pages (`sparsir_exec::big_alloc`): on a machine in `madvise`
/// mode, numpy's big arrays get huge pages (numpy asks for them), and sparsir's buffers
/// get them when its allocator advises them.
pub fn huge_pages() -> String {
    let mode = std::fs::read_to_string("/sys/kernel/mm/transparent_hugepage/enabled").unwrap_or_default();
    let mode = mode.split_whitespace().find(|w| w.starts_with('[')).unwrap_or("[unknown]");
    let mode = mode.trim_matches(|c| c == '[' || c == ']');
    let threshold = sparsir_exec::big_alloc::THRESHOLD >> 20;
    let advice =
        if sparsir_exec::big_alloc::huge_pages() { "advised" } else { "not advised (SPARSIR_NO_HUGEPAGES)" };
    let kept = sparsir_exec::big_alloc::kept_budget() >> 20;
    let advice = format!(
        "huge pages {advice} for buffers of {threshold} MiB and more, released ones kept up to {kept} MB"
    );
    format!("transparent huge pages: {mode}; sparsir's allocator: {advice}")
}

/// Peak resident set of this process (VmHWM), in KiB.
pub fn peak_rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Resets VmHWM to the current RSS (Linux `clear_refs` 5); false when refused.
pub(super) fn reset_peak_rss() -> bool {
    std::fs::write("/proc/self/clear_refs", "5").is_ok()
}
