//! `sparsir bench kernels`: compiled sparse kernels timed side by side with their peers.
//!
//! Why: the sparsifier and the native backend are only useful if the kernels they produce
//! are competitive with what people use (scipy, SuiteSparse:GraphBLAS, torch). This
//! command generates the matrices in code (fixed seeds), runs the kernels kept as `.mlir`
//! files in `crates/sparsir/benches/kernels/` through the compile-once API
//! ([`crate::program::Program`]), and the same work through the peers in one long-lived
//! `python3` process (`bench_kernels_peers.py`), checks every peer's result against
//! sparsir's, and reports medians, ratios and GB/s (Markdown, JSON, SVG). Each side times
//! its calls in a burst after warm-up calls ([`time_in_bursts`]), sparsir's right before
//! the peers' on the same matrix and kernel (not minutes apart: that moved ratios by up to
//! 2× on this shared machine).

use std::io::IsTerminal;

use sparsir_exec::Backend;
use sparsir_storage::io::mtx::{write_mtx_file, MtxWriteOptions};
use sparsir_storage::{Coo, IdxBuf};

use super::mlir_peer::Mlir;

use super::kernels_report::*;
use super::*;
use crate::program::{Options as ProgramOptions, Program, Value};

/// The peer script for kernels.
const KERNEL_PEERS_PY: &str = include_str!("../bench_kernels_peers.py");

/// glibc's `malloc` settings for the python peers: every block from the heap, which is
/// never trimmed — freed memory stays in the process for the next call, as sparsir's
/// allocator (`sparsir_exec::big_alloc`) keeps its own. By default glibc maps each block
/// over 32 MB afresh and unmaps it when freed; on a virtual machine that hands freed memory
/// back to its host, touching such memory again is slow (scipy's `A + Aᵀ` on a 16M-entry
/// matrix here: ~300 ms when called back to back, 0.86–1.19 s with a pause of 1–3 s
/// between calls, 0.22–0.26 s with these settings whatever the pause), which the
/// timing would charge to the peers.
pub(super) const PEER_MALLOC: &str = "glibc.malloc.mmap_max=0:glibc.malloc.trim_threshold=68719476736";

/// The environment the peers' processes get: [`PEER_MALLOC`], unless the caller set
/// `GLIBC_TUNABLES` (then nothing is added; an empty value gives glibc's defaults).
pub(super) fn peer_env() -> &'static [(&'static str, &'static str)] {
    if std::env::var_os("GLIBC_TUNABLES").is_some() {
        &[]
    } else {
        &[("GLIBC_TUNABLES", PEER_MALLOC)]
    }
}

/// What [`peer_env`] gave the peers, for a report's notes.
pub(super) fn peer_env_note() -> String {
    match peer_env() {
        [] => "GLIBC_TUNABLES as set by the caller".to_string(),
        _ => format!("GLIBC_TUNABLES={PEER_MALLOC} (freed memory stays in the process)"),
    }
}

/// The kernels: name, source (one function named like the kernel).
pub const KERNELS: [(&str, &str); 6] = [
    ("spmv", include_str!("../../benches/kernels/spmv.mlir")),
    ("spmm", include_str!("../../benches/kernels/spmm.mlir")),
    ("sddmm", include_str!("../../benches/kernels/sddmm.mlir")),
    ("spgemm", include_str!("../../benches/kernels/spgemm.mlir")),
    ("add", include_str!("../../benches/kernels/add.mlir")),
    ("csr2csc", include_str!("../../benches/kernels/csr2csc.mlir")),
];

/// Columns of the dense operands of SpMM and SDDMM.
pub const K: usize = 16;

