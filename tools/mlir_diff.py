#!/usr/bin/env python3
"""Random small sparse programs run by sparsir (both backends) and by MLIR 22, compared.

Why: the golden tests check programs someone thought of; this writes programs nobody
did — random encodings (CSR, CSC, DCSR, DCSC, COO in AoS and SoA, BSR, loose
compressed, all-dense, with narrow widths) under random kernels (element-wise unions and
intersections, a three-operand fusion, mixes with dense operands, SDDMM,
`sparse_tensor.binary` / `unary` / `select` / `reduce`, transposes, SpMV, SpGEMM,
reductions, `linalg.index`, conversions, slices, concatenation, reshapes, inserts,
`foreach`, 3-D tensors with integer values) — and reports where sparsir's native and
interpreted runs differ (always a sparsir bug) and where MLIR 22 prints something else
(a bug on one side: MLIR 22 is a fallible oracle, DESIGN.md decision 2; read the
program, derive the answer by hand, and add a hand-written golden test for it).

Needs MLIR 22 (`mlir-opt`, `mlir-runner` and the runner libraries under
/usr/lib/llvm-22, or `--llvm DIR`) and a built `sparsir` (`--sparsir PATH`, default
target/release/sparsir). Not part of the test suite: the tests run without MLIR.

Usage: python3 tools/mlir_diff.py [--seeds 1:200] [--rank 2|3] [--keep DIR]

Known differences, all MLIR 22's (each has a hand-written golden test; see README,
"Where sparsir differs from MLIR 22 on purpose"): an input reordered to break a loop
order cycle gets explicit zeros in MLIR 22 (`cycle=1` in the report when sparsir reorders
an input too; `cycle=0` when sparsir instead assembles the output out of its level order,
as for an element-wise kernel from CSR-like storage into DCSC); reshapes into permuted or
COO types; `sparse_tensor.reduce` over BSR. A program MLIR 22 cannot compile is counted,
not reported.
"""

import argparse
import os
import random
import subprocess
import sys
import tempfile

ENC2 = {
    "CSR": "(i, j) -> (i : dense, j : compressed)",
    "CSC": "(i, j) -> (j : dense, i : compressed)",
    "DCSR": "(i, j) -> (i : compressed, j : compressed)",
    "DCSC": "(i, j) -> (j : compressed, i : compressed)",
    "COO": "(i, j) -> (i : compressed(nonunique), j : singleton)",
    "COOsoa": "(i, j) -> (i : compressed(nonunique), j : singleton(soa))",
    "DD": "(i, j) -> (i : dense, j : dense)",
    "BSR": "(i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense)",
    "LCSR": "(i, j) -> (i : dense, j : loose_compressed)",
    "CD": "(i, j) -> (i : compressed, j : dense)",
}
ROW_MAJOR = {"CSR", "DCSR", "COO", "COOsoa", "DD", "LCSR", "CD"}
WIDTHS = ["", ", posWidth = 8, crdWidth = 8", ", posWidth = 16, crdWidth = 32", ", posWidth = 32, crdWidth = 64"]
ID2 = "affine_map<(i,j) -> (i,j)>"
ID3 = "affine_map<(i,j,k) -> (i,j,k)>"


def generic(maps, iters, ins, outs, args, body, result):
    """A `linalg.generic` (ins/outs: lists of (value, type))."""
    return (f"  %c = linalg.generic {{ indexing_maps = [{', '.join(maps)}], iterator_types = [{', '.join(iters)}] }}\n"
            f"    ins({', '.join(v for v, _ in ins)} : {', '.join(t for _, t in ins)}) "
            f"outs({', '.join(v for v, _ in outs)} : {', '.join(t for _, t in outs)}) {{\n"
            f"  ^bb0({args}):\n{body}\n  }} -> {result}\n")


