"""The Python package against scipy / numpy on seeded random inputs, zero-copy checks,
and bad inputs that must raise clear errors (never crash)."""

import os
import threading

import numpy as np
import pytest
import scipy.sparse as sp

import sparsir

CSR32 = "#sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 32, crdWidth = 32 }>"
CSR64 = "#sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>"

IDENTITY = f"""
func.func @id(%a: tensor<?x?xf64, {CSR32}>) -> tensor<?x?xf64, {CSR32}> {{
  return %a : tensor<?x?xf64, {CSR32}>
}}
func.func @dense_id(%x: tensor<?x?xf64>) -> tensor<?x?xf64> {{
  return %x : tensor<?x?xf64>
}}
"""

SPMV = f"""
#spmv = {{ indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>],
  iterator_types = ["parallel", "reduction"] }}
func.func @spmv(%a: tensor<?x?xf64, {CSR32}>, %x: tensor<?xf64>, %y: tensor<?xf64>) -> tensor<?xf64> {{
  %0 = linalg.generic #spmv ins(%a, %x : tensor<?x?xf64, {CSR32}>, tensor<?xf64>) outs(%y : tensor<?xf64>) {{
  ^bb0(%av: f64, %xv: f64, %yv: f64):
    %p = arith.mulf %av, %xv : f64
    %s = arith.addf %yv, %p : f64
    linalg.yield %s : f64
  }} -> tensor<?xf64>
  return %0 : tensor<?xf64>
}}
func.func @scale(%s: f64, %n: index) -> f64 {{
  %i = arith.index_cast %n : index to i64
  %f = arith.sitofp %i : i64 to f64
  %r = arith.mulf %s, %f : f64
  return %r : f64
}}
"""


def rand(m, n, density, seed, fmt="csr", dtype=np.float64, index=np.int32):
    a = sp.random_array((m, n), density=density, format="csr", dtype=np.float64, rng=seed)
    a.data = (a.data * 10).astype(dtype) if np.issubdtype(dtype, np.integer) else a.data.astype(dtype)
    a = a.asformat(fmt)
    if fmt in ("csr", "csc"):
        a.indptr = a.indptr.astype(index)
        a.indices = a.indices.astype(index)
    return a


def close(got, want):
    if sp.issparse(want):
        want = want.toarray()
    if sp.issparse(got):
        got = got.toarray()
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-8)


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("fmt", ["csr", "csc", "coo"])
@pytest.mark.parametrize("backend", ["native", "interp"])
def test_einsum_kernels_match_scipy(seed, fmt, backend):
    rng = np.random.default_rng(seed)
    m, k, n = rng.integers(1, 40, size=3)
    a = rand(m, k, 0.2, seed, fmt)
    b = rand(k, n, 0.2, seed + 100, fmt)
    x = rng.standard_normal(k)
    dense = rng.standard_normal((k, 5))
    close(sparsir.einsum("ij,j->i", a, x, backend=backend), a @ x)
    close(sparsir.einsum("ij,jk->ik", a, dense, backend=backend), a @ dense)
    c = sparsir.einsum("ij,jk->ik", a, b, backend=backend)
    assert sp.issparse(c)
    close(c, a @ b)
    u, v = rng.standard_normal((m, 3)), rng.standard_normal((3, k))
    s = sparsir.sddmm(a, u, v, backend=backend)
    assert sp.issparse(s)
    close(s, a.multiply(u @ v))
    a2 = rand(m, k, 0.3, seed + 7, fmt)
    close(sparsir.add(a, a2, backend=backend), a + a2)
    close(sparsir.multiply(a, a2, backend=backend), a.multiply(a2))
    close(sparsir.einsum("ij,ij->", a, a2.toarray(), backend=backend), (a.multiply(a2)).sum())


