"""Peer timings for `sparsir bench graph`: the same graph algorithms in python-graphblas
(SuiteSparse:GraphBLAS), on THREADS threads (default 1).

Why: sparsir's graph library is only useful if it keeps up with the GraphBLAS people use;
this runs the same algorithms, written the way python-graphblas users write them, on the
same graph, and prints a check of every result so the two sides can be compared.

Usage: python3 bench_graph_peers.py DIR N NNZ REPS SOURCE ITERS [ALGOS [THREADS]]
DIR holds indptr.bin and indices.bin (little-endian int64) of the symmetric adjacency
matrix (weights 1). Output lines:
  version <package> <version>
  time <algorithm> <best-seconds>
  check <algorithm> <value>
  error <algorithm> <message>
"""

import os
import sys
import time

os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np

try:
    import graphblas as gb
except Exception as exc:
    print("error all python-graphblas is not installed: %s" % str(exc).replace("\n", " "), flush=True)
    sys.exit(0)


def emit(*fields):
    print(" ".join(str(f) for f in fields), flush=True)


def best_of(reps, fn):
    out = fn()
    best = float("inf")
    for _ in range(reps):
        t0 = time.perf_counter()
        out = fn()
        best = min(best, time.perf_counter() - t0)
    return best, out


def main():
    d, n, nnz, reps, src, iters = sys.argv[1], *map(int, sys.argv[2:7])
    wanted = sys.argv[7].split(",") if len(sys.argv) > 7 else None
    gb.ss.config["nthreads"] = int(sys.argv[8]) if len(sys.argv) > 8 else 1
    emit("version", "python-graphblas", gb.__version__)
    indptr = np.fromfile(os.path.join(d, "indptr.bin"), dtype=np.int64)
    indices = np.fromfile(os.path.join(d, "indices.bin"), dtype=np.int64)
    assert len(indptr) == n + 1 and len(indices) == nnz
    a = gb.Matrix.from_csr(indptr, indices, 1.0, dtype=gb.dtypes.FP64, nrows=n, ncols=n)

    def bfs():
        levels = gb.Vector(gb.dtypes.INT64, n)
        q = gb.Vector(gb.dtypes.FP64, n)
        q[src] = 1.0
        depth = 0
        while q.nvals:
            levels(q.S) << depth
            q(~levels.S, replace=True) << q.vxm(a, gb.semiring.any_pair)
            depth += 1
        return levels

    def pagerank():
        alpha = 0.85
        deg = a.reduce_rowwise(gb.agg.count).new(dtype=gb.dtypes.FP64)
        r = gb.Vector.from_scalar(1.0 / n, n, dtype=gb.dtypes.FP64)
        tel = gb.Vector.from_scalar((1 - alpha) / n, n, dtype=gb.dtypes.FP64)
        for _ in range(iters):
            w = r.ewise_mult(deg, gb.binary.truediv).new()
            t = w.vxm(a, gb.semiring.plus_first).new()
            t *= alpha
            rn = tel.ewise_union(t, gb.binary.plus, 0.0, 0.0).new()
            # The L1 change, as sparsir's (and LAGraph's) PageRank computes every iteration.
            diff = rn.ewise_union(r, gb.binary.minus, 0.0, 0.0).new()
            diff << gb.unary.abs(diff)
            _err = diff.reduce(gb.monoid.plus).value
            r = rn
        return r

    def triangles():
        lower = gb.select.tril(a, -1).new()
        upper = gb.select.triu(a, 1).new()
        c = gb.Matrix(gb.dtypes.FP64, n, n)
        c(lower.S) << lower.mxm(upper, gb.semiring.plus_pair)
        return int(c.reduce_scalar(gb.monoid.plus).value)

    for name, fn, check in (
        ("bfs-levels", bfs, lambda v: "%d %d" % (v.nvals, int(v.reduce(gb.monoid.plus).value))),
        ("pagerank", pagerank, lambda v: "%.9f" % v.reduce(gb.monoid.plus).value),
        ("triangle-count", triangles, lambda v: "%d" % v),
    ):
        if wanted is not None and name not in wanted:
            continue
        try:
            secs, out = best_of(reps, fn)
            emit("time", name, "%.6f" % secs)
            emit("check", name, check(out))
        except Exception as exc:
            emit("error", name, str(exc).replace("\n", " "))


if __name__ == "__main__":
    main()
