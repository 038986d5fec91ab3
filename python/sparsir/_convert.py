"""scipy / numpy objects <-> the tuples of the native module, and why a copy was made.

Why this module exists: whether an argument crosses without a copy depends on scipy
details (format, index dtype, contiguity) that are easiest to read in Python. Each
conversion records one line in a ``notes`` list: "zero-copy" or the reason for the copy,
which is what :func:`sparsir.explain` prints.
"""

from __future__ import annotations

from typing import Any, List, Optional, Sequence

import numpy as np
import scipy.sparse as sp

from . import _sparsir

DTYPES = {
    "i1": np.dtype(np.bool_),
    "i8": np.dtype(np.int8),
    "i16": np.dtype(np.int16),
    "i32": np.dtype(np.int32),
    "i64": np.dtype(np.int64),
    "index": np.dtype(np.int64),
    "f16": np.dtype(np.float16),
    "f32": np.dtype(np.float32),
    "f64": np.dtype(np.float64),
    "complex<f32>": np.dtype(np.complex64),
    "complex<f64>": np.dtype(np.complex128),
}
ELEMS = {
    np.dtype(np.bool_): "i1",
    np.dtype(np.int8): "i8",
    np.dtype(np.int16): "i16",
    np.dtype(np.int32): "i32",
    np.dtype(np.int64): "i64",
    np.dtype(np.float16): "f16",
    np.dtype(np.float32): "f32",
    np.dtype(np.float64): "f64",
    np.dtype(np.complex64): "complex<f32>",
    np.dtype(np.complex128): "complex<f64>",
}
UNSIGNED = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}
SIGNED = {32: np.int32, 64: np.int64}

_infos: dict = {}


def encoding_info(text: str) -> dict:
    """What the native module knows of an encoding (cached by text)."""
    info = _infos.get(text)
    if info is None:
        info = _infos[text] = _sparsir.encoding_info(text)
    return info


def elem_of(dtype: np.dtype) -> str:
    try:
        return ELEMS[np.dtype(dtype)]
    except KeyError:
        raise ValueError(f"unsupported dtype {dtype}: sparsir takes bool, int8-64, float16/32/64, complex64/128") from None


def _note(notes: Optional[List[str]], text: str) -> None:
    if notes is not None:
        notes.append(text)


def _index_array(arr: np.ndarray, width: int, what: str, part: str, notes: Optional[List[str]]) -> np.ndarray:
    """``arr`` as the unsigned array of ``width`` bits the storage holds (a view when the
    signed dtype already has that width)."""
    if arr.dtype.itemsize * 8 == width and arr.dtype.kind in "iu":
        if not arr.flags.c_contiguous:
            _note(notes, f"{what}: {part} copied: not contiguous")
            arr = np.ascontiguousarray(arr)
        return arr  # signed entries are read as unsigned in place
    want = UNSIGNED[width]
    if arr.size and arr.dtype.kind == "i" and arr.min() < 0:
        raise ValueError(f"{what}: {part}: negative index {arr.min()}")
    _note(notes, f"{what}: {part} copied: {arr.dtype} entries, the encoding stores {width}-bit ones")
    return arr.astype(want)


def _values(arr: np.ndarray, elem: str, what: str, notes: Optional[List[str]]) -> np.ndarray:
    want = DTYPES.get(elem)
    if want is None:
        raise ValueError(f"{what}: unsupported: element type {elem} has no numpy dtype")
    if arr.dtype != want:
        if not np.can_cast(arr.dtype, want, casting="same_kind"):
            raise ValueError(f"{what}: dtype {arr.dtype} cannot be cast to {want} (the parameter's {elem})")
        _note(notes, f"{what} copied: dtype {arr.dtype}, the parameter holds {want}")
        arr = arr.astype(want)
    if not arr.flags.c_contiguous:
        _note(notes, f"{what} copied: not contiguous")
        arr = np.ascontiguousarray(arr)
    if elem == "i1":
        _note(notes, f"{what} copied: i1 values are read as bytes (0 or not)")
        return arr.reshape(-1).view(np.uint8)
    return arr.reshape(-1)


def _check_shape(shape: Sequence[int], want: Sequence[int], what: str) -> None:
    if len(shape) != len(want):
        raise ValueError(f"{what}: expected a rank-{len(want)} tensor, got shape {tuple(shape)}")
    for d, (got, w) in enumerate(zip(shape, want)):
        if w >= 0 and got != w:
            raise ValueError(f"{what}: dimension {d} has size {got}, the parameter's type says {w}")