/// Options of `sparsir bench kernels`.
#[derive(Args, Debug, Clone)]
pub struct KernelsArgs {
    /// Which matrix: rmat, er, lap2d, er20k or all.
    #[arg(long, default_value = "all")]
    pub matrix: String,
    /// Which kernel: spmv, spmm, sddmm, spgemm, add, csr2csc or all.
    #[arg(long, default_value = "all")]
    pub kernel: String,
    /// Timed calls per kernel (after one warm-up); the median is reported.
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u32).range(1..))]
    pub reps: u32,
    /// Threads: sparsir's parallel kernels and the peers are pinned to this many (MLIR 22
    /// always runs on one).
    #[arg(long, default_value_t = 1)]
    pub threads: u32,
    /// Tiny matrices: the whole run takes seconds (for tests).
    #[arg(long)]
    pub tiny: bool,
    /// Time sparsir only (no python3 peers).
    #[arg(long)]
    pub no_peers: bool,
    /// The backend running the kernels: native (default) or interp.
    #[arg(long, default_value = "native")]
    pub backend: String,
    /// Also write the results as JSON to this file.
    #[arg(long)]
    pub json: Option<PathBuf>,
    /// Also write a bar plot of the ratios as SVG to this file.
    #[arg(long)]
    pub svg: Option<PathBuf>,
}

/// One benchmark matrix.
#[derive(Clone, Debug, PartialEq)]
pub struct KernelMatrix {
    /// Name in tables.
    pub name: &'static str,
    /// How to generate it.
    pub spec: MatrixSpec,
    /// Whether SpGEMM runs on it (A·A of the big sparse matrices is too large).
    pub spgemm: bool,
}

/// The matrices of a run (full size, or tiny with `--tiny`).
pub fn kernel_matrices(tiny: bool) -> Vec<KernelMatrix> {
    let (scale, n, k, n20) = if tiny { (8, 300, 16, 200) } else { (20, 1_000_000, 1000, 20_000) };
    let per_row20 = if tiny { 10 } else { 50 };
    vec![
        KernelMatrix { name: "rmat", spec: MatrixSpec::Rmat { scale, edge_factor: 16 }, spgemm: false },
        KernelMatrix { name: "er", spec: MatrixSpec::Uniform { n, nnz: n * 16 }, spgemm: false },
        KernelMatrix { name: "lap2d", spec: MatrixSpec::Lap2d { k }, spgemm: true },
        KernelMatrix {
            name: "er20k",
            spec: MatrixSpec::Uniform { n: n20, nnz: n20 * per_row20 },
            spgemm: true,
        },
    ]
}

fn csr_encoding(csc: bool) -> Result<Arc<Encoding>, String> {
    measure::matrix_encoding(csc, 32)
}

/// The dense operands, from the same exact formulas as the python side.
pub struct DenseOperands {
    /// x (n): 1 + (j mod 7)/4.
    pub x: Value,
    /// B (n × K): ((j + 3c) mod 11)/8 − 1/2.
    pub b: Value,
    /// X (m × K): ((i + c) mod 5)/4 + 1/2.
    pub xs: Value,
    /// Y (n × K): ((2j + c) mod 7)/8.
    pub ys: Value,
}

fn dense_operands(m: u64, n: u64) -> Result<DenseOperands, String> {
    let (m, n, k) = (m as usize, n as usize, K);
    let x: Vec<f64> = (0..n).map(|j| (j % 7) as f64 * 0.25 + 1.0).collect();
    let b: Vec<f64> = (0..n * k).map(|e| ((e / k + 3 * (e % k)) % 11) as f64 * 0.125 - 0.5).collect();
    let xs: Vec<f64> = (0..m * k).map(|e| ((e / k + e % k) % 5) as f64 * 0.25 + 0.5).collect();
    let ys: Vec<f64> = (0..n * k).map(|e| ((2 * (e / k) + e % k) % 7) as f64 * 0.125).collect();
    let dense =
        |shape: Vec<u64>, v: Vec<f64>| Value::dense(shape, ValBuf::F64(v.into())).map_err(String::from);
    Ok(DenseOperands {
        x: dense(vec![n as u64], x)?,
        b: dense(vec![n as u64, k as u64], b)?,
        xs: dense(vec![m as u64, k as u64], xs)?,
        ys: dense(vec![n as u64, k as u64], ys)?,
    })
}

