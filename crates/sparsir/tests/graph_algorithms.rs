//! The graph algorithm library (`sparsir-graphblas`'s `algorithms.mlir`) on graphs with
//! known answers, through the Rust API on both backends and through `sparsir graph`.
//!
//! Why: the answers come from outside sparsir — G8, D7, P5 and CC12 are the graphs of
//! mlir-graphblas's algorithm tests with answers recomputed by networkx/scipy
//! (`../shared/research/graphblas-anchors.md` §8); the karate club's triangles (45),
//! betweenness and PageRank are networkx's (`karate_club_graph`, unweighted); the
//! 50,000-vertex graph whose first 11 vertices are joined to every vertex has
//! C(11,3) + C(11,2)·49,989 = 2,749,560 triangles (LAGraph's test).

use std::path::PathBuf;
use std::process::Command;

use sparsir::graph::{adjacency, Answer, Graphs, Params};
use sparsir_exec::Backend;
use sparsir_graphblas::algorithms::find;
use sparsir_storage::{Coo, ValBuf};

/// The adjacency matrix of `edges` (weight 1 unless given), mirrored when `undirected`.
fn graph(n: u64, edges: &[(u64, u64, f64)], undirected: bool) -> sparsir_storage::SparseTensor {
    let mut all: Vec<(u64, u64, f64)> = edges.to_vec();
    if undirected {
        all.extend(edges.iter().map(|&(i, j, w)| (j, i, w)));
    }
    all.sort_by_key(|e| (e.0, e.1));
    let crds: Vec<u64> = all.iter().flat_map(|&(i, j, _)| [i, j]).collect();
    let vals = ValBuf::F64(all.iter().map(|e| e.2).collect());
    adjacency(&Coo { dim_sizes: vec![n, n], crds: crds.into(), vals }).expect("a valid graph")
}

fn unweighted(edges: &[(u64, u64)]) -> Vec<(u64, u64, f64)> {
    edges.iter().map(|&(i, j)| (i, j, 1.0)).collect()
}

const G8: &[(u64, u64)] =
    &[(0, 1), (0, 3), (0, 4), (1, 3), (1, 4), (2, 4), (2, 5), (2, 6), (2, 7), (3, 4), (5, 6)];

const D7: &[(u64, u64, f64)] = &[
    (0, 1, 2.0),
    (0, 3, 3.0),
    (1, 4, 8.0),
    (1, 6, 4.0),
    (2, 5, 1.0),
    (3, 0, 3.0),
    (3, 2, 3.0),
    (4, 5, 7.0),
    (5, 1, 1.0),
    (6, 2, 5.0),
    (6, 3, 7.0),
    (6, 4, 3.0),
];

const KARATE: &[(u64, u64)] = &[
    (0, 1),
    (0, 2),
    (0, 3),
    (0, 4),
    (0, 5),
    (0, 6),
    (0, 7),
    (0, 8),
    (0, 10),
    (0, 11),
    (0, 12),
    (0, 13),
    (0, 17),
    (0, 19),
    (0, 21),
    (0, 31),
    (1, 2),
    (1, 3),
    (1, 7),
    (1, 13),
    (1, 17),
    (1, 19),
    (1, 21),
    (1, 30),
    (2, 3),
    (2, 7),
    (2, 8),
    (2, 9),
    (2, 13),
    (2, 27),
    (2, 28),
    (2, 32),
    (3, 7),
    (3, 12),
    (3, 13),
    (4, 6),
    (4, 10),
    (5, 6),
    (5, 10),
    (5, 16),
    (6, 16),
    (8, 30),
    (8, 32),
    (8, 33),
    (9, 33),
    (13, 33),
    (14, 32),
    (14, 33),
    (15, 32),
    (15, 33),
    (18, 32),
    (18, 33),
    (19, 33),
    (20, 32),
    (20, 33),
    (22, 32),
    (22, 33),
    (23, 25),
    (23, 27),
    (23, 29),
    (23, 32),
    (23, 33),
    (24, 25),
    (24, 27),
    (24, 31),
    (25, 31),
    (26, 29),
    (26, 33),
    (27, 33),
    (28, 31),
    (28, 33),
    (29, 32),
    (29, 33),
    (30, 32),
    (30, 33),
    (31, 32),
    (31, 33),
    (32, 33),
];

fn ints(a: Answer) -> Vec<i64> {
    match a {
        Answer::Ints(v) => v.into_iter().map(|(_, x)| x).collect(),
        other => panic!("expected integers, got {other:?}"),
    }
}

