"""Peer timings for `sparsir bench kernels`: scipy, python-graphblas, torch (optional).

Why: kernel speed is only meaningful relative to what people use, measured on the same
matrix, on the same machine, in the same run, with the results checked. The sparsir
binary embeds this script and runs it as one `python3` process per matrix. For every
matrix it writes the CSR arrays as raw little-endian files (indptr and indices int32,
data float64) and sends one request line; the dense operands are not sent: both sides
compute them from the same exact formulas (see `dense_operands`).

Protocol (fields separated by single spaces):
  in:   load <matrix> <m> <n> <nnz> <dir> <kernel>,<kernel>,...
  out:  check <kernel> <peer> <count> <idxsum> <sum> <wsum> <abssum>
        error <kernel> <peer> <message>
        done <matrix>
  in:   burst <kernel> <reps>
  out:  rep <kernel> <peer> <seconds>    (reps timed calls of every peer that has it)
        error <kernel> <peer> <message>
        done burst
  at start: version <package> <version> | note <text>, then ready.
  at the end of input: exit <ru_maxrss-kib>.
`load` reads the matrix, builds every peer's operands and calls each kernel once (the
warm-up, whose result is checked); `burst` times each peer's kernel: calls for
`--warm-up` seconds untimed (at least one), then `reps` timed ones, back to back, each
after a collection and the cache sweep. The sparsir side sends `burst` right after its own
burst of the same kernel and takes the medians.
Peers run single-threaded (`--threads 1`): graphblas nthreads=1, torch
set_num_threads(1); scipy's kernels are single-threaded.
"""

import argparse
import gc
import os
import resource
import sys
import time
import warnings

os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np
import scipy
import scipy.sparse as sp

try:
    import graphblas as gb
except Exception as exc:  # optional peer
    gb = None
    GB_ERROR = str(exc).replace("\n", " ")

try:
    import torch
except Exception:  # optional peer
    torch = None


def emit(*fields):
    print(" ".join(str(f) for f in fields), flush=True)


K = 16


def dense_operands(m, n):
    """The same exact values as the Rust side (small multiples of powers of two)."""
    j = np.arange(n, dtype=np.int64)
    i = np.arange(m, dtype=np.int64)
    c = np.arange(K, dtype=np.int64)
    x = (j % 7).astype(np.float64) * 0.25 + 1.0
    b = ((j[:, None] + 3 * c[None, :]) % 11).astype(np.float64) * 0.125 - 0.5
    xs = ((i[:, None] + c[None, :]) % 5).astype(np.float64) * 0.25 + 0.5
    ys = ((2 * j[:, None] + c[None, :]) % 7).astype(np.float64) * 0.125
    return x, np.ascontiguousarray(b), np.ascontiguousarray(xs), np.ascontiguousarray(ys)


def check_dense(v):
    v = np.asarray(v, dtype=np.float64).ravel()
    w = (np.arange(v.size) % 5 + 1).astype(np.float64)
    return (v.size, 0, float(v.sum()), float((v * w).sum()), float(np.abs(v).sum()))


def check_sparse(indptr, indices, data):
    """Nonzero count, sum of their minor coordinates, sum, weighted sum, sum of |v|."""
    indptr = np.asarray(indptr, dtype=np.int64)
    major = np.repeat(np.arange(indptr.size - 1, dtype=np.int64), np.diff(indptr))
    data = np.asarray(data, dtype=np.float64)
    nz = data != 0
    minor = np.asarray(indices, dtype=np.int64)[nz]
    v = data[nz]
    w = ((major[nz] + minor) % 5 + 1).astype(np.float64)
    return (int(nz.sum()), int(minor.sum()), float(v.sum()), float((v * w).sum()), float(np.abs(v).sum()))


def check_csr(a):
    return check_sparse(a.indptr, a.indices, a.data)


def gb_check(mat, by_col=False):
    r, c, v = mat.to_coo()
    if by_col:
        order = np.lexsort((r, c))
        r, c, v = c[order], r[order], v[order]
        size = mat.ncols
    else:
        size = mat.nrows
    counts = np.bincount(r.astype(np.int64), minlength=size)
    indptr = np.concatenate([[0], np.cumsum(counts)])
    return check_sparse(indptr, c, v)