/// Result check: nonzero count, sum of their minor coordinates, sum, weighted sum
/// (weight `(major + minor) mod 5 + 1`; flat index `mod 5 + 1` for dense) and sum of
/// absolute values (the scale of the tolerance).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct KCheck {
    /// Nonzero entries (all values for a dense result).
    pub count: u64,
    /// Sum of the nonzeros' minor coordinates (0 for dense).
    pub idx: u64,
    /// Sum of values.
    pub sum: f64,
    /// Weighted sum of values.
    pub wsum: f64,
    /// Sum of |values|.
    pub abs: f64,
}

impl KCheck {
    /// Equal counts and coordinates; sums equal up to summation order (relative to the
    /// sum of absolute values).
    pub fn agrees(&self, o: &KCheck) -> bool {
        let tol = 1e-9 * self.abs.max(o.abs).max(f64::MIN_POSITIVE) * 5.0;
        self.count == o.count
            && self.idx == o.idx
            && (self.sum - o.sum).abs() <= tol
            && (self.wsum - o.wsum).abs() <= tol
            && (self.abs - o.abs).abs() <= tol
    }

    fn of_dense(v: &[f64]) -> KCheck {
        let mut c = KCheck { count: v.len() as u64, idx: 0, sum: 0.0, wsum: 0.0, abs: 0.0 };
        for (i, &x) in v.iter().enumerate() {
            c.sum += x;
            c.wsum += x * ((i % 5) + 1) as f64;
            c.abs += x.abs();
        }
        c
    }

    fn of_compressed(pos: &IdxBuf, crd: &IdxBuf, vals: &[f64]) -> KCheck {
        let mut c = KCheck { count: 0, idx: 0, sum: 0.0, wsum: 0.0, abs: 0.0 };
        for major in 0..pos.len().saturating_sub(1) {
            let (lo, hi) = (pos.get(major) as usize, pos.get(major + 1) as usize);
            for (p, &x) in vals.iter().enumerate().take(hi).skip(lo) {
                if x == 0.0 {
                    continue;
                }
                let minor = crd.get(p);
                c.count += 1;
                c.idx += minor;
                c.sum += x;
                c.wsum += x * ((major as u64 + minor) % 5 + 1) as f64;
                c.abs += x.abs();
            }
        }
        c
    }

    /// The check of a kernel result (dense f64, or a 2-level compressed f64 matrix).
    pub fn of(v: &Value) -> Result<KCheck, String> {
        if let Some(d) = v.as_dense() {
            return match &d.vals {
                ValBuf::F64(x) => Ok(KCheck::of_dense(x)),
                _ => Err("a dense result that is not f64".into()),
            };
        }
        let s = v.as_sparse().ok_or("the kernel returned neither a dense nor a sparse tensor")?;
        match (s.levels.get(1).and_then(|l| l.pos.as_ref().zip(l.crd.as_ref())), &s.values) {
            (Some((pos, crd)), ValBuf::F64(x)) if s.levels.len() == 2 => {
                Ok(KCheck::of_compressed(pos, crd, x))
            }
            _ => Err("a sparse result that is not a (dense, compressed) f64 matrix".into()),
        }
    }

    fn parse(f: &[&str]) -> Option<KCheck> {
        match f {
            [count, idx, sum, wsum, abs] => Some(KCheck {
                count: count.parse().ok()?,
                idx: idx.parse().ok()?,
                sum: sum.parse().ok()?,
                wsum: wsum.parse().ok()?,
                abs: abs.parse().ok()?,
            }),
            _ => None,
        }
    }
}

fn idx_bytes(b: &IdxBuf) -> u64 {
    let w = match b {
        IdxBuf::U8(_) => 1,
        IdxBuf::U16(_) => 2,
        IdxBuf::U32(_) => 4,
        IdxBuf::U64(_) => 8,
    };
    w * b.len() as u64
}

/// Bytes of a value's buffers (tensors' positions, coordinates and values).
fn value_bytes(v: &Value) -> u64 {
    if let Some(d) = v.as_dense() {
        return d.vals.len() as u64 * 8;
    }
    match v.as_sparse() {
        Some(s) => {
            let idx: u64 =
                s.levels.iter().flat_map(|l| l.pos.iter().chain(l.crd.iter())).map(idx_bytes).sum();
            idx + s.values.len() as u64 * 8
        }
        None => 8,
    }
}

