//! `sparsir bench storage`: the storage runtime timed side by side with its peers.
//!
//! Why: the storage goals are relative — `.mtx` read ≥ 2× fast_matrix_market, COO→CSR
//! and CSR→CSC ≥ 1.5× scipy — so they must be measured on the same file, on the same
//! machine, in the same run, and checked for equal results. This command generates the
//! matrices in code ([`crate::gen`]), writes each to a Matrix Market file, warms the page
//! cache, times sparsir (best of `--reps`), then hands the same file to one long-lived
//! `python3` process running the embedded `bench_peers.py` (fast_matrix_market, scipy,
//! python-graphblas when installed), and prints Markdown tables: times, ratios (peer /
//! sparsir, > 1 means sparsir is faster), goals, result checks, peak memory, thread
//! count and load average.
//!
//! What each side times (the previous result is freed before every timed call):
//!
//! | operation | sparsir | peers |
//! |---|---|---|
//! | mtx read | `read_mtx_file` → `Coo` | `fmm.mmread` (scipy COO), `fmm.read_coo` (arrays) |
//! | COO→CSR | `SparseTensor::from_coo`, 32- and 64-bit widths | scipy `coo_matrix(…).tocsr()`, `coo.tocsr()`; GraphBLAS `from_coo` |
//! | CSR→CSC | `convert` to `(d1 : dense, d0 : compressed)` | scipy `tocsc()`; GraphBLAS `A.T.new()` |
//!
//! The peer a goal is judged against is the fastest fast_matrix_market variant (read) or
//! the fastest scipy variant (conversions); every variant is listed too.

use std::io::{BufRead, BufReader, Lines, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command as Process, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Instant;

use clap::{Args, Subcommand, ValueEnum};
use sparsir_storage::io::mtx::{read_mtx_file, write_mtx_file, MtxOptions, MtxWriteOptions};
use sparsir_storage::{with_idx, Coo, Encoding, Idx, SparseTensor, ValBuf};

use crate::gen;
use crate::progress::human_bytes;

/// The peer script, written next to the matrices and run with `python3`.
const PEERS_PY: &str = include_str!("bench_peers.py");

/// What to benchmark.
#[derive(Subcommand, Debug, Clone)]
pub enum BenchTarget {
    /// The storage runtime: .mtx read, COO→CSR, CSR→CSC against fast_matrix_market,
    /// scipy and python-graphblas.
    Storage(StorageArgs),
}

/// Options of `sparsir bench storage`.
#[derive(Args, Debug, Clone)]
pub struct StorageArgs {
    /// Rows (and columns) of the uniform random matrix. R-MAT uses scale
    /// round(log2 N); the Laplacian a k×k grid with k = 2·√N (2000 for the default).
    #[arg(long, default_value_t = 1_000_000, value_parser = clap::value_parser!(u64).range(1..))]
    pub rows: u64,
    /// Entries of the uniform random matrix (duplicates possible); R-MAT uses edge
    /// factor ceil(M / 2^scale) (16 for the defaults).
    #[arg(long, default_value_t = 16_000_000)]
    pub nnz: u64,
    /// Which matrix: uniform random (er), R-MAT (rmat), 2-D Laplacian (lap2d) or all.
    #[arg(long, value_enum, default_value_t = MatrixChoice::Er)]
    pub matrix: MatrixChoice,
    /// Timed repetitions per operation; the best is reported.
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..))]
    pub reps: u32,
    /// Time sparsir only (no python3 peers).
    #[arg(long)]
    pub no_peers: bool,
    /// Write the .mtx files into this directory and keep them (default: a temporary
    /// directory, removed at the end).
    #[arg(long)]
    pub keep: Option<PathBuf>,
}

/// The `--matrix` choices.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatrixChoice {
    /// Uniform random (Erdős–Rényi-like), in random order.
    Er,
    /// R-MAT, a = 0.57, b = c = 0.19.
    Rmat,
    /// Graph Laplacian of a 2-D grid, sorted.
    Lap2d,
    /// All three.
    All,
}

/// Runs a benchmark and prints its report.
pub fn run(target: BenchTarget) -> Result<(), String> {
    match target {
        BenchTarget::Storage(args) => {
            let report = storage(&args)?;
            print!("{}", report.render());
            Ok(())
        }
    }
}

// ---------------------------------------------------------------------------------------
// Matrices
// ---------------------------------------------------------------------------------------

