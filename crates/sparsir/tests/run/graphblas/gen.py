#!/usr/bin/env python3
"""Writes the graphblas execution tests: one program per op family (NAME.mlir) and the
output it must print (NAME.expected).

Why: graphblas is not an MLIR 22 dialect, so no MLIR run can make the expected outputs.
They come from this script's own reference semantics of GraphBLAS (plain Python over
{coordinate: value} dictionaries, written from mlir-graphblas's documented semantics, not
from sparsir's code), with every plus_times product cross-checked against scipy.sparse
when scipy is installed. Run it from anywhere: python3 gen.py (then cargo test -p sparsir
--test run_golden checks sparsir against the files).
"""

import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))
HEADER = ("// HAND-WRITTEN EXPECTED OUTPUT: program and expected output written by gen.py "
          "(independent Python reference semantics of graphblas; products checked with scipy).\n")
ENCODINGS = """#CSR = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed) }>
#CSC = #sparse_tensor.encoding<{ map = (i, j) -> (j : dense, i : compressed) }>
#CV = #sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>
"""


def fmt(v, ty):
    if ty.startswith("f"):
        return "%g" % v
    return str(int(v))


class T:
    """A sparse vector (shape (n,)) or matrix (shape (r, c)) as {coords: value}."""

    def __init__(self, shape, entries, ty):
        self.shape, self.e, self.ty = tuple(shape), dict(entries), ty

    def coords(self):
        return sorted(self.e)

    def bracketed(self):
        def row(cells):
            return "[" + ", ".join("_" if c is None else fmt(c, self.ty) for c in cells) + "]"
        if len(self.shape) == 1:
            return row([self.e.get((i,)) for i in range(self.shape[0])])
        rows = [row([self.e.get((i, j)) for j in range(self.shape[1])]) for i in range(self.shape[0])]
        return "[\n" + ",\n".join("  " + r for r in rows) + "\n]"


def vec(n, d, ty="f64"):
    return T((n,), {(k,): v for k, v in d.items()}, ty)


def mat(r, c, d, ty="f64"):
    return T((r, c), d, ty)


class Program:
    def __init__(self, name):
        self.name, self.lines, self.out, self.n = name, [], [], 0

    def fresh(self):
        self.n += 1
        return "%%v%d" % self.n

    def tensor(self, t, layout=None):
        """Emits the constant and its conversion; returns (name, type)."""
        layout = layout or ("CV" if len(t.shape) == 1 else "CSR")
        dims = "x".join(str(s) for s in t.shape)
        static = "tensor<%sx%s>" % (dims, t.ty)
        if t.e:
            idx = ", ".join("[" + ", ".join(str(x) for x in c) + "]" for c in t.coords())
            vals = ", ".join(lit(t.e[c], t.ty) for c in t.coords())
            const = "arith.constant sparse<[%s], [%s]> : %s" % (idx, vals, static)
        else:
            const = "arith.constant dense<%s> : %s" % (lit(0, t.ty), static)
        c = self.fresh()
        self.lines.append("%s = %s" % (c, const))
        ty = "tensor<%s, #%s>" % ("x".join("?" for _ in t.shape) + "x" + t.ty, layout)
        v = self.fresh()
        self.lines.append("%s = sparse_tensor.convert %s : %s to %s" % (v, c, static, ty))
        return v, ty

    def op(self, text):
        v = self.fresh()
        self.lines.append("%s = %s" % (v, text))
        return v

    def line(self, text):
        self.lines.append(text)

    def show(self, label, v, ty, expect):
        self.lines.append('graphblas.print %s { strings = ["%s "] } : %s' % (v, label, ty))
        self.out.append("%s %s\n" % (label, expect))

    def write(self):
        body = "\n".join("    " + ln for ln in self.lines)
        text = HEADER + ENCODINGS + "module {\n  func.func @main() {\n" + body + "\n    return\n  }\n}\n"
        with open(os.path.join(HERE, self.name + ".mlir"), "w") as f:
            f.write(text)
        with open(os.path.join(HERE, self.name + ".expected"), "w") as f:
            f.write("".join(self.out))


def lit(v, ty):
    if ty.startswith("f"):
        return repr(float(v))
    if ty == "i1":
        return "true" if v else "false"
    return str(int(v))


# ---- reference semantics ----------------------------------------------------------------

def cint(v, bits):
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


