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

pub mod graph;
pub mod kernels;
pub mod kernels_report;
mod measure;
mod mlir_peer;
mod peers;
mod report;

pub use measure::*;
pub use peers::*;
pub use report::*;

/// The peer script, written next to the matrices and run with `python3`.
const PEERS_PY: &str = include_str!("../bench_peers.py");

/// What to benchmark.
#[derive(Subcommand, Debug, Clone)]
pub enum BenchTarget {
    /// The storage runtime: .mtx read, COO→CSR, CSR→CSC against fast_matrix_market,
    /// scipy and python-graphblas.
    Storage(StorageArgs),
    /// Compiled kernels (SpMV, SpMM, SDDMM, SpGEMM, A + Aᵀ, CSR→CSC) against scipy,
    /// python-graphblas and torch.
    Kernels(kernels::KernelsArgs),
    /// Graph algorithms of the graphblas library (BFS, PageRank, triangle count) on an
    /// R-MAT graph against python-graphblas.
    Graph(graph::GraphBenchArgs),
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
        BenchTarget::Kernels(args) => {
            let report = kernels::kernels(&args)?;
            print!("{}", report.render());
            Ok(())
        }
        BenchTarget::Graph(args) => graph::run(&args),
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
        notes.push(format!("python peers: {}", kernels::peer_env_note()));
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