/// A matrix to generate.
#[derive(Clone, Debug, PartialEq)]
pub enum MatrixSpec {
    /// [`gen::uniform`]: `n`×`n`, `nnz` entries.
    Uniform { n: u64, nnz: u64 },
    /// [`gen::rmat`]: 2^`scale` vertices, `edge_factor` edges per vertex.
    Rmat { scale: u32, edge_factor: u64 },
    /// [`gen::laplacian_2d`] on a `k`×`k` grid.
    Lap2d { k: u64 },
}

impl MatrixSpec {
    /// The short name used in tables and file names.
    pub fn name(&self) -> &'static str {
        match self {
            MatrixSpec::Uniform { .. } => "er",
            MatrixSpec::Rmat { .. } => "rmat",
            MatrixSpec::Lap2d { .. } => "lap2d",
        }
    }

    /// How it was generated, for the report.
    pub fn describe(&self) -> String {
        match self {
            MatrixSpec::Uniform { n, nnz } => format!("uniform random, {n}x{n}, {nnz} entries"),
            MatrixSpec::Rmat { scale, edge_factor } => {
                format!("R-MAT scale {scale}, edge factor {edge_factor}")
            }
            MatrixSpec::Lap2d { k } => format!("2-D grid Laplacian, {k}x{k} grid"),
        }
    }

    fn generate(&self) -> Coo {
        match *self {
            MatrixSpec::Uniform { n, nnz } => gen::uniform(n, nnz as usize, gen::DEFAULT_SEED),
            MatrixSpec::Rmat { scale, edge_factor } => gen::rmat(scale, edge_factor, gen::DEFAULT_SEED),
            MatrixSpec::Lap2d { k } => gen::laplacian_2d(k),
        }
    }
}

/// The matrices `--matrix` selects, sized from `--rows` / `--nnz`.
pub fn matrix_specs(args: &StorageArgs) -> Vec<MatrixSpec> {
    let scale = ((args.rows as f64).log2().round() as u32).clamp(1, 31);
    let edge_factor = args.nnz.div_ceil(1u64 << scale).max(1);
    let k = ((2.0 * (args.rows as f64).sqrt()).round() as u64).max(1);
    let er = MatrixSpec::Uniform { n: args.rows, nnz: args.nnz };
    let rmat = MatrixSpec::Rmat { scale, edge_factor };
    let lap = MatrixSpec::Lap2d { k };
    match args.matrix {
        MatrixChoice::Er => vec![er],
        MatrixChoice::Rmat => vec![rmat],
        MatrixChoice::Lap2d => vec![lap],
        MatrixChoice::All => vec![er, rmat, lap],
    }
}

/// A directory removed when dropped (unless it is the user's `--keep` directory).
struct WorkDir {
    path: PathBuf,
    remove: bool,
}

impl WorkDir {
    fn temporary() -> Result<WorkDir, String> {
        static COUNT: AtomicUsize = AtomicUsize::new(0);
        let n = COUNT.fetch_add(1, Ordering::Relaxed);
        let name = format!("sparsir-bench-{}-{n}", std::process::id());
        let path = std::env::temp_dir().join(name);
        std::fs::create_dir_all(&path).map_err(|e| format!("{}: error: {e}", path.display()))?;
        Ok(WorkDir { path, remove: true })
    }

    fn kept(path: &Path) -> Result<WorkDir, String> {
        std::fs::create_dir_all(path).map_err(|e| format!("{}: error: {e}", path.display()))?;
        Ok(WorkDir { path: path.to_path_buf(), remove: false })
    }
}

impl Drop for WorkDir {
    fn drop(&mut self) {
        if self.remove {
            let _ = std::fs::remove_dir_all(&self.path);
        }
    }
}

/// Generates `spec`, writes it to `path`; returns (shape, entries, generate s, write s).
fn generate_and_write(spec: &MatrixSpec, path: &Path) -> Result<([u64; 2], u64, f64, f64), String> {
    eprintln!("bench: generating {} ({})", spec.name(), spec.describe());
    let started = Instant::now();
    let coo = spec.generate();
    let gen_secs = started.elapsed().as_secs_f64();
    eprintln!("bench: writing {}", path.display());
    let started = Instant::now();
    write_mtx_file(path, &coo, &MtxWriteOptions::default()).map_err(|e| e.to_string())?;
    let write_secs = started.elapsed().as_secs_f64();
    Ok(([coo.dim_sizes[0], coo.dim_sizes[1]], coo.len() as u64, gen_secs, write_secs))
}

/// Reads the file once so every timed read finds it in the page cache.
fn warm_page_cache(path: &Path) -> Result<u64, String> {
    let mut file = std::fs::File::open(path).map_err(|e| format!("{}: error: {e}", path.display()))?;
    std::io::copy(&mut file, &mut std::io::sink()).map_err(|e| format!("{}: error: {e}", path.display()))
}