BIN = {
    "plus": lambda a, b: a + b, "minus": lambda a, b: a - b, "times": lambda a, b: a * b,
    "first": lambda a, b: a, "second": lambda a, b: b, "pair": lambda a, b: 1,
    "min": min, "max": max, "div": lambda a, b: a / b if isinstance(a, float) else int(a / b),
    "gt": lambda a, b: int(a > b), "lt": lambda a, b: int(a < b), "eq": lambda a, b: int(a == b),
}
IDENT = {"plus": 0, "times": 1, "min": math.inf, "max": -math.inf, "any": 0}


def mxm(a, b, semiring, out_shape):
    add, mult = semiring.split("_", 1)
    out = {}
    a_rows = {}
    for c, v in a.e.items():
        a_rows.setdefault(c[:-1], []).append((c[-1], v))
    for ca, terms in a_rows.items():
        for k, av in terms:
            for cb, bv in b.e.items():
                if cb[0] != k:
                    continue
                key = ca + cb[1:]
                p = BIN[mult](av, bv)
                out[key] = p if key not in out else (BIN["second"] if add == "any" else BIN[add])(out[key], p)
    return T(out_shape, out, a.ty)


def check_scipy(a, b, got):
    try:
        import numpy as np
        import scipy.sparse as sp
    except ImportError:
        return
    def m(t):
        if len(t.shape) == 1:
            return sp.coo_matrix(([v for v in t.e.values()], ([0] * len(t.e), [c[0] for c in t.e])), shape=(1, t.shape[0]))
        return sp.coo_matrix((list(t.e.values()), ([c[0] for c in t.e], [c[1] for c in t.e])), shape=t.shape)
    prod = (m(a) @ m(b).T if len(b.shape) == 1 and len(a.shape) == 2 else m(a) @ m(b)).toarray()
    for key, v in got.e.items():
        at = (key[0], 0) if prod.shape[1] == 1 else ((0, key[0]) if len(key) == 1 else key)
        assert np.isclose(prod[at], v), (key, prod[at], v)


def mask(t, m, complement=False):
    return T(t.shape, {c: v for c, v in t.e.items() if (c in m.e) != complement}, t.ty)


# ---- the programs ------------------------------------------------------------------------

A = mat(4, 5, {(0, 1): 1.0, (0, 2): 2.0, (1, 0): 3.0, (1, 3): 4.0, (1, 4): 5.0, (3, 2): 6.0})
B = mat(5, 3, {(0, 0): 1.5, (1, 1): 2.0, (2, 0): -1.0, (2, 2): 4.0, (3, 1): 0.5, (4, 2): 2.0})
V = vec(9, {1: 1, 2: -1, 4: 2, 7: 3}, "i64")
W = vec(9, {0: 5, 2: 4, 4: -2, 8: 1}, "i64")


def apply_program():
    p = Program("apply")
    a, at = p.tensor(A)
    v, vt = p.tensor(V)
    t = p.op("arith.constant 2.0 : f64")
    r = p.op('graphblas.apply %s, %s { apply_operator = "div" } : (%s, f64) to %s' % (a, t, at, at))
    p.show("div_right", r, at, T(A.shape, {c: x / 2 for c, x in A.e.items()}, "f64").bracketed())
    r = p.op('graphblas.apply %s, %s { apply_operator = "minus" } : (f64, %s) to %s' % (t, a, at, at))
    p.show("minus_left", r, at, T(A.shape, {c: 2 - x for c, x in A.e.items()}, "f64").bracketed())
    r = p.op('graphblas.apply %s { apply_operator = "minv" } : (%s) to %s' % (v, vt, vt))
    p.show("minv_int", r, vt, T(V.shape, {c: (x if abs(x) == 1 else 0) for c, x in V.e.items()}, "i64").bracketed())
    r = p.op('graphblas.apply %s { apply_operator = "ainv" } : (%s) to %s' % (v, vt, vt))
    p.show("ainv", r, vt, T(V.shape, {c: -x for c, x in V.e.items()}, "i64").bracketed())
    r = p.op('graphblas.apply %s { apply_operator = "abs" } : (%s) to %s' % (v, vt, vt))
    p.show("abs", r, vt, T(V.shape, {c: abs(x) for c, x in V.e.items()}, "i64").bracketed())
    r = p.op('graphblas.apply %s { apply_operator = "sqrt" } : (%s) to %s' % (a, at, at))
    p.show("sqrt", r, at, T(A.shape, {c: math.sqrt(x) for c, x in A.e.items()}, "f64").bracketed())
    i64m = "tensor<?x?xi64, #CSR>"
    r = p.op('graphblas.apply %s { apply_operator = "column" } : (%s) to %s' % (a, at, i64m))
    p.show("column", r, i64m, T(A.shape, {c: c[1] for c in A.e}, "i64").bracketed())
    r = p.op('graphblas.apply %s { apply_operator = "row" } : (%s) to %s' % (a, at, i64m))
    p.show("row", r, i64m, T(A.shape, {c: c[0] for c in A.e}, "i64").bracketed())
    two = p.op("arith.constant 1 : i64")
    i8v = "tensor<?xi8, #CV>"
    r = p.op('graphblas.apply %s, %s { apply_operator = "gt" } : (%s, i64) to %s' % (v, two, vt, i8v))
    p.show("gt", r, i8v, T(V.shape, {c: int(x > 1) for c, x in V.e.items()}, "i8").bracketed())
    r = p.op("graphblas.apply_generic %s : %s to %s {\n^bb0(%%x: f64):\n  %%y = arith.mulf %%x, %%x : f64\n"
             "  graphblas.yield transform_out %%y : f64\n}" % (a, at, at))
    p.show("generic_square", r, at, T(A.shape, {c: x * x for c, x in A.e.items()}, "f64").bracketed())
    # In place: later uses of the input see the new values.
    d, dt = p.tensor(A)
    p.line('graphblas.apply %s, %s { apply_operator = "times", in_place = true } : (%s, f64) to %s' % (d, t, dt, dt))
    p.show("in_place", d, dt, T(A.shape, {c: 2 * x for c, x in A.e.items()}, "f64").bracketed())
    p.write()