fn floats(a: Answer) -> Vec<f64> {
    match a {
        Answer::Floats(v) => v.into_iter().map(|(_, x)| x).collect(),
        other => panic!("expected floats, got {other:?}"),
    }
}

fn close(got: &[f64], want: &[f64], tol: f64) {
    assert_eq!(got.len(), want.len(), "{got:?} vs {want:?}");
    for (g, w) in got.iter().zip(want) {
        assert!((g - w).abs() <= tol, "{got:?} vs {want:?}");
    }
}

fn run(graphs: &Graphs, name: &str, a: &sparsir_storage::SparseTensor, p: &Params) -> Answer {
    graphs.run(find(name).expect("a known algorithm"), a, p).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn check_small_graphs(backend: Backend) {
    let graphs = Graphs::new(backend).expect("the library compiles");
    let g8 = graph(8, &unweighted(G8), true);
    let from = |source| Params { source, ..Default::default() };
    assert_eq!(run(&graphs, "triangle-count", &g8, &from(0)), Answer::Count(5));
    assert_eq!(ints(run(&graphs, "bfs-levels", &g8, &from(0))), [0, 1, 2, 1, 1, 3, 3, 3]);
    assert_eq!(ints(run(&graphs, "bfs-parents", &g8, &from(0))), [0, 0, 4, 0, 0, 2, 2, 2]);
    close(
        &floats(run(&graphs, "betweenness", &g8, &from(0))),
        &[0.0, 0.0, 14.0, 0.0, 12.0, 0.0, 0.0, 0.0],
        1e-9,
    );
    let pr8 = [0.12448, 0.12448, 0.19317, 0.12448, 0.16561, 0.10400, 0.10400, 0.05980];
    close(&floats(run(&graphs, "pagerank", &g8, &from(0))), &pr8, 1e-5);

    let d7 = graph(7, D7, false);
    close(&floats(run(&graphs, "sssp", &d7, &from(1))), &[14.0, 0.0, 9.0, 11.0, 7.0, 10.0, 4.0], 0.0);
    close(&floats(run(&graphs, "sssp", &d7, &from(3))), &[3.0, 5.0, 3.0, 0.0, 12.0, 4.0, 9.0], 0.0);
    assert_eq!(ints(run(&graphs, "bfs-levels", &d7, &from(1))), [3, 0, 2, 2, 1, 2, 1]);

    let p5 = graph(5, &unweighted(&[(0, 1), (0, 2), (1, 3), (2, 3), (2, 4), (3, 4), (4, 0)]), false);
    let want = [0.2541918, 0.1380315, 0.1380315, 0.2059902, 0.2637550];
    close(&floats(run(&graphs, "pagerank", &p5, &from(0))), &want, 1e-5);
    // Six iterations are not enough (mlir-graphblas's check).
    let six = Params { max_iter: 6, ..Default::default() };
    let early = floats(run(&graphs, "pagerank", &p5, &six));
    assert!(early.iter().zip(&want).any(|(g, w)| (g - w).abs() > 1e-5), "{early:?}");

    let cc12 = [(0, 1), (0, 2), (0, 3), (1, 2), (2, 4), (2, 5), (3, 4), (6, 7), (6, 8), (9, 10), (9, 11)];
    let cc = graph(12, &unweighted(&cc12), true);
    assert_eq!(
        ints(run(&graphs, "connected-components", &cc, &from(0))),
        [0, 0, 0, 0, 0, 0, 6, 6, 6, 9, 9, 9]
    );
    let orphans = graph(12, &unweighted(&[(3, 9), (4, 7), (6, 8)]), true);
    assert_eq!(
        ints(run(&graphs, "connected-components", &orphans, &from(0))),
        [0, 1, 2, 3, 4, 5, 6, 4, 6, 3, 10, 11]
    );
}

#[test]
fn small_graphs_give_the_known_answers_natively() {
    check_small_graphs(Backend::Native);
}

#[test]
fn small_graphs_give_the_known_answers_in_the_interpreter() {
    check_small_graphs(Backend::Interp);
}

#[test]
fn karate_club_matches_networkx() {
    let graphs = Graphs::new(Backend::Native).expect("the library compiles");
    let k = graph(34, &unweighted(KARATE), true);
    let p = Params::default();
    assert_eq!(run(&graphs, "triangle-count", &k, &p), Answer::Count(45));
    let bc = floats(run(&graphs, "betweenness", &k, &p));
    let want_bc =
        [(0, 231.071429), (1, 28.478571), (2, 75.850794), (5, 15.833333), (32, 76.690476), (33, 160.551587)];
    for (v, w) in want_bc {
        assert!((bc[v] - w).abs() < 1e-5, "vertex {v}: {} vs {w}", bc[v]);
    }
    let pr = floats(run(&graphs, "pagerank", &k, &p));
    let want_pr = [(0, 0.09699729), (1, 0.05287692), (11, 0.00956475), (33, 0.10091918)];
    for (v, w) in want_pr {
        assert!((pr[v] - w).abs() < 1e-6, "vertex {v}: {} vs {w}", pr[v]);
    }
}

#[test]
fn fifty_thousand_vertex_triangle_count() {
    let n = 50_000u64;
    let mut edges = Vec::new();
    for i in 0..n {
        for k in 0..11u64 {
            if i > k || (i < 11 && i < k) {
                edges.push((i.max(k), i.min(k), 1.0));
            }
        }
    }
    edges.sort_by_key(|e| (e.0, e.1));
    edges.dedup_by(|a, b| (a.0, a.1) == (b.0, b.1));
    let a = graph(n, &edges, true);
    let graphs = Graphs::new(Backend::Native).expect("the library compiles");
    assert_eq!(run(&graphs, "triangle-count", &a, &Params::default()), Answer::Count(2_749_560));
}

/// Levels by a plain queue BFS along out-edges (the reference).
fn queue_bfs(n: usize, edges: &[(u64, u64, f64)], src: usize) -> Vec<(u64, i64)> {
    let mut adj = vec![Vec::new(); n];
    for &(i, j, _) in edges {
        adj[i as usize].push(j as usize);
    }
    let mut level = vec![-1i64; n];
    level[src] = 0;
    let mut queue = std::collections::VecDeque::from([src]);
    while let Some(v) = queue.pop_front() {
        for &w in &adj[v] {
            if level[w] < 0 {
                level[w] = level[v] + 1;
                queue.push_back(w);
            }
        }
    }
    (0..n).filter(|&v| level[v] >= 0).map(|v| (v as u64, level[v])).collect()
}

/// BFS pulls along rows on a symmetric graph when the frontier's edges outnumber the
/// unvisited vertices' (a hub-and-spoke graph with long tails makes it take both
/// directions); levels must equal a queue BFS's, pulling or not, on both backends, and
/// `Graphs::run` must find out by itself that a directed graph is not symmetric.
#[test]
fn direction_optimizing_bfs_gives_queue_bfs_levels() {
    let n = 3000u64;
    let mut state = 12345u64;
    let mut next = |m: u64| {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (state >> 33) % m
    };
    let mut und = Vec::new();
    for v in 1..n {
        // hubs 0..10 reach most vertices; a chain keeps some vertices many levels away
        let u = if v % 7 == 0 { v - 1 } else { next(10.min(v)) };
        und.push((u.min(v), u.max(v)));
        if next(3) == 0 {
            let w = next(n);
            if w != v {
                und.push((w.min(v), w.max(v)));
            }
        }
    }
    und.sort_unstable();
    und.dedup();
    let sym: Vec<(u64, u64, f64)> = und.iter().flat_map(|&(i, j)| [(i, j, 1.0), (j, i, 1.0)]).collect();
    let directed: Vec<(u64, u64, f64)> = und.iter().map(|&(i, j)| (j, i, 1.0)).collect();
    let bfs = find("bfs-levels").expect("bfs-levels");
    for backend in [Backend::Native, Backend::Interp] {
        let graphs = Graphs::new(backend).expect("the library compiles");
        let a = graph(n, &sym, false);
        let shared = sparsir::program::Value::sparse(a.clone());
        for (src, symmetric) in [(0u64, true), (0, false), (2999, true), (1234, true)] {
            let p = Params { source: src, symmetric, ..Params::default() };
            let got = graphs.run_on(bfs, &shared, &p).expect("bfs runs");
            assert_eq!(got, Answer::Ints(queue_bfs(n as usize, &sym, src as usize)), "src {src} {symmetric}");
        }
        let d = graph(n, &directed, false);
        let p = Params { source: 2999, ..Params::default() };
        assert_eq!(run(&graphs, "bfs-levels", &d, &p), Answer::Ints(queue_bfs(n as usize, &directed, 2999)));
    }
}

fn write_tmp(name: &str, text: &str) -> PathBuf {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&path, text).expect("write the graph");
    path
}

