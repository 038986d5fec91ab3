"""Kernels without writing MLIR: einsum, matmul, sddmm and element-wise ops.

Why this module exists: most users want ``y = A @ x`` on scipy matrices, not a
``linalg.generic``. Each call generates the MLIR a user would write — one
``linalg.generic`` whose operands carry the encodings of the arguments (CSR, CSC, COO or
a compressed vector; 32-bit indices when scipy's are 32-bit, so nothing is copied) —
compiles it once (cached by expression, encodings and types) and runs it. Semirings named
by string (``"min_plus"``) go through the ``graphblas`` dialect.
"""

from __future__ import annotations

import string
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

import numpy as np
import scipy.sparse as sp

from . import _convert, _sparsir
from ._sparsir import Error

_kernels: Dict[Tuple, Any] = {}
# (spec, semiring, out, backend, operand types) -> (program, FastCall, index terms): the
# first dense-result kernel planned for operands of these types whose every operand
# crosses without a copy.
_fast_calls: Dict[Tuple, Tuple[Any, Any, List[str]]] = {}


def _enc_for(obj: Any) -> Optional[str]:
    """The encoding an operand is passed in without a copy (None for a dense operand)."""
    if not sp.issparse(obj):
        return None
    fmt = obj.format
    if obj.ndim == 1:
        idx = obj.coords[0].dtype.itemsize * 8
        return f"#sparse_tensor.encoding<{{ map = (d0) -> (d0 : compressed), posWidth = {idx}, crdWidth = {idx} }}>"
    if fmt in ("csr", "csc"):
        w = max(obj.indptr.dtype.itemsize, obj.indices.dtype.itemsize) * 8
        order = "d0 : dense, d1 : compressed" if fmt == "csr" else "d1 : dense, d0 : compressed"
        return f"#sparse_tensor.encoding<{{ map = (d0, d1) -> ({order}), posWidth = {w}, crdWidth = {w} }}>"
    if fmt == "coo" and obj.has_canonical_format:
        w = obj.coords[0].dtype.itemsize * 8
        return ("#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)), "
                f"posWidth = {w}, crdWidth = {w} }}>")
    return "#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed), posWidth = 32, crdWidth = 32 }>"


def _out_enc(rank: int, width: int) -> str:
    if rank == 1:
        return f"#sparse_tensor.encoding<{{ map = (d0) -> (d0 : compressed), posWidth = {width}, crdWidth = {width} }}>"
    if rank == 2:
        return f"#sparse_tensor.encoding<{{ map = (d0, d1) -> (d0 : dense, d1 : compressed), posWidth = {width}, crdWidth = {width} }}>"
    return _convert.coo_encoding(rank)


def _tensor_type(rank: int, elem: str, enc: Optional[str]) -> str:
    dims = "".join("?x" for _ in range(rank))
    return f"tensor<{dims}{elem}{', ' + enc if enc else ''}>"


def _parse(spec: str, n: int) -> Tuple[List[str], str]:
    spec = spec.replace(" ", "")
    if "->" in spec:
        lhs, out = spec.split("->")
    else:
        lhs = spec
        letters = lhs.replace(",", "")
        out = "".join(sorted(c for c in set(letters) if letters.count(c) == 1))
    ins = lhs.split(",")
    if len(ins) != n:
        raise ValueError(f"einsum: '{spec}' names {len(ins)} operands, got {n}")
    for term in ins + [out]:
        if any(c not in string.ascii_lowercase for c in term):
            raise ValueError(f"einsum: '{term}' must be lowercase letters")
    # An index repeated within an operand reads its diagonal (``"ii->i"``, ``"ii->"``: the
    # generated map is ``(d0) -> (d0, d0)``); in the output, as in numpy, it is an error.
    if len(set(out)) != len(out):
        raise ValueError(f"einsum: output '{out}' repeats an index")
    if any(c not in "".join(ins) for c in out):
        raise ValueError(f"einsum: output index of '{out}' appears in no operand")
    return ins, out


def _ops(elem: str) -> Tuple[str, str, str]:
    if elem.startswith("complex"):
        return "complex.mul", "complex.add", f"complex.constant [0.0, 0.0] : {elem}"
    if elem in ("i1", "i8", "i16", "i32", "i64"):
        return "arith.muli", "arith.addi", f"arith.constant 0 : {elem}"
    return "arith.mulf", "arith.addf", f"arith.constant 0.0 : {elem}"