@pytest.mark.parametrize("fmt", ["csr", "csc", "coo"])
@pytest.mark.parametrize("backend", ["native", "interp"])
def test_einsum_reads_diagonals(fmt, backend):
    """An index repeated within an operand reads its diagonal, as numpy's einsum does."""
    rng = np.random.default_rng(11)
    a = rand(17, 17, 0.3, 11, fmt)
    a = (a + sp.diags_array(np.arange(1.0, 18.0), format=fmt)).asformat(fmt)  # stored diagonal
    a.sum_duplicates()
    x = rng.standard_normal(17)
    b = rng.standard_normal((17, 17))
    dense = a.toarray()
    for spec, ops, want in [
        ("ii->i", (a,), np.einsum("ii->i", dense)),
        ("ii", (a,), np.trace(dense)),
        ("ii->", (a,), np.trace(dense)),
        ("ii,i->i", (a, x), np.einsum("ii,i->i", dense, x)),
        ("ij,jj->i", (a, b), np.einsum("ij,jj->i", dense, b)),
        ("ii,ij->j", (a, b), np.einsum("ii,ij->j", dense, b)),
        ("jj,ij->i", (b, a), np.einsum("jj,ij->i", b, dense)),
    ]:
        got = sparsir.einsum(spec, *ops, backend=backend)
        assert sp.issparse(got) == (spec == "ii->i"), spec  # sparse when every operand is
        close(got, want)
    with pytest.raises(ValueError, match="index 'i' has size 17 and 5"):
        sparsir.einsum("ii->i", rand(17, 5, 0.3, 2, fmt), backend=backend)
    with pytest.raises(ValueError, match="repeats an index"):
        sparsir.einsum("ij->ii", a, backend=backend)
    with pytest.raises(ValueError, match="unsupported"):
        sparsir.einsum("ii,ik->ik", a, b, semiring="min_plus", backend=backend)


@pytest.mark.parametrize("dtype", [np.float32, np.int64, np.int32, np.complex128])
def test_element_types(dtype):
    a = rand(20, 30, 0.2, 3, dtype=dtype)
    if dtype == np.complex128:
        a = a + 1j * a
    x = (np.arange(30) % 7).astype(dtype)
    y = sparsir.matmul(a, x)
    assert y.dtype == np.dtype(dtype)
    close(y, a @ x)


def test_bool_values_are_read_as_bytes():
    prog = sparsir.compile(
        "func.func @first(%t: tensor<3xi1>) -> i1 {\n"
        "  %c1 = arith.constant 1 : index\n"
        "  %v = tensor.extract %t[%c1] : tensor<3xi1>\n"
        "  return %v : i1\n}\n")
    odd = np.array([0, 7, 0], dtype=np.uint8).view(np.bool_)  # a byte that is not 0 or 1
    assert prog.first(odd) == 1
    assert prog.first(np.array([True, False, True])) == 0


def test_min_plus_semiring():
    a = rand(30, 25, 0.2, 5)
    x = np.random.default_rng(5).standard_normal(25)
    got = sparsir.matmul(a, x, semiring="min_plus")
    dense = a.toarray()
    want = np.full(30, np.inf)
    for i, j in zip(*a.nonzero()):
        want[i] = min(want[i], dense[i, j] + x[j])
    stored = np.isfinite(want)
    np.testing.assert_allclose(np.asarray(got)[stored], want[stored])
    with pytest.raises(ValueError, match="unsupported"):
        sparsir.einsum("ij,ij->ij", a, a, semiring="min_plus")


def min_plus_reference(terms, shape):
    """min over the (index, value) terms that land on each output entry (inf: none)."""
    want = np.full(shape, np.inf)
    for at, v in terms:
        want[at] = min(want[at], v)
    return want


@pytest.mark.parametrize("backend", ["native", "interp"])
def test_semiring_vector_times_matrix_and_dense_zeros(backend):
    rng = np.random.default_rng(8)
    a = rand(12, 9, 0.3, 8)
    x = rng.integers(-3, 4, size=12).astype(np.float64)
    x[0] = 0.0
    got = np.asarray(sparsir.einsum("j,jk->k", x, a, semiring="min_plus", backend=backend))
    want = min_plus_reference((((k,), x[j] + v) for j, k, v in zip(*sp.find(a))), 9)
    stored = np.isfinite(want)
    np.testing.assert_allclose(got[stored], want[stored])
    # A dense operand's zeros are values (a path of length 0), not missing entries.
    b = rng.integers(0, 3, size=(9, 4)).astype(np.float64)
    assert (b == 0).any()
    got = sparsir.einsum("ij,jk->ik", a, b, semiring="min_plus", backend=backend)
    want = min_plus_reference((((i, k), v + b[j, k]) for i, j, v in zip(*sp.find(a)) for k in range(4)), (12, 4))
    got = got.toarray() if sp.issparse(got) else np.asarray(got)
    stored = np.isfinite(want)
    np.testing.assert_allclose(got[stored], want[stored])
    square = rand(9, 9, 0.3, 9)
    got = np.asarray(sparsir.einsum("j,jk->k", x[:9], square.toarray(), semiring="min_plus", backend=backend))
    np.testing.assert_allclose(got, (x[:9, None] + square.toarray()).min(axis=0))
    with pytest.raises(ValueError, match="unsupported"):
        sparsir.einsum("j,kj->k", x[:9], square, semiring="min_plus", backend=backend)


