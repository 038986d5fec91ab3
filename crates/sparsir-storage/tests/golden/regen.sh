#!/usr/bin/env bash
# Regenerates every print/<name>.expected with MLIR 22.
#
#   tests/golden/regen.sh                 # writes print/*.expected
#   CHECK=1 tests/golden/regen.sh         # writes nothing; reports programs whose output changed
#   MLIR_BIN=/path/to/llvm-22/bin tests/golden/regen.sh   (default /usr/lib/llvm-22/bin)
#
# Pipeline (codegen mode, as the conformance suite):
#   mlir-opt FILE --sparsifier="enable-runtime-library=false" \
#     | mlir-runner -e main -entry-point-result=void \
#         -shared-libs=libmlir_c_runner_utils.so,libmlir_runner_utils.so
# <name>.expected is its exact stdout. A program that MLIR fails on (non-zero exit, anything
# on stderr, or empty stdout) is an ERROR: nothing is written for it and the script exits 1.
#
# Seed-extension programs. A program whose leading comment block has the line
#   // EXPECTED-FROM: modern/<name>.mlir
# uses a spelling from the seeds that MLIR 22 rejects (compressed(nonunique, high),
# block2_4, crdWidth = 2). Its expected output comes from running its *twin*: the file
# named by the header, relative to print/, by convention print/modern/<name>.mlir, which
# is the same program with the modern spelling in the encoding aliases. Twins live in the
# modern/ subfolder so that tests iterating print/*.mlir never pick them up; they have no
# .expected of their own. This script checks that
#   * the twin exists and MLIR 22 runs it (else ERROR),
#   * the twin's lines from `module {` on are identical to the program's (same ops, same
#     data; only the encoding aliases may differ) (else ERROR),
#   * MLIR 22 still rejects the seed spelling (if it starts accepting it, a NOTE is printed:
#     the header may then be dropped).
set -u
set -o pipefail
MLIR_BIN=${MLIR_BIN:-/usr/lib/llvm-22/bin}
MLIR_LIB=${MLIR_LIB:-$(dirname "$MLIR_BIN")/lib}
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cd "$ROOT/print" || exit 2
TMPD=$(mktemp -d)
trap 'rm -rf "$TMPD"' EXIT

for tool in mlir-opt mlir-runner; do
  if [ ! -x "$MLIR_BIN/$tool" ]; then echo "ERROR: $MLIR_BIN/$tool not found (set MLIR_BIN)"; exit 2; fi
done
if ! "$MLIR_BIN/mlir-opt" --version 2>&1 | grep -q 'version 22\.'; then
  echo "ERROR: $MLIR_BIN/mlir-opt is not MLIR 22:"; "$MLIR_BIN/mlir-opt" --version 2>&1 | head -n3; exit 2
fi

run_mlir() { # FILE -> stdout in $TMPD/out, stderr in $TMPD/err
  timeout 120 "$MLIR_BIN/mlir-opt" "$1" --sparsifier="enable-runtime-library=false" 2>"$TMPD/err" |
    timeout 120 "$MLIR_BIN/mlir-runner" -e main -entry-point-result=void \
      -shared-libs="$MLIR_LIB/libmlir_c_runner_utils.so,$MLIR_LIB/libmlir_runner_utils.so" \
      >"$TMPD/out" 2>>"$TMPD/err" || return 1
  [ -s "$TMPD/err" ] && return 1
  [ -s "$TMPD/out" ] || return 1
  return 0
}

status=0 n=0 changed=0
for t in *.mlir; do
  [ -e "$t" ] || continue
  n=$((n + 1))
  src=$t
  from=$(sed -n '/^[^/]/q; s#^// EXPECTED-FROM: *##p' "$t" | head -n1)
  if [ -n "$from" ]; then
    src=$from
    if [ ! -f "$src" ]; then echo "ERROR: $t: twin $src does not exist"; status=1; continue; fi
    if ! cmp -s <(sed -n '/^module {/,$p' "$t") <(sed -n '/^module {/,$p' "$src"); then
      echo "ERROR: $t: twin $src differs outside the encoding aliases"; status=1; continue
    fi
    if "$MLIR_BIN/mlir-opt" "$t" >/dev/null 2>&1; then
      echo "NOTE: $t: MLIR 22 now accepts the seed spelling; the EXPECTED-FROM header may be dropped"
    fi
  fi
  if ! run_mlir "$src"; then
    echo "ERROR: $src failed under MLIR 22:"; head -n5 "$TMPD/err"; status=1; continue
  fi
  exp=${t%.mlir}.expected
  if [ "${CHECK:-0}" = 1 ]; then
    if ! cmp -s "$TMPD/out" "$exp"; then echo "CHANGED: $exp"; changed=$((changed + 1)); fi
  else
    cp "$TMPD/out" "$exp"
  fi
done
for e in *.expected; do # stale outputs of removed programs
  [ -e "$e" ] || continue
  [ -f "${e%.expected}.mlir" ] || { echo "ERROR: $e has no program"; status=1; }
done
if [ "${CHECK:-0}" = 1 ]; then
  echo "$n programs, $changed changed"
  [ "$changed" = 0 ] || status=1
else
  echo "$n programs"
fi
exit $status
