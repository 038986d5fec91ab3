"""sparsir's einsum SpMV against scipy's ``A @ x``, and the per-call overhead.

Usage: python3 python/bench/bench_spmv.py [--rows N] [--per-row K] [--reps R] [--json FILE]

The matrix is the kernel benchmark's uniform random one (``sparsir bench kernels``
matrix ``er``): N x N, K entries per row at uniform random columns (duplicates summed),
values uniform in [0, 1), fixed seed, int32 indices as scipy makes them. The goal compares
one thread with one thread (``threads=1``; scipy's SpMV is single-threaded); sparsir on
every thread of its pool (the default) is reported beside it. The contenders run
interleaved — one call of each per round, R rounds after a warm-up — so that a machine
whose speed drifts (shared cloud cores) slows them alike. Reported: the median time of
each, the median of the per-round ratios (scipy / sparsir, > 1 means sparsir is faster),
and the time of one call on a 10 x 10 matrix (the fixed cost of a call from Python:
argument checks, the zero-copy hand-over, the kernel, the result), the best of 5
interleaved batches of calls.
"""

import argparse
import json
import os
import statistics
import time

import numpy as np
import scipy.sparse as sp

import sparsir


def uniform(n: int, per_row: int, seed: int = 42) -> sp.csr_array:
    rng = np.random.default_rng(seed)
    rows = np.repeat(np.arange(n, dtype=np.int32), per_row)
    cols = rng.integers(0, n, size=n * per_row, dtype=np.int32)
    vals = rng.random(n * per_row)
    a = sp.csr_array((vals, (rows, cols)), shape=(n, n))
    a.sum_duplicates()
    return a


def interleaved(fs, reps: int):
    """Median time of each function and the per-round times, one call of each per round."""
    for f in fs:
        f()
    rounds = []
    for _ in range(reps):
        row = []
        for f in fs:
            t0 = time.perf_counter()
            f()
            row.append(time.perf_counter() - t0)
        rounds.append(row)
    return [statistics.median(r[i] for r in rounds) for i in range(len(fs))], rounds


def per_call(fs, calls: int, batches: int = 5):
    """Best time per call of each function over interleaved batches of ``calls`` calls."""
    best = [float("inf")] * len(fs)
    for _ in range(batches):
        for i, f in enumerate(fs):
            t0 = time.perf_counter()
            for _ in range(calls):
                f()
            best[i] = min(best[i], (time.perf_counter() - t0) / calls)
    return best


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rows", type=int, default=1_000_000)
    ap.add_argument("--per-row", type=int, default=16)
    ap.add_argument("--reps", type=int, default=30)
    ap.add_argument("--json")
    args = ap.parse_args()

    a = uniform(args.rows, args.per_row)
    x = np.random.default_rng(7).random(args.rows)
    y_sparsir = sparsir.einsum("ij,j->i", a, x)
    y_scipy = a @ x
    np.testing.assert_allclose(y_sparsir, y_scipy, rtol=1e-12, atol=1e-12)
    (t_sparsir, t_sparsir_all, t_scipy), rounds = interleaved(
        [lambda: sparsir.einsum("ij,j->i", a, x, threads=1), lambda: sparsir.einsum("ij,j->i", a, x), lambda: a @ x],
        args.reps)
    ratio = statistics.median(r[2] / r[0] for r in rounds)
    ratio_all = statistics.median(r[2] / r[1] for r in rounds)

    small = uniform(10, 3)
    xs = np.ones(10)
    sparsir.einsum("ij,j->i", small, xs)
    per_call_sparsir, per_call_scipy = per_call(
        [lambda: sparsir.einsum("ij,j->i", small, xs), lambda: small @ xs], 20000)

    gbytes = (a.data.nbytes + a.indices.nbytes + a.indptr.nbytes + 2 * x.nbytes) / 1e9
    report = {
        "matrix": f"uniform random {args.rows} x {args.rows}, {a.nnz} entries, int32 indices",
        "sparsir_einsum_ms": t_sparsir * 1e3,
        "scipy_matmul_ms": t_scipy * 1e3,
        "ratio_scipy_over_sparsir": ratio,
        "ratio_scipy_over_sparsir_all_threads": ratio_all,
        "sparsir_einsum_all_threads_ms": t_sparsir_all * 1e3,
        "threads": os.cpu_count(),
        "sparsir_gb_per_s": gbytes / t_sparsir,
        "call_overhead_us_10x10": per_call_sparsir * 1e6,
        "scipy_call_us_10x10": per_call_scipy * 1e6,
        "backend": sparsir.compile("func.func @f() { return }").backend,
        "load_average": os.getloadavg(),
    }
    print(f"SpMV on {report['matrix']}")
    print(f"  sparsir.einsum('ij,j->i', A, x, threads=1): {report['sparsir_einsum_ms']:8.2f} ms  ({report['sparsir_gb_per_s']:.1f} GB/s)")
    print(f"  scipy A @ x:                                {report['scipy_matmul_ms']:8.2f} ms")
    print(f"  ratio (scipy / sparsir), one thread each:   {report['ratio_scipy_over_sparsir']:8.2f}  (goal >= 1.2)")
    print(f"  sparsir on every thread (default):          {report['sparsir_einsum_all_threads_ms']:8.2f} ms  "
          f"(ratio {ratio_all:.2f})")
    print(f"  one call on 10 x 10:                        {report['call_overhead_us_10x10']:8.2f} us  (goal < 10; scipy {report['scipy_call_us_10x10']:.2f} us)")
    print(f"  load average: {' '.join(f'{v:.2f}' for v in report['load_average'])}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(report, f, indent=2)


if __name__ == "__main__":
    main()