def select_program():
    p = Program("select")
    sq = mat(4, 4, {(0, 0): 1.0, (0, 3): 2.0, (1, 1): 3.0, (2, 0): -4.0, (2, 3): 5.0, (3, 1): 6.0})
    m, mt = p.tensor(sq)
    c, ct = p.tensor(sq, "CSC")
    r = p.op('graphblas.select %s { selector = "triu" } : %s to %s' % (m, mt, mt))
    p.show("triu", r, mt, T(sq.shape, {k: x for k, x in sq.e.items() if k[1] > k[0]}, "f64").bracketed())
    r = p.op('graphblas.select %s { selector = "tril" } : %s to %s' % (c, ct, ct))
    p.show("tril_csc", r, ct, T(sq.shape, {k: x for k, x in sq.e.items() if k[1] < k[0]}, "f64").bracketed())
    t = p.op("arith.constant 2.5 : f64")
    r = p.op('graphblas.select %s, %s { selector = "gt" } : %s, f64 to %s' % (m, t, mt, mt))
    p.show("gt", r, mt, T(sq.shape, {k: x for k, x in sq.e.items() if x > 2.5}, "f64").bracketed())
    r = p.op("graphblas.select_generic %s : %s to %s {\n^bb0(%%x: f64, %%i: index, %%j: index):\n"
             "  %%d = arith.cmpi eq, %%i, %%j : index\n  graphblas.yield select_out %%d : i1\n}" % (m, mt, mt))
    p.show("diagonal", r, mt, T(sq.shape, {k: x for k, x in sq.e.items() if k[0] == k[1]}, "f64").bracketed())
    msk = mat(4, 4, {(0, 0): 1, (2, 3): 1, (3, 3): 1}, "i32")
    k, kt = p.tensor(msk)
    r = p.op("graphblas.select_mask %s, %s : %s, %s to %s" % (m, k, mt, kt, mt))
    p.show("mask", r, mt, mask(sq, msk).bracketed())
    r = p.op("graphblas.select_mask %s, %s { mask_complement = true } : %s, %s to %s" % (m, k, mt, kt, mt))
    p.show("mask_complement", r, mt, mask(sq, msk, True).bracketed())
    v = vec(6, {0: 1.0, 2: -3.0, 5: 2.0})
    x, xt = p.tensor(v)
    u = p.op("arith.constant 7.0 : f64")
    r = p.op("graphblas.uniform_complement %s, %s : %s, f64 to %s" % (x, u, xt, xt))
    p.show("uniform_complement", r, xt, vec(6, {1: 7.0, 3: 7.0, 4: 7.0}).bracketed())
    p.write()