class Program2:
    """A random 2-D program: A and B (m x n) from dense constants, then one kernel."""

    def __init__(self, r: random.Random):
        self.r = r
        self.m, self.n = r.choice([2, 4, 6]), r.choice([2, 4, 6])
        self.names = [r.choice(list(ENC2)) for _ in range(3)]
        self.encs = [f"#sparse_tensor.encoding<{{ map = {ENC2[k]}{r.choice(WIDTHS)} }}>" for k in self.names]

    def ty(self, which, dims=None):
        a, b = dims or (self.m, self.n)
        return f"tensor<{a}x{b}xf64, {self.encs[which]}>"

    def const(self):
        rows = ("[" + ", ".join(f"{self.r.randint(1, 9)}.0" if self.r.random() < 0.4 else "0.0"
                                for _ in range(self.n)) + "]" for _ in range(self.m))
        return f"dense<[{', '.join(rows)}]>"

    def text(self):
        kernel = self.r.choice(["add", "mul", "binary", "transpose", "convert", "spgemm", "spmv", "sum", "unary",
                                "select", "reduce", "index", "concat", "slice", "foreach", "insert", "reshape",
                                "fused", "sampled", "dense_mix"])
        body = getattr(self, "k_" + kernel)()
        m, n = self.m, self.n
        head = f"// kernel {kernel}: A {self.names[0]}, B {self.names[1]}, C {self.names[2]}\n"
        return (head + "func.func @main() {\n"
                f"  %da = arith.constant {self.const()} : tensor<{m}x{n}xf64>\n"
                f"  %db = arith.constant {self.const()} : tensor<{m}x{n}xf64>\n"
                f"  %a = sparse_tensor.convert %da : tensor<{m}x{n}xf64> to {self.ty(0)}\n"
                f"  %b = sparse_tensor.convert %db : tensor<{m}x{n}xf64> to {self.ty(1)}\n"
                f"{body}  return\n}}\n")

    def out(self, dims=None):
        return f"  %e = tensor.empty() : {self.ty(2, dims)}\n"

    def show(self, dims=None):
        return f"  sparse_tensor.print %c : {self.ty(2, dims)}\n"

    def elementwise(self, args, body):
        ins = [("%a", self.ty(0)), ("%b", self.ty(1))]
        return self.out() + generic([ID2] * 3, ['"parallel"'] * 2, ins, [("%e", self.ty(2))], args, body,
                                    self.ty(2)) + self.show()

    def k_add(self):
        return self.elementwise("%x: f64, %y: f64, %o: f64",
                                "    %r = arith.addf %x, %y : f64\n    linalg.yield %r : f64")

    def k_mul(self):
        return self.elementwise("%x: f64, %y: f64, %o: f64",
                                "    %r = arith.mulf %x, %y : f64\n    linalg.yield %r : f64")

    def k_binary(self):
        return self.elementwise("%x: f64, %y: f64, %o: f64", """    %r = sparse_tensor.binary %x, %y : f64, f64 to f64
      overlap={ ^bb0(%p: f64, %q: f64):
        %s = arith.subf %p, %q : f64
        sparse_tensor.yield %s : f64 }
      left={ ^bb0(%p: f64):
        %s = arith.negf %p : f64
        sparse_tensor.yield %s : f64 }
      right=identity
    linalg.yield %r : f64""")

    def unary_kernel(self, args, body):
        ins = [("%a", self.ty(0))]
        return self.out() + generic([ID2] * 2, ['"parallel"'] * 2, ins, [("%e", self.ty(2))], args, body,
                                    self.ty(2)) + self.show()

    def k_unary(self):
        return self.unary_kernel("%x: f64, %o: f64", """    %r = sparse_tensor.unary %x : f64 to f64
      present={ ^bb0(%p: f64):
        %two = arith.constant 2.0 : f64
        %s = arith.mulf %p, %two : f64
        sparse_tensor.yield %s : f64 }
      absent={}
    linalg.yield %r : f64""")

    def k_select(self):
        return self.unary_kernel("%x: f64, %o: f64", """    %r = sparse_tensor.select %x : f64 {
      ^bb0(%p: f64):
        %five = arith.constant 5.0 : f64
        %k = arith.cmpf ogt, %p, %five : f64
        sparse_tensor.yield %k : i1 }
    linalg.yield %r : f64""")

    def k_index(self):
        return self.unary_kernel("%x: f64, %o: f64", """    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.addi %i, %j : index
    %ki = arith.index_cast %k : index to i64
    %kf = arith.sitofp %ki : i64 to f64
    %r = arith.mulf %x, %kf : f64
    linalg.yield %r : f64""")

    def k_transpose(self):
        dims = (self.n, self.m)
        return self.out(dims) + generic([ID2, "affine_map<(i,j) -> (j,i)>"], ['"parallel"'] * 2,
                                        [("%a", self.ty(0))], [("%e", self.ty(2, dims))], "%x: f64, %o: f64",
                                        "    linalg.yield %x : f64", self.ty(2, dims)) + self.show(dims)

    def k_convert(self):
        return f"  %c = sparse_tensor.convert %a : {self.ty(0)} to {self.ty(2)}\n" + self.show()

    def k_spgemm(self):
        dims = (self.m, self.m)
        maps = ["affine_map<(i,j,k) -> (i,k)>", "affine_map<(i,j,k) -> (j,k)>", "affine_map<(i,j,k) -> (i,j)>"]
        body = "    %p = arith.mulf %x, %y : f64\n    %s = arith.addf %o, %p : f64\n    linalg.yield %s : f64"
        return self.out(dims) + generic(maps, ['"parallel"', '"parallel"', '"reduction"'],
                                        [("%a", self.ty(0)), ("%b", self.ty(1))], [("%e", self.ty(2, dims))],
                                        "%x: f64, %y: f64, %o: f64", body, self.ty(2, dims)) + self.show(dims)

    def dense_result(self, init, maps, iters, args, body, extra_in=()):
        """A kernel from A (and `extra_in`) into a dense m-vector starting at `init`, printed."""
        m = self.m
        return (f"  %z = arith.constant dense<{init}> : tensor<{m}xf64>\n"
                + generic(maps, iters, [("%a", self.ty(0)), *extra_in], [("%z", f"tensor<{m}xf64>")], args,
                          body, f"tensor<{m}xf64>")
                + f"  %c0 = arith.constant 0 : index\n  %f0 = arith.constant 0.0 : f64\n"
                f"  %v = vector.transfer_read %c[%c0], %f0 : tensor<{m}xf64>, vector<{m}xf64>\n"
                f"  vector.print %v : vector<{m}xf64>\n")

    def k_spmv(self):
        xs = ", ".join(f"{self.r.randint(-3, 3)}.0" for _ in range(self.n))
        maps = [ID2, "affine_map<(i,j) -> (j)>", "affine_map<(i,j) -> (i)>"]
        body = "    %t = arith.mulf %p, %q : f64\n    %s = arith.addf %o, %t : f64\n    linalg.yield %s : f64"
        return (f"  %x = arith.constant dense<[{xs}]> : tensor<{self.n}xf64>\n"
                + self.dense_result("0.0", maps, ['"parallel"', '"reduction"'], "%p: f64, %q: f64, %o: f64", body,
                                    [("%x", f"tensor<{self.n}xf64>")]))

    def k_reduce(self):
        body = """    %idn = arith.constant 1.0 : f64
    %r = sparse_tensor.reduce %p, %o, %idn : f64 {
      ^bb0(%u: f64, %w: f64):
        %s = arith.mulf %u, %w : f64
        sparse_tensor.yield %s : f64 }
    linalg.yield %r : f64"""
        return self.dense_result("1.0", [ID2, "affine_map<(i,j) -> (i)>"], ['"parallel"', '"reduction"'],
                                 "%p: f64, %o: f64", body)

    def k_sum(self):
        body = "    %s = arith.addf %o, %p : f64\n    linalg.yield %s : f64"
        return ("  %z = arith.constant dense<0.0> : tensor<f64>\n"
                + generic([ID2, "affine_map<(i,j) -> ()>"], ['"reduction"'] * 2, [("%a", self.ty(0))],
                          [("%z", "tensor<f64>")], "%p: f64, %o: f64", body, "tensor<f64>")
                + "  %v = tensor.extract %c[] : tensor<f64>\n  vector.print %v : f64\n")

    def k_concat(self):
        dims = (2 * self.m, self.n)
        return (f"  %c = sparse_tensor.concatenate %a, %b {{dimension = 0 : index}} : {self.ty(0)}, {self.ty(1)} "
                f"to {self.ty(2, dims)}\n" + self.show(dims))

    def k_slice(self):
        o0, o1 = self.r.randint(0, self.m - 1), self.r.randint(0, self.n - 1)
        s0, s1 = self.r.randint(1, self.m - o0), self.r.randint(1, self.n - o1)
        if self.names[2] == "BSR":  # block sizes must divide the slice's
            s0, s1, o0, o1 = 2, 2, 0, 0
        return (f"  %s = tensor.extract_slice %a[{o0}, {o1}] [{s0}, {s1}] [1, 1] : {self.ty(0)} to tensor<{s0}x{s1}xf64>\n"
                f"  %c = sparse_tensor.convert %s : tensor<{s0}x{s1}xf64> to {self.ty(2, (s0, s1))}\n"
                + self.show((s0, s1)))

    def k_foreach(self):
        return (f"  sparse_tensor.foreach in %a : {self.ty(0)} do {{\n"
                "    ^bb0(%i: index, %j: index, %v: f64):\n"
                "      vector.print %i : index\n      vector.print %j : index\n      vector.print %v : f64\n  }\n")

    def k_insert(self):
        points = {(self.r.randrange(self.m), self.r.randrange(self.n)) for _ in range(self.r.randint(1, 5))}
        # MLIR requires inserts in level order.
        order = sorted(points) if self.names[2] in ROW_MAJOR else sorted(points, key=lambda p: (p[1], p[0]))
        if self.names[2] == "BSR":
            order = sorted(points, key=lambda p: (p[0] // 2, p[1] // 2, p[0] % 2, p[1] % 2))
        lines = [f"  %t0 = tensor.empty() : {self.ty(2)}"]
        for q, (i, j) in enumerate(order):
            lines += [f"  %i{q} = arith.constant {i} : index", f"  %j{q} = arith.constant {j} : index",
                      f"  %v{q} = arith.constant {q + 1}.5 : f64",
                      f"  %t{q + 1} = tensor.insert %v{q} into %t{q}[%i{q}, %j{q}] : {self.ty(2)}"]
        lines.append(f"  %c = sparse_tensor.load %t{len(order)} hasInserts : {self.ty(2)}")
        return "\n".join(lines) + "\n" + self.show()

    def k_fused(self):
        """(a + b) * a - b in one kernel: a three-way merge lattice."""
        ins = [("%a", self.ty(0)), ("%b", self.ty(1)), ("%a", self.ty(0))]
        body = ("    %s = arith.addf %x, %y : f64\n    %p = arith.mulf %s, %z : f64\n"
                "    %r = arith.subf %p, %y : f64\n    linalg.yield %r : f64")
        return self.out() + generic([ID2] * 4, ['"parallel"'] * 2, ins, [("%e", self.ty(2))],
                                    "%x: f64, %y: f64, %z: f64, %o: f64", body, self.ty(2)) + self.show()

    def k_sampled(self):
        """a(i,j) * sum_k X(i,k) Y(k,j) with dense X, Y: SDDMM."""
        m, n, k = self.m, self.n, 3
        xs = ", ".join("[" + ", ".join(f"{self.r.randint(-2, 3)}.0" for _ in range(k)) + "]" for _ in range(m))
        ys = ", ".join("[" + ", ".join(f"{self.r.randint(-2, 3)}.0" for _ in range(n)) + "]" for _ in range(k))
        maps = ["affine_map<(i,j,k) -> (i,j)>", "affine_map<(i,j,k) -> (i,k)>", "affine_map<(i,j,k) -> (k,j)>",
                "affine_map<(i,j,k) -> (i,j)>"]
        ins = [("%a", self.ty(0)), ("%x", f"tensor<{m}x{k}xf64>"), ("%y", f"tensor<{k}x{n}xf64>")]
        body = ("    %p = arith.mulf %u, %w : f64\n    %q = arith.mulf %s, %p : f64\n"
                "    %r = arith.addf %o, %q : f64\n    linalg.yield %r : f64")
        return (f"  %x = arith.constant dense<[{xs}]> : tensor<{m}x{k}xf64>\n"
                f"  %y = arith.constant dense<[{ys}]> : tensor<{k}x{n}xf64>\n" + self.out()
                + generic(maps, ['"parallel"', '"parallel"', '"reduction"'], ins, [("%e", self.ty(2))],
                          "%s: f64, %u: f64, %w: f64, %o: f64", body, self.ty(2)) + self.show())

    def k_dense_mix(self):
        """a + D, a * D with a dense D: a union with a dense operand (dense result) and an
        intersection (sparse result)."""
        m, n = self.m, self.n
        ds = ", ".join("[" + ", ".join(f"{self.r.randint(-2, 3)}.0" for _ in range(n)) + "]" for _ in range(m))
        dense = f"tensor<{m}x{n}xf64>"
        ins = [("%a", self.ty(0)), ("%d", dense)]
        body = "    %r = arith.mulf %x, %y : f64\n    linalg.yield %r : f64"
        text = (f"  %d = arith.constant dense<[{ds}]> : {dense}\n" + self.out()
                + generic([ID2] * 3, ['"parallel"'] * 2, ins, [("%e", self.ty(2))], "%x: f64, %y: f64, %o: f64", body,
                          self.ty(2)) + self.show())
        add = "    %r = arith.addf %x, %y : f64\n    linalg.yield %r : f64"
        text += (f"  %z = arith.constant dense<0.0> : {dense}\n"
                 + generic([ID2] * 3, ['"parallel"'] * 2, ins, [("%z", dense)], "%x: f64, %y: f64, %o: f64", add,
                           dense).replace("%c = ", "%s = ")
                 + f"  %c0 = arith.constant 0 : index\n  %f0 = arith.constant 0.0 : f64\n"
                 f"  %v = vector.transfer_read %s[%c0, %c0], %f0 : {dense}, vector<{m}x{n}xf64>\n"
                 f"  vector.print %v : vector<{m}x{n}xf64>\n")
        return text

    def k_reshape(self):
        sv = "#sparse_tensor.encoding<{ map = (i) -> (i : compressed) }>"
        size = self.m * self.n
        dims = (self.n, self.m)
        return (f"  %f = tensor.collapse_shape %a [[0, 1]] : {self.ty(0)} into tensor<{size}xf64, {sv}>\n"
                f"  sparse_tensor.print %f : tensor<{size}xf64, {sv}>\n"
                f"  %c = tensor.expand_shape %f [[0, 1]] output_shape [{dims[0]}, {dims[1]}] : "
                f"tensor<{size}xf64, {sv}> into {self.ty(2, dims)}\n" + self.show(dims))


class Program3:
    """A random 3-D program with f64, f32, i64 or i32 values."""

    def __init__(self, r: random.Random):
        self.r = r
        self.ty_elem = r.choice(["f64", "i32", "i64", "f32"])
        self.dims = [r.choice([1, 2, 3, 4]) for _ in range(3)]
        self.encs = [self.enc() for _ in range(3)]

    def enc(self):
        r = self.r
        kind = r.choice(["plain", "coo", "coo2"])
        if kind == "coo":
            lv = ["compressed(nonunique)", "singleton(nonunique)", "singleton"]
        elif kind == "coo2":
            lv = [r.choice(["dense", "compressed"]), "compressed(nonunique)", r.choice(["singleton", "singleton(soa)"])]
        else:
            lv = [r.choice(["dense", "compressed", "loose_compressed"]) for _ in range(3)]
        perm = r.sample(["i", "j", "k"], 3)
        lvls = ", ".join(f"{d} : {lt}" for d, lt in zip(perm, lv))
        return f"#sparse_tensor.encoding<{{ map = (i, j, k) -> ({lvls}){r.choice(WIDTHS[:3])} }}>"

    def ty(self, which, d=None):
        d = d or self.dims
        return f"tensor<{d[0]}x{d[1]}x{d[2]}x{self.ty_elem}, {self.encs[which]}>"

    def const(self):
        f = self.ty_elem.startswith("f")

        def lit():
            if self.r.random() < 0.6:
                return "0.0" if f else "0"
            v = self.r.randint(-5, 9) or 1
            return f"{v}.0" if f else str(v)

        def nest(level):
            return lit() if level == 3 else "[" + ", ".join(nest(level + 1) for _ in range(self.dims[level])) + "]"

        return f"dense<{nest(0)}>"

    def text(self):
        e, d = self.ty_elem, self.dims
        f = e.startswith("f")
        add, mul = ("arith.addf", "arith.mulf") if f else ("arith.addi", "arith.muli")
        kernel = self.r.choice(["add", "mul", "convert", "contract", "permute"])
        dense = f"tensor<{d[0]}x{d[1]}x{d[2]}x{e}>"
        two = [("%a", self.ty(0)), ("%b", self.ty(1))]
        if kernel in ("add", "mul"):
            op = add if kernel == "add" else mul
            body = (f"  %e = tensor.empty() : {self.ty(2)}\n"
                    + generic([ID3] * 3, ['"parallel"'] * 3, two, [("%e", self.ty(2))], f"%x: {e}, %y: {e}, %o: {e}",
                              f"    %r = {op} %x, %y : {e}\n    linalg.yield %r : {e}", self.ty(2))
                    + f"  sparse_tensor.print %c : {self.ty(2)}\n")
        elif kernel == "convert":
            body = f"  %c = sparse_tensor.convert %a : {self.ty(0)} to {self.ty(2)}\n  sparse_tensor.print %c : {self.ty(2)}\n"
        elif kernel == "permute":
            pd = [d[2], d[0], d[1]]
            body = (f"  %e = tensor.empty() : {self.ty(2, pd)}\n"
                    + generic([ID3, "affine_map<(i,j,k) -> (k,i,j)>"], ['"parallel"'] * 3, [("%a", self.ty(0))],
                              [("%e", self.ty(2, pd))], f"%x: {e}, %o: {e}", f"    linalg.yield %x : {e}", self.ty(2, pd))
                    + f"  sparse_tensor.print %c : {self.ty(2, pd)}\n")
        else:
            out = f"tensor<{d[0]}x{d[1]}x{e}, #sparse_tensor.encoding<{{ map = (i, j) -> (i : compressed, j : compressed) }}>>"
            body = (f"  %e = tensor.empty() : {out}\n"
                    + generic([ID3, ID3, "affine_map<(i,j,k) -> (i,j)>"], ['"parallel"', '"parallel"', '"reduction"'],
                              two, [("%e", out)], f"%x: {e}, %y: {e}, %o: {e}",
                              f"    %p = {mul} %x, %y : {e}\n    %s = {add} %o, %p : {e}\n    linalg.yield %s : {e}", out)
                    + f"  sparse_tensor.print %c : {out}\n")
        return (f"// kernel {kernel} ({e})\nfunc.func @main() {{\n"
                f"  %da = arith.constant {self.const()} : {dense}\n  %db = arith.constant {self.const()} : {dense}\n"
                f"  %a = sparse_tensor.convert %da : {dense} to {self.ty(0)}\n"
                f"  %b = sparse_tensor.convert %db : {dense} to {self.ty(1)}\n{body}  return\n}}\n")


def run(cmd, stdin=None):
    try:
        p = subprocess.run(cmd, input=stdin, capture_output=True, text=True, timeout=60)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return -1, "", "timeout"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", default="1:200", help="FIRST:LAST (inclusive)")
    ap.add_argument("--rank", type=int, choices=[2, 3], default=2)
    ap.add_argument("--sparsir", default=os.path.join(os.path.dirname(__file__), "..", "target", "release", "sparsir"))
    ap.add_argument("--llvm", default="/usr/lib/llvm-22")
    ap.add_argument("--keep", help="directory for every program and output (default: a temporary one)")
    args = ap.parse_args()
    first, last = map(int, args.seeds.split(":"))
    out_dir = args.keep or tempfile.mkdtemp(prefix="mlir_diff.")
    os.makedirs(out_dir, exist_ok=True)
    libs = ",".join(f"{args.llvm}/lib/{n}" for n in ("libmlir_c_runner_utils.so", "libmlir_runner_utils.so"))
    counts = {"same": 0, "mlir cannot": 0, "reported": 0}
    for seed in range(first, last + 1):
        r = random.Random(seed * 10 + args.rank)
        text = (Program2(r) if args.rank == 2 else Program3(r)).text()
        path = os.path.join(out_dir, f"p{args.rank}_{seed}.mlir")
        with open(path, "w") as f:
            f.write(text)
        rc_n, native, err_n = run([args.sparsir, "run", path])
        rc_i, interp, _ = run([args.sparsir, "run", "--backend", "interp", path])
        head = text.splitlines()[0]
        if (rc_n, native) != (rc_i, interp):
            counts["reported"] += 1
            print(f"{path}: native and interpreter differ  {head}")
            continue
        rc_o, lowered, _ = run([f"{args.llvm}/bin/mlir-opt", path, "--sparsifier=enable-runtime-library=false"])
        rc_m, mlir, _ = (rc_o, "", "") if rc_o else run(
            [f"{args.llvm}/bin/mlir-runner", "-e", "main", "-entry-point-result=void", f"-shared-libs={libs}"], lowered)
        if rc_m:
            counts["mlir cannot"] += 1
            continue
        if rc_n or native != mlir:
            counts["reported"] += 1
            _, _, sched = run([args.sparsir, "opt", "--lower", "--debug-sched", path])
            cycle = sched.count("its level order conflicts")
            with open(path + ".mlir22", "w") as f:
                f.write(mlir)
            with open(path + ".sparsir", "w") as f:
                f.write(native + err_n)
            print(f"{path}: differs from MLIR 22 (cycle={cycle})  {head}")
        else:
            counts["same"] += 1
    print(f"{counts['same']} same, {counts['reported']} reported, {counts['mlir cannot']} MLIR 22 cannot run; in {out_dir}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
