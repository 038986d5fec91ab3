#!/usr/bin/env python3
"""Writes extensions.mlir / extensions.expected: sparsir's additions to the graphblas
dialect (union with fill values, value masks, extract and assign with index lists).

Why: as gen.py, the expected output comes from plain-Python reference semantics; here each
result is also recomputed with python-graphblas (SuiteSparse:GraphBLAS) when it is
installed, and the script stops if the two disagree. Assignments with repeated indices
follow sparsir's documented order semantics (GraphBLAS leaves some of them undefined), so
those are checked against the Python reference only. Run: python3 gen_ext.py
"""

from gen import T, Program, mask, mat, vec, BIN

try:
    import graphblas as gb
except ImportError:  # the Python reference alone
    gb = None


def to_gb(t):
    if len(t.shape) == 1:
        idx = [c[0] for c in t.coords()]
        return gb.Vector.from_coo(idx, [t.e[c] for c in t.coords()], size=t.shape[0], dtype="FP64")
    rows = [c[0] for c in t.coords()]
    cols = [c[1] for c in t.coords()]
    return gb.Matrix.from_coo(rows, cols, [t.e[c] for c in t.coords()], nrows=t.shape[0],
                              ncols=t.shape[1], dtype="FP64")


def from_gb(x, ty="f64"):
    if isinstance(x, gb.Vector):
        idx, vals = x.to_coo()
        return T((x.size,), {(int(i),): float(v) for i, v in zip(idx, vals)}, ty)
    r, c, vals = x.to_coo()
    return T((x.nrows, x.ncols), {(int(i), int(j)): float(v) for i, j, v in zip(r, c, vals)}, ty)


def agree(label, ours, theirs):
    if gb is None:
        return
    t = from_gb(theirs)
    if t.e != ours.e:
        raise SystemExit("%s: python reference %s != python-graphblas %s" % (label, ours.e, t.e))


# ---- reference semantics -------------------------------------------------------------------

def union_fill(a, b, op, left_fill, right_fill):
    f = BIN[op]
    out = {}
    for c in set(a.e) | set(b.e):
        out[c] = f(a.e.get(c, left_fill), b.e.get(c, right_fill))
    return T(a.shape, out, a.ty)


def nonzero(m):
    return T(m.shape, {c: v for c, v in m.e.items() if v != 0}, m.ty)


def extract(t, lists):
    out = {}
    if len(lists) == 1:
        for k, i in enumerate(lists[0]):
            if (i,) in t.e:
                out[(k,)] = t.e[(i,)]
        return T((len(lists[0]),), out, t.ty)
    for a, i in enumerate(lists[0]):
        for b, j in enumerate(lists[1]):
            if (i, j) in t.e:
                out[(a, b)] = t.e[(i, j)]
    return T((len(lists[0]), len(lists[1])), out, t.ty)


def positions(lists):
    if len(lists) == 1:
        return [(k,) for k in range(len(lists[0]))]
    return [(a, b) for a in range(len(lists[0])) for b in range(len(lists[1]))]


def assign(c, value, lists, accum=None):
    out = dict(c.e)
    for p in positions(lists):
        t = tuple(lists[d][k] for d, k in enumerate(p))
        v = value.e.get(p) if isinstance(value, T) else value
        if v is None:
            if accum is None:
                out.pop(t, None)
        elif accum is None or t not in out:
            out[t] = v
        else:
            out[t] = BIN[accum](out[t], v)
    return T(c.shape, out, c.ty)


# ---- the program ---------------------------------------------------------------------------

