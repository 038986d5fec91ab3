#!/usr/bin/env bash
# Feeds every golden NAME.expected (sparsir's printed form) to MLIR 22's mlir-opt.
#
#   crates/sparsir-ir/tests/check_mlir22.sh [DIR...]    (default: every tests/golden/*/)
#
# For each NAME.expected it reports
#   REJECTED  mlir-opt does not accept our printed form (first error shown), or
#   DIFFERS   mlir-opt accepts it but prints something else than for NAME.mlir
#             (so our print changed the program's meaning), with the first differing line.
# Flags for mlir-opt come from a `// mlir-opt-flags: ...` line in the first 5 lines of
# NAME.mlir (e.g. --allow-unregistered-dialect). Exit status: 0 when every file passes,
# 1 otherwise, 2 when mlir-opt is missing.
#
# Environment: MLIR_BIN (default /usr/lib/llvm-22/bin), the directory holding mlir-opt.
set -u
MLIR_BIN=${MLIR_BIN:-/usr/lib/llvm-22/bin}
OPT="$MLIR_BIN/mlir-opt"
HERE=$(cd "$(dirname "$0")" && pwd)
[ -x "$OPT" ] || { echo "check_mlir22.sh: no mlir-opt at $OPT (set MLIR_BIN)" >&2; exit 2; }

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

flags_of() { head -n 5 "$1" | sed -n 's|^// mlir-opt-flags:||p' | head -n 1; }

# golden/graphblas holds a dialect MLIR 22 does not have (mlir-graphblas's): skipped.
if [ $# -gt 0 ]; then dirs=("$@"); else dirs=(); for d in "$HERE"/golden/*/; do
  case "$d" in */golden/graphblas/) ;; *) dirs+=("$d") ;; esac; done; fi
total=0 rejected=0 differs=0
for dir in "${dirs[@]}"; do
  for expected in "$dir"/*.expected; do
    [ -e "$expected" ] || continue
    total=$((total + 1))
    name=${expected%.expected}
    short=${expected#"$HERE"/}
    flags=""
    [ -f "$name.mlir" ] && flags=$(flags_of "$name.mlir")
    # shellcheck disable=SC2086
    if ! "$OPT" $flags "$expected" > "$TMP/ours" 2> "$TMP/err"; then
      rejected=$((rejected + 1))
      echo "REJECTED $short: $(grep -m1 'error:' "$TMP/err" | sed "s|^$expected:||")"
      continue
    fi
    [ -f "$name.mlir" ] || continue
    # shellcheck disable=SC2086
    "$OPT" $flags "$name.mlir" > "$TMP/theirs" 2> /dev/null || continue
    if ! cmp -s "$TMP/ours" "$TMP/theirs"; then
      differs=$((differs + 1))
      line=$(diff "$TMP/ours" "$TMP/theirs" | grep -m1 '^[<>]')
      echo "DIFFERS  $short: $line"
    fi
  done
done
echo "check_mlir22.sh: $total file(s), $rejected rejected by mlir-opt, $differs printing differently"
[ $rejected = 0 ] && [ $differs = 0 ]