def test_zero_copy_in_and_out():
    prog = sparsir.compile(IDENTITY)
    a = rand(40, 50, 0.1, 1)
    r = prog.id(a)
    for got, want in [(r.data, a.data), (r.indices, a.indices), (r.indptr, a.indptr)]:
        assert np.shares_memory(got, want)
    assert "zero-copy" in sparsir.explain(prog, "id", a)
    x = np.arange(12.0).reshape(3, 4)
    assert np.shares_memory(prog.dense_id(x), x)
    a64 = rand(40, 50, 0.1, 1, index=np.int64)
    why = sparsir.explain(prog, "id", a64)
    assert "copied" in why and "32-bit" in why
    close(prog.id(a64), a64)
    assert "tocsr" in sparsir.explain(prog, "id", a.tocsc())


def test_results_own_their_memory():
    a = rand(40, 50, 0.1, 2)
    c = sparsir.einsum("ij,ij->ij", a, a)
    assert c.indices.dtype == np.int32 and c.data.flags.owndata is False  # numpy views of sparsir's buffers
    del a
    assert np.isfinite(c.data).all()


def test_program_call_and_scalars():
    prog = sparsir.compile(SPMV)
    a = rand(10, 10, 0.3, 4)
    x = np.ones(10)
    close(prog.spmv(a, x, np.zeros(10)), a @ x)
    assert prog.scale(1.5, 4) == 6.0
    assert prog.call("scale", np.float64(2.0), np.int64(3)) == 6.0
    assert sorted(prog.functions) == ["scale", "spmv"]
    m = sp.csr_matrix(a)
    assert isinstance(sparsir.einsum("ij,ik->jk", m, m), sp.spmatrix)


def test_bad_inputs_raise_clear_errors(tmp_path):
    prog = sparsir.compile(SPMV)
    a = rand(10, 10, 0.3, 4)
    with pytest.raises(ValueError, match="takes 3 arguments"):
        prog.spmv(a, np.ones(10))
    with pytest.raises(ValueError, match="rank-1"):
        prog.spmv(a, np.ones((10, 1)), np.zeros(10))
    with pytest.raises(ValueError, match="cannot be cast"):
        prog.spmv(a, np.array(["a"] * 10), np.zeros(10))
    with pytest.raises(sparsir.Error, match="size mismatch"):
        prog.spmv(a, np.ones(3), np.zeros(10))
    with pytest.raises(ValueError, match="expected a float"):
        prog.scale("x", 1)
    unsorted = a.copy()
    row = np.argmax(np.diff(unsorted.indptr))
    lo, hi = unsorted.indptr[row], unsorted.indptr[row + 1]
    unsorted.indices[lo:hi] = unsorted.indices[lo:hi][::-1]
    unsorted.data[lo:hi] = unsorted.data[lo:hi][::-1]
    with pytest.raises(ValueError, match="must increase.*canonical"):
        prog.spmv(unsorted, np.ones(10), np.zeros(10))
    dup = sp.csr_array((np.ones(2), np.array([1, 1], np.int32), np.array([0, 2] + [2] * 9, np.int32)), shape=(10, 10))
    with pytest.raises(ValueError, match="must increase.*canonical"):
        prog.spmv(dup, np.ones(10), np.zeros(10))
    bad = sp.csr_array((np.ones(1), np.array([3], np.int32), np.array([0, 1] + [1] * 9, np.int32)), shape=(10, 10))
    bad.indices[0] = 99
    with pytest.raises(ValueError, match="99"):
        prog.spmv(bad, np.ones(10), np.zeros(10))
    with pytest.raises(ValueError, match="size"):
        sparsir.einsum("ij,j->i", a, np.ones(3))
    with pytest.raises(sparsir.Error, match=r"<input>:1:\d+: error"):
        sparsir.compile("func.func @f( {")
    with pytest.raises(sparsir.Error, match="cannot read"):
        sparsir.compile(str(tmp_path / "missing.mlir"))
    with pytest.raises(sparsir.Error, match="missing.mtx"):
        sparsir.read(tmp_path / "missing.mtx")
    broken = tmp_path / "broken.mtx"
    broken.write_text("%%MatrixMarket matrix coordinate real general\n2 2 1\n1 x 1.0\n")
    with pytest.raises(sparsir.Error, match=r"broken.mtx:3"):
        sparsir.read(broken)
    f = open(broken)
    f.close()
    with pytest.raises(ValueError, match="closed"):
        sparsir.read(f)
    with pytest.raises(ValueError):
        sparsir.Encoding("#sparse_tensor.encoding<{ map = (i) -> (i : bogus) }>")