def ewise_program():
    p = Program("ewise")
    x = vec(8, {0: 1.0, 2: 2.0, 3: 3.0, 6: 4.0})
    y = vec(8, {2: 10.0, 3: 20.0, 5: 30.0, 6: 40.0})
    a, at = p.tensor(x)
    b, bt = p.tensor(y)
    both = set(x.e) & set(y.e)
    union = {c: (x.e[c] + y.e[c] if c in both else x.e.get(c, y.e.get(c))) for c in set(x.e) | set(y.e)}
    r = p.op('graphblas.union %s, %s { union_operator = "plus" } : (%s, %s) to %s' % (a, b, at, bt, at))
    p.show("union_plus", r, at, T(x.shape, union, "f64").bracketed())
    r = p.op('graphblas.intersect %s, %s { intersect_operator = "minus" } : (%s, %s) to %s' % (a, b, at, bt, at))
    p.show("intersect_minus", r, at, T(x.shape, {c: x.e[c] - y.e[c] for c in both}, "f64").bracketed())
    m = vec(8, {0: 1.0, 3: 1.0, 5: 1.0})
    k, kt = p.tensor(m)
    r = p.op('graphblas.union %s, %s, %s { union_operator = "min" } : (%s, %s, %s) to %s' % (a, b, k, at, bt, kt, at))
    mins = {c: (min(x.e[c], y.e[c]) if c in both else x.e.get(c, y.e.get(c))) for c in set(x.e) | set(y.e)}
    p.show("union_min_masked", r, at, mask(T(x.shape, mins, "f64"), m).bracketed())
    r = p.op("graphblas.intersect_generic %s, %s : (%s, %s) to %s {\n^bb0(%%p: f64, %%q: f64):\n"
             "  %%s = arith.addf %%p, %%q : f64\n  %%t = arith.mulf %%s, %%s : f64\n  graphblas.yield mult %%t : f64\n}"
             % (a, b, at, bt, at))
    p.show("intersect_generic", r, at, T(x.shape, {c: (x.e[c] + y.e[c]) ** 2 for c in both}, "f64").bracketed())
    r = p.op("graphblas.union_generic %s, %s : (%s, %s) to %s {\n^bb0(%%p: f64, %%q: f64):\n"
             "  %%s = arith.subf %%p, %%q : f64\n  graphblas.yield mult %%s : f64\n}" % (a, b, at, bt, at))
    diff = {c: (x.e[c] - y.e[c] if c in both else x.e.get(c, y.e.get(c))) for c in set(x.e) | set(y.e)}
    p.show("union_generic", r, at, T(x.shape, diff, "f64").bracketed())
    i8t = "tensor<?xi8, #CV>"
    r = p.op('graphblas.intersect %s, %s { intersect_operator = "lt" } : (%s, %s) to %s' % (a, b, at, bt, i8t))
    p.show("intersect_lt", r, i8t, T(x.shape, {c: int(x.e[c] < y.e[c]) for c in both}, "i8").bracketed())
    p.write()