def _generate(ins: List[str], out: str, encs: List[Optional[str]], elem: str, out_enc: Optional[str],
              combine: Optional[str] = None) -> str:
    """The kernel's MLIR; operands are combined with ``combine`` (default: the product)."""
    loops = []
    for term in ins:
        for c in term:
            if c not in loops:
                loops.append(c)
    loops = [c for c in out] + [c for c in loops if c not in out]
    d = {c: f"d{i}" for i, c in enumerate(loops)}
    dims = ", ".join(d[c] for c in loops)
    maps = [f"affine_map<({dims}) -> ({', '.join(d[c] for c in t)})>" for t in ins + [out]]
    iters = ", ".join('"parallel"' if c in out else '"reduction"' for c in loops)
    reduces = any(c not in out for c in loops)
    mul, add, zero = _ops(elem)
    mul = combine or mul
    in_types = [_tensor_type(len(t), elem, e) for t, e in zip(ins, encs)]
    out_type = _tensor_type(len(out), elem, out_enc)
    params = ", ".join(f"%a{i}: {ty}" for i, ty in enumerate(in_types))
    lines = [f"func.func @kernel({params}) -> {out_type} {{"]
    sizes = []
    for k, c in enumerate(out):
        i = next(i for i, t in enumerate(ins) if c in t)
        lines.append(f"  %c{k} = arith.constant {ins[i].index(c)} : index")
        lines.append(f"  %n{k} = tensor.dim %a{i}, %c{k} : {in_types[i]}")
        sizes.append(f"%n{k}")
    lines.append(f"  %empty = tensor.empty({', '.join(sizes)}) : {out_type}")
    init = "%empty"
    if out_enc is None and reduces:
        lines.append(f"  %zero = {zero}")
        lines.append(f"  %init = linalg.fill ins(%zero : {elem}) outs(%empty : {out_type}) -> {out_type}")
        init = "%init"
    args = ", ".join(f"%v{i}: {elem}" for i in range(len(ins)))
    lines.append("  %r = linalg.generic {")
    lines.append(f"      indexing_maps = [{', '.join(maps)}],")
    lines.append(f"      iterator_types = [{iters}]}}")
    lines.append(f"    ins({', '.join(f'%a{i}' for i in range(len(ins)))} : {', '.join(in_types)})")
    lines.append(f"    outs({init} : {out_type}) {{")
    lines.append(f"  ^bb0({args}, %o: {elem}):")
    acc = "%v0"
    for i in range(1, len(ins)):
        lines.append(f"    %p{i} = {mul} {acc}, %v{i} : {elem}")
        acc = f"%p{i}"
    if reduces:
        lines.append(f"    %s = {add} %o, {acc} : {elem}")
        acc = "%s"
    lines.append(f"    linalg.yield {acc} : {elem}")
    lines.append(f"  }} -> {out_type}")
    lines.append(f"  return %r : {out_type}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def _result_elem(operands: Sequence[Any]) -> str:
    dtype = np.result_type(*[o.dtype if hasattr(o, "dtype") else np.asarray(o).dtype for o in operands])
    return _convert.elem_of(dtype)


def _sizes(ins: List[str], operands: Sequence[Any]) -> Dict[str, int]:
    sizes: Dict[str, int] = {}
    for k, (term, op) in enumerate(zip(ins, operands)):
        shape = op.shape
        if len(shape) != len(term):
            raise ValueError(f"einsum: operand {k} has rank {len(shape)}, '{term}' has {len(term)} indices")
        for c, n in zip(term, shape):
            if sizes.setdefault(c, n) != n:
                raise ValueError(f"einsum: index '{c}' has size {sizes[c]} and {n} (operand {k})")
    return sizes


def _compiled(text: str, backend: str) -> Any:
    from . import compile as compile_program

    return compile_program(text, backend)


def einsum(spec: str, *operands: Any, semiring: Optional[str] = None, out: Optional[str] = None,
           backend: str = "native", threads: Optional[int] = None) -> Any:
    """Einstein summation over scipy sparse and numpy operands, e.g. ``"ij,j->i"``.

    The result is sparse (a scipy sparse array) when every operand is sparse, or when a
    sparse operand has exactly the output's indices (SDDMM, element-wise products);
    otherwise dense. ``out="dense"`` / ``"sparse"`` forces it. ``semiring`` (e.g.
    ``"min_plus"``, ``"plus_times"``, ``"any_pair"``) is supported for matrix products
    ``"ij,jk->ik"`` and ``"ij,j->i"`` with a sparse first operand and ``"j,jk->k"`` (a
    vector times a matrix); a dense matrix operand of a semiring product has every entry
    stored (a zero is a value). An index repeated within an operand reads its diagonal
    (``"ii->i"``, ``"ii->"``), as in numpy. ``threads`` caps the threads the kernel uses
    (default: the whole pool).
    """
    fast_call = _fast_calls.get((spec, semiring, out, backend, *map(type, operands)))
    if fast_call is not None and (threads is None or threads >= 1):
        # A kernel planned for operands of these types: the native side checks the
        # dtypes and layouts and runs it, or answers None (then the general path below).
        prog, call, ins = fast_call
        try:
            res = call.call(prog._native, operands, threads)
        except Error:
            _sizes(ins, operands)  # a size mismatch: raised naming the index
            raise
        if res is not None:
            return res
    if threads is not None and threads < 1:
        raise ValueError(f"threads must be at least 1, got {threads}")
    try:
        key = (spec, semiring, out, backend, *map(_signature, operands))
    except AttributeError:  # not an ndarray nor a scipy sparse object: make it an array
        operands = tuple(o if sp.issparse(o) else np.asarray(o) for o in operands)
        key = (spec, semiring, out, backend, *map(_signature, operands))
    plan = _plans.get(key)
    if plan is None:
        plan = _plans[key] = _plan(spec, operands, semiring, out, backend)
    ins, outs, prog, fast, same, matrix = plan
    if prog is None:
        for i, d, j, e in same:
            if operands[i].shape[d] != operands[j].shape[e]:
                _sizes(ins, operands)  # raises with the index's name
        return _semiring_product(ins, outs, operands, semiring, backend, threads)
    try:
        res = None
        if fast is not None:
            # Operands already in the kernel's layout. The native side refuses a
            # non-contiguous array ("... is not contiguous"): that one is copied below.
            args = [m(o) for m, o in zip(fast, operands)]
            if None not in args:
                try:
                    res = prog._native.call("kernel", args, threads)[0]
                except ValueError as e:
                    if "is not contiguous" not in str(e):
                        raise
        if res is not None:
            if res[0] == "dense" and len(res[2]) == 1:
                return res[3]
            res = _convert.from_result(res, matrix)
        else:
            res = prog.call("kernel", *operands, threads=threads)
        if len(outs) == 0 and isinstance(res, np.ndarray):
            return res.reshape(()).item()
        return res
    except Error:
        # The kernel checks every operand's sizes ("... size mismatch on loop d1"); name
        # the index instead when that is what failed.
        _sizes(ins, operands)
        raise


def _fast_marshal(o: Any, enc: Optional[str], elem: str) -> Optional[Callable[[Any], Any]]:
    """A direct marshaller for operands of ``o``'s signature when they need no copy (the
    signature fixes format and dtypes), else None. Contiguity is checked per call: by the
    native side for 1-D arrays (an error the caller answers with a copy), here for others
    (None: copy)."""
    if enc is None:
        if o.dtype != _convert.DTYPES[elem] or elem == "i1":
            return None
        if o.ndim == 1:
            return lambda a: ("dense", elem, a.shape, a)
        return lambda a: ("dense", elem, a.shape, a.reshape(-1)) if a.flags.c_contiguous else None
    info = _convert.encoding_info(enc)
    if (info["kind"] not in ("csr", "csc") or o.format != info["kind"] or o.dtype != _convert.DTYPES[elem]
            or o.indptr.dtype.itemsize * 8 != info["pos_width"] or o.indices.dtype.itemsize * 8 != info["crd_width"]):
        return None

    enc_id = _sparsir.encoding_id(enc)

    return lambda a: ("sparse", enc_id, elem, a.shape, [a.indptr, a.indices], a.data)


_plans: Dict[Tuple, Tuple[List[str], str, Any, Optional[List[Callable[[Any], Any]]], List[Tuple[int, int, int, int]], bool]] = {}


def _signature(o: Any) -> Tuple:
    """What the generated kernel depends on: format, ranks, dtypes (not sizes).
    AttributeError for anything but an ndarray or a scipy sparse object."""
    sig = _signature_of_type.get(type(o))
    if sig is None:
        sig = _signature_of_type[type(o)] = _signature_for(o)
    return sig(o)


def _signature_for(o: Any) -> Callable[[Any], Tuple]:
    """The signature function of objects of ``o``'s type (a scipy class fixes the format,
    so a call only reads dtypes and rank)."""
    t = type(o)
    if t is np.ndarray:
        return lambda o: (t, o.ndim, o.dtype)
    if not sp.issparse(o):
        raise AttributeError("format")
    fmt = o.format
    if fmt in ("csr", "csc", "bsr"):
        return lambda o: (t, o.ndim, o.data.dtype, o.indptr.dtype, o.indices.dtype)
    if fmt == "coo":
        return lambda o: (t, o.ndim, o.dtype, o.coords[0].dtype, o.has_canonical_format)
    return lambda o: (t, o.ndim, o.dtype)


_signature_of_type: Dict[type, Callable[[Any], Tuple]] = {}


def _plan(spec: str, operands: Sequence[Any], semiring: Optional[str], out: Optional[str],
          backend: str) -> Tuple[List[str], str, Any]:
    """The parsed spec and the compiled kernel (None: a semiring product, run per call)."""
    ins, outs = _parse(spec, len(operands))
    _sizes(ins, operands)
    same = _same_sizes(ins)
    if semiring is not None:
        return ins, outs, None, None, same, False
    elem = _result_elem(operands)
    encs = [_enc_for(o) for o in operands]
    # A sparse operand with exactly the output's indices, each once, keeps its pattern
    # (SDDMM); one that repeats an index (``"ii,i->i"``) is read along a diagonal only.
    sparse_out = all(e is not None for e in encs) or any(
        e is not None and len(t) == len(set(t)) and set(t) == set(outs) for e, t in zip(encs, ins))
    if out is not None:
        if out not in ("dense", "sparse"):
            raise ValueError("einsum: out must be 'dense' or 'sparse'")
        sparse_out = out == "sparse"
    if len(outs) == 0:
        sparse_out = False
    widths = [_convert.encoding_info(e)["crd_width"] for e in encs if e is not None]
    out_enc = _out_enc(len(outs), max(widths, default=64)) if sparse_out else None
    key = ("einsum", tuple(ins), outs, tuple(encs), elem, out_enc, backend)
    prog = _kernels.get(key)
    if prog is None:
        prog = _kernels[key] = _compiled(_generate(ins, outs, encs, elem, out_enc), backend)
    fast = [_fast_marshal(o, e, elem) for o, e in zip(operands, encs)]
    matrix = any(isinstance(o, sp.spmatrix) for o in operands)
    if None not in fast and out_enc is None and len(outs) > 0:
        specs = [("dense", elem, o.dtype, o.ndim) if e is None else
                 ("sparse", _sparsir.encoding_id(e), elem, o.data.dtype, o.indptr.dtype, o.indices.dtype, o.ndim)
                 for o, e in zip(operands, encs)]
        _fast_calls.setdefault((spec, semiring, out, backend, *map(type, operands)),
                               (prog, _sparsir.FastCall(specs), ins))
    return ins, outs, prog, (fast if None not in fast else None), same, matrix


def _same_sizes(ins: List[str]) -> List[Tuple[int, int, int, int]]:
    """(operand, dim, operand, dim) pairs that name the same index: equal sizes."""
    first: Dict[str, Tuple[int, int]] = {}
    pairs = []
    for k, term in enumerate(ins):
        for d, c in enumerate(term):
            if c in first:
                pairs.append((*first[c], k, d))
            else:
                first[c] = (k, d)
    return pairs


_GB_TYPES = {"f64", "f32", "i64", "i32", "i8", "i16"}


def _semiring_product(ins: List[str], outs: str, operands: Sequence[Any], semiring: str, backend: str,
                      threads: Optional[int]) -> Any:
    unsupported = f"einsum: unsupported: a semiring with '{','.join(ins)}->{outs}' (only ij,jk->ik, ij,j->i and j,jk->k)"
    if len(ins) != 2 or len(set(ins[0] + ins[1])) != len(ins[0]) + len(ins[1]) - 1:
        raise ValueError(unsupported)
    a, b = operands
    elem = _result_elem(operands)
    csr = "#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>"
    csc = "#sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed) }>"
    vec = "#sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>"
    if len(ins[0]) == 1 and len(ins[1]) == 2 and ins[1][0] == ins[0] and outs == ins[1][1]:
        # A vector times a matrix: the matrix sparse, or dense with every entry a value.
        if not sp.issparse(b):
            b = _every_entry_stored(np.asarray(b))
        ta = _tensor_type(1, elem, vec if sp.issparse(a) else None)
        tb, tout = _tensor_type(2, elem, csc), ta
    elif len(ins[0]) == 2 and sp.issparse(a) and a.ndim == 2:
        i, j = ins[0]
        ta = _tensor_type(2, elem, csr)
        if len(ins[1]) == 2 and ins[1][0] == j and outs == i + ins[1][1]:
            if not sp.issparse(b):
                b = _every_entry_stored(np.asarray(b))
            tb, tout = _tensor_type(2, elem, csc), _tensor_type(2, elem, csr)
        elif ins[1] == j and outs == i:
            tb = _tensor_type(1, elem, vec if sp.issparse(b) else None)
            tout = tb
        else:
            raise ValueError(unsupported)
    else:
        raise ValueError("einsum: unsupported: a semiring needs a sparse matrix, or a vector times a matrix")
    if elem not in _GB_TYPES:
        raise ValueError(f"einsum: unsupported: semirings on {elem} values")
    text = (f"func.func @kernel(%a: {ta}, %b: {tb}) -> {tout} {{\n"
            f"  %r = graphblas.matrix_multiply %a, %b {{ semiring = \"{semiring}\" }} : ({ta}, {tb}) to {tout}\n"
            f"  return %r : {tout}\n}}\n")
    key = ("semiring", text, backend)
    prog = _kernels.get(key)
    if prog is None:
        prog = _kernels[key] = _compiled(text, backend)
    return prog.call("kernel", a, b, threads=threads)


def _every_entry_stored(d: np.ndarray) -> sp.csr_array:
    """A dense matrix as CSR with every entry stored: under a semiring a zero is a value
    (a path of length 0 in ``min_plus``), not a missing entry, so it must not be dropped
    as ``csr_array(d)`` would. (The caller has checked the rank against the spec.)"""
    m, n = d.shape
    cols = np.tile(np.arange(n, dtype=np.int64), m)
    indptr = np.arange(m + 1, dtype=np.int64) * n
    return sp.csr_array((np.ascontiguousarray(d).ravel(), cols, indptr), shape=(m, n))


def matmul(a: Any, b: Any, semiring: Optional[str] = None, backend: str = "native",
           threads: Optional[int] = None) -> Any:
    """``a @ b`` for a sparse or dense matrix ``a`` and a matrix or vector ``b``;
    ``semiring`` and ``threads`` as in :func:`einsum`."""
    spec = "ij,jk->ik" if np.ndim(b) == 2 or (sp.issparse(b) and b.ndim == 2) else "ij,j->i"
    return einsum(spec, a, b, semiring=semiring, backend=backend, threads=threads)


def sddmm(s: Any, a: Any, b: Any, backend: str = "native", threads: Optional[int] = None) -> Any:
    """Sampled dense-dense product: ``s * (a @ b)`` at the stored entries of sparse ``s``."""
    return einsum("ij,ik,kj->ij", s, a, b, out="sparse", backend=backend, threads=threads)


def multiply(a: Any, b: Any, backend: str = "native", threads: Optional[int] = None) -> Any:
    """Element-wise product (sparse where either operand is sparse)."""
    spec = "ij,ij->ij" if np.ndim(a) == 2 or (sp.issparse(a) and a.ndim == 2) else "i,i->i"
    return einsum(spec, a, b, backend=backend, threads=threads)


def add(a: Any, b: Any, backend: str = "native", threads: Optional[int] = None) -> Any:
    """Element-wise sum of two sparse matrices (the union of their entries), or of sparse
    and dense (dense result)."""
    rank = a.ndim if hasattr(a, "ndim") else np.ndim(a)
    idx = "ij"[:rank] if rank <= 2 else string.ascii_lowercase[:rank]
    elem = _result_elem((a, b))
    if a.shape != b.shape:
        raise ValueError(f"add: shapes {a.shape} and {b.shape} differ")
    encs = [_enc_for(o) for o in (a, b)]
    sparse_out = all(e is not None for e in encs)
    widths = [_convert.encoding_info(e)["crd_width"] for e in encs if e is not None]
    out_enc = _out_enc(rank, max(widths, default=64)) if sparse_out else None
    operands = tuple(o if sp.issparse(o) else np.asarray(o) for o in (a, b))
    text = _generate([idx, idx], idx, encs, elem, out_enc, combine=_ops(elem)[1])
    key = ("add", idx, tuple(encs), elem, out_enc, backend)
    prog = _kernels.get(key)
    if prog is None:
        prog = _kernels[key] = _compiled(text, backend)
    return prog.call("kernel", *operands, threads=threads)
