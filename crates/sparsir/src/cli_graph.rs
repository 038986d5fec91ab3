//! `sparsir graph ALGO FILE.mtx`: a graph algorithm of the graphblas library on a graph.
//!
//! Why: the command-line face of [`crate::graph`]; prints the count, or one
//! `vertex value` line per vertex that has a value (unreached vertices have none).

use std::path::PathBuf;

use clap::Args;

use crate::graph::{format_answer, read_graph, Graphs, Params};

/// Options of `sparsir graph`.
#[derive(Args, Debug, Clone)]
pub struct GraphArgs {
    /// The algorithm: triangle-count, bfs-levels, bfs-parents, sssp, pagerank,
    /// connected-components, betweenness.
    pub algorithm: String,
    /// The graph: a Matrix Market file (A(i, j) is the edge i -> j; symmetric files are
    /// mirrored, pattern files have weight 1).
    pub input: PathBuf,
    /// The source vertex (0-based) of bfs-levels, bfs-parents and sssp.
    #[arg(long, default_value_t = 0)]
    pub source: u64,
    /// PageRank's damping factor.
    #[arg(long, default_value_t = 0.85)]
    pub alpha: f64,
    /// PageRank's tolerance on the L1 change between iterations.
    #[arg(long, default_value_t = 1e-10)]
    pub tol: f64,
    /// PageRank's iteration limit.
    #[arg(long = "max-iter", default_value_t = 100)]
    pub max_iter: u64,
    /// Betweenness of a directed graph (each ordered pair counted).
    #[arg(long)]
    pub directed: bool,
    /// The backend: `native` (default) or `interp`.
    #[arg(long = "backend", value_parser = ["native", "interp"])]
    pub backend: Option<String>,
}

/// Runs `sparsir graph`; the error is ready to print.
pub fn run(args: &GraphArgs) -> Result<(), String> {
    let algo = sparsir_graphblas::algorithms::find(&args.algorithm).ok_or_else(|| {
        let names: Vec<&str> = sparsir_graphblas::algorithms::ALGORITHMS.iter().map(|a| a.name).collect();
        format!("error: unknown algorithm '{}' (one of: {})", args.algorithm, names.join(", "))
    })?;
    let backend = match &args.backend {
        Some(b) => sparsir_exec::Backend::parse(b).ok_or_else(|| format!("error: unknown backend '{b}'"))?,
        None => sparsir_exec::Backend::from_env(sparsir_exec::Backend::Native)
            .map_err(|e| format!("error: {e}"))?,
    };
    let a = read_graph(&args.input).map_err(|e| e.to_string())?;
    let graphs = Graphs::new(backend).map_err(|e| e.to_string())?;
    if let Some(why) = graphs.warning() {
        eprintln!("warning: {why}; running in the interpreter");
    }
    let params = Params {
        source: args.source,
        alpha: args.alpha,
        tol: args.tol,
        max_iter: args.max_iter,
        undirected: !args.directed,
        symmetric: false,
    };
    let answer = graphs.run(algo, &a, &params).map_err(|e| e.to_string())?;
    print!("{}", format_answer(&answer));
    Ok(())
}