def multiply_program():
    p = Program("multiply")
    a, at = p.tensor(A)
    b, bt = p.tensor(B, "CSC")
    out = "tensor<?x?xf64, #CSR>"
    prod = mxm(A, B, "plus_times", (4, 3))
    check_scipy(A, B, prod)
    r = p.op('graphblas.matrix_multiply %s, %s { semiring = "plus_times" } : (%s, %s) to %s' % (a, b, at, bt, out))
    p.show("plus_times", r, out, prod.bracketed())
    r = p.op('graphblas.matrix_multiply %s, %s { semiring = "min_plus" } : (%s, %s) to %s' % (a, b, at, bt, out))
    p.show("min_plus", r, out, mxm(A, B, "min_plus", (4, 3)).bracketed())
    r = p.op('graphblas.matrix_multiply %s, %s { semiring = "any_pair" } : (%s, %s) to %s' % (a, b, at, bt, out))
    p.show("any_pair", r, out, mxm(A, B, "any_pair", (4, 3)).bracketed())
    m = mat(4, 3, {(0, 0): 1.0, (0, 1): 1.0, (1, 2): 1.0, (3, 0): 1.0}, "f64")
    k, kt = p.tensor(m)
    r = p.op('graphblas.matrix_multiply %s, %s, %s { semiring = "plus_times" } : (%s, %s, %s) to %s'
             % (a, b, k, at, bt, kt, out))
    p.show("masked", r, out, mask(prod, m).bracketed())
    r = p.op('graphblas.matrix_multiply %s, %s, %s { semiring = "plus_times", mask_complement = true } : (%s, %s, %s) to %s'
             % (a, b, k, at, bt, kt, out))
    p.show("complement_masked", r, out, mask(prod, m, True).bracketed())
    x = vec(5, {0: 1.0, 3: 2.0, 4: -1.0})
    xv, xt = p.tensor(x)
    vt = "tensor<?xf64, #CV>"
    r = p.op('graphblas.matrix_multiply %s, %s { semiring = "plus_times" } : (%s, %s) to %s' % (a, xv, at, xt, vt))
    mxv = T((4,), {}, "f64")
    for (i, j), val in A.e.items():
        if (j,) in x.e:
            mxv.e[(i,)] = mxv.e.get((i,), 0) + val * x.e[(j,)]
    check_scipy(A, x, mxv)
    p.show("mxv", r, vt, mxv.bracketed())
    y = vec(4, {0: 1.0, 1: 2.0})
    yv, yt = p.tensor(y)
    r = p.op('graphblas.matrix_multiply %s, %s { semiring = "plus_times" } : (%s, %s) to %s' % (yv, a, yt, at, vt))
    vxm = T((5,), {}, "f64")
    for (i, j), val in A.e.items():
        if (i,) in y.e:
            vxm.e[(j,)] = vxm.e.get((j,), 0) + y.e[(i,)] * val
    p.show("vxm", r, vt, vxm.bracketed())
    z = vec(5, {0: 3.0, 3: 0.5, 2: 1.0})
    zv, zt = p.tensor(z)
    r = p.op('graphblas.matrix_multiply %s, %s { semiring = "plus_times" } : (%s, %s) to f64' % (xv, zv, xt, zt))
    dot = sum(x.e[c] * z.e[c] for c in set(x.e) & set(z.e))
    p.show("vxv", r, "f64", fmt(dot, "f64"))
    gen = p.op("graphblas.matrix_multiply_generic %s, %s : (%s, %s) to %s {\n"
               "  %%zero = arith.constant 0.0 : f64\n  graphblas.yield add_identity %%zero : f64\n}, {\n"
               "^bb0(%%s: f64, %%t: f64):\n  %%u = arith.addf %%s, %%t : f64\n  graphblas.yield add %%u : f64\n}, {\n"
               "^bb0(%%p: f64, %%q: f64):\n  %%w = arith.mulf %%p, %%q : f64\n  graphblas.yield mult %%w : f64\n}, {\n"
               "^bb0(%%o: f64):\n  %%one = arith.constant 1.0 : f64\n  %%n = arith.addf %%o, %%one : f64\n"
               "  graphblas.yield transform_out %%n : f64\n}" % (a, b, at, bt, out))
    p.show("generic_plus_one", gen, out, T(prod.shape, {c: v + 1 for c, v in prod.e.items()}, "f64").bracketed())
    s = p.op("graphblas.matrix_multiply_reduce_to_scalar_generic %s, %s : (%s, %s) to f64 {\n"
             "  %%zero = arith.constant 0.0 : f64\n  graphblas.yield add_identity %%zero : f64\n}, {\n"
             "^bb0(%%s: f64, %%t: f64):\n  %%u = arith.addf %%s, %%t : f64\n  graphblas.yield add %%u : f64\n}, {\n"
             "^bb0(%%p: f64, %%q: f64):\n  %%w = arith.mulf %%p, %%q : f64\n  graphblas.yield mult %%w : f64\n}, {\n"
             "  %%neg = arith.constant -1.0e300 : f64\n  graphblas.yield agg_identity %%neg : f64\n}, {\n"
             "^bb0(%%s: f64, %%t: f64):\n  %%m = arith.maximumf %%s, %%t : f64\n  graphblas.yield agg %%m : f64\n}"
             % (a, b, at, bt))
    p.show("mxm_reduce_max", s, "f64", fmt(max(prod.e.values()), "f64"))
    p.write()