def test_read_write_roundtrip(tmp_path):
    a = rand(30, 20, 0.2, 9, index=np.int64)
    path = tmp_path / "a.mtx"
    sparsir.write(path, a)
    back = sparsir.read(path)
    assert back.format == "csr"
    close(back, a)
    csc = sparsir.read(path, encoding="#sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>")
    assert csc.format == "csc"
    close(csc, a)
    t = sp.coo_array((np.array([1.0, 2.0]), (np.array([0, 1]), np.array([1, 2]), np.array([2, 0]))), shape=(2, 3, 4))
    sparsir.write(tmp_path / "t.tns", t)
    close(sparsir.read(tmp_path / "t.tns").todense(), t.todense())


def test_encoding_objects():
    e = sparsir.Encoding(CSR32)
    assert e.kind == "csr" and e.pos_width == 32 and e.crd_width == 32
    bsr = sparsir.Encoding(
        "#sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 3 : compressed, i mod 2 : dense, j mod 3 : dense) }>")
    assert bsr.kind == "bsr" and bsr.block == (2, 3)


def test_threads_run_kernels_concurrently():
    a = rand(200, 200, 0.05, 11)
    x = np.ones(200)
    want = a @ x
    errors = []

    def work():
        try:
            for _ in range(20):
                close(sparsir.einsum("ij,j->i", a, x), want)
        except Exception as e:  # noqa: BLE001 - reported below
            errors.append(e)

    threads = [threading.Thread(target=work) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors


def test_parallel_kernels_agree_with_one_thread():
    # Large enough for the parallel path (> 32K entries): rows split across threads give
    # the same dense and sparse results as one thread, bit for bit.
    a = rand(3000, 3000, 0.01, 21)
    b = rand(3000, 3000, 0.01, 22)
    x = np.random.default_rng(3).random(3000)
    one = sparsir.einsum("ij,j->i", a, x, threads=1)
    assert np.array_equal(sparsir.einsum("ij,j->i", a, x), one)
    close(one, a @ x)
    s1, s2 = sparsir.add(a, b, threads=1), sparsir.add(a, b, threads=2)
    assert np.array_equal(s1.indptr, s2.indptr) and np.array_equal(s1.indices, s2.indices)
    assert np.array_equal(s1.data, s2.data)
    close(s1, a + b)
    prog = sparsir.compile(SPMV)
    y = np.zeros(3000)
    assert np.array_equal(prog.spmv(a.astype(np.float64), x, y, threads=2), prog.call("spmv", a, x, y, threads=1))
    with pytest.raises(ValueError, match="threads must be at least 1"):
        sparsir.einsum("ij,j->i", a, x, threads=0)
    with pytest.raises(ValueError, match="threads must be at least 1"):
        prog.call("spmv", a, x, y, threads=0)


def test_bsr_zero_copy():
    enc = "#sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense), posWidth = 32, crdWidth = 32 }>"
    prog = sparsir.compile(f"func.func @id(%a: tensor<?x?xf64, {enc}>) -> tensor<?x?xf64, {enc}> {{ return %a : tensor<?x?xf64, {enc}> }}")
    a = rand(8, 6, 0.3, 12).tobsr(blocksize=(2, 2))
    a.sort_indices()
    a.indptr, a.indices = a.indptr.astype(np.int32), a.indices.astype(np.int32)
    r = prog.id(a)
    assert r.format == "bsr" and np.shares_memory(r.data, a.data)
    close(r, a)


def test_empty_shapes_strided_and_negative_indices():
    for shape in [(0, 5), (3, 0), (4, 4)]:
        a = sp.csr_array(shape)
        a.indptr, a.indices = a.indptr.astype(np.int32), a.indices.astype(np.int32)
        close(sparsir.einsum("ij,j->i", a, np.ones(shape[1])), np.zeros(shape[0]))
        assert sparsir.einsum("ij,jk->ik", a, sp.csr_array((shape[1], 2))).shape == (shape[0], 2)
    prog = sparsir.compile(SPMV)
    a = rand(6, 6, 0.5, 3)
    strided = np.arange(12.0)[::2]
    assert "argument 1 copied: not contiguous" in sparsir.explain(prog, "spmv", a, strided, np.zeros(6))
    close(prog.spmv(a, strided, np.zeros(6)), a @ strided)
    bad = a.copy()
    bad.indices[0] = -1
    with pytest.raises(ValueError, match="out of range"):
        prog.spmv(bad, np.ones(6), np.zeros(6))
    fortran = np.asfortranarray(np.ones((6, 3)))
    close(sparsir.matmul(a, fortran), a @ fortran)


def test_einsum_copies_strided_operands_of_a_cached_plan():
    """The cached fast path hands arrays over without checking their strides in Python;
    a strided vector or values array of a signature seen before must still be read right
    (the native side refuses it, the call copies it)."""
    a = rand(7, 7, 0.5, 11)
    x = np.arange(14.0)
    close(sparsir.einsum("ij,j->i", a, x[:7].copy()), a @ x[:7])  # plans the signature
    close(sparsir.einsum("ij,j->i", a, x[::2]), a @ x[::2])
    wide = np.zeros(2 * a.nnz)
    wide[::2] = a.data
    b = sp.csr_array((wide[::2], a.indices, a.indptr), shape=a.shape, copy=False)
    if not b.data.flags.c_contiguous:  # scipy kept the view: the case under test
        close(sparsir.einsum("ij,j->i", b, x[:7].copy()), a @ x[:7])
    close(sparsir.einsum("ij,j->i", b, x[::2]), a @ x[::2])


def test_planned_calls_check_every_operand_again():
    """After a kernel is planned for (CSR float64 int32, ndarray float64), calls with the
    same Python types but other dtypes, index widths, strides, sizes or a non-canonical
    matrix must still give scipy's answer or a clear error (the native fast call answers
    None for anything but the planned layout)."""
    a = rand(9, 9, 0.4, 21)
    x = np.random.default_rng(3).random(9)
    close(sparsir.einsum("ij,j->i", a, x), a @ x)
    close(sparsir.einsum("ij,j->i", a, x), a @ x)  # the planned fast call
    close(sparsir.einsum("ij,j->i", a, x, threads=1), a @ x)
    close(sparsir.einsum("ij,j->i", a.astype(np.float32), x.astype(np.float32)), a @ x)
    wide = a.copy()
    wide.indptr, wide.indices = wide.indptr.astype(np.int64), wide.indices.astype(np.int64)
    close(sparsir.einsum("ij,j->i", wide, x), a @ x)
    close(sparsir.einsum("ij,j->i", a, np.arange(18.0)[::2]), a @ np.arange(18.0)[::2])
    close(sparsir.einsum("ij,j->i", rand(4, 9, 0.5, 5), x), rand(4, 9, 0.5, 5) @ x)
    with pytest.raises(ValueError, match="index 'j' has size 9 and 3"):
        sparsir.einsum("ij,j->i", a, np.ones(3))
    unsorted = a.copy()
    row = np.argmax(np.diff(unsorted.indptr))
    lo, hi = unsorted.indptr[row], unsorted.indptr[row + 1]
    unsorted.indices[lo:hi] = unsorted.indices[lo:hi][::-1]
    with pytest.raises(ValueError, match="must increase"):
        sparsir.einsum("ij,j->i", unsorted, x)
    b = np.random.default_rng(4).random((9, 3))
    close(sparsir.einsum("ij,jk->ik", a, b), a @ b)
    close(sparsir.einsum("ij,jk->ik", a, b), a @ b)
    close(sparsir.einsum("ij,jk->ik", a, np.asfortranarray(b)), a @ b)
    close(sparsir.einsum("ij,jk->ik", a.tocsc(), b), a @ b)


def test_release_memory_gives_kept_buffers_back():
    # A result of 16 MB (above the 4 MiB threshold) is kept for reuse once freed;
    # release_memory hands it back, and a second call finds nothing left.
    a = sp.random(2048, 2048, density=0.01, format="csr", random_state=3)
    dense = sparsir.einsum("ij,jk->ik", a, np.ones((2048, 1024)))
    np.testing.assert_allclose(dense[:, 0], a @ np.ones(2048))
    del dense
    released = sparsir.release_memory()
    assert released >= 2048 * 1024 * 8
    assert sparsir.release_memory() == 0