/// Everything one matrix needs: the compiled kernels are shared across matrices.
struct Operands {
    a: Value,
    at: Value,
    dense: DenseOperands,
}

impl Operands {
    fn args(&self, kernel: &str) -> Vec<Value> {
        let d = &self.dense;
        match kernel {
            "spmv" => vec![self.a.clone(), d.x.clone()],
            "spmm" => vec![self.a.clone(), d.b.clone()],
            "sddmm" => vec![self.a.clone(), d.xs.clone(), d.ys.clone()],
            "spgemm" => vec![self.a.clone(), self.a.clone()],
            "add" => vec![self.a.clone(), self.at.clone()],
            _ => vec![self.a.clone()],
        }
    }
}

/// What the peers answered while a kernel was timed: their `check`/`error` lines and a
/// `time` line per peer (the median of its calls), or why they stopped answering.
type PeerAnswer = Result<Vec<String>, String>;

/// How long each side keeps calling a kernel, untimed, before its timed calls (at least
/// one call). On this virtual machine a core left idle for ~100 ms runs a two-thread kernel
/// at about one-thread speed for the next ~50 ms of work (an OpenMP C harness of SpMM on
/// the 20k matrix: 5.8–6.4 ms for the first call after 100 ms idle, 3.1 ms for the fourth,
/// 2.4–3.1 ms after 1 ms idle; both cores spinning for 200 ms before the first call: 4.3
/// ms, sweeping memory for 100 ms: 3.7 ms): every side's timed calls come after this much
/// of calling the kernel itself.
pub(super) const WARM_UP_SECS: f64 = 0.2;

/// [`WARM_UP_SECS`], or none for `--tiny` runs (tests: seconds, not timings).
fn warm_up_secs(tiny: bool) -> f64 {
    if tiny {
        0.0
    } else {
        WARM_UP_SECS
    }
}

/// Medians of `reps` timed calls of `kernel` at each thread limit of `limits` (compiled
/// loops and conversions limited with `threads::with_limit`; 0: no limit), and the last
/// result at `limits[0]`; then the `peers`, when they run, time every peer's same kernel
/// the same way (`burst <kernel> <reps>`).
///
/// Each side's calls come in one burst: warm-up rounds (one call per limit) for `warm_up`
/// seconds (at least one round), then `reps` timed rounds, every call after
/// [`measure::evict_caches`]. Until stop 37 the sides' timed calls alternated one by one,
/// which put ~100 ms of the other side's work (one core idle) before every two-thread
/// call: sparsir's two-thread kernels on the 20k matrix measured no faster than at one
/// thread with the peers running, 1.2–1.75× faster without them.
fn time_in_bursts(
    program: &Program,
    kernel: &str,
    args: &[Value],
    reps: u32,
    limits: &[usize],
    warm_up: f64,
    peers: Option<&mut Peers>,
) -> Result<(Vec<f64>, Vec<Value>, PeerAnswer), String> {
    // One call per limit, each after the cache sweep: their seconds. The result at
    // `limits[0]` replaces `out`, which is dropped before the call, as the peers drop
    // theirs (its memory is reused); the others are dropped at once.
    let round = |out: &mut Vec<Value>| -> Result<Vec<f64>, String> {
        let mut secs = Vec::with_capacity(limits.len());
        for (i, &limit) in limits.iter().enumerate() {
            if i == 0 {
                drop(std::mem::take(out));
            }
            measure::evict_caches();
            let started = Instant::now();
            let result = sparsir_exec::threads::with_limit(limit, || program.call(kernel, args))?;
            secs.push(started.elapsed().as_secs_f64());
            if i == 0 {
                *out = result;
            }
        }
        Ok(secs)
    };
    let mut out = Vec::new();
    let started = Instant::now();
    loop {
        round(&mut out)?;
        if started.elapsed().as_secs_f64() >= warm_up {
            break;
        }
    }
    let mut times = vec![Vec::with_capacity(reps as usize); limits.len()];
    for _ in 0..reps {
        for (t, secs) in times.iter_mut().zip(round(&mut out)?) {
            t.push(secs);
        }
    }
    let answer = match peers {
        None => Ok(Vec::new()),
        Some(p) => match p.request(&format!("burst {kernel} {reps}")) {
            Ok(lines) => {
                let mut peer_times = PeerTimes::default();
                peer_times.take(lines)?;
                Ok(peer_times.into_lines(kernel))
            }
            Err(e) => Err(e),
        },
    };
    Ok((times.iter_mut().map(|t| median(t)).collect(), out, answer))
}

