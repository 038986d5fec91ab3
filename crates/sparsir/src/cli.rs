//! The `sparsir` command line: argument parsing and the storage subcommands.
//!
//! Why: users reach sparsir first through files — convert a Matrix Market matrix to some
//! encoding, look at its buffers as MLIR would print them, get statistics. Each subcommand
//! is a thin layer over the library; failures are reported as `file:line:col: error: …`
//! with exit status 1, never a panic.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use clap::{Parser, Subcommand};
use sparsir_storage::{io, Coo, ElemType, Encoding, SparseTensor, StorageError};

use crate::progress::{human_bytes, Progress, LARGE_INPUT_BYTES};
use crate::shorthand;

/// sparsir: MLIR sparse tensors in Rust.
#[derive(Parser, Debug)]
#[command(name = "sparsir", version, about)]
pub struct Cli {
    /// The subcommand.
    #[command(subcommand)]
    pub command: Command,
}

/// Subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Read a .mtx / .tns file, store it in an encoding, print and/or write it.
    Convert {
        /// Input file (.mtx Matrix Market or .tns extended FROSTT).
        input: PathBuf,
        /// Target encoding: `#sparse_tensor.encoding<{…}>` text or a short name (csr, csc,
        /// dcsr, dcsc, coo, csf, dense, sparse). Default: CSR for matrices, a sparse
        /// vector for rank 1, CSF otherwise.
        #[arg(long)]
        to: Option<String>,
        /// Element type of the values (f64, f32, i64, complex<f64>, …). Default: from the file.
        #[arg(long)]
        elem: Option<String>,
        /// Print the storage as MLIR's `sparse_tensor.print` does.
        #[arg(long)]
        print: bool,
        /// Write the tensor to this file (.mtx or .tns by extension).
        #[arg(short = 'o', long)]
        output: Option<PathBuf>,
        /// Matrix Market symmetric files: mirror the stored triangle (scipy/GraphBLAS
        /// behaviour) instead of keeping only the listed entries (MLIR's `new`).
        #[arg(long)]
        expand_symmetry: bool,
    },
    /// Shape, entries, per-level and per-row statistics of a .mtx / .tns file.
    Info {
        /// Input file.
        input: PathBuf,
        /// Encoding whose levels to describe (default as for `convert`).
        #[arg(long)]
        to: Option<String>,
        /// Mirror the stored triangle of symmetric files.
        #[arg(long)]
        expand_symmetry: bool,
    },
    /// Read an MLIR program, verify it and print it back (like `mlir-opt`).
    Opt(crate::cli_opt::OptArgs),
    /// Run a graph algorithm (graphblas library) on a Matrix Market graph: triangle-count,
    /// bfs-levels, bfs-parents, sssp, pagerank, connected-components, betweenness.
    Graph(crate::cli_graph::GraphArgs),
    /// Run a program's entry function (like `mlir-opt --sparsifier | mlir-runner -e main`).
    Run(crate::cli_run::RunArgs),
    /// Time the storage runtime against its peers (scipy, fast_matrix_market, GraphBLAS).
    Bench {
        /// What to benchmark.
        #[command(subcommand)]
        target: crate::bench::BenchTarget,
    },
}

/// Runs the parsed command; the error is ready to print.
pub fn run(cli: Cli) -> Result<(), String> {
    let threads = match &cli.command {
        Command::Run(args) => args.threads,
        _ => None,
    };
    size_pool(threads, matches!(cli.command, Command::Bench { .. }))?;
    match cli.command {
        Command::Convert { input, to, elem, print, output, expand_symmetry } => {
            convert(&input, to.as_deref(), elem.as_deref(), print, output.as_deref(), expand_symmetry)
        }
        Command::Info { input, to, expand_symmetry } => info(&input, to.as_deref(), expand_symmetry),
        Command::Bench { target } => crate::bench::run(target),
        Command::Opt(args) => crate::cli_opt::run(&args),
        Command::Graph(args) => crate::cli_graph::run(&args),
        Command::Run(args) => crate::cli_run::run(&args),
    }
}

/// Sizes the process-wide thread pool from `--threads`, else `SPARSIR_THREADS`, else a
/// thread per core, before anything runs on it; this (main) thread is one of its threads
/// (`threads::init_pool_on_this_thread`). Left to the benchmarks (which pin the pool to
/// their own `--threads`) when neither is given.
fn size_pool(threads: Option<u32>, bench: bool) -> Result<(), String> {
    let n = match threads {
        Some(n) => n as usize,
        None => match std::env::var("SPARSIR_THREADS") {
            Ok(v) => match v.trim().parse::<usize>() {
                Ok(n) if (1..=1024).contains(&n) => n,
                _ => {
                    return Err(format!(
                        "error: SPARSIR_THREADS='{v}': expected a number of threads from 1 to 1024"
                    ))
                }
            },
            Err(_) if bench => return Ok(()),
            Err(_) => std::thread::available_parallelism().map_or(1, |n| n.get()),
        },
    };
    sparsir_exec::threads::init_pool_on_this_thread(n).map_err(|e| format!("error: {e}"))
}