// ---------------------------------------------------------------------------------------
// Measurements
// ---------------------------------------------------------------------------------------

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
    fn key(self) -> &'static str {
        match self {
            Op::Read => "read",
            Op::CooToCsr => "coo2csr",
            Op::CsrToCsc => "csr2csc",
        }
    }

    fn from_key(key: &str) -> Option<Op> {
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
    fn reference_peer(self) -> &'static str {
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
    fn verdict(&self, other: &Check) -> String {
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
fn block_sum(v: &[f64]) -> f64 {
    v.chunks(4096).map(|c| c.iter().sum::<f64>()).sum()
}

fn f64_values(v: &ValBuf) -> Result<&[f64], String> {
    match v {
        ValBuf::F64(v) => Ok(v),
        other => Err(format!("bench: expected f64 values, found {}", other.elem_type())),
    }
}

fn coo_check(coo: &Coo) -> Result<Check, String> {
    let cols = coo.crds.iter().skip(1).step_by(2).map(|&c| u128::from(c)).sum();
    let val_sum = block_sum(f64_values(&coo.vals)?);
    Ok(Check { nnz: coo.len() as u64, val_sum, idx_sum: cols })
}

fn tensor_check(t: &SparseTensor) -> Result<Check, String> {
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

/// Best wall time of `reps` calls and the last result; the previous result is freed
/// before each call, outside the timed region.
fn best_of<T>(reps: u32, mut f: impl FnMut() -> Result<T, String>) -> Result<(f64, T), String> {
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
fn matrix_encoding(csc: bool, bits: u8) -> Result<Arc<Encoding>, String> {
    let lvls = if csc { "d1 : dense, d0 : compressed" } else { "d0 : dense, d1 : compressed" };
    let widths = if bits == 0 { String::new() } else { format!(", posWidth = {bits}, crdWidth = {bits}") };
    let text = format!("#sparse_tensor.encoding<{{ map = (d0, d1) -> ({lvls}){widths} }}>");
    Encoding::parse(&text).map(Arc::new).map_err(|e| e.to_string())
}

/// Times sparsir's read, COO→CSR and CSR→CSC (32- and 64-bit) on `path`.
fn measure_sparsir(path: &Path, reps: u32) -> Result<Vec<Measured>, String> {
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

/// Threads rayon uses: `RAYON_NUM_THREADS` when set and positive, else the available
/// cores (rayon's own rule).
pub fn rayon_threads() -> usize {
    let env = std::env::var("RAYON_NUM_THREADS").ok().and_then(|v| v.parse().ok());
    match env {
        Some(n) if n > 0 => n,
        _ => std::thread::available_parallelism().map_or(1, |n| n.get()),
    }
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

/// The transparent-huge-page mode (`always`, `madvise`, `never`) and `GLIBC_TUNABLES`:
/// on a machine in `madvise` mode, numpy's big arrays get huge pages (numpy asks for
/// them) and Rust's `Vec`s do not, unless `GLIBC_TUNABLES=glibc.malloc.hugetlb=1`.
pub fn huge_pages() -> String {
    let mode = std::fs::read_to_string("/sys/kernel/mm/transparent_hugepage/enabled").unwrap_or_default();
    let mode = mode.split_whitespace().find(|w| w.starts_with('[')).unwrap_or("[unknown]");
    let mode = mode.trim_matches(|c| c == '[' || c == ']');
    let tunables = std::env::var("GLIBC_TUNABLES").unwrap_or_default();
    let tunables = if tunables.is_empty() { "unset".to_string() } else { tunables };
    format!("transparent huge pages: {mode}; GLIBC_TUNABLES: {tunables}")
}

/// Peak resident set of this process (VmHWM), in KiB.
pub fn peak_rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Resets VmHWM to the current RSS (Linux `clear_refs` 5); false when refused.
fn reset_peak_rss() -> bool {
    std::fs::write("/proc/self/clear_refs", "5").is_ok()
}

// ---------------------------------------------------------------------------------------
// The peer process
// ---------------------------------------------------------------------------------------

/// One peer timing.
#[derive(Clone, Debug, PartialEq)]
pub struct PeerTime {
    /// The operation.
    pub op: Op,
    /// The system and variant, e.g. `scipy.tocsr`.
    pub system: String,
    /// Best wall time.
    pub secs: f64,
    /// What its result holds.
    pub check: Option<Check>,
}

/// Everything the peers reported for one matrix.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PeerMatrix {
    /// Timings.
    pub times: Vec<PeerTime>,
    /// Peak RSS of the python process while it worked on this matrix, KiB.
    pub mem_kib: Option<u64>,
    /// Errors and notes.
    pub notes: Vec<String>,
}

impl PeerMatrix {
    /// The fastest variant `op`'s goal is judged against.
    pub fn reference(&self, op: Op) -> Option<&PeerTime> {
        let eligible = self.times.iter().filter(|t| t.op == op && t.system.starts_with(op.reference_peer()));
        eligible.min_by(|a, b| a.secs.total_cmp(&b.secs))
    }

    /// Takes one protocol line; true at `done`.
    fn take_line(&mut self, line: &str) -> bool {
        let f: Vec<&str> = line.split(' ').collect();
        match f.as_slice() {
            ["done", ..] => return true,
            ["time", op, system, secs] => {
                if let (Some(op), Ok(secs)) = (Op::from_key(op), secs.parse()) {
                    self.times.push(PeerTime { op, system: system.to_string(), secs, check: None });
                }
            }
            ["check", op, system, nnz, vsum, isum] => {
                let check = parse_check(nnz, vsum, isum);
                let slot = self.times.iter_mut().find(|t| t.op.key() == *op && t.system == *system);
                if let (Some(slot), Some(check)) = (slot, check) {
                    slot.check = Some(check);
                }
            }
            ["mem", kib] => self.mem_kib = kib.parse().ok(),
            ["error", rest @ ..] => self.notes.push(format!("peer error: {}", rest.join(" "))),
            ["note", rest @ ..] => self.notes.push(rest.join(" ")),
            _ => {}
        }
        false
    }
}

/// A start-up line of the peers as a report note (`version scipy 1.17` → `scipy 1.17`).
fn header_note(line: &str) -> String {
    let rest = line.strip_prefix("version ").or_else(|| line.strip_prefix("note "));
    rest.unwrap_or(line).to_string()
}

fn parse_check(nnz: &str, vsum: &str, isum: &str) -> Option<Check> {
    Some(Check { nnz: nnz.parse().ok()?, val_sum: vsum.parse().ok()?, idx_sum: isum.parse().ok()? })
}

/// The running `python3 bench_peers.py`.
struct Peers {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Lines<BufReader<ChildStdout>>,
    /// `version` lines and start-up notes.
    header: Vec<String>,
}

impl Peers {
    /// Writes the script into `dir`, starts it and waits for `ready`.
    fn start(dir: &Path, reps: u32) -> Result<Peers, String> {
        let script = dir.join("bench_peers.py");
        std::fs::write(&script, PEERS_PY).map_err(|e| format!("{}: error: {e}", script.display()))?;
        let mut child = Process::new("python3")
            .arg(&script)
            .args(["--reps", &reps.to_string()])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("error: cannot run python3: {e} (use --no-peers to skip the peers)"))?;
        let stdin = child.stdin.take();
        let stdout = child.stdout.take().ok_or("error: no pipe from python3")?;
        let mut peers = Peers { child, stdin, lines: BufReader::new(stdout).lines(), header: Vec::new() };
        loop {
            match peers.next_line() {
                Some(line) if line == "ready" => return Ok(peers),
                Some(line) => peers.header.push(line),
                None => {
                    let _ = peers.child.wait();
                    return Err("error: the python peers did not start (see above; needs numpy, scipy, \
                                fast_matrix_market; use --no-peers to skip them)"
                        .into());
                }
            }
        }
    }

    fn next_line(&mut self) -> Option<String> {
        self.lines.next()?.ok()
    }

    /// Times the peers on one file.
    fn run(&mut self, name: &str, path: &Path) -> Result<PeerMatrix, String> {
        let stdin = self.stdin.as_mut().ok_or("error: peer input closed")?;
        writeln!(stdin, "{name} {}", path.display())
            .and_then(|_| stdin.flush())
            .map_err(|e| format!("error: writing to the python peers: {e}"))?;
        let mut out = PeerMatrix::default();
        loop {
            let line = self.next_line().ok_or("error: the python peers stopped (see above)")?;
            if out.take_line(&line) {
                return Ok(out);
            }
        }
    }

    /// Closes the input; returns the process's ru_maxrss (KiB).
    fn finish(mut self) -> Option<u64> {
        drop(self.stdin.take());
        let mut maxrss = None;
        while let Some(line) = self.next_line() {
            if let Some(kib) = line.strip_prefix("exit ") {
                maxrss = kib.trim().parse().ok();
            }
        }
        let _ = self.child.wait();
        maxrss
    }
}

// ---------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------

/// Everything measured on one matrix.
#[derive(Clone, Debug, PartialEq)]
pub struct MatrixResult {
    /// The matrix.
    pub spec: MatrixSpec,
    /// Rows and columns.
    pub shape: [u64; 2],
    /// Entries written (duplicates included).
    pub entries: u64,
    /// Size of the .mtx file.
    pub file_bytes: u64,
    /// Seconds to generate and to write the file.
    pub gen_write_secs: (f64, f64),
    /// Load average when the timing started.
    pub load: String,
    /// sparsir's timings.
    pub ours: Vec<Measured>,
    /// Peak RSS of this process during the timed operations, KiB.
    pub ours_mem_kib: Option<u64>,
    /// The peers' timings (`None` with `--no-peers`).
    pub peers: Option<PeerMatrix>,
}

/// The whole report.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    /// Threads rayon uses.
    pub threads: usize,
    /// Repetitions per operation.
    pub reps: u32,
    /// Load average at the start and at the end.
    pub load: (String, String),
    /// Per matrix.
    pub matrices: Vec<MatrixResult>,
    /// Highest VmHWM of this process over the run (generation included), KiB.
    pub process_peak_kib: Option<u64>,
    /// Whether VmHWM could be reset per matrix.
    pub peak_reset: bool,
    /// ru_maxrss of the python process, KiB.
    pub python_maxrss_kib: Option<u64>,
    /// Peer versions and notes.
    pub notes: Vec<String>,
    /// [`huge_pages`].
    pub huge_pages: String,
}

/// Runs `sparsir bench storage`.
pub fn storage(args: &StorageArgs) -> Result<Report, String> {
    let work = WorkDir::temporary()?;
    let files = match &args.keep {
        Some(dir) => WorkDir::kept(dir)?,
        None => WorkDir::temporary()?,
    };
    let load_start = loadavg();
    let mut notes = Vec::new();
    let mut peers = if args.no_peers { None } else { Some(Peers::start(&work.path, args.reps)?) };
    if let Some(p) = &peers {
        notes.extend(p.header.iter().map(|l| header_note(l)));
    }
    let (mut matrices, mut peak, mut reset_ok) = (Vec::new(), 0u64, true);
    for spec in matrix_specs(args) {
        let r = bench_matrix(&spec, &files.path, args.reps, &mut peers, &mut peak, &mut reset_ok)?;
        if args.keep.is_none() {
            let _ = std::fs::remove_file(files.path.join(format!("{}.mtx", spec.name())));
        }
        matrices.push(r);
    }
    let python_maxrss_kib = peers.and_then(Peers::finish);
    Ok(Report {
        threads: rayon_threads(),
        reps: args.reps,
        load: (load_start, loadavg()),
        matrices,
        process_peak_kib: Some(peak).filter(|&p| p > 0),
        peak_reset: reset_ok,
        python_maxrss_kib,
        notes,
        huge_pages: huge_pages(),
    })
}

/// Generates, writes and warms one matrix, times sparsir, then the peers.
fn bench_matrix(
    spec: &MatrixSpec,
    dir: &Path,
    reps: u32,
    peers: &mut Option<Peers>,
    peak: &mut u64,
    reset_ok: &mut bool,
) -> Result<MatrixResult, String> {
    let path = dir.join(format!("{}.mtx", spec.name()));
    let (shape, entries, gen_secs, write_secs) = generate_and_write(spec, &path)?;
    let file_bytes = warm_page_cache(&path)?;
    *peak = (*peak).max(peak_rss_kib().unwrap_or(0));
    *reset_ok &= reset_peak_rss();
    let load = loadavg();
    eprintln!("bench: timing sparsir on {} (load {load})", spec.name());
    let ours = measure_sparsir(&path, reps)?;
    let ours_mem_kib = peak_rss_kib();
    *peak = (*peak).max(ours_mem_kib.unwrap_or(0));
    let peer = match peers.as_mut() {
        Some(p) => {
            eprintln!("bench: timing the python peers on {}", spec.name());
            Some(p.run(spec.name(), &path))
        }
        None => None,
    };
    let peers_result = match peer {
        Some(Ok(m)) => Some(m),
        Some(Err(e)) => {
            // Keep what we have; the remaining matrices run without peers.
            *peers = None;
            Some(PeerMatrix { notes: vec![e], ..Default::default() })
        }
        None => None,
    };
    let gen_write_secs = (gen_secs, write_secs);
    Ok(MatrixResult {
        spec: spec.clone(),
        shape,
        entries,
        file_bytes,
        gen_write_secs,
        load,
        ours,
        ours_mem_kib,
        peers: peers_result,
    })
}

// ---------------------------------------------------------------------------------------
// The report
// ---------------------------------------------------------------------------------------

/// `1.234 s`, `56.7 ms` or `0.123 ms`.
pub fn fmt_secs(s: f64) -> String {
    if s >= 1.0 {
        format!("{s:.3} s")
    } else if s >= 0.01 {
        format!("{:.1} ms", s * 1e3)
    } else {
        format!("{:.3} ms", s * 1e3)
    }
}

fn fmt_kib(kib: Option<u64>) -> String {
    kib.map_or("-".into(), |k| human_bytes(k * 1024))
}

/// A Markdown table with padded columns.
pub fn markdown_table(header: &[&str], rows: &[Vec<String>]) -> String {
    let mut widths: Vec<usize> = header.iter().map(|h| h.chars().count()).collect();
    for row in rows {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(cell.chars().count());
        }
    }
    let line = |cells: Vec<String>| {
        let padded: Vec<String> = cells.iter().zip(&widths).map(|(c, &w)| format!("{c:<w$}")).collect();
        format!("| {} |\n", padded.join(" | "))
    };
    let mut out = line(header.iter().map(|h| h.to_string()).collect());
    out += &line(widths.iter().map(|&w| "-".repeat(w)).collect());
    for row in rows {
        out += &line(row.clone());
    }
    out
}

impl Report {
    /// The report as Markdown.
    pub fn render(&self) -> String {
        let mut out = String::from("## sparsir bench storage\n\n");
        out += &format!(
            "threads: {} (rayon) | best of {} | load average (1/5/15 min): start {}, end {}\n\n",
            self.threads, self.reps, self.load.0, self.load.1
        );
        out += &format!("{}\n\n", self.huge_pages);
        out += "### Matrices\n\n";
        out += &self.matrix_table();
        out += "\n### Results (ratio = peer time / sparsir time; > 1 means sparsir is faster)\n\n";
        out += &self.results_table();
        if self.matrices.iter().any(|m| m.peers.is_some()) {
            out += "\n### Every peer variant (ratio against sparsir's 32-bit result for conversions)\n\n";
            out += &self.peer_table();
        }
        out += "\n### Memory (peak RSS)\n\n";
        out += &self.memory_table();
        out += &self.notes_section();
        out
    }

    fn matrix_table(&self) -> String {
        let header = [
            "matrix",
            "generated as",
            "rows x cols",
            "entries",
            "distinct",
            ".mtx size",
            "generate",
            "write",
            "load avg",
        ];
        let rows: Vec<Vec<String>> = self
            .matrices
            .iter()
            .map(|m| {
                let distinct = m.ours.iter().find(|x| x.op == Op::CooToCsr).map_or(0, |x| x.check.nnz);
                vec![
                    m.spec.name().into(),
                    m.spec.describe(),
                    format!("{} x {}", m.shape[0], m.shape[1]),
                    m.entries.to_string(),
                    distinct.to_string(),
                    human_bytes(m.file_bytes),
                    fmt_secs(m.gen_write_secs.0),
                    fmt_secs(m.gen_write_secs.1),
                    m.load.clone(),
                ]
            })
            .collect();
        markdown_table(&header, &rows)
    }

    fn results_table(&self) -> String {
        let header = [
            "operation",
            "matrix",
            "sparsir",
            "sparsir time",
            "peer",
            "peer time",
            "ratio",
            "goal",
            "met",
            "check",
        ];
        let mut rows = Vec::new();
        for m in &self.matrices {
            for ours in &m.ours {
                rows.push(result_row(m, ours));
            }
        }
        markdown_table(&header, &rows)
    }

    fn peer_table(&self) -> String {
        let header = ["operation", "matrix", "system", "time", "ratio", "check"];
        let mut rows = Vec::new();
        for m in &self.matrices {
            let Some(peers) = &m.peers else { continue };
            for t in &peers.times {
                let Some(ours) = m.ours.iter().find(|x| x.op == t.op) else {
                    continue;
                };
                let check = t.check.map_or("-".into(), |c| ours.check.verdict(&c));
                let ratio = format!("{:.2}", t.secs / ours.secs);
                rows.push(vec![
                    t.op.label().into(),
                    m.spec.name().into(),
                    t.system.clone(),
                    fmt_secs(t.secs),
                    ratio,
                    check,
                ]);
            }
        }
        markdown_table(&header, &rows)
    }

    fn memory_table(&self) -> String {
        let header = ["matrix", "sparsir (timed ops)", "python peers (this matrix)"];
        let rows: Vec<Vec<String>> = self
            .matrices
            .iter()
            .map(|m| {
                let py = m.peers.as_ref().and_then(|p| p.mem_kib);
                vec![m.spec.name().into(), fmt_kib(m.ours_mem_kib), fmt_kib(py)]
            })
            .collect();
        let mut out = markdown_table(&header, &rows);
        out += &format!(
            "\nWhole run: sparsir process {} (VmHWM, generation and writing included); python process {} (ru_maxrss).\n",
            fmt_kib(self.process_peak_kib),
            fmt_kib(self.python_maxrss_kib)
        );
        if !self.peak_reset {
            out += "VmHWM could not be reset per matrix: per-matrix figures are running peaks.\n";
        }
        out
    }

    fn notes_section(&self) -> String {
        let mut notes: Vec<String> = self.notes.clone();
        for m in &self.matrices {
            let extra = m.peers.iter().flat_map(|p| &p.notes);
            notes.extend(extra.map(|n| format!("{}: {n}", m.spec.name())));
        }
        if notes.is_empty() {
            return String::new();
        }
        let mut out = String::from("\n### Notes\n\n");
        for n in notes {
            out += &format!("- {n}\n");
        }
        out
    }
}

/// One row of the results table: a sparsir timing against the reference peer.
fn result_row(m: &MatrixResult, ours: &Measured) -> Vec<String> {
    let what = if ours.variant.is_empty() { "read_mtx_file".to_string() } else { ours.variant.to_string() };
    let peer = m.peers.as_ref().and_then(|p| p.reference(ours.op));
    let (name, time, ratio, met, check) = match peer {
        Some(p) => {
            let ratio = p.secs / ours.secs;
            let met = if ratio >= ours.op.goal() { "yes" } else { "NO" };
            let check = p.check.map_or("-".into(), |c| ours.check.verdict(&c));
            (p.system.clone(), fmt_secs(p.secs), format!("{ratio:.2}"), met.to_string(), check)
        }
        None => ("-".into(), "-".into(), "-".into(), "-".into(), "-".into()),
    };
    let goal = format!(">= {}", ours.op.goal());
    vec![
        ours.op.label().into(),
        m.spec.name().into(),
        what,
        fmt_secs(ours.secs),
        name,
        time,
        ratio,
        goal,
        met,
        check,
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::{Cli, Command};
    use clap::Parser;

    fn parse(args: &[&str]) -> StorageArgs {
        let cli = Cli::try_parse_from(args).unwrap();
        match cli.command {
            Command::Bench { target: BenchTarget::Storage(a) } => a,
            other => panic!("parsed as {other:?}"),
        }
    }

    /// The data rows (after the header and the rule) of the table under `title`.
    fn table_rows<'a>(text: &'a str, title: &str) -> Vec<Vec<&'a str>> {
        let start = text.find(title).unwrap_or_else(|| panic!("no {title} in\n{text}"));
        let lines = text[start..].lines().skip(2).take_while(|l| l.starts_with('|'));
        lines.skip(2).map(|l| l.trim_matches('|').split(" | ").map(str::trim).collect()).collect()
    }

    #[test]
    fn defaults_follow_the_issue() {
        let a = parse(&["sparsir", "bench", "storage", "--matrix", "all"]);
        assert_eq!((a.rows, a.nnz, a.reps, a.no_peers), (1_000_000, 16_000_000, 3, false));
        let specs = matrix_specs(&a);
        let want = vec![
            MatrixSpec::Uniform { n: 1_000_000, nnz: 16_000_000 },
            MatrixSpec::Rmat { scale: 20, edge_factor: 16 },
            MatrixSpec::Lap2d { k: 2000 },
        ];
        assert_eq!(specs, want);
        assert!(Cli::try_parse_from(["sparsir", "bench", "storage", "--reps", "0"]).is_err());
    }

    #[test]
    fn bench_storage_without_peers_prints_the_tables() {
        let args =
            ["sparsir", "bench", "storage", "--rows", "2000", "--nnz", "20000", "--reps", "1", "--no-peers"];
        let report = storage(&parse(&args)).unwrap();
        let text = report.render();
        let results = table_rows(&text, "### Results");
        assert_eq!(results.len(), 5, "{text}");
        assert!(results.iter().all(|r| r.len() == 10), "{text}");
        let ops: Vec<&str> = results.iter().map(|r| r[0]).collect();
        assert_eq!(ops, ["mtx read", "COO->CSR", "CSR->CSC", "COO->CSR", "CSR->CSC"]);
        assert!(results.iter().all(|r| r[1] == "er" && r[6] == "-"), "{text}");
        let matrices = table_rows(&text, "### Matrices");
        assert_eq!(matrices[0][3], "20000");
        // Both widths build the same matrix; the read sees every written entry.
        let m = &report.matrices[0];
        assert_eq!(m.ours[0].check.nnz, 20_000);
        assert!(m.ours[1].check.agrees(&m.ours[3].check));
        assert!(m.ours[2].check.nnz == m.ours[1].check.nnz && m.ours[2].check.val_sum != 0.0);
        assert!(text.contains("threads: ") && text.contains("load average"));
        assert_eq!(table_rows(&text, "### Memory").len(), 1);
    }

    #[test]
    fn all_matrices_at_small_sizes() {
        let args = [
            "sparsir",
            "bench",
            "storage",
            "--rows",
            "900",
            "--nnz",
            "5000",
            "--reps",
            "1",
            "--no-peers",
            "--matrix",
            "all",
        ];
        let report = storage(&parse(&args)).unwrap();
        let names: Vec<&str> = report.matrices.iter().map(|m| m.spec.name()).collect();
        assert_eq!(names, ["er", "rmat", "lap2d"]);
        let lap = &report.matrices[2];
        // k = 60: 3600 rows, 5k² − 4k entries, no duplicates, values summing to 0.
        assert_eq!((lap.shape[0], lap.entries), (3600, 5 * 3600 - 240));
        assert_eq!(lap.ours[1].check.nnz, lap.entries);
        assert_eq!(lap.ours[1].check.val_sum, 0.0);
        assert_eq!(table_rows(&report.render(), "### Results").len(), 15);
    }

    #[test]
    fn peer_lines_are_parsed() {
        let mut m = PeerMatrix::default();
        for line in [
            "time coo2csr scipy.tocsr 0.5",
            "time coo2csr scipy.coo_matrix+tocsr 0.25",
            "time coo2csr graphblas.from_coo 0.125",
            "check coo2csr scipy.coo_matrix+tocsr 10 2.5 45",
            "mem 2048",
            "note scipy CSR index dtype int32",
            "error csr2csc scipy.tocsc result has unsorted indices",
        ] {
            assert!(!m.take_line(line));
        }
        assert!(m.take_line("done er"));
        let best = m.reference(Op::CooToCsr).unwrap();
        assert_eq!((best.system.as_str(), best.secs), ("scipy.coo_matrix+tocsr", 0.25));
        assert_eq!(best.check, Some(Check { nnz: 10, val_sum: 2.5, idx_sum: 45 }));
        assert_eq!(m.mem_kib, Some(2048));
        assert_eq!(m.notes.len(), 2);
        assert!(m.reference(Op::Read).is_none());
    }

    #[test]
    fn checks_tolerate_summation_order_only() {
        let a = Check { nnz: 3, val_sum: 1.0, idx_sum: 7 };
        assert!(a.agrees(&Check { val_sum: 1.0 + 1e-12, ..a }));
        assert!(!a.agrees(&Check { val_sum: 1.001, ..a }));
        assert!(!a.agrees(&Check { nnz: 4, ..a }));
        assert!(a.verdict(&Check { idx_sum: 8, ..a }).starts_with("MISMATCH"));
    }

    fn peers_available() -> bool {
        let probe = Process::new("python3").args(["-c", "import scipy, fast_matrix_market"]).output();
        probe.is_ok_and(|o| o.status.success())
    }

    #[test]
    fn bench_storage_with_peers_when_python_has_them() {
        if !peers_available() {
            eprintln!("skipped: python3 with scipy and fast_matrix_market is not available");
            return;
        }
        let args = [
            "sparsir", "bench", "storage", "--rows", "500", "--nnz", "4000", "--reps", "1", "--matrix", "all",
        ];
        let report = storage(&parse(&args)).unwrap();
        let text = report.render();
        let results = table_rows(&text, "### Results");
        assert_eq!(results.len(), 15, "{text}");
        for row in &results {
            assert!(row[4].starts_with("fmm.") || row[4].starts_with("scipy."), "{text}");
            assert_eq!(row[9], "ok", "{text}");
            assert!(row[6].parse::<f64>().is_ok(), "{text}");
        }
        let variants = table_rows(&text, "### Every peer variant");
        assert!(variants.iter().all(|r| r[5] == "ok"), "{text}");
        assert!(report.python_maxrss_kib.is_some_and(|k| k > 0));
        assert!(report.notes.iter().any(|n| n.starts_with("scipy ")));
    }
}
