"""sparsir: MLIR sparse tensor kernels on numpy arrays and scipy.sparse matrices.

    import sparsir, scipy.sparse as sp, numpy as np
    A = sp.random_array((1000, 1000), density=0.01, format="csr", dtype=np.float64)
    x = np.ones(1000)
    y = sparsir.einsum("ij,j->i", A, x)          # generated, compiled once, cached
    prog = sparsir.compile(open("spmv.mlir").read())
    y = prog.spmv(A, x, np.zeros(1000))          # any function of an MLIR program

Sparse operands cross without copies when their buffers already have the parameter's
layout and widths (scipy's int32 ``indptr``/``indices`` against ``posWidth = 32,
crdWidth = 32``); otherwise they are converted once. :func:`explain` says which.
"""

from __future__ import annotations

import os
import threading
from typing import Any, Dict, List, Optional, Tuple, Union

import numpy as np
import scipy.sparse as sp

from . import _convert
from ._sparsir import Error, release_memory, set_threads
from . import _sparsir
from ._einsum import add, einsum, matmul, multiply, sddmm

__all__ = [
    "Error",
    "Encoding",
    "Program",
    "add",
    "compile",
    "einsum",
    "explain",
    "matmul",
    "multiply",
    "read",
    "sddmm",
    "set_threads",
    "release_memory",
    "write",
]

_cache: Dict[Tuple[str, str], "Program"] = {}
_ARG_NAMES = [f"argument {i}" for i in range(16)]


class Program:
    """A compiled MLIR program; call its functions with :meth:`call` or as attributes.

    A program can be called from any thread: each thread that calls it gets its own
    loaded copy (native code comes from the disk cache, so that costs a parse and a
    lowering, no C compilation). Kernels run with the GIL released.
    """

    def __init__(self, text: str, name: str = "<input>", backend: str = "native") -> None:
        self._text, self._backend, self.name = text, backend, name
        self._owner = threading.get_ident()
        self._first = _sparsir.Program(text, name, backend)
        self._local = threading.local()
        self._params: Dict[str, list] = {}

    @property
    def _native(self) -> Any:
        if threading.get_ident() == self._owner:
            return self._first
        native = getattr(self._local, "native", None)
        if native is None:
            native = self._local.native = _sparsir.Program(self._text, self.name, self._backend)
        return native

    @property
    def backend(self) -> str:
        """``"native"`` (compiled to machine code) or ``"interp"``."""
        return self._native.backend

    @property
    def functions(self) -> List[str]:
        """The names of the program's functions."""
        return self._native.functions()

    def _signature(self, fname: str) -> list:
        params = self._params.get(fname)
        if params is None:
            params = self._params[fname] = self._native.params(fname)
        return params

    def _marshal(self, fname: str, args: tuple, notes: Optional[List[str]]) -> Tuple[list, bool]:
        params = self._signature(fname)
        if len(args) != len(params):
            raise ValueError(f"'{fname}' takes {len(params)} arguments, got {len(args)}")
        out = []
        matrix = False
        for i, (a, p) in enumerate(zip(args, params)):
            matrix = matrix or isinstance(a, sp.spmatrix)
            out.append(_convert.to_arg(a, p, _ARG_NAMES[i] if i < len(_ARG_NAMES) else f"argument {i}", notes))
        return out, matrix

    def call(self, fname: str, *args: Any, threads: Optional[int] = None) -> Any:
        """Runs function ``fname``; returns its result (a tuple for several, None for none).

        Sparse results come back as scipy sparse arrays (matrices when a sparse argument
        was a matrix), dense ones as numpy arrays, scalars as Python numbers. Parallel
        kernels use every thread of the pool (``set_threads`` / ``SPARSIR_THREADS``), or
        at most ``threads``.
        """
        if threads is not None and threads < 1:
            raise ValueError(f"threads must be at least 1, got {threads}")
        marshalled, matrix = self._marshal(fname, args, None)
        try:
            results = self._native.call(fname, marshalled, threads)
        except ValueError as e:
            if "must increase within a fiber" in str(e) or "must not decrease" in str(e):
                raise ValueError(f"{e} (a scipy matrix must be canonical: call sum_duplicates() "
                                 "or sort_indices() first)") from None
            raise
        del marshalled
        outs = [_convert.from_result(r, matrix) for r in results]
        if not outs:
            return None
        return outs[0] if len(outs) == 1 else tuple(outs)

    def __getattr__(self, fname: str) -> Any:
        if fname.startswith("_"):
            raise AttributeError(fname)
        if fname not in self._native.functions():
            raise AttributeError(f"the program has no function '{fname}'")
        return lambda *args, **kwargs: self.call(fname, *args, **kwargs)