fn show(e: StorageError) -> String {
    e.to_string()
}

/// Reads a tensor file with a progress line for large inputs.
pub fn read_input(path: &Path, elem: Option<ElemType>, expand_symmetry: bool) -> Result<Coo, String> {
    let size = std::fs::metadata(path).map_err(|e| format!("{}: error: {e}", path.display()))?.len();
    let progress = Progress::start(&format!("reading {}", path.display()), size >= LARGE_INPUT_BYTES);
    let is_mtx = path.extension().is_some_and(|e| e.eq_ignore_ascii_case("mtx"));
    let coo = if is_mtx {
        let opts = io::mtx::MtxOptions { expand_symmetry, elem };
        io::mtx::read_mtx_file(path, &opts).map(|(_, coo)| coo)
    } else {
        io::read_tensor_file(path, elem)
    }
    .map_err(show)?;
    progress.finish();
    Ok(coo)
}

/// Parses `--to`: a shorthand or encoding text (errors point into the argument).
pub fn target_encoding(to: Option<&str>, rank: usize, elem: ElemType) -> Result<Arc<Encoding>, String> {
    let text = match to {
        None => shorthand::default_for_rank(rank),
        Some(t) => shorthand::expand(t.trim(), rank).unwrap_or_else(|| t.to_string()),
    };
    let enc = Encoding::parse(&text).map_err(|e| {
        let mut e = e;
        if let Some(loc) = &mut e.loc {
            loc.file = Some("--to".into());
        }
        e.to_string()
    })?;
    let shape: Vec<Option<u64>> = vec![None; rank];
    sparsir_storage::encoding::verify::verify_for_tensor(&enc, &shape, elem)
        .map_err(|e| format!("--to: error: {}", e.message))?;
    Ok(Arc::new(enc))
}

fn build(coo: &Coo, enc: Arc<Encoding>, label: &str) -> Result<SparseTensor, String> {
    let big = coo.len() as u64 * 16 >= LARGE_INPUT_BYTES;
    let progress = Progress::start(label, big);
    let t = SparseTensor::from_coo(enc, coo).map_err(show)?;
    progress.finish();
    Ok(t)
}

fn convert(
    input: &Path,
    to: Option<&str>,
    elem: Option<&str>,
    print: bool,
    output: Option<&Path>,
    expand_symmetry: bool,
) -> Result<(), String> {
    let elem = match elem {
        None => None,
        Some(e) => {
            Some(ElemType::parse(e).ok_or_else(|| format!("--elem: error: unknown element type '{e}'"))?)
        }
    };
    let coo = read_input(input, elem, expand_symmetry)?;
    let enc = target_encoding(to, coo.rank(), coo.vals.elem_type())?;
    let tensor = build(&coo, enc, "building storage")?;
    if print {
        print!("{}", tensor.to_mlir_print());
    }
    if let Some(out) = output {
        let stored = tensor.to_coo().map_err(show)?;
        io::write_tensor_file(out, &stored).map_err(show)?;
    }
    Ok(())
}

fn info(input: &Path, to: Option<&str>, expand_symmetry: bool) -> Result<(), String> {
    let started = Instant::now();
    let coo = read_input(input, None, expand_symmetry)?;
    let read_secs = started.elapsed().as_secs_f64();
    let enc = target_encoding(to, coo.rank(), coo.vals.elem_type())?;
    let tensor = build(&coo, enc.clone(), "building storage")?;
    println!("file        {}", input.display());
    let shape: Vec<String> = coo.dim_sizes.iter().map(u64::to_string).collect();
    println!("shape       {}", shape.join(" x "));
    println!("element     {}", coo.vals.elem_type());
    println!("entries     {} in the file, {} distinct", coo.len(), tensor.nse());
    let total: f64 = coo.dim_sizes.iter().map(|&s| s as f64).product();
    if total > 0.0 {
        println!("density     {:.6e}", tensor.nse() as f64 / total);
    }
    println!("read time   {read_secs:.3} s");
    println!("encoding    {enc}");
    crate::cli_stats::print_levels(&tensor);
    if coo.rank() >= 2 {
        crate::cli_stats::print_fiber_stats(&coo);
    }
    println!("storage     {}", human_bytes(crate::cli_stats::storage_bytes(&tensor)));
    Ok(())
}
