#!/usr/bin/env bash
# Copies the golden programs, the corpus programs and MLIR's prints of them into the
# fuzzer's corpus directory (fuzz/corpus/ir_parser), split at `// -----` lines.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
OUT="$HERE/corpus/ir_parser"
mkdir -p "$OUT"
n=0
for f in "$HERE"/../tests/golden/*/*.mlir "$HERE"/../tests/golden/*/*.expected "$HERE"/../tests/golden/*/*.mlir22 \
         "$HERE"/../tests/corpus/*/*.mlir "$HERE"/../tests/corpus/*/*.mlir22 "$HERE"/../tests/corpus/*/*.generic22 \
         "$HERE"/../tests/invalid/*.mlir; do
  [ -f "$f" ] || continue
  awk -v out="$OUT/$(basename "$f")" '
    /^[ \t]*\/\/ -----[ \t]*$/ { k++; next }
    { print > (out "." k) }' "$f"
  n=$((n + 1))
done
echo "seed.sh: $n files split into $(ls "$OUT" | wc -l) seeds in $OUT"
