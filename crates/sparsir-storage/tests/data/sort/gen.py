#!/usr/bin/env python3
"""Generates the golden data of tests/sort_golden.rs by running random sparse_tensor.sort
cases through MLIR 22 (the oracle). Never edit cases.txt by hand: rerun this script.

    gen.py [--out FILE] [--scale K] [--seed S] [--runner PATH]

Each case is described by a line of parameters; its input buffers are not stored but
regenerated from the seed by the same SplitMix64 generator on both sides (see `inputs`;
tests/sort_golden.rs mirrors it). What MLIR leaves in the buffers is stored as an FNV-1a
64 hash of a normalised text, and for small cases as that text itself:

    alg n nx perm ny nys xtype krange order seed hash [text]

* perm: comma-separated results of perm_map; nx = len(perm); ny payload entries per record;
* nys: number of jointly sorted buffers: ys0 is memref<?xi64> holding r, ys1 memref<?xf32>
  holding r + 0.5 (record r of the input);
* xtype: element type of xy (i8, i16, i32, i64, index);
* krange: keys are next() % krange (0: the full 64-bit value), truncated to xtype;
* order: rand, asc or desc: asc/desc sort the generated records by key first (so only the
  payloads, which are assigned afterwards, tell equal records apart);
* text: "xy:v,v,...;ys0:v,...;ys1:v,..." with xy values printed as MLIR prints them
  (signed for iN, unsigned for index) and ys1 values doubled (integers).

--scale K multiplies the number of random cases (the default, 2, makes the committed
golden file, kept small; a larger K makes one-off validation runs into another --out file,
which the Rust test reads when SORT_GOLDEN points at it).
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
RUNNER = "/work/shared/conformance/tools/mlir22-run.sh"
ALGS = ["hybrid_quick_sort", "insertion_sort_stable", "quick_sort", "heap_sort"]
BITS = {"i8": 8, "i16": 16, "i32": 32, "i64": 64, "index": 64}
MASK64 = (1 << 64) - 1
FULL_TEXT_MAX_N = 16


class SplitMix64:
    def __init__(self, seed):
        self.s = seed & MASK64

    def next(self):
        self.s = (self.s + 0x9E3779B97F4A7C15) & MASK64
        z = self.s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)


def as_printed(v, xtype):
    """The value MLIR prints for bits v of type xtype."""
    bits = BITS[xtype]
    v &= (1 << bits) - 1
    if xtype != "index" and v >> (bits - 1):
        v -= 1 << bits
    return v


def inputs(c):
    """xy (as printed values), ys0, ys1 of a case."""
    rng = SplitMix64(c["seed"])
    nx, ny, n, k = len(c["perm"]), c["ny"], c["n"], c["krange"]
    keys = []
    for _ in range(n):
        rec = []
        for _ in range(nx):
            v = rng.next()
            rec.append(v % k if k else v)
        keys.append(rec)
    if c["order"] != "rand":
        bits = BITS[c["xtype"]]
        cmp = lambda rec: [rec[p] & ((1 << bits) - 1) for p in c["perm"]]
        keys.sort(key=cmp, reverse=c["order"] == "desc")
    xy = []
    for r, rec in enumerate(keys):
        xy += [as_printed(v, c["xtype"]) for v in rec]
        xy += [as_printed(r * ny + q, c["xtype"]) for q in range(ny)]
    ys0 = list(range(n))
    ys1 = [r + 0.5 for r in range(n)]
    return xy, ys0[: n if c["nys"] >= 1 else 0], ys1[: n if c["nys"] >= 2 else 0]


def perm_map(perm):
    dims = ", ".join(f"d{i}" for i in range(len(perm)))
    return f"affine_map<({dims}) -> ({', '.join(f'd{p}' for p in perm)})>"


def mlir_buffer(glob, body, name, data, ty):
    body.append(f"    %l_{name} = arith.constant {len(data)} : index")
    body.append(f"    %{name} = memref.alloc(%l_{name}) : memref<?x{ty}>")
    if data:
        lit = ", ".join(str(v) for v in data)
        glob.append(f'  memref.global "private" constant @g_{name} : '
                    f"memref<{len(data)}x{ty}> = dense<[{lit}]>")
        body.append(f"    %s_{name} = memref.get_global @g_{name} : memref<{len(data)}x{ty}>")
        body.append(f"    memref.copy %s_{name}, %{name} : memref<{len(data)}x{ty}> "
                    f"to memref<?x{ty}>")


def mlir_print(body, name, ty):
    body.append(f"    scf.for %i_{name} = %c0 to %l_{name} step %c1 {{")
    body.append(f"      %v_{name} = memref.load %{name}[%i_{name}] : memref<?x{ty}>")
    body.append(f"      vector.print %v_{name} : {ty}")
    body.append("    }")


def mlir_case(glob, body, k, c):
    xy, ys0, ys1 = inputs(c)
    xt = c["xtype"]
    mlir_buffer(glob, body, f"x{k}", xy, xt)
    ys = [(f"a{k}", ys0, "i64"), (f"b{k}", ys1, "f32")][: c["nys"]]
    for name, data, ty in ys:
        mlir_buffer(glob, body, name, data, ty)
    joint = "".join(f" jointly %{name}" for name, _, _ in ys[:1])
    joint += "".join(f", %{name}" for name, _, _ in ys[1:])
    types = "".join(f" jointly memref<?x{ty}>" for _, _, ty in ys[:1])
    types += "".join(f", memref<?x{ty}>" for _, _, ty in ys[1:])
    body.append(f"    %n{k} = arith.constant {c['n']} : index")
    body.append(f"    sparse_tensor.sort {c['alg']} %n{k}, %x{k}{joint} "
                f"{{perm_map = {perm_map(c['perm'])}, ny = {c['ny']} : index}} "
                f": memref<?x{xt}>{types}")
    body.append(f'    vector.print str "CASE {k}\\n"')
    for name, ty in [(f"x{k}", xt)] + [(name, ty) for name, _, ty in ys]:
        mlir_print(body, name, ty)


def mlir_program(cases):
    glob, body = [], ["    %c0 = arith.constant 0 : index", "    %c1 = arith.constant 1 : index"]
    for k, c in enumerate(cases):
        mlir_case(glob, body, k, c)
    return ("module {\n" + "\n".join(glob) + "\n  func.func @main() {\n" + "\n".join(body)
            + "\n    return\n  }\n}\n")


def run_mlir(cases, runner):
    """The normalised text of each case, as MLIR 22 leaves the buffers."""
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(mlir_program(cases))
    try:
        p = subprocess.run([runner, f.name], capture_output=True, text=True)
    finally:
        os.unlink(f.name)
    if p.returncode != 0:
        sys.exit(f"MLIR failed:\n{p.stderr[:4000]}")
    outs = []
    for line in p.stdout.splitlines():
        if line.startswith("CASE"):
            outs.append([])
        else:
            outs[-1].append(line.strip())
    assert len(outs) == len(cases), (len(outs), len(cases))
    return [normalise(c, o) for c, o in zip(cases, outs)]


def normalise(c, out):
    n, stride = c["n"], len(c["perm"]) + c["ny"]
    xy = [int(v) for v in out[: n * stride]]
    ys0 = [int(v) for v in out[n * stride: n * stride + n]] if c["nys"] >= 1 else []
    ys1 = [round(float(v) * 2) for v in out[n * stride + n:]] if c["nys"] >= 2 else []
    join = lambda vs: ",".join(str(v) for v in vs)
    return f"xy:{join(xy)};ys0:{join(ys0)};ys1:{join(ys1)}"


def fnv1a(text):
    h = 0xCBF29CE484222325
    for b in text.encode():
        h = ((h ^ b) * 0x100000001B3) & MASK64
    return h


def random_case(rng, alg, n):
    nx = rng.choice([1, 1, 2, 2, 2, 3, 4])
    perm = list(range(nx))
    rng.shuffle(perm)
    xtype = rng.choice(["i8", "i16", "i32", "i64", "index"])
    krange = rng.choice([1, 2, 3, 4, 7, 16, 100, 1000, 0])
    if xtype == "index" and krange == 0:
        krange = 1 << 63
    order = rng.choice(["rand"] * 6 + ["asc", "desc"])
    return dict(alg=alg, n=n, perm=perm, ny=rng.choice([0, 1, 1, 2]), nys=rng.choice([0, 1, 2, 2]),
                xtype=xtype, krange=krange, order=order, seed=rng.getrandbits(63))


def all_cases(scale, seed):
    rng = random.Random(seed)
    small = list(range(0, 12)) + [15, 16, 17, 20, 29, 30, 31, 32, 33, 47, 64, 100, 129, 200]
    large = [999, 1000, 1001, 1500, 2500]
    cases = []
    for alg in ALGS:
        for n in small:
            cases += [random_case(rng, alg, n) for _ in range(2 * scale)]
        cases += [random_case(rng, alg, rng.randrange(34, 400)) for _ in range(6 * scale)]
        for n in large:
            cases += [random_case(rng, alg, n) for _ in range(scale)]
    return cases


def case_line(c, text):
    fields = [c["alg"], c["n"], len(c["perm"]), ",".join(map(str, c["perm"])), c["ny"], c["nys"],
              c["xtype"], c["krange"], c["order"], c["seed"], f"{fnv1a(text):016x}"]
    if c["n"] <= FULL_TEXT_MAX_N:
        fields.append(text)
    return " ".join(str(f) for f in fields)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=os.path.join(HERE, "cases.txt"))
    ap.add_argument("--scale", type=int, default=2)
    ap.add_argument("--seed", type=int, default=20260521)
    ap.add_argument("--runner", default=os.environ.get("MLIR22_RUN", RUNNER))
    args = ap.parse_args()
    cases = all_cases(args.scale, args.seed)
    lines = ["# Golden data of tests/sort_golden.rs, made by gen.py with MLIR 22: do not edit.",
             "# alg n nx perm ny nys xtype krange order seed hash [text]"]
    batch = 40
    for start in range(0, len(cases), batch):
        chunk = cases[start: start + batch]
        for c, text in zip(chunk, run_mlir(chunk, args.runner)):
            lines.append(case_line(c, text))
        print(f"{min(start + batch, len(cases))}/{len(cases)} cases", file=sys.stderr)
    with open(args.out, "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