def main():
    p = Program("extensions")
    x = vec(8, {0: 1.0, 2: 2.0, 3: 3.0, 6: 4.0})
    y = vec(8, {2: 10.0, 3: 20.0, 5: 30.0, 6: 40.0})
    a, at = p.tensor(x)
    b, bt = p.tensor(y)

    # union with fill values (GraphBLAS eWiseUnion)
    for op, lf, rf in (("plus", 100.0, 1000.0), ("min", -1.0, 0.5), ("first", 7.0, 9.0)):
        r = p.op('graphblas.union %s, %s { union_operator = "%s", left_fill = %r : f64, right_fill = %r : f64 } : (%s, %s) to %s'
                 % (a, b, op, lf, rf, at, bt, at))
        ours = union_fill(x, y, op, lf, rf)
        if gb is not None:
            agree("union " + op, ours, gb.Vector.ewise_union(to_gb(x), to_gb(y), getattr(gb.binary, op), lf, rf).new())
        p.show("union_fill_" + op, r, at, ours.bracketed())
    A = mat(3, 4, {(0, 0): 1.0, (0, 3): 2.0, (1, 1): 3.0, (2, 0): 4.0, (2, 2): 5.0})
    B = mat(3, 4, {(0, 0): 10.0, (1, 2): 20.0, (2, 2): 30.0, (2, 3): 40.0})
    ma, mat_t = p.tensor(A)
    mb, _ = p.tensor(B)
    r = p.op('graphblas.union %s, %s { union_operator = "times", left_fill = 2.0 : f64, right_fill = 3.0 : f64 } : (%s, %s) to %s'
             % (ma, mb, mat_t, mat_t, mat_t))
    ours = union_fill(A, B, "times", 2.0, 3.0)
    if gb is not None:
        agree("union matrix", ours, gb.Matrix.ewise_union(to_gb(A), to_gb(B), gb.binary.times, 2.0, 3.0).new())
    p.show("union_fill_matrix", r, mat_t, ours.bracketed())

    # value masks: the mask stores explicit zeros, which a value mask ignores
    m = vec(8, {0: 1.0, 2: 0.0, 3: 5.0, 5: 0.0, 6: -1.0})
    k, kt = p.tensor(m)
    for value in (False, True):
        for complement in (False, True):
            attrs = 'union_operator = "plus"'
            if value:
                attrs += ", value_mask = true"
            if complement:
                attrs += ", mask_complement = true"
            r = p.op("graphblas.union %s, %s, %s { %s } : (%s, %s, %s) to %s" % (a, b, k, attrs, at, bt, kt, at))
            plain = union_fill(x, y, "plus", 0.0, 0.0)
            plain = T(plain.shape, {c: (x.e[c] + y.e[c] if c in x.e and c in y.e else x.e.get(c, y.e.get(c)))
                                    for c in plain.e}, "f64")
            ours = mask(plain, nonzero(m) if value else m, complement)
            if gb is not None:
                g = gb.Vector(gb.dtypes.FP64, 8)
                gm = to_gb(m)
                msk = gm.V if value else gm.S
                g(~msk if complement else msk) << gb.Vector.ewise_add(to_gb(x), to_gb(y), gb.binary.plus)
                agree("value mask", ours, g)
            label = "mask_%s%s" % ("value" if value else "structural", "_complement" if complement else "")
            p.show(label, r, at, ours.bracketed())
    # value mask on a product and on an update
    Mm = mat(3, 3, {(0, 0): 1.0, (0, 1): 0.0, (1, 1): 2.0, (2, 0): 0.0, (2, 2): 3.0})
    mm, mmt = p.tensor(Mm)
    S = mat(3, 3, {(0, 0): 1.0, (0, 1): 2.0, (1, 0): 3.0, (1, 1): 4.0, (2, 0): 5.0, (2, 2): 6.0})
    s, st = p.tensor(S)
    r = p.op('graphblas.matrix_multiply %s, %s, %s { semiring = "plus_times", value_mask = true } : (%s, %s, %s) to %s'
             % (s, s, mm, st, st, mmt, st))
    prod = {}
    for (i, kk), v in S.e.items():
        for (k2, j), w in S.e.items():
            if k2 == kk:
                prod[(i, j)] = prod.get((i, j), 0.0) + v * w
    ours = mask(T((3, 3), prod, "f64"), nonzero(Mm))
    if gb is not None:
        g = gb.Matrix(gb.dtypes.FP64, 3, 3)
        g(to_gb(Mm).V) << to_gb(S).mxm(to_gb(S), gb.semiring.plus_times)
        agree("mxm value mask", ours, g)
    p.show("mxm_value_mask", r, st, ours.bracketed())
    p.line('graphblas.update %s -> %s(%s) { accumulate_operator = "plus", replace = true, value_mask = true } : %s -> %s(%s)'
           % (s, mm, mm, st, mmt, mmt))
    upd = {c: (Mm.e[c] + S.e[c] if c in Mm.e and c in S.e else Mm.e.get(c, S.e.get(c)))
           for c in set(Mm.e) | set(S.e)}
    ours = mask(T((3, 3), upd, "f64"), nonzero(Mm))
    if gb is not None:
        g = to_gb(Mm)
        g(to_gb(Mm).V, gb.binary.plus, replace=True) << to_gb(S)
        agree("update value mask", ours, g)
    p.show("update_value_mask", mm, mmt, ours.bracketed())

    # extract
    for idx in ([3, 0, 0, 7, 2], [6]):
        il = p.op("arith.constant dense<%s> : tensor<%dxindex>" % (idx, len(idx)))
        ty = "tensor<%dxindex>" % len(idx)
        r = p.op("graphblas.extract %s, %s : %s, %s to %s" % (a, il, at, ty, at))
        ours = extract(x, [idx])
        if gb is not None:
            agree("extract", ours, to_gb(x)[idx].new())
        p.show("extract_vector", r, at, ours.bracketed())
    rows, cols = [2, 0, 2], [3, 0, 1, 2]
    rl = p.op("arith.constant dense<%s> : tensor<3xi64>" % rows)
    cl = p.op("arith.constant dense<%s> : tensor<4xi64>" % cols)
    csc = "tensor<?x?xf64, #CSC>"
    r = p.op("graphblas.extract %s, %s, %s : %s, tensor<3xi64>, tensor<4xi64> to %s" % (ma, rl, cl, mat_t, csc))
    ours = extract(A, [rows, cols])
    if gb is not None:
        agree("extract matrix", ours, to_gb(A)[rows, cols].new())
    p.show("extract_matrix", r, csc, ours.bracketed())

    # assign: tensor and scalar, with and without an accumulator, repeated indices
    idx = [5, 0, 2]
    il = p.op("arith.constant dense<%s> : tensor<3xindex>" % idx)
    u = vec(3, {0: -5.0, 2: -7.0})
    uv, ut = p.tensor(u)
    r = p.op("graphblas.assign %s, %s, %s : %s, %s, tensor<3xindex> to %s" % (a, uv, il, at, ut, at))
    ours = assign(x, u, [idx])
    if gb is not None:
        g = to_gb(x)
        g[idx] << to_gb(u)
        agree("assign", ours, g)
    p.show("assign_vector", r, at, ours.bracketed())
    r = p.op('graphblas.assign %s, %s, %s { accumulate_operator = "max" } : %s, %s, tensor<3xindex> to %s'
             % (a, uv, il, at, ut, at))
    ours = assign(x, u, [idx], "max")
    if gb is not None:
        g = to_gb(x)
        g[idx](gb.binary.max) << to_gb(u)
        agree("assign accum", ours, g)
    p.show("assign_vector_max", r, at, ours.bracketed())
    half = p.op("arith.constant 0.5 : f64")
    r = p.op("graphblas.assign %s, %s, %s : %s, f64, tensor<3xindex> to %s" % (a, half, il, at, at))
    ours = assign(x, 0.5, [idx])
    if gb is not None:
        g = to_gb(x)
        g[idx] << 0.5
        agree("assign scalar", ours, g)
    p.show("assign_scalar", r, at, ours.bracketed())
    dup = [6, 1, 6, 6]
    dl = p.op("arith.constant dense<%s> : tensor<4xindex>" % dup)
    d = vec(4, {0: 3.0, 1: 1.0, 2: 2.0, 3: 8.0})
    dv, dt = p.tensor(d)
    r = p.op('graphblas.assign %s, %s, %s { accumulate_operator = "min" } : %s, %s, tensor<4xindex> to %s'
             % (a, dv, dl, at, dt, at))
    p.show("assign_repeated_min", r, at, assign(x, d, [dup], "min").bracketed())
    r = p.op("graphblas.assign %s, %s, %s : %s, %s, tensor<4xindex> to %s" % (a, dv, dl, at, dt, at))
    p.show("assign_repeated_last", r, at, assign(x, d, [dup]).bracketed())
    sub = mat(2, 2, {(0, 1): 9.0, (1, 0): 8.0})
    sv, svt = p.tensor(sub)
    rl2 = p.op("arith.constant dense<[2, 0]> : tensor<2xindex>")
    cl2 = p.op("arith.constant dense<[0, 3]> : tensor<2xindex>")
    for accum in (None, "plus"):
        attrs = ' { accumulate_operator = "%s" }' % accum if accum else ""
        r = p.op("graphblas.assign %s, %s, %s, %s%s : %s, %s, tensor<2xindex>, tensor<2xindex> to %s"
                 % (ma, sv, rl2, cl2, attrs, mat_t, svt, mat_t))
        ours = assign(A, sub, [[2, 0], [0, 3]], accum)
        if gb is not None:
            g = to_gb(A)
            if accum:
                g[[2, 0], [0, 3]](gb.binary.plus) << to_gb(sub)
            else:
                g[[2, 0], [0, 3]] << to_gb(sub)
            agree("assign matrix", ours, g)
        p.show("assign_matrix" + ("_plus" if accum else ""), r, mat_t, ours.bracketed())
    dense_vectors(p)
    fused_reductions(p)
    p.write()
    print("wrote extensions.mlir and extensions.expected%s" % ("" if gb else " (python-graphblas not installed: not cross-checked)"))


