//! The graph algorithm library: BFS (levels and parents), single-source shortest paths,
//! PageRank, triangle count, connected components and betweenness centrality, written
//! as graphblas programs (`algorithms.mlir`).
//!
//! Why: these are what GraphBLAS is used for; written in the dialect they exercise the
//! whole path (dialect → lowering → sparsifier → native code) and give users ready-made
//! entry points (`sparsir graph ALGO FILE.mtx`, `sparsir::graph`). Each function takes the
//! adjacency matrix as `tensor<?x?xf64, #CSR>` (A(i, j): edge i → j).

/// The library's MLIR text (one module).
pub const SOURCE: &str = include_str!("algorithms.mlir");

/// A parameter an algorithm takes after the matrix.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Param {
    /// The source vertex (`index`).
    Source,
    /// PageRank's damping factor (`f64`).
    Alpha,
    /// PageRank's convergence tolerance on the L1 change (`f64`).
    Tol,
    /// PageRank's iteration limit (`index`).
    MaxIter,
    /// Count each pair of an undirected graph once (`i1`).
    Undirected,
    /// The matrix is symmetric (`i64`, nonzero: yes): BFS may pull along rows.
    Symmetric,
}

/// What an algorithm returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Returns {
    /// One `i64`.
    Count,
    /// An `i64` per reached vertex.
    IntVector,
    /// An `f64` per reached vertex.
    FloatVector,
}

/// One algorithm of the library.
#[derive(Debug)]
pub struct Algorithm {
    /// The name users give (`sparsir graph bfs-levels`).
    pub name: &'static str,
    /// The MLIR function.
    pub func: &'static str,
    /// Its parameters after the matrix.
    pub params: &'static [Param],
    /// What it returns.
    pub returns: Returns,
    /// One line of help.
    pub about: &'static str,
}

/// Every algorithm.
pub const ALGORITHMS: &[Algorithm] = &[
    Algorithm {
        name: "triangle-count",
        func: "triangle_count",
        params: &[],
        returns: Returns::Count,
        about: "triangles of an undirected graph (symmetric matrix, no self loops)",
    },
    Algorithm {
        name: "bfs-levels",
        func: "bfs_levels",
        params: &[Param::Source, Param::Symmetric],
        returns: Returns::IntVector,
        about: "breadth-first search levels from --source along out-edges",
    },
    Algorithm {
        name: "bfs-parents",
        func: "bfs_parents",
        params: &[Param::Source],
        returns: Returns::IntVector,
        about: "breadth-first search parents from --source (the smallest-index parent)",
    },
    Algorithm {
        name: "sssp",
        func: "sssp",
        params: &[Param::Source],
        returns: Returns::FloatVector,
        about: "single-source shortest path distances from --source (Bellman-Ford, min.+)",
    },
    Algorithm {
        name: "pagerank",
        func: "pagerank",
        params: &[Param::Alpha, Param::Tol, Param::MaxIter],
        returns: Returns::FloatVector,
        about: "PageRank by power iteration (--alpha, --tol, --max-iter)",
    },
    Algorithm {
        name: "connected-components",
        func: "connected_components",
        params: &[],
        returns: Returns::IntVector,
        about: "connected components of an undirected graph: the smallest vertex of each",
    },
    Algorithm {
        name: "betweenness",
        func: "betweenness",
        params: &[Param::Undirected],
        returns: Returns::FloatVector,
        about: "betweenness centrality, unnormalized (pairs counted once unless --directed)",
    },
];

/// The algorithm named `name`.
pub fn find(name: &str) -> Option<&'static Algorithm> {
    ALGORITHMS.iter().find(|a| a.name == name || a.func == name)
}