/// The peers' answers to `burst` requests: each peer's times, and the other lines (errors).
#[derive(Default)]
struct PeerTimes {
    times: Vec<(String, Vec<f64>)>,
    other: Vec<String>,
}

impl PeerTimes {
    /// Files `rep <kernel> <peer> <seconds>` lines under their peer; keeps the rest.
    fn take(&mut self, lines: Vec<String>) -> Result<(), String> {
        for line in lines {
            let ["rep", _, peer, secs] = line.split(' ').collect::<Vec<_>>()[..] else {
                self.other.push(line);
                continue;
            };
            let secs = secs.parse().map_err(|_| format!("error: peer answered '{line}'"))?;
            match self.times.iter_mut().find(|(p, _)| p == peer) {
                Some((_, t)) => t.push(secs),
                None => self.times.push((peer.to_string(), vec![secs])),
            }
        }
        Ok(())
    }

    /// The kept lines and a `time <kernel> <peer> <median>` line per peer.
    fn into_lines(mut self, kernel: &str) -> Vec<String> {
        for (peer, t) in &mut self.times {
            self.other.push(format!("time {kernel} {peer} {}", median(t)));
        }
        self.other
    }
}

/// The median of `times` (the upper one of an even count).
fn median(times: &mut [f64]) -> f64 {
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

/// The text of kernel file `name` (empty for an unknown name: compiling it then fails).
fn kernel_text(name: &str) -> &'static str {
    KERNELS.iter().find(|(n, _)| *n == name).map(|(_, t)| *t).unwrap_or_default()
}

/// Writes a matrix as `.mtx` for MLIR 22's reader (values in shortest round-trip form).
fn write_mtx(path: &Path, coo: &Coo) -> Result<(), String> {
    write_mtx_file(path, coo, &MtxWriteOptions::default())
        .map_err(|e| format!("{}: error: {e}", path.display()))
}

/// Writes A's CSR arrays for the peers: indptr.bin, indices.bin (int32), data.bin (f64).
fn write_csr(dir: &Path, a: &SparseTensor) -> Result<(), String> {
    let l = &a.levels[1];
    let (Some(IdxBuf::U32(pos)), Some(IdxBuf::U32(crd)), ValBuf::F64(vals)) = (&l.pos, &l.crd, &a.values)
    else {
        return Err("internal error: A is not a 32-bit f64 CSR matrix".into());
    };
    let write = |name: &str, bytes: Vec<u8>| {
        let p = dir.join(name);
        std::fs::write(&p, bytes).map_err(|e| format!("{}: error: {e}", p.display()))
    };
    write("indptr.bin", pos.iter().flat_map(|v| v.to_le_bytes()).collect())?;
    write("indices.bin", crd.iter().flat_map(|v| v.to_le_bytes()).collect())?;
    write("data.bin", vals.iter().flat_map(|v| v.to_le_bytes()).collect())
}

fn select<'a>(what: &str, choice: &str, names: &[&'a str]) -> Result<Vec<&'a str>, String> {
    if choice == "all" {
        return Ok(names.to_vec());
    }
    let picked: Vec<&str> = choice.split(',').map(str::trim).collect();
    for p in &picked {
        if !names.contains(p) {
            return Err(format!("error: unknown {what} '{p}' (expected one of {} or all)", names.join(", ")));
        }
    }
    Ok(names.iter().copied().filter(|n| picked.contains(n)).collect())
}

/// Shows `[i/total] what` on a terminal.
struct Ticker {
    tty: bool,
    done: usize,
    total: usize,
}