#[test]
fn the_command_line_runs_the_algorithms() {
    let mut text = String::from("%%MatrixMarket matrix coordinate pattern symmetric\n8 8 11\n");
    for (i, j) in G8 {
        text += &format!("{} {}\n", j + 1, i + 1);
    }
    let path = write_tmp("g8_cli.mtx", &text);
    let sparsir = env!("CARGO_BIN_EXE_sparsir");
    let out = Command::new(sparsir)
        .args(["graph", "bfs-levels"])
        .arg(&path)
        .args(["--source", "2"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "0 2\n1 2\n2 0\n3 2\n4 1\n5 1\n6 1\n7 1\n");
    let out = Command::new(sparsir).args(["graph", "triangle-count"]).arg(&path).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), "5\n");
    let out = Command::new(sparsir).args(["graph", "bogus"]).arg(&path).output().unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown algorithm 'bogus'"));
    let out =
        Command::new(sparsir).args(["graph", "sssp"]).arg(&path).args(["--source", "8"]).output().unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("source vertex 8 is not below 8"));
}

#[test]
fn the_graph_benchmark_runs_on_a_small_graph() {
    let out = Command::new(env!("CARGO_BIN_EXE_sparsir"))
        .args(["bench", "graph", "--scale", "6", "--reps", "1", "--no-peers"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout);
    for algo in ["| bfs-levels |", "| pagerank |", "| triangle-count |"] {
        assert!(text.contains(algo), "{text}");
    }
}

/// `sparsir opt --graphblas-lower` prints IR that verifies: the lowering's output is a
/// valid program (checked on the graphblas execution programs and the library).
#[test]
fn the_graphblas_lowering_prints_programs_that_verify() {
    let sparsir = env!("CARGO_BIN_EXE_sparsir");
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<PathBuf> = std::fs::read_dir(root.join("tests/run/graphblas"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir") && !p.with_extension("stderr").exists())
        .collect();
    files.push(root.join("../sparsir-graphblas/src/algorithms.mlir"));
    for f in files {
        let lowered = Command::new(sparsir).args(["opt", "--graphblas-lower"]).arg(&f).output().unwrap();
        assert!(lowered.status.success(), "{}: {}", f.display(), String::from_utf8_lossy(&lowered.stderr));
        let text = String::from_utf8_lossy(&lowered.stdout);
        assert!(!text.contains("graphblas.apply") && !text.contains("gb.inline"), "{}", f.display());
        let path = write_tmp(&format!("lowered_{}", f.file_name().unwrap().to_string_lossy()), &text);
        let check = Command::new(sparsir).arg("opt").arg(&path).output().unwrap();
        assert!(check.status.success(), "{}: {}", f.display(), String::from_utf8_lossy(&check.stderr));
    }
}

/// The triangle count's masked product, reduced by its own `plus`, is one kernel whose
/// loops all reduce into the count: the product matrix is never built.
#[test]
fn a_product_reduced_by_its_own_monoid_is_one_kernel() {
    let sparsir = env!("CARGO_BIN_EXE_sparsir");
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let lib = root.join("../sparsir-graphblas/src/algorithms.mlir");
    let lowered = Command::new(sparsir).args(["opt", "--graphblas-lower"]).arg(&lib).output().unwrap();
    let text = String::from_utf8_lossy(&lowered.stdout);
    let start = text.find("func.func @triangle_count").expect("triangle_count");
    let body = &text[start..start + text[start..].find("\n  }").expect("its end")];
    let all_reduce = r#"iterator_types = ["reduction", "reduction", "reduction"]"#;
    assert_eq!(body.matches(all_reduce).count(), 1, "{body}");
    assert!(!body.contains("parallel\", \"parallel\", \"reduction"), "{body}");
}

/// `sparsir bench graph --threads N` runs both sides at N threads and says so.
#[test]
fn bench_graph_threads() {
    let sparsir = env!("CARGO_BIN_EXE_sparsir");
    let run = |threads: &str| {
        Command::new(sparsir)
            .args(["bench", "graph", "--scale", "6", "--reps", "1", "--no-peers", "--threads", threads])
            .output()
            .unwrap()
    };
    let one = run("1");
    assert!(one.status.success(), "{}", String::from_utf8_lossy(&one.stderr));
    assert!(String::from_utf8_lossy(&one.stdout).contains("(one thread on both sides"));
    let two = run("2");
    assert!(two.status.success(), "{}", String::from_utf8_lossy(&two.stderr));
    assert!(String::from_utf8_lossy(&two.stdout).contains("(2 threads on both sides"));
    assert_eq!(run("0").status.code(), Some(2), "clap rejects 0");
}