def sddmm_scipy(s, xs, ys):
    """Values of S .* (X Y^T) in S's pattern, in chunks of entries (bounded memory)."""
    rows = np.repeat(np.arange(s.shape[0], dtype=np.int64), np.diff(s.indptr))
    out = np.empty_like(s.data)
    step = 1 << 18
    for lo in range(0, s.nnz, step):
        hi = min(lo + step, s.nnz)
        dots = np.einsum("ij,ij->i", xs[rows[lo:hi]], ys[s.indices[lo:hi]])
        out[lo:hi] = s.data[lo:hi] * dots
    return sp.csr_matrix((out, s.indices, s.indptr), shape=s.shape)


# The loaded matrix's peers: {peer: {kernel: (call, check)}}, kernels that failed removed.
LOADED = {}


def load_matrix(req):
    name, m, n, nnz, path, kernels = req[0], int(req[1]), int(req[2]), int(req[3]), req[4], req[5].split(",")
    LOADED.clear()
    gc.collect()
    indptr = np.fromfile(os.path.join(path, "indptr.bin"), dtype="<i4")
    indices = np.fromfile(os.path.join(path, "indices.bin"), dtype="<i4")
    data = np.fromfile(os.path.join(path, "data.bin"), dtype="<f8")
    a = sp.csr_matrix((data, indices, indptr), shape=(m, n))
    assert a.nnz == nnz and a.has_canonical_format
    at = a.T.tocsr()
    x, b, xs, ys = dense_operands(m, n)
    peers = {}
    peers["scipy"] = {
        "spmv": (lambda: a @ x, check_dense),
        "spmm": (lambda: a @ b, check_dense),
        "sddmm": (lambda: sddmm_scipy(a, xs, ys), check_csr),
        "spgemm": (lambda: a @ a, check_csr),
        "add": (lambda: a + at, check_csr),
        "csr2csc": (lambda: a.tocsc(), check_csr),
    }
    if gb is not None:
        ga = gb.Matrix.from_csr(indptr, indices, data, nrows=m, ncols=n)
        gat = ga.T.new()
        gx = gb.Vector.from_dense(x)
        gbm = gb.Matrix.from_dense(b)
        gxs = gb.Matrix.from_dense(xs)
        gys = gb.Matrix.from_dense(ys)
        pt = gb.semiring.plus_times

        def g_sddmm():
            # C<S.S> = X·Yᵀ with Y's transpose as a descriptor: SuiteSparse's masked dot
            # product (dot3), as in the perf anchors; a materialized Yᵀ makes it saxpy.
            c = gxs.mxm(gys.T, pt).new(mask=ga.S)
            return c.ewise_mult(ga, gb.binary.times).new()

        peers["graphblas"] = {
            "spmv": (lambda: ga.mxv(gx, pt).new(), lambda r: check_dense(r.to_dense(fill_value=0.0))),
            "spmm": (lambda: ga.mxm(gbm, pt).new(), lambda r: check_dense(r.to_dense(fill_value=0.0))),
            "sddmm": (g_sddmm, gb_check),
            "spgemm": (lambda: ga.mxm(ga, pt).new(), gb_check),
            "add": (lambda: ga.ewise_add(gat, gb.binary.plus).new(), gb_check),
            # A CSC copy: the transpose's rows are A's columns.
            "csr2csc": (lambda: ga.T.new(), lambda r: gb_check(r)),
        }
    if torch is not None:
        # The operands come from scipy's canonical CSR: torch's invariant checks are
        # skipped, said explicitly (else torch warns once per matrix on stderr; torch
        # before 1.13 has no such argument), and its note that sparse CSR is in beta is
        # silenced.
        warnings.filterwarnings("ignore", message="Sparse CSR tensor support is in beta state")

        def t_from(ptr, idx, vals, size):
            args = (torch.from_numpy(ptr.astype(np.int64)), torch.from_numpy(idx.astype(np.int64)),
                    torch.from_numpy(vals))
            try:
                return torch.sparse_csr_tensor(*args, size=size, check_invariants=False)
            except TypeError:
                return torch.sparse_csr_tensor(*args, size=size)

        ta = t_from(indptr, indices, data, (m, n))
        tat = t_from(at.indptr, at.indices, at.data, (n, m))
        tx, tb, txs, tys = (torch.from_numpy(v) for v in (x, b, xs, ys))

        def t_csr(r):
            r = r.to_sparse_csr() if r.layout != torch.sparse_csr else r
            return check_sparse(r.crow_indices().numpy(), r.col_indices().numpy(), r.values().numpy())

        def t_csc(r):
            return check_sparse(r.ccol_indices().numpy(), r.row_indices().numpy(), r.values().numpy())

        peers["torch"] = {
            "spmv": (lambda: ta @ tx, lambda r: check_dense(r.numpy())),
            "spmm": (lambda: ta @ tb, lambda r: check_dense(r.numpy())),
            "sddmm": (lambda: torch.sparse.sampled_addmm(ta, txs, tys.T, beta=0.0) * ta, t_csr),
            "spgemm": (lambda: ta @ ta, t_csr),
            "add": (lambda: ta + tat, t_csr),
            "csr2csc": (lambda: ta.to_sparse_csc(), t_csc),
        }
    for peer, table in peers.items():
        LOADED[peer] = {k: table[k] for k in kernels if k in table}
    for kernel in kernels:
        for peer, table in LOADED.items():
            if kernel not in table:
                continue
            fn, check = table[kernel]
            try:
                out = fn()
                emit("check", kernel, peer, *check(out))
            except Exception as exc:
                emit("error", kernel, peer, str(exc).replace("\n", " ")[:200])
                del table[kernel]
            out = None
            gc.collect()
    emit("done", name)