def scalar_arg(obj: Any, elem: str, what: str) -> Any:
    if isinstance(obj, np.generic):
        obj = obj.item()
    if elem in ("i1", "i8", "i16", "i32", "i64", "index"):
        if isinstance(obj, (bool, int)):
            return int(obj)
        raise ValueError(f"{what}: expected an integer ({elem}), got {type(obj).__name__}")
    if elem.startswith("complex"):
        if isinstance(obj, (int, float, complex)):
            return complex(obj)
        raise ValueError(f"{what}: expected a complex number, got {type(obj).__name__}")
    if isinstance(obj, (int, float)) and not isinstance(obj, bool):
        return float(obj)
    raise ValueError(f"{what}: expected a float ({elem}), got {type(obj).__name__}")


def dense_arg(obj: Any, shape: Sequence[int], elem: str, what: str, notes: Optional[List[str]]) -> tuple:
    before = len(notes) if notes is not None else 0
    if sp.issparse(obj):
        _note(notes, f"{what} copied: a sparse matrix where a dense tensor is expected (densified)")
        obj = obj.toarray()
    arr = np.asarray(obj)
    _check_shape(arr.shape, shape, what)
    vals = _values(arr, elem, what, notes)
    if notes is not None and len(notes) == before:
        notes.append(f"{what}: zero-copy (dense {arr.dtype}, C-contiguous)")
    return ("dense", elem, list(arr.shape), vals)


def _compressed(obj: Any, info: dict, enc: str, elem: str, what: str, notes: Optional[List[str]]) -> tuple:
    pos = _index_array(obj.indptr, info["pos_width"], what, "indptr", notes)
    crd = _index_array(obj.indices, info["crd_width"], what, "indices", notes)
    data = obj.data
    if info["kind"] == "bsr":
        if tuple(data.shape[1:]) != tuple(info["block"]):
            raise ValueError(f"{what}: blocks are {data.shape[1:]}, the encoding's are {tuple(info['block'])}")
    vals = _values(data, elem, what, notes)
    return ("sparse", enc, elem, list(obj.shape), [pos, crd], vals)


def sparse_arg(obj: Any, shape: Sequence[int], elem: str, enc: str, what: str, notes: Optional[List[str]]) -> tuple:
    info = encoding_info(enc)
    kind = info["kind"]
    before = len(notes) if notes is not None else 0
    if sp.issparse(obj):
        _check_shape(obj.shape, shape, what)
        if kind in ("csr", "csc", "bsr"):
            if obj.format != kind:
                _note(notes, f"{what} copied: a {obj.format.upper()} matrix passed for a {kind.upper()} parameter (to{kind}())")
                obj = obj.tobsr(blocksize=tuple(info["block"])) if kind == "bsr" else obj.asformat(kind)
                obj.sum_duplicates()  # our own copy: make it canonical (sorted, summed)
            out = _compressed(obj, info, enc, elem, what, notes)
        elif kind == "coo" and obj.format == "coo" and obj.ndim == 2 and obj.has_canonical_format:
            nnz = obj.nnz
            pos = np.array([0, nnz], dtype=UNSIGNED[info["pos_width"]])
            row = _index_array(obj.coords[0], info["crd_width"], what, "row", notes)
            col = _index_array(obj.coords[1], info["crd_width"], what, "col", notes)
            vals = _values(obj.data, elem, what, notes)
            out = ("sparse", enc, elem, list(obj.shape), [pos, row, col], vals)
        else:
            why = "not in canonical (sorted, summed) order" if kind == "coo" else f"the encoding is not a scipy layout ({kind})"
            _note(notes, f"{what} copied: built from its COO entries ({why})")
            out = _from_coo(obj.tocoo(), elem, enc, what, notes)
    else:
        arr = np.asarray(obj)
        _check_shape(arr.shape, shape, what)
        _note(notes, f"{what} copied: a dense array passed for a sparse parameter (its nonzeros are stored)")
        out = _from_dense(arr, elem, enc, what, notes)
    if notes is not None and len(notes) == before:
        notes.append(f"{what}: zero-copy ({kind.upper()}, {info['pos_width']}-bit positions, {info['crd_width']}-bit coordinates)")
    return out


def _from_coo(coo: Any, elem: str, enc: str, what: str, notes: Optional[List[str]]) -> tuple:
    coords = np.stack([np.asarray(c, dtype=np.int64) for c in coo.coords], axis=1) if coo.nnz else np.zeros((0, coo.ndim), np.int64)
    if coords.size and coords.min() < 0:
        raise ValueError(f"{what}: negative coordinate")
    vals = _values(np.asarray(coo.data), elem, f"{what}: data", [])
    return ("coo", enc, elem, list(coo.shape), coords.astype(np.uint64).reshape(-1), vals)


