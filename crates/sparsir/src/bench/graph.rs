//! `sparsir bench graph`: BFS, PageRank and triangle count of the graphblas library
//! against python-graphblas (SuiteSparse:GraphBLAS) on an R-MAT graph.
//!
//! Why: issue 13 measures the graph library against GraphBLAS at equal threads (goal
//! ≥ 1.0×). The graph is generated in code (R-MAT, fixed seed), made symmetric without
//! self loops and with weights 1; both sides run the same algorithms (BFS levels from
//! vertex 0, 20 PageRank iterations, the masked triangle count), the best of `--reps`
//! calls after a warm-up, and print a check of each result (reached vertices and level
//! sum; the rank sum; the count) so a mismatch is visible.

use std::path::Path;
use std::process::Command as Process;
use std::time::Instant;

use clap::Args;
use sparsir_storage::{Coo, SparseTensor, ValBuf};

use crate::graph::{adjacency, Answer, Graphs, Params};

/// The peer script, written next to the graph's arrays.
const GRAPH_PEERS_PY: &str = include_str!("../bench_graph_peers.py");

/// Options of `sparsir bench graph`.
#[derive(Args, Debug, Clone)]
pub struct GraphBenchArgs {
    /// R-MAT scale: 2^scale vertices.
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u32).range(2..=26))]
    pub scale: u32,
    /// R-MAT edges per vertex (before symmetrizing and removing duplicates).
    #[arg(long = "edge-factor", default_value_t = 16)]
    pub edge_factor: u64,
    /// Timed calls per algorithm after one warm-up; the best is reported.
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..))]
    pub reps: u32,
    /// Time sparsir only (no python3 peer).
    #[arg(long)]
    pub no_peers: bool,
    /// The backend: native (default) or interp.
    #[arg(long, default_value = "native")]
    pub backend: String,
    /// The algorithms to time, comma separated.
    #[arg(long, value_delimiter = ',', default_value = "bfs-levels,pagerank,triangle-count")]
    pub algos: Vec<String>,
    /// Threads on both sides: sparsir's parallel kernels and GraphBLAS's `nthreads`.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=1024))]
    pub threads: u32,
}

/// The algorithms the peer script times too.
const BENCHMARKED: &[&str] = &["bfs-levels", "pagerank", "triangle-count"];

/// PageRank iterations on both sides (tolerance 0: every iteration runs).
const PAGERANK_ITERS: u64 = 20;

/// The symmetric R-MAT graph without self loops, weights 1.
fn rmat_graph(scale: u32, edge_factor: u64) -> Result<SparseTensor, String> {
    let coo = crate::gen::rmat(scale, edge_factor, 1);
    let mut pairs: Vec<(u64, u64)> = Vec::with_capacity(coo.crds.len());
    for e in coo.crds_u64().chunks_exact(2) {
        if e[0] != e[1] {
            pairs.push((e[0], e[1]));
            pairs.push((e[1], e[0]));
        }
    }
    pairs.sort_unstable();
    pairs.dedup();
    let n = 1u64 << scale;
    let crds = pairs.iter().flat_map(|&(i, j)| [i, j]).collect();
    let vals = ValBuf::F64(vec![1.0; pairs.len()].into());
    adjacency(&Coo::from_u64s(vec![n, n], crds, vals)).map_err(|e| e.to_string())
}

/// One line of the table.
struct Row {
    algo: &'static str,
    ours: f64,
    check: String,
    peer: Option<(f64, String)>,
}

/// The best time of `reps` runs after a warm-up, and the last answer.
fn best_of(reps: u32, mut f: impl FnMut() -> Result<Answer, String>) -> Result<(f64, Answer), String> {
    let mut out = f()?;
    let mut best = f64::INFINITY;
    for _ in 0..reps {
        let t0 = Instant::now();
        out = f()?;
        best = best.min(t0.elapsed().as_secs_f64());
    }
    Ok((best, out))
}

fn check_of(answer: &Answer) -> String {
    match answer {
        Answer::Count(n) => n.to_string(),
        Answer::Ints(v) => format!("{} {}", v.len(), v.iter().map(|e| e.1).sum::<i64>()),
        Answer::Floats(v) => format!("{:.9}", v.iter().map(|e| e.1).sum::<f64>()),
    }
}

/// Runs `sparsir bench graph`.
pub fn run(args: &GraphBenchArgs) -> Result<(), String> {
    let backend = sparsir_exec::Backend::parse(&args.backend)
        .ok_or_else(|| format!("error: unknown backend '{}'", args.backend))?;
    super::measure::pin_pool(args.threads)?;
    let threads = args.threads as usize;
    let t0 = Instant::now();
    let a = rmat_graph(args.scale, args.edge_factor)?;
    let n = a.dim_sizes[0];
    let nnz = a.values.len();
    println!(
        "graph: R-MAT scale {} (edge factor {}), symmetric, {n} vertices, {nnz} entries (made in {:.1} s)",
        args.scale,
        args.edge_factor,
        t0.elapsed().as_secs_f64()
    );
    let graphs = Graphs::new(backend).map_err(|e| e.to_string())?;
    if let Some(why) = graphs.warning() {
        println!("warning: {why}; running in the interpreter");
    }
    // The graph is symmetric by construction (as LAGraph knows of an undirected graph).
    let params =
        Params { source: 0, tol: 0.0, max_iter: PAGERANK_ITERS, symmetric: true, ..Default::default() };
    // Built once, outside the timings, as the peer builds its matrix once.
    let shared = crate::program::Value::sparse(a.clone());
    let mut rows = Vec::new();
    for algo in &args.algos {
        let spec = sparsir_graphblas::algorithms::find(algo)
            .filter(|s| BENCHMARKED.contains(&s.name))
            .ok_or_else(|| format!("error: --algos takes {}, not '{algo}'", BENCHMARKED.join(", ")))?;
        let (secs, answer) = sparsir_exec::threads::with_limit(threads, || {
            best_of(args.reps, || graphs.run_on(spec, &shared, &params).map_err(|e| e.to_string()))
        })?;
        rows.push(Row { algo: spec.name, ours: secs, check: check_of(&answer), peer: None });
    }
    let mut version = String::new();
    if !args.no_peers {
        version = peers(&a, args, &mut rows)?;
    }
    print_table(&rows, &version, args.threads);
    Ok(())
}

