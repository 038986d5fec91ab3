//! Graph algorithms from Rust and the command line: `sparsir graph ALGO FILE.mtx`.
//!
//! Why: users of GraphBLAS want BFS, shortest paths, PageRank, triangles, components and
//! centrality on their graphs, not the dialect. This runs the library of
//! `sparsir-graphblas` (`algorithms.mlir`, compiled once per [`Graphs`]) on an adjacency
//! matrix read from a Matrix Market file (pattern files get weight 1; symmetric files
//! are mirrored).

use std::path::Path;
use std::sync::Arc;

use sparsir_exec::Backend;
use sparsir_graphblas::algorithms::{Algorithm, Param, Returns};
use sparsir_storage::encoding::{LevelFormat, LevelType};
use sparsir_storage::{Coo, ElemType, Encoding, SparseTensor};

use crate::program::{Error, Options, Program, Value};

/// The parameters of an algorithm run (unused ones are ignored).
#[derive(Clone, Debug)]
pub struct Params {
    /// The source vertex of BFS and SSSP.
    pub source: u64,
    /// PageRank's damping factor.
    pub alpha: f64,
    /// PageRank's tolerance on the L1 change between iterations.
    pub tol: f64,
    /// PageRank's iteration limit.
    pub max_iter: u64,
    /// Betweenness: count each pair of an undirected graph once.
    pub undirected: bool,
    /// The matrix is symmetric (BFS then pulls along rows when that is cheaper). Only a
    /// hint for [`Graphs::run_on`]: a wrong `true` gives wrong levels on a directed graph.
    /// [`Graphs::run`] checks the matrix itself.
    pub symmetric: bool,
}

impl Default for Params {
    fn default() -> Params {
        Params { source: 0, alpha: 0.85, tol: 1e-10, max_iter: 100, undirected: true, symmetric: false }
    }
}

/// What an algorithm computed.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// A count (triangles).
    Count(i64),
    /// `(vertex, value)` for every vertex with a value, in vertex order.
    Ints(Vec<(u64, i64)>),
    /// `(vertex, value)` for every vertex with a value, in vertex order.
    Floats(Vec<(u64, f64)>),
}

/// The algorithm library, compiled.
pub struct Graphs {
    program: Program,
}

impl Graphs {
    /// Compiles the library for `backend`.
    pub fn new(backend: Backend) -> Result<Graphs, Error> {
        let options = Options { backend, name: "algorithms.mlir".into(), ..Default::default() };
        Ok(Graphs { program: Program::compile_with(sparsir_graphblas::algorithms::SOURCE, &options)? })
    }

    /// Why the native backend fell back to the interpreter, if it did.
    pub fn warning(&self) -> Option<&str> {
        self.program.warning()
    }

    /// Runs `algo` on the adjacency matrix `a` (CSR, f64, as [`adjacency`] makes); copies
    /// `a` once (see [`Graphs::run_on`] to run several algorithms on one copy).
    pub fn run(&self, algo: &Algorithm, a: &SparseTensor, p: &Params) -> Result<Answer, Error> {
        let p = Params { symmetric: algo.params.contains(&Param::Symmetric) && is_symmetric(a), ..*p };
        self.run_on(algo, &Value::sparse(a.clone()), &p)
    }