def _from_dense(arr: np.ndarray, elem: str, enc: str, what: str, notes: Optional[List[str]]) -> tuple:
    nz = np.nonzero(arr)
    coords = np.stack(nz, axis=1).astype(np.uint64).reshape(-1) if arr.ndim else np.zeros(0, np.uint64)
    vals = _values(arr[nz], elem, f"{what}: data", [])
    return ("coo", enc, elem, list(arr.shape), coords, vals)


def to_arg(obj: Any, param: tuple, what: str, notes: Optional[List[str]]) -> Any:
    """The tuple (or scalar) the native call takes for ``obj`` as a ``param``."""
    kind = param[0]
    if kind == "scalar":
        return scalar_arg(obj, param[1], what)
    if kind == "tensor":
        _, shape, elem, enc = param
        if enc is None:
            return dense_arg(obj, shape, elem, what, notes)
        return sparse_arg(obj, shape, elem, enc, what, notes)
    raise ValueError(f"{what}: unsupported: parameters of type {kind} cannot be passed from Python")


def _signed(arr: np.ndarray) -> np.ndarray:
    if arr.dtype.kind == "i":
        return arr
    bits = arr.dtype.itemsize * 8
    if bits in SIGNED:
        return arr.view(SIGNED[bits])
    return arr.astype(np.int32)


def from_result(res: Any, matrix: bool = False) -> Any:
    """The scipy / numpy object for a native result."""
    if not isinstance(res, tuple):
        return res
    tag = res[0]
    if tag == "dense":
        _, _, shape, vals = res
        return vals.reshape(shape)
    if tag == "buffer":
        return res[1]
    _, enc, elem, dims, bufs, vals = res
    info = encoding_info(enc)
    kind = info["kind"]
    if kind in ("csr", "csc"):
        cls = {"csr": sp.csr_array, "csc": sp.csc_array}[kind]
        out = cls((vals, _signed(bufs[1]), _signed(bufs[0])), shape=tuple(dims), copy=False)
    elif kind == "bsr":
        r, c = info["block"]
        out = sp.bsr_array((vals.reshape(-1, r, c), _signed(bufs[1]), _signed(bufs[0])), shape=tuple(dims), copy=False)
    elif kind == "coo":
        out = sp.coo_array((vals, (_signed(bufs[1]), _signed(bufs[2]))), shape=tuple(dims), copy=False)
    elif kind == "vector":
        out = sp.coo_array((vals, (_signed(bufs[1]),)), shape=tuple(dims), copy=False)
    else:
        dims, crds, vals = _sparsir.to_coo(res)
        coords = crds.reshape(-1, len(dims)).astype(np.int64)
        out = sp.coo_array((vals, tuple(coords.T)), shape=tuple(dims), copy=False)
    if matrix and out.ndim == 2:
        out = {"csr": sp.csr_matrix, "csc": sp.csc_matrix, "bsr": sp.bsr_matrix}.get(out.format, sp.coo_matrix)(out, copy=False)
    return out


def to_tensor(obj: Any, enc: Optional[str], elem: Optional[str] = None) -> tuple:
    """A sparse tuple for ``obj`` (for write / convert): its own layout when it has one."""
    notes: List[str] = []
    if enc is None:
        enc = default_encoding(obj)
    if elem is None:
        elem = elem_of(obj.dtype)
    shape = list(obj.shape)
    return sparse_arg(obj, shape, elem, enc, "tensor", notes)


def default_encoding(obj: Any) -> str:
    fmt = getattr(obj, "format", None)
    if fmt == "csc":
        return "#sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed) }>"
    ndim = getattr(obj, "ndim", len(getattr(obj, "shape", ())))
    if ndim == 2 and fmt in ("csr", None):
        return "#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>"
    if ndim == 1:
        return "#sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>"
    return coo_encoding(ndim)


def coo_encoding(ndim: int) -> str:
    dims = ", ".join(f"d{i}" for i in range(ndim))
    lvls = ["d0 : compressed(nonunique)"] + [f"d{i} : singleton(nonunique, soa)" for i in range(1, ndim - 1)]
    lvls.append(f"d{ndim - 1} : singleton(soa)")
    return f"#sparse_tensor.encoding<{{ map = ({dims}) -> ({', '.join(lvls)}) }}>"