def reduce_program():
    p = Program("reduce")
    a, at = p.tensor(A)
    c, ct = p.tensor(A, "CSC")
    vt = "tensor<?xf64, #CV>"
    rows = {}
    cols = {}
    for (i, j), x in A.e.items():
        rows[(i,)] = rows.get((i,), 0) + x
        cols[(j,)] = cols.get((j,), 0) + x
    r = p.op('graphblas.reduce_to_vector %s { aggregator = "plus", axis = 1 } : %s to %s' % (a, at, vt))
    p.show("rows_plus", r, vt, T((4,), rows, "f64").bracketed())
    r = p.op('graphblas.reduce_to_vector %s { aggregator = "plus", axis = 0 } : %s to %s' % (c, ct, vt))
    p.show("cols_plus_csc", r, vt, T((5,), cols, "f64").bracketed())
    counts = {}
    for (i, j) in A.e:
        counts[(i,)] = counts.get((i,), 0) + 1
    it = "tensor<?xi64, #CV>"
    r = p.op('graphblas.reduce_to_vector %s { aggregator = "count", axis = 1 } : %s to %s' % (a, at, it))
    p.show("rows_count", r, it, T((4,), counts, "i64").bracketed())
    maxs = {}
    for (i, j), x in A.e.items():
        maxs[(i,)] = max(maxs.get((i,), -math.inf), x)
    r = p.op("graphblas.reduce_to_vector_generic %s { axis = 1 } : %s to %s {\n"
             "  %%lo = arith.constant -1.0e300 : f64\n  graphblas.yield agg_identity %%lo : f64\n}, {\n"
             "^bb0(%%s: f64, %%t: f64):\n  %%m = arith.maximumf %%s, %%t : f64\n  graphblas.yield agg %%m : f64\n}"
             % (a, at, vt))
    p.show("rows_max_generic", r, vt, T((4,), maxs, "f64").bracketed())
    # Scans: first / last value, argmin / argmax (lowest index on ties) per row or column.
    T2 = mat(4, 5, {(0, 1): 2.0, (0, 2): 2.0, (0, 4): -1.0, (1, 0): 3.0, (1, 3): 7.0, (3, 2): 6.0, (3, 4): 6.0})
    s2, s2t = p.tensor(T2)
    lines = {}
    for (i, j), x in T2.e.items():
        lines.setdefault(i, []).append((j, x))
    cols_of = {}
    for (i, j), x in T2.e.items():
        cols_of.setdefault(j, []).append((i, x))
    def scan(groups, agg):
        out = {}
        for k, items in groups.items():
            items.sort()
            if agg == "first":
                out[(k,)] = items[0][1]
            elif agg == "last":
                out[(k,)] = items[-1][1]
            elif agg == "argmin":
                out[(k,)] = min(items, key=lambda e: (e[1], e[0]))[0]
            else:
                out[(k,)] = min(items, key=lambda e: (-e[1], e[0]))[0]
        return out
    for agg, ty in (("first", vt), ("last", vt), ("argmin", it), ("argmax", it)):
        r = p.op('graphblas.reduce_to_vector %s { aggregator = "%s", axis = 1 } : %s to %s' % (s2, agg, s2t, ty))
        p.show("rows_" + agg, r, ty, T((4,), scan(lines, agg), "i64" if ty == it else "f64").bracketed())
    r = p.op('graphblas.reduce_to_vector %s { aggregator = "argmax", axis = 0 } : %s to %s' % (s2, s2t, it))
    p.show("cols_argmax", r, it, T((5,), scan(cols_of, "argmax"), "i64").bracketed())
    keep = vec(4, {0: 1.0, 3: 1.0})
    kv, kt = p.tensor(keep)
    r = p.op('graphblas.reduce_to_vector %s, %s { aggregator = "last", axis = 1 } : %s, %s to %s' % (s2, kv, s2t, kt, vt))
    p.show("rows_last_masked", r, vt, mask(T((4,), scan(lines, "last"), "f64"), keep).bracketed())
    s = p.op('graphblas.reduce_to_scalar %s { aggregator = "plus" } : %s to f64' % (a, at))
    p.show("sum", s, "f64", fmt(sum(A.e.values()), "f64"))
    s = p.op('graphblas.reduce_to_scalar %s { aggregator = "max" } : %s to f64' % (c, ct))
    p.show("max", s, "f64", fmt(max(A.e.values()), "f64"))
    s = p.op('graphblas.reduce_to_scalar %s { aggregator = "count" } : %s to i64' % (a, at))
    p.show("count", s, "i64", str(len(A.e)))
    v = vec(7, {1: 3.0, 2: 1.0, 4: 1.0, 6: 5.0})
    x, xt = p.tensor(v)
    s = p.op('graphblas.reduce_to_scalar %s { aggregator = "argmin" } : %s to i64' % (x, xt))
    p.show("argmin", s, "i64", "2")
    s = p.op('graphblas.reduce_to_scalar %s { aggregator = "argmax" } : %s to i64' % (x, xt))
    p.show("argmax", s, "i64", "6")
    s = p.op("graphblas.reduce_to_scalar_generic %s : %s to f64 {\n"
             "  %%one = arith.constant 1.0 : f64\n  graphblas.yield agg_identity %%one : f64\n}, {\n"
             "^bb0(%%s: f64, %%t: f64):\n  %%m = arith.mulf %%s, %%t : f64\n  graphblas.yield agg %%m : f64\n}" % (x, xt))
    p.show("product_generic", s, "f64", fmt(3.0 * 1.0 * 1.0 * 5.0, "f64"))
    p.write()