impl Ticker {
    fn step(&mut self, what: &str) {
        self.done += 1;
        if self.tty {
            eprint!("\r\x1b[K[{}/{}] {what}", self.done, self.total);
        }
    }

    fn finish(&self) {
        if self.tty {
            eprint!("\r\x1b[K");
        }
    }
}

/// Runs `sparsir bench kernels`.
pub fn kernels(args: &KernelsArgs) -> Result<KernelsReport, String> {
    if args.threads == 0 {
        return Err("error: --threads must be at least 1".into());
    }
    // sparsir's compiled loops use `threads` threads (and one, for the speedup, when that
    // is more); the pool is sized to `threads` unless it is already running.
    pin_pool(args.threads)?;
    let backend = Backend::parse(&args.backend)
        .ok_or_else(|| format!("error: unknown backend '{}' (expected native or interp)", args.backend))?;
    let all_matrices = kernel_matrices(args.tiny);
    let names: Vec<&str> = all_matrices.iter().map(|m| m.name).collect();
    let wanted = select("matrix", &args.matrix, &names)?;
    let kernel_names: Vec<&str> = KERNELS.iter().map(|k| k.0).collect();
    let kernels = select("kernel", &args.kernel, &kernel_names)?;
    let matrices: Vec<KernelMatrix> = all_matrices.into_iter().filter(|m| wanted.contains(&m.name)).collect();
    let jobs = |m: &KernelMatrix| -> Vec<&str> {
        kernels.iter().copied().filter(|&k| k != "spgemm" || m.spgemm).collect()
    };
    let load_start = loadavg();
    let work = WorkDir::temporary()?;
    let warm_up = warm_up_secs(args.tiny);
    let mut notes = vec![format!(
        "every timed call, on every side, starts after a read of one word per cache line of {} MiB \
         (its operands out of cache); each side times its calls back to back, after untimed ones \
         for {} s (at least one; MLIR 22: one)",
        measure::EVICT_BYTES >> 20,
        warm_up
    )];
    let mut peer_names = Vec::new();
    let peer_args = (!args.no_peers).then(|| {
        [
            "--threads".to_string(),
            args.threads.to_string(),
            "--evict-bytes".to_string(),
            measure::EVICT_BYTES.to_string(),
            "--warm-up".to_string(),
            warm_up.to_string(),
        ]
    });
    let spawn_peers = |pargs: &[String]| {
        Peers::spawn(&work.path, "bench_kernels_peers.py", KERNEL_PEERS_PY, pargs, peer_env(), "numpy, scipy")
    };
    let mut peers = if let Some(pargs) = &peer_args {
        notes.push(format!(
            "python peers and MLIR 22: {}; a fresh python process for each matrix",
            peer_env_note()
        ));
        let p = spawn_peers(pargs)?;
        notes.extend(p.header.iter().map(|l| header_note(l)));
        // `version <peer> <version>` lines name the peers that run.
        let versions = p.header.iter().filter_map(|l| l.strip_prefix("version "));
        peer_names.extend(versions.filter_map(|v| v.split(' ').next()).map(String::from));
        Some(p)
    } else {
        None
    };
    let mut peak_rss = Vec::new();
    // MLIR 22 itself, when installed: one `mlir-opt | mlir-runner` per kernel and matrix.
    let mlir = if args.no_peers { None } else { Mlir::find() };
    if let Some(mlir) = &mlir {
        notes.push(format!(
            "mlir22: {} (`--sparsifier=enable-runtime-library=false`, mlir-runner -O3; always one thread: \
             the pipeline has no OpenMP lowering)",
            mlir.version()
        ));
        peer_names.push("mlir22".to_string());
    }
    let options = ProgramOptions { backend, ..Default::default() };
    let mut programs = Vec::new();
    for &k in &kernels {
        let text = kernel_text(k);
        let program =
            Program::compile_with(text, &ProgramOptions { name: format!("{k}.mlir"), ..options.clone() })
                .map_err(String::from)?;
        if let Some(w) = program.warning() {
            notes.push(format!("{k}: {w}; running in the interpreter"));
        }
        programs.push((k, program));
    }
    let mut ticker = Ticker {
        tty: std::io::stderr().is_terminal(),
        done: 0,
        total: matrices
            .iter()
            .map(|m| 1 + usize::from(peers.is_some()) + usize::from(mlir.is_some()) + jobs(m).len())
            .sum(),
    };
    let (mut infos, mut rows) = (Vec::new(), Vec::new());
    for (i, m) in matrices.iter().enumerate() {
        // The peers keep the memory they free (`peer_env`), so one process for every
        // matrix grew past this machine's memory by the last one (killed by the kernel
        // before the 20k matrix's SpGEMM): each matrix gets a fresh process, and one that
        // dies costs only its own matrix.
        if let (Some(pargs), true) = (&peer_args, i > 0) {
            if let Some(p) = peers.take() {
                peak_rss.push((matrices[i - 1].name, p.finish()));
            }
            match spawn_peers(pargs) {
                Ok(p) => peers = Some(p),
                Err(e) => notes.push(format!("{}: {e}", m.name)),
            }
        }
        ticker.step(&format!("generating {}", m.name));
        let started = Instant::now();
        let coo = m.spec.generate();
        let a = SparseTensor::from_coo(csr_encoding(false)?, &coo).map_err(|e| e.to_string())?;
        let (a_mtx, at_mtx) =
            (work.path.join(format!("{}.mtx", m.name)), work.path.join(format!("{}_t.mtx", m.name)));
        // The built matrices (duplicates summed): MLIR's reader keeps what the file says.
        if mlir.is_some() {
            write_mtx(&a_mtx, &a.to_coo().map_err(|e| e.to_string())?)?;
        }
        let mut t = coo;
        sparsir_storage::with_idx!(&mut t.crds, c => c.chunks_exact_mut(2).for_each(|e| e.swap(0, 1)));
        t.dim_sizes.swap(0, 1);

        let at = SparseTensor::from_coo(csr_encoding(false)?, &t).map_err(|e| e.to_string())?;
        drop(t);
        if mlir.is_some() && jobs(m).contains(&"add") {
            write_mtx(&at_mtx, &at.to_coo().map_err(|e| e.to_string())?)?;
        }
        let (rows_n, cols_n, nnz) = (a.dim_sizes[0], a.dim_sizes[1], a.values.len() as u64);
        let gen_secs = started.elapsed().as_secs_f64();
        if peers.is_some() {
            write_csr(&work.path, &a)?;
        }
        let ops =
            Operands { a: Value::sparse(a), at: Value::sparse(at), dense: dense_operands(rows_n, cols_n)? };
        infos.push(MatrixInfo {
            name: m.name.to_string(),
            describe: m.spec.describe(),
            rows: rows_n,
            cols: cols_n,
            nnz,
            gen_secs,
        });
        // The peers load the same matrix and check their results first; then each kernel's
        // burst of theirs follows sparsir's.
        let mut peer_lines = Vec::new();
        if let Some(p) = peers.as_mut() {
            ticker.step(&format!("peers loading {}", m.name));
            let req = format!(
                "load {} {rows_n} {cols_n} {nnz} {} {}",
                m.name,
                work.path.display(),
                jobs(m).join(",")
            );
            let answer = p.request(&req);
            absorb(answer, m.name, &mut peer_lines, &mut notes, &mut peers);
        }
        let mut mine = Vec::new();
        for &k in &jobs(m) {
            ticker.step(&format!("{k} on {}", m.name));
            let program = &programs.iter().find(|(n, _)| *n == k).ok_or("internal error: no program")?.1;
            let call_args = ops.args(k);
            let in_context = |e: String| format!("{k} on {}: {e}", m.name);
            // With more than one thread, sparsir at one thread too, in the same rounds.
            let limits: &[usize] = if args.threads > 1 { &[args.threads as usize, 1] } else { &[1] };
            let (secs, out, answer) =
                time_in_bursts(program, k, &call_args, args.reps, limits, warm_up, peers.as_mut())
                    .map_err(in_context)?;
            absorb(answer, m.name, &mut peer_lines, &mut notes, &mut peers);
            let secs_1t = secs.get(1).copied();
            let secs = secs[0];
            let result = out.first().ok_or_else(|| format!("{k}: no result"))?;
            let check = KCheck::of(result).map_err(|e| format!("{k} on {}: {e}", m.name))?;
            let bytes = call_args.iter().chain(&out).map(value_bytes).sum();
            mine.push(KernelRow {
                kernel: k.to_string(),
                matrix: m.name.to_string(),
                nnz,
                secs,
                secs_1t,
                bytes,
                check,
                peers: Vec::new(),
            });
        }
        drop(ops);
        take_peer_lines(&mut mine, &peer_lines);
        if let Some(mlir) = &mlir {
            ticker.step(&format!("mlir22 on {}", m.name));
            for row in &mut mine {
                let text = kernel_text(&row.kernel);
                let result = mlir.run(&work.path, &row.kernel, text, &a_mtx, &at_mtx, args.reps);
                let (secs, check, error) = match result {
                    Ok((secs, check)) => (Some(secs), Some(check), None),
                    Err(e) => (None, None, Some(e)),
                };
                row.peers.push(PeerResult { peer: "mlir22".into(), secs, check, error });
            }
            for path in [&a_mtx, &at_mtx] {
                let _ = std::fs::remove_file(path);
            }
        }
        rows.extend(mine);
    }
    ticker.finish();
    if let (Some(p), Some(m)) = (peers, matrices.last()) {
        peak_rss.push((m.name, p.finish()));
    }
    let peaks: Vec<String> = peak_rss
        .iter()
        .filter_map(|(name, kib)| kib.map(|k| format!("{name} {:.1} GB", k as f64 * 1024.0 / 1e9)))
        .collect();
    if !peaks.is_empty() {
        notes.push(format!("python peers' peak memory: {}", peaks.join(", ")));
    }
    let report = KernelsReport {
        backend: backend.name().to_string(),
        threads: args.threads,
        reps: args.reps,
        load: (load_start, loadavg()),
        peers: peer_names,
        matrices: infos,
        rows,
        notes,
    };
    if let Some(path) = &args.json {
        std::fs::write(path, report.json()).map_err(|e| format!("{}: error: {e}", path.display()))?;
    }
    if let Some(path) = &args.svg {
        std::fs::write(path, report.svg()).map_err(|e| format!("{}: error: {e}", path.display()))?;
    }
    Ok(report)
}

