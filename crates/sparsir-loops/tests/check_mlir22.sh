#!/usr/bin/env bash
# Dev-only check (not run by `cargo test`): does MLIR 22 accept the loop IR we print?
#
# For every golden program (crates/sparsir/tests/run/**/*.mlir) and every conformance
# program (/work/shared/conformance/{encoding,ops,tensor,seedext,kernels}/*.mlir), runs
# `sparsir opt --lower FILE`; when that succeeds, feeds the output to MLIR 22's
# `mlir-opt` (parse + verify, no passes) and lists the files MLIR rejects. Inputs MLIR
# itself rejects (sparsir extensions, e.g. crdWidth = 2) are counted but not checked.
# Usage: crates/sparsir-loops/tests/check_mlir22.sh [-v]   (from anywhere; build
# `cargo build --release -p sparsir` first). -v prints MLIR's errors.
set -u
ROOT=$(cd "$(dirname "$0")/../../.." && pwd)
SPARSIR=${SPARSIR:-$ROOT/target/release/sparsir}
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
CONF=${CONF:-/work/shared/conformance}
VERBOSE=${1:-}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

files=$( { find "$ROOT/crates/sparsir/tests/run" -name '*.mlir'
           for d in encoding ops tensor seedext kernels; do ls "$CONF/$d"/*.mlir 2>/dev/null; done; } | sort)
total=0 lowered=0 foreign=0 accepted=0 rejected=0
for f in $files; do
    total=$((total + 1))
    "$SPARSIR" opt --lower "$f" >"$TMP/out.mlir" 2>/dev/null || continue
    lowered=$((lowered + 1))
    split=
    grep -q '^// -----' "$TMP/out.mlir" && split=--split-input-file
    # Programs MLIR itself rejects (sparsir extensions) may print attributes it rejects too.
    if ! "$MLIR_OPT" $split "$f" >/dev/null 2>&1; then
        foreign=$((foreign + 1))
        continue
    fi
    if "$MLIR_OPT" $split "$TMP/out.mlir" >/dev/null 2>"$TMP/err"; then
        accepted=$((accepted + 1))
    else
        rejected=$((rejected + 1))
        echo "REJECTED: $f"
        [ "$VERBOSE" = -v ] && sed 's/^/    /' "$TMP/err" | head -5
    fi
done
echo "mlir22: $total files, $lowered lowered ($foreign not MLIR 22 input), $accepted accepted, $rejected rejected"
[ "$rejected" -eq 0 ]