/// Runs the python peer on the graph; fills each row's peer time and check.
fn peers(a: &SparseTensor, args: &GraphBenchArgs, rows: &mut [Row]) -> Result<String, String> {
    let dir = std::env::temp_dir().join(format!("sparsir-bench-graph-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: error: {e}", dir.display()))?;
    let result = run_peer(a, args, &dir, rows);
    let _ = std::fs::remove_dir_all(&dir);
    result
}

fn run_peer(a: &SparseTensor, args: &GraphBenchArgs, dir: &Path, rows: &mut [Row]) -> Result<String, String> {
    let write = |name: &str, buf: &sparsir_storage::IdxBuf| -> Result<(), String> {
        let bytes: Vec<u8> = (0..buf.len()).flat_map(|i| (buf.get(i) as i64).to_le_bytes()).collect();
        std::fs::write(dir.join(name), bytes).map_err(|e| format!("error: {e}"))
    };
    let level = &a.levels[1];
    write("indptr.bin", level.pos.as_ref().ok_or("error: no positions")?)?;
    write("indices.bin", level.crd.as_ref().ok_or("error: no coordinates")?)?;
    let script = dir.join("bench_graph_peers.py");
    std::fs::write(&script, GRAPH_PEERS_PY).map_err(|e| format!("error: {e}"))?;
    let out = Process::new("python3")
        .arg(&script)
        .arg(dir)
        .args(
            [a.dim_sizes[0], a.values.len() as u64, u64::from(args.reps), 0, PAGERANK_ITERS]
                .map(|v| v.to_string()),
        )
        .arg(args.algos.join(","))
        .arg(args.threads.to_string())
        .envs(super::kernels::peer_env().iter().copied())
        .output()
        .map_err(|e| format!("error: cannot run python3: {e}"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    let mut version = String::new();
    for line in text.lines() {
        let fields: Vec<&str> = line.splitn(3, ' ').collect();
        match fields.as_slice() {
            ["version", pkg, v] => version = format!("{pkg} {v}"),
            ["time", algo, secs] => {
                if let Some(r) = rows.iter_mut().find(|r| r.algo == *algo) {
                    r.peer = Some((secs.parse().unwrap_or(f64::NAN), String::new()));
                }
            }
            ["check", algo, value] => {
                if let Some((_, c)) = rows.iter_mut().find(|r| r.algo == *algo).and_then(|r| r.peer.as_mut())
                {
                    *c = value.to_string();
                }
            }
            ["error", algo, msg] => println!("peer error ({algo}): {msg}"),
            _ => {}
        }
    }
    if !out.status.success() {
        println!("peer failed: {}", String::from_utf8_lossy(&out.stderr).lines().last().unwrap_or(""));
    }
    Ok(version)
}

fn print_table(rows: &[Row], version: &str, threads: u32) {
    println!();
    println!(
        "| algorithm | sparsir (s) | {} (s) | ratio (peer / sparsir) | results agree |",
        if version.is_empty() { "peer" } else { version }
    );
    println!("|---|---|---|---|---|");
    for r in rows {
        let (peer, ratio, agree) = match &r.peer {
            Some((p, check)) => {
                let same = check == &r.check || close_checks(check, &r.check);
                (
                    format!("{p:.4}"),
                    format!("{:.2}x", p / r.ours),
                    if same { "yes".to_string() } else { format!("NO ({} vs {check})", r.check) },
                )
            }
            None => ("-".into(), "-".into(), "-".into()),
        };
        println!("| {} | {:.4} | {peer} | {ratio} | {agree} |", r.algo, r.ours);
    }
    let on = if threads == 1 { "one thread".to_string() } else { format!("{threads} threads") };
    println!("\n({on} on both sides; ratio > 1 means sparsir is faster; goal ≥ 1.0x)");
    if rows.iter().any(|r| r.peer.is_some()) && !super::kernels::peer_env().is_empty() {
        // As in `bench kernels`: the peer keeps freed memory, as sparsir's allocator does.
        println!("(python peer: GLIBC_TUNABLES={})", super::kernels::PEER_MALLOC);
    }
}

/// Rank sums agree to 1e-9 relative.
fn close_checks(a: &str, b: &str) -> bool {
    match (a.parse::<f64>(), b.parse::<f64>()) {
        (Ok(x), Ok(y)) => (x - y).abs() <= 1e-9 * x.abs().max(y.abs()).max(1.0),
        _ => false,
    }
}