/// Keeps the peers' answer lines; when they stopped answering, notes why (on `matrix`)
/// and runs the rest of that matrix without them.
fn absorb(
    answer: PeerAnswer,
    matrix: &str,
    lines: &mut Vec<String>,
    notes: &mut Vec<String>,
    peers: &mut Option<Peers>,
) {
    match answer {
        Ok(answer) => lines.extend(answer),
        Err(e) => {
            notes.push(format!("{matrix}: {e}"));
            *peers = None;
        }
    }
}

/// Files the peers' `time`, `check` and `error` lines under their kernel rows.
fn take_peer_lines(rows: &mut [KernelRow], lines: &[String]) {
    for line in lines {
        let f: Vec<&str> = line.split(' ').collect();
        let (kind, kernel, peer) = match f.as_slice() {
            [kind, kernel, peer, ..] => (*kind, *kernel, *peer),
            _ => continue,
        };
        let Some(row) = rows.iter_mut().find(|r| r.kernel == kernel) else { continue };
        let slot = match row.peers.iter().position(|p| p.peer == peer) {
            Some(i) => &mut row.peers[i],
            None => {
                row.peers.push(PeerResult { peer: peer.to_string(), secs: None, check: None, error: None });
                row.peers.last_mut().expect("just pushed")
            }
        };
        match kind {
            "time" => slot.secs = f.get(3).and_then(|s| s.parse().ok()),
            "check" => slot.check = KCheck::parse(&f[3..]),
            "error" => slot.error = Some(f[3..].join(" ")),
            _ => {}
        }
    }
}