def compile(source: Union[str, os.PathLike], backend: str = "native") -> Program:
    """Compiles MLIR text, or the ``.mlir`` file at ``source``; cached by text and backend.

    Native code is also cached on disk (``$XDG_CACHE_HOME/sparsir``), as ``sparsir run``
    caches it.
    """
    name = "<input>"
    text = str(source)
    if isinstance(source, os.PathLike) or (isinstance(source, str) and "\n" not in source and source.endswith(".mlir")):
        name = os.fspath(source)
        try:
            with open(name, encoding="utf-8") as f:
                text = f.read()
        except OSError as e:
            raise Error(f"{name}: error: cannot read the file: {e.strerror}") from None
    key = (text, backend)
    prog = _cache.get(key)
    if prog is None:
        prog = _cache[key] = Program(text, name, backend)
    return prog


def explain(prog: Program, fname: str, *args: Any) -> str:
    """Which arguments of ``prog.fname(*args)`` would cross without a copy, and why the
    others would be copied (one line each); nothing is run."""
    notes: List[str] = []
    prog._marshal(fname, args, notes)
    return "\n".join(notes)


class Encoding:
    """A ``#sparse_tensor.encoding<{…}>`` parsed and verified by sparsir."""

    def __init__(self, text: str) -> None:
        info = _sparsir.encoding_info(text)
        self.text: str = info["text"]
        self.kind: str = info["kind"]
        self.dim_rank: int = info["dim_rank"]
        self.lvl_rank: int = info["lvl_rank"]
        self.pos_width: int = info["pos_width"]
        self.crd_width: int = info["crd_width"]
        self.block: Optional[Tuple[int, int]] = info["block"]

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Encoding({self.text!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Encoding) and other.text == self.text

    def __hash__(self) -> int:
        return hash(self.text)


def read(path: Union[str, os.PathLike], encoding: Union[str, Encoding, None] = None, dtype: Any = None,
         threads: Optional[int] = None) -> Any:
    """Reads a Matrix Market (``.mtx``) or FROSTT (``.tns``) file with sparsir's parallel
    reader; returns a scipy sparse array in ``encoding``'s layout (CSR by default for
    matrices, COO for other ranks)."""
    path = _path_of(path)
    enc = str(encoding) if encoding is not None else None
    elem = _convert.elem_of(np.dtype(dtype)) if dtype is not None else None
    if enc is None:
        enc = _default_read_encoding(path)
    return _convert.from_result(_sparsir.read(path, enc, elem, threads))


def _path_of(path: Any) -> str:
    """A file name from a path or an open file object (a closed one is an error)."""
    if hasattr(path, "closed") and hasattr(path, "name"):
        if path.closed:
            raise ValueError(f"I/O operation on a closed file ({path.name})")
        path = path.name
    return os.fspath(path)


def _default_read_encoding(path: str) -> str:
    rank = 2
    if path.endswith(".tns"):
        try:
            with open(path, encoding="utf-8", errors="replace") as f:
                for line in f:
                    if line.strip() and not line.startswith("#"):
                        rank = int(line.split()[0])
                        break
        except (OSError, ValueError, IndexError):
            rank = 2  # the native reader reports the problem with its position
    if rank == 2:
        return _convert.default_encoding(sp.csr_array((1, 1)))
    return _convert.coo_encoding(rank) if rank > 1 else _convert.default_encoding(np.zeros(1))


def write(path: Union[str, os.PathLike], tensor: Any) -> None:
    """Writes a scipy sparse array (or a dense numpy array) as ``.mtx`` / ``.tns``."""
    if not sp.issparse(tensor):
        tensor = np.asarray(tensor)
    _sparsir.write(_path_of(path), _convert.to_tensor(tensor, None))