def dense(p, values):
    """A full vector: a dense constant cast to a dynamic size."""
    c = p.op("arith.constant dense<%s> : tensor<%dxf64>" % ([float(v) for v in values], len(values)))
    return p.op("tensor.cast %s : tensor<%dxf64> to tensor<?xf64>" % (c, len(values))), "tensor<?xf64>"


def full_vec(values):
    return vec(len(values), dict(enumerate(values)))


def dense_vectors(p):
    """Dense (full) vectors: every entry present; a dense product holds the semiring's
    identity where no term exists (mlir-graphblas's identities: +-DBL_MAX for min / max)."""
    A = mat(5, 5, {(0, 1): 1.0, (0, 2): 2.0, (1, 2): 3.0, (3, 0): 4.0, (3, 4): 0.5, (4, 4): -1.0})
    a, at = p.tensor(A)
    xs = [1.0, 10.0, 100.0, 1000.0, 10000.0]
    x, dt = dense(p, xs)
    X = full_vec(xs)
    # vxm plus_times (scatter into a dense result) and mxv min_plus (row 2 has no entry)
    r = p.op('graphblas.matrix_multiply %s, %s { semiring = "plus_times" } : (%s, %s) to %s' % (x, a, dt, at, dt))
    vxm = [sum(xs[i] * v for (i, j), v in A.e.items() if j == col) for col in range(5)]
    if gb is not None:
        g = to_gb(X).vxm(to_gb(A), gb.semiring.plus_times).new()
        g(~g.S) << 0.0
        agree("dense vxm", full_vec(vxm), g)
    p.show("dense_vxm", r, dt, full_vec(vxm).bracketed())
    r = p.op('graphblas.matrix_multiply %s, %s { semiring = "min_plus" } : (%s, %s) to %s' % (a, x, at, dt, dt))
    big = 1.7976931348623157e308
    mxv = [min([v + xs[j] for (i, j), v in A.e.items() if i == row], default=big) for row in range(5)]
    if gb is not None:
        g = to_gb(A).mxv(to_gb(X), gb.semiring.min_plus).new()
        g(~g.S) << big
        agree("dense mxv", full_vec(mxv), g)
    p.show("dense_mxv_min_plus", r, dt, full_vec(mxv).bracketed())
    # element-wise: dense with sparse, dense with dense; apply; reduce; update
    y = vec(5, {1: 2.0, 4: 4.0})
    yv, yt = p.tensor(y)
    r = p.op('graphblas.union %s, %s { union_operator = "plus" } : (%s, %s) to %s' % (x, yv, dt, yt, dt))
    un = [xs[i] + y.e.get((i,), 0.0) for i in range(5)]
    if gb is not None:
        agree("dense union", full_vec(un), to_gb(X).ewise_add(to_gb(y), gb.binary.plus).new())
    p.show("dense_union", r, dt, full_vec(un).bracketed())
    r = p.op('graphblas.intersect %s, %s { intersect_operator = "div" } : (%s, %s) to %s' % (x, yv, dt, yt, yt))
    it = vec(5, {c[0]: xs[c[0]] / v for c, v in y.e.items()})
    if gb is not None:
        agree("dense intersect", it, to_gb(X).ewise_mult(to_gb(y), gb.binary.truediv).new())
    p.show("dense_intersect_sparse_result", r, yt, it.bracketed())
    half = p.op("arith.constant 0.5 : f64")
    r = p.op('graphblas.apply %s, %s { apply_operator = "times" } : (%s, f64) to %s' % (x, half, dt, dt))
    p.show("dense_apply", r, dt, full_vec([v * 0.5 for v in xs]).bracketed())
    r = p.op('graphblas.reduce_to_scalar %s { aggregator = "max" } : %s to f64' % (x, dt))
    p.show("dense_reduce_max", r, "f64", "%g" % max(xs))
    p.line('graphblas.update %s -> %s { accumulate_operator = "min" } : %s -> %s' % (yv, x, yt, dt))
    upd = [min(xs[i], y.e[(i,)]) if (i,) in y.e else xs[i] for i in range(5)]
    if gb is not None:
        g = to_gb(X)
        g(gb.binary.min) << to_gb(y)
        agree("dense update", full_vec(upd), g)
    p.show("dense_update_min", x, dt, full_vec(upd).bracketed())