# Read one float per cache line of it before each timed call (`--evict-bytes`, the size
# the sparsir side and the MLIR driver read): every call starts with its operands out of
# cache.
EVICT_BYTES = 128 << 20
EVICT = None


def evict_caches():
    global EVICT
    if EVICT is None:
        EVICT = np.ones(EVICT_BYTES // 8)
    EVICT[::8].sum()


# Seconds of untimed calls before a peer's timed ones (the sparsir side's `WARM_UP_SECS`,
# passed as `--warm-up`): a core left idle for a while runs a two-thread kernel at about
# one-thread speed for its next ~50 ms of work on this virtual machine.
WARM_UP_SECS = 0.2


def one_call(fn):
    """One call of `fn` after a collection and the cache sweep: its seconds."""
    gc.collect()
    evict_caches()
    t0 = time.perf_counter()
    out = fn()  # noqa: F841 (freed at the return, after the clock is read)
    secs = time.perf_counter() - t0
    return secs


def time_burst(kernel, reps):
    """For every loaded peer that has `kernel`: warm-up calls for WARM_UP_SECS (at least
    one), then `reps` timed calls, back to back."""
    for peer, table in LOADED.items():
        if kernel not in table:
            continue
        fn = table[kernel][0]
        try:
            started = time.perf_counter()
            one_call(fn)
            while time.perf_counter() - started < WARM_UP_SECS:
                one_call(fn)
            for _ in range(reps):
                emit("rep", kernel, peer, repr(one_call(fn)))
        except Exception as exc:
            emit("error", kernel, peer, str(exc).replace("\n", " ")[:200])
            del table[kernel]
    emit("done", "burst")


def main():
    global EVICT_BYTES, WARM_UP_SECS
    ap = argparse.ArgumentParser()
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--evict-bytes", type=int, default=EVICT_BYTES)
    ap.add_argument("--warm-up", type=float, default=WARM_UP_SECS)
    args = ap.parse_args()
    EVICT_BYTES = args.evict_bytes
    WARM_UP_SECS = args.warm_up
    emit("version", "scipy", scipy.__version__)
    if gb is not None:
        gb.ss.config["nthreads"] = args.threads
        emit("version", "graphblas", gb.__version__)
    else:
        emit("note", "python-graphblas not available:", GB_ERROR[:120])
    if torch is not None:
        torch.set_num_threads(args.threads)
        emit("version", "torch", torch.__version__)
    else:
        emit("note", "torch not installed: skipped")
    emit("ready")
    for line in sys.stdin:
        req = line.split()
        if len(req) == 7 and req[0] == "load":
            load_matrix(req[1:])
        elif len(req) == 3 and req[0] == "burst" and req[2].isdigit():
            time_burst(req[1], int(req[2]))
        elif req:
            emit("error", "-", "-", "bad request")
            emit("done", req[0])
    emit("exit", resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)


if __name__ == "__main__":
    main()
