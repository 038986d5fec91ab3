"""Peer timings for `sparsir bench storage`: fast_matrix_market, scipy, python-graphblas.

Why: the storage goals (".mtx read >= 2x fast_matrix_market", "COO->CSR and CSR->CSC
>= 1.5x scipy") are only meaningful measured on the same file, on the same machine, in
the same run. The sparsir binary embeds this script, writes it to a temporary file and
runs it as one long-lived `python3` process: it sends one request line per matrix on
stdin and reads plain result lines back, after timing its own side.

Protocol (one item per line, fields separated by single spaces, no spaces in fields):
  in:   <matrix-name> <path-to-.mtx>          (the path may contain spaces)
  out:  version <package> <version>            (at start)
        ready                                   (at start, after the imports)
        time <op> <system> <best-seconds>
        check <op> <system> <nnz> <sum-of-values> <sum-of-indices>
        note <free text>
        error <op> <system> <message>
        mem <peak-rss-kib-for-this-matrix>      (VmHWM, reset at the matrix start)
        done <matrix-name>
        exit <ru_maxrss-kib>                    (on end of input)
Every operation is timed `--reps` times; the best time is printed. The previous
result is freed before each timed call, as on the Rust side.
"""

import gc
import os
import resource
import sys
import time

import numpy as np
import scipy
import scipy.sparse as sp
import fast_matrix_market as fmm

try:
    import graphblas as gb
except Exception as exc:  # optional peer
    gb = None
    GB_ERROR = str(exc).replace("\n", " ")


def emit(*fields):
    print(" ".join(str(f) for f in fields), flush=True)


def best_of(reps, fn):
    """Best wall time of `reps` calls and the last result."""
    best, out = float("inf"), None
    for _ in range(reps):
        out = None
        gc.collect()
        t0 = time.perf_counter()
        out = fn()
        best = min(best, time.perf_counter() - t0)
    return best, out


def reset_hwm():
    try:
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")
    except OSError:
        pass


def hwm_kib():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0


def check(op, system, nnz, values, indices):
    vsum = float(np.sum(values, dtype=np.float64))
    isum = int(np.sum(indices, dtype=np.int64))
    emit("check", op, system, int(nnz), repr(vsum), isum)


def timed(op, system, reps, fn):
    secs, out = best_of(reps, fn)
    emit("time", op, system, repr(secs))
    return out


def bench_read(path, reps):
    m = timed("read", "fmm.mmread", reps, lambda: fmm.mmread(path))
    check("read", "fmm.mmread", m.nnz, m.data, m.col)
    del m
    (v, (r, c)), shape = timed("read", "fmm.read_coo", reps, lambda: fmm.read_coo(path))
    check("read", "fmm.read_coo", len(v), v, c)
    return v, r, c, shape


def bench_scipy(v, r, c, shape, reps):
    def build():
        return sp.coo_matrix((v, (r, c)), shape=shape).tocsr()

    x = timed("coo2csr", "scipy.coo_matrix+tocsr", reps, build)
    check_csr("scipy.coo_matrix+tocsr", x)
    del x
    coo = sp.coo_matrix((v, (r, c)), shape=shape)
    csr = timed("coo2csr", "scipy.tocsr", reps, coo.tocsr)
    del coo
    check_csr("scipy.tocsr", csr)
    emit("note", "scipy CSR index dtype", csr.indices.dtype, "indptr", csr.indptr.dtype)
    csc = timed("csr2csc", "scipy.tocsc", reps, csr.tocsc)
    if not csc.has_sorted_indices:
        emit("error", "csr2csc", "scipy.tocsc", "result has unsorted indices")
    check("csr2csc", "scipy.tocsc", csc.nnz, csc.data, csc.indices)


def check_csr(system, x):
    # tocsr() sums duplicates and sorts (has_canonical_format); say so if it did not.
    if not x.has_canonical_format:
        emit("error", "coo2csr", system, "result is not canonical (duplicates or unsorted)")
    check("coo2csr", system, x.nnz, x.data, x.indices)


def bench_graphblas(v, r, c, shape, reps):
    def build():
        return gb.Matrix.from_coo(r, c, v, nrows=shape[0], ncols=shape[1], dup_op=gb.binary.plus)

    a = timed("coo2csr", "graphblas.from_coo", reps, build)
    _, cols, vals = a.to_coo()
    check("coo2csr", "graphblas.from_coo", a.nvals, vals, cols)
    del cols, vals
    # Transposing into a by-row matrix is the same work as CSR -> CSC.
    t = timed("csr2csc", "graphblas.T.new", reps, lambda: a.T.new())
    _, cols, vals = t.to_coo()
    check("csr2csc", "graphblas.T.new", t.nvals, vals, cols)


def run_matrix(name, path, reps):
    gc.collect()
    reset_hwm()
    v, r, c, shape = bench_read(path, reps)
    bench_scipy(v, r, c, shape, reps)
    gc.collect()
    if gb is not None:
        try:
            bench_graphblas(v, r, c, shape, reps)
        except Exception as exc:  # optional peer: report and go on
            emit("error", "coo2csr", "graphblas", str(exc).replace("\n", " "))
    del v, r, c
    gc.collect()
    emit("mem", hwm_kib())
    emit("done", name)


def main():
    reps = int(sys.argv[sys.argv.index("--reps") + 1]) if "--reps" in sys.argv else 3
    emit("version", "python", sys.version.split()[0])
    emit("version", "numpy", np.__version__)
    emit("version", "scipy", scipy.__version__)
    emit("version", "fast_matrix_market", fmm.__version__)
    if gb is not None:
        try:
            gb.init("suitesparse", blocking=True)  # finish every call before returning
        except Exception as exc:
            emit("note", "graphblas init:", str(exc).replace("\n", " "))
        emit("version", "python-graphblas", gb.__version__)
        emit("note", "graphblas threads", gb.ss.config["nthreads"])
    else:
        emit("note", "graphblas unavailable:", GB_ERROR)
    emit("note", "fast_matrix_market parallelism default (all", os.cpu_count(), "cores)")
    emit("ready")
    for line in sys.stdin:
        name, _, path = line.rstrip("\n").partition(" ")
        if name and path:
            run_matrix(name, path, reps)
    emit("exit", resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)


if __name__ == "__main__":
    main()