def structure_program():
    p = Program("structure")
    a, at = p.tensor(A)
    csc = "tensor<?x?xf64, #CSC>"
    r = p.op("graphblas.convert_layout %s : %s to %s" % (a, at, csc))
    p.show("csc", r, csc, A.bracketed())
    p.line("graphblas.print_tensor %s { level = 5 } : %s" % (r, csc))
    colmajor = sorted(A.e, key=lambda c: (c[1], c[0]))
    ptr = [0]
    for j in range(5):
        ptr.append(ptr[-1] + sum(1 for c in A.e if c[1] == j))
    p.out.append("rev=(1, 0)\nshape=(4, 5)\npointers=(%s)\nindices=(%s)\nvalues=(%s)\n" % (
        ", ".join(map(str, ptr)), ", ".join(str(c[0]) for c in colmajor), ", ".join(fmt(A.e[c], "f64") for c in colmajor)))
    t_ty = "tensor<?x?xf64, #CSR>"
    r = p.op("graphblas.transpose %s : %s to %s" % (a, at, t_ty))
    tr = T((5, 4), {(j, i): x for (i, j), x in A.e.items()}, "f64")
    p.show("transpose", r, t_ty, tr.bracketed())
    p.line("graphblas.print_tensor %s { level = 3 } : %s" % (r, t_ty))
    rowmajor = tr.coords()
    ptr = [0]
    for i in range(5):
        ptr.append(ptr[-1] + sum(1 for c in tr.e if c[0] == i))
    p.out.append("pointers=(%s)\nindices=(%s)\nvalues=(%s)\n" % (
        ", ".join(map(str, ptr)), ", ".join(str(c[1]) for c in rowmajor), ", ".join(fmt(tr.e[c], "f64") for c in rowmajor)))
    n = p.op("graphblas.num_rows %s : %s" % (a, at))
    p.show("rows", n, "index", "4")
    n = p.op("graphblas.num_cols %s : %s" % (a, at))
    p.show("cols", n, "index", "5")
    n = p.op("graphblas.num_vals %s : %s" % (a, at))
    p.show("vals", n, "index", str(len(A.e)))
    v, vt = p.tensor(V)
    n = p.op("graphblas.size %s : %s" % (v, vt))
    p.show("size", n, "index", "9")
    d = p.op("graphblas.dup %s : %s" % (v, vt))
    e = p.op("graphblas.equal %s, %s : %s, %s" % (v, d, vt, vt))
    p.show("equal_dup", e, "i1", "1")
    w, wt = p.tensor(W)
    e = p.op("graphblas.equal %s, %s : %s, %s" % (v, w, vt, wt))
    p.show("equal_other", e, "i1", "0")
    dm = "tensor<?x?xi64, #CSR>"
    m = p.op("graphblas.diag %s : %s to %s" % (v, vt, dm))
    p.show("diag_matrix", m, dm, T((9, 9), {(c[0], c[0]): x for c, x in V.e.items()}, "i64").bracketed())
    back = p.op("graphblas.diag %s : %s to %s" % (m, dm, vt))
    p.show("diag_vector", back, vt, V.bracketed())
    cast_ty = "tensor<?x?xi32, #CSR>"
    half = p.op("arith.constant 2.5 : f64")
    scaled = p.op('graphblas.apply %s, %s { apply_operator = "times" } : (%s, f64) to %s' % (a, half, at, at))
    r = p.op("graphblas.cast %s : %s to %s" % (scaled, at, cast_ty))
    p.show("cast", r, cast_ty, T(A.shape, {c: int(x * 2.5) for c, x in A.e.items()}, "i32").bracketed())
    coo = p.fresh()
    p.line("%s:2 = graphblas.to_coo %s : %s to tensor<?x?xindex>, tensor<?xf64>" % (coo, a, at))
    p.show("coo_indices", coo + "#0", "tensor<?x?xindex>",
           "[\n" + ",\n".join("  [%d, %d]" % c for c in A.coords()) + "\n]")
    p.show("coo_values", coo + "#1", "tensor<?xf64>", "[" + ", ".join(fmt(A.e[c], "f64") for c in A.coords()) + "]")
    r4, c5 = p.op("arith.constant 4 : index"), p.op("arith.constant 5 : index")
    built = p.op("graphblas.from_coo %s#0, %s#1 [%s, %s] : tensor<?x?xindex>, tensor<?xf64> to %s"
                 % (coo, coo, r4, c5, at))
    p.show("from_coo", built, at, A.bracketed())
    p.line('graphblas.comment { comment = "comments lower to nothing" }')
    p.write()