def fused_reductions(p):
    """A product reduced by its semiring's own monoid is one kernel (the product is never
    built); other monoids, a complemented mask or a second use keep the product."""
    A = mat(3, 4, {(0, 0): 1.0, (0, 2): 2.0, (1, 1): 3.0, (2, 0): 4.0, (2, 3): 5.0})
    B = mat(4, 3, {(0, 0): 2.0, (0, 2): -1.0, (1, 1): 0.5, (2, 2): 3.0, (3, 0): 1.0})
    M = mat(3, 3, {(0, 0): 1.0, (0, 2): 1.0, (2, 0): 1.0})
    a, at = p.tensor(A)
    b, bt = p.tensor(B, "CSC")
    m, mt = p.tensor(M)
    out = "tensor<?x?xf64, #CSR>"
    prod = {}
    for (i, k), v in A.e.items():
        for (k2, j), w in B.e.items():
            if k == k2:
                prod.setdefault((i, j), []).append(v * w)
    plus = {c: sum(v) for c, v in prod.items()}
    cases = [
        ("fused_plus_masked", "plus_times", mt, "plus", sum(v for c, v in plus.items() if c in M.e)),
        ("fused_plus", "plus_times", None, "plus", sum(plus.values())),
        ("unfused_max", "plus_times", None, "max", max(plus.values())),
        ("fused_min_masked", "min_times", mt, "min", min(min(v) for c, v in prod.items() if c in M.e)),
    ]
    for label, semiring, mask_t, agg, want in cases:
        mask_arg = ", %s" % m if mask_t else ""
        mask_ty = ", %s" % mask_t if mask_t else ""
        r = p.op('graphblas.matrix_multiply %s, %s%s { semiring = "%s" } : (%s, %s%s) to %s'
                 % (a, b, mask_arg, semiring, at, bt, mask_ty, out))
        s = p.op('graphblas.reduce_to_scalar %s { aggregator = "%s" } : %s to f64' % (r, agg, out))
        if gb is not None:
            g = gb.Matrix(gb.dtypes.FP64, 3, 3)
            sr = getattr(gb.semiring, semiring)
            if mask_t:
                g(to_gb(M).S) << to_gb(A).mxm(to_gb(B), sr)
            else:
                g << to_gb(A).mxm(to_gb(B), sr)
            theirs = g.reduce_scalar(getattr(gb.monoid, agg)).value
            if abs(theirs - want) > 1e-12:
                raise SystemExit("%s: python reference %r != python-graphblas %r" % (label, want, theirs))
        p.show(label, s, "f64", "%g" % want)
    # the product used twice: built once, reduced and printed
    r = p.op('graphblas.matrix_multiply %s, %s { semiring = "plus_times" } : (%s, %s) to %s' % (a, b, at, bt, out))
    s = p.op('graphblas.reduce_to_scalar %s { aggregator = "plus" } : %s to f64' % (r, out))
    p.show("shared_product_sum", s, "f64", "%g" % sum(plus.values()))
    p.show("shared_product", r, out, T((3, 3), plus, "f64").bracketed())


if __name__ == "__main__":
    main()
