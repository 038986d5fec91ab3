#!/usr/bin/env bash
# Seeds the storage fuzz targets' corpora (fuzz/corpus/<target>, ignored by git):
#   encoding_parser: every `#sparse_tensor.encoding<…>` in the repository's .mlir and .rs files;
#   mtx_reader, tns_reader: every .mtx / .tns file of the repository, each behind several
#     option bytes — the targets read their first byte as options (element type, symmetry
#     expansion), so a file given as is loses its first character and reads nothing.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../../.." && pwd)
mkdir -p "$HERE/corpus/encoding_parser" "$HERE/corpus/mtx_reader" "$HERE/corpus/tns_reader" "$HERE/corpus/assemble_buffers"
python3 - "$ROOT" "$HERE/corpus" <<'PY'
import os, re, sys
root, out = sys.argv[1], sys.argv[2]
n = {"encoding_parser": 0, "mtx_reader": 0, "tns_reader": 0}
enc = re.compile(r"#sparse_tensor\.encoding<\{.*?\}>", re.S)
for d, dirs, files in os.walk(root):
    dirs[:] = [x for x in dirs if x not in ("target", "corpus", ".git")]
    for f in files:
        path = os.path.join(d, f)
        ext = os.path.splitext(f)[1]
        if ext in (".mlir", ".rs"):
            for m in enc.finditer(open(path, errors="replace").read()):
                n["encoding_parser"] += 1
                open(os.path.join(out, "encoding_parser", "seed%d" % n["encoding_parser"]), "w").write(m.group(0))
        elif ext in (".mtx", ".tns"):
            target = "mtx_reader" if ext == ".mtx" else "tns_reader"
            data = open(path, "rb").read()
            if len(data) > 4096:
                continue
            for option in (0x00, 0x01, 0x03, 0x04, 0x81, 0x85, 0x87):
                n[target] += 1
                open(os.path.join(out, target, "seed%d" % n[target]), "wb").write(bytes([option]) + data)
print("seed.sh:", ", ".join("%s %d" % kv for kv in n.items()))
PY