def update_program():
    p = Program("update")
    x = vec(10, {1: 10.0, 3: 11.0, 4: 12.0, 6: 13.0})
    y = vec(10, {1: -1.5, 4: 3.5, 7: 7.5})
    m = vec(10, {0: 1.0, 1: 1.0, 2: 1.0, 3: 1.0})
    xv, xt = p.tensor(x)
    yv, yt = p.tensor(y)
    mv, mt = p.tensor(m)
    inside = set(m.e)
    cases = [
        ("plain", "", None, False, False, False),
        ("accumulate", '{ accumulate_operator = "plus" }', "plus", False, False, False),
        ("mask", "", None, True, False, False),
        ("mask_replace", "{ replace = true }", None, True, True, False),
        ("mask_complement_replace", "{ replace = true, mask_complement = true }", None, True, True, True),
        ("mask_accumulate", '{ accumulate_operator = "plus" }', "plus", True, False, False),
        ("mask_accumulate_replace", '{ accumulate_operator = "max", replace = true }', "max", True, True, False),
    ]
    for label, attrs, acc, masked, replace, comp in cases:
        d = p.op("graphblas.dup %s : %s" % (xv, xt))
        if masked:
            p.line("graphblas.update %s -> %s(%s) %s : %s -> %s(%s)" % (yv, d, mv, attrs, yt, xt, mt))
        else:
            p.line("graphblas.update %s -> %s %s : %s -> %s" % (yv, d, attrs, yt, xt))
        if acc:
            z = {c: (BIN[acc](x.e[c], y.e[c]) if c in x.e and c in y.e else x.e.get(c, y.e.get(c)))
                 for c in set(x.e) | set(y.e)}
        else:
            z = dict(y.e)
        if masked:
            keep = {c: v for c, v in z.items() if (c in inside) != comp}
            if not replace:
                keep.update({c: v for c, v in x.e.items() if (c in inside) == comp})
            z = keep
        p.show(label, d, xt, T(x.shape, z, "f64").bracketed())
    d = p.op("graphblas.dup %s : %s" % (xv, xt))
    p.line("graphblas.update_generic %s -> %s : %s -> %s {\n^bb0(%%o: f64, %%n: f64):\n"
           "  %%s = arith.subf %%o, %%n : f64\n  graphblas.yield accumulate %%s : f64\n}" % (yv, d, yt, xt))
    z = {c: (x.e[c] - y.e[c] if c in x.e and c in y.e else x.e.get(c, y.e.get(c))) for c in set(x.e) | set(y.e)}
    p.show("generic_minus", d, xt, T(x.shape, z, "f64").bracketed())
    p.show("source_unchanged", xv, xt, x.bracketed())
    p.write()


def print_program():
    p = Program("print")
    c = p.op("arith.constant 1.5 : f32")
    i = p.op("arith.constant 7 : i32")
    p.line('graphblas.print %s, %s { strings = ["start ", " middle ", " end", " z"] } : f32, i32' % (c, i))
    p.out.append("start 1.5 middle 7 end  z \n")
    p.line('graphblas.print %s, %s, %s { strings = ["values "] } : f32, i32, i32' % (c, i, i))
    p.out.append("values 1.5 7 7\n")
    dense = p.op("arith.constant dense<[0.0, 10.0, 20.0, 0.0]> : tensor<4xf64>")
    p.line('graphblas.print %s { strings = ["dense "] } : tensor<4xf64>' % dense)
    p.out.append("dense [0, 10, 20, 0]\n")
    v, vt = p.tensor(vec(4, {1: 10.0, 2: 20.0}))
    p.line("graphblas.print_tensor %s { level = 0 } : %s" % (v, vt))
    p.out.append("[_, 10, 20, _]\n")
    p.line("graphblas.print_tensor %s { level = 4 } : %s" % (v, vt))
    p.out.append("shape=(4)\npointers=(0, 2)\nindices=(1, 2)\nvalues=(10, 20)\n")
    p.line("graphblas.print_tensor %s { level = 1 } : %s" % (v, vt))
    p.out.append("values=(10, 20)\n")
    p.write()


if __name__ == "__main__":
    for gen in (apply_program, select_program, ewise_program, multiply_program, reduce_program,
                structure_program, update_program, print_program):
        gen()
    print("wrote the graphblas programs to", HERE)