    /// Runs `algo` on an adjacency matrix already held as a [`Value`] (shared, not copied).
    pub fn run_on(&self, algo: &Algorithm, a: &Value, p: &Params) -> Result<Answer, Error> {
        let sizes = a.as_sparse().map(|s| s.dim_sizes.clone()).unwrap_or_default();
        let [rows, cols] = sizes[..] else {
            return Err(Error::new("error: the adjacency matrix must be a sparse matrix"));
        };
        if rows != cols {
            return Err(Error::new(format!("error: the adjacency matrix must be square, not {rows}x{cols}")));
        }
        if algo.params.contains(&Param::Source) && p.source >= rows {
            return Err(Error::new(format!("error: source vertex {} is not below {rows}", p.source)));
        }
        let mut args = vec![a.clone()];
        for param in algo.params {
            args.push(match param {
                Param::Source => Value::int(p.source as i64),
                Param::Alpha => Value::float(p.alpha),
                Param::Tol => Value::float(p.tol),
                Param::MaxIter => Value::int(p.max_iter as i64),
                Param::Undirected => Value::int(i64::from(p.undirected)),
                Param::Symmetric => Value::int(i64::from(p.symmetric)),
            });
        }
        let out = self.program.call(algo.func, &args)?;
        let first =
            out.into_iter().next().ok_or_else(|| Error::new("error: the algorithm returned nothing"))?;
        match algo.returns {
            Returns::Count => {
                first.as_int().map(Answer::Count).ok_or_else(|| Error::new("error: expected a count"))
            }
            Returns::IntVector | Returns::FloatVector => {
                let coo = match (first.as_sparse(), first.as_dense()) {
                    (Some(v), _) => v.to_coo().map_err(|e| Error::new(format!("error: {e}")))?,
                    // A dense (full) vector: every entry.
                    (None, Some(d)) => {
                        Coo::from_u64s(d.shape.clone(), (0..d.vals.len() as u64).collect(), d.vals.clone())
                    }
                    _ => return Err(Error::new("error: expected a vector")),
                };
                let at = |e: usize| coo.crds.get(e);
                Ok(if algo.returns == Returns::IntVector {
                    Answer::Ints(
                        (0..coo.vals.len()).map(|e| (at(e), coo.vals.get(e).to_elem::<i64>())).collect(),
                    )
                } else {
                    Answer::Floats(
                        (0..coo.vals.len()).map(|e| (at(e), coo.vals.get(e).to_elem::<f64>())).collect(),
                    )
                })
            }
        }
    }
}

/// True when the CSR matrix `a` has a symmetric pattern (its CSC storage has the same
/// positions and coordinates as its CSR storage).
pub fn is_symmetric(a: &SparseTensor) -> bool {
    use sparsir_storage::encoding::affine::AffineExpr::Var;
    if a.dim_sizes.len() != 2 || a.dim_sizes[0] != a.dim_sizes[1] || !a.enc.is_plain_csr() {
        return false;
    }
    // The same widths, levels swapped: equal buffers exactly when the pattern is symmetric.
    let csc = Encoding {
        lvl_exprs: vec![Var(1), Var(0)],
        lvl_to_dim: Some(vec![Var(1), Var(0)]),
        ..(*a.enc).clone()
    };
    a.convert(Arc::new(csc)).is_ok_and(|t| t.levels[1] == a.levels[1])
}

/// The CSR f64 adjacency matrix of a coordinate list (duplicates summed).
pub fn adjacency(coo: &Coo) -> Result<SparseTensor, Error> {
    if coo.dim_sizes.len() != 2 {
        return Err(Error::new(format!(
            "error: a graph is a matrix, not a rank-{} tensor",
            coo.dim_sizes.len()
        )));
    }
    let csr = Arc::new(Encoding::identity(vec![
        LevelType::new(LevelFormat::Dense),
        LevelType::new(LevelFormat::Compressed),
    ]));
    let built = if coo.vals.elem_type() == ElemType::F64 {
        SparseTensor::from_coo(csr, coo)
    } else {
        // Other element types are converted first (the coordinates copied along).
        let f64s = Coo {
            dim_sizes: coo.dim_sizes.clone(),
            crds: coo.crds.clone(),
            vals: coo.vals.cast(ElemType::F64),
        };
        SparseTensor::from_coo(csr, &f64s)
    };
    built.map_err(|e| Error::new(format!("error: {e}")))
}

/// Reads a graph from a Matrix Market file: symmetric files mirrored, pattern
/// files with weight 1.
pub fn read_graph(path: &Path) -> Result<SparseTensor, Error> {
    let opts = sparsir_storage::io::mtx::MtxOptions { expand_symmetry: true, elem: Some(ElemType::F64) };
    let (_, coo) =
        sparsir_storage::io::mtx::read_mtx_file(path, &opts).map_err(|e| Error::new(e.to_string()))?;
    adjacency(&coo)
}

/// The answer as text: the count, or one `vertex value` line per vertex with a value.
pub fn format_answer(answer: &Answer) -> String {
    match answer {
        Answer::Count(n) => format!("{n}\n"),
        Answer::Ints(v) => v.iter().map(|(i, x)| format!("{i} {x}\n")).collect(),
        Answer::Floats(v) => v.iter().map(|(i, x)| format!("{i} {x}\n")).collect(),
    }
}
