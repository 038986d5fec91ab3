#!/usr/bin/env bash
# Regenerates NAME.expected for each given NAME.mlir (default: every program under this
# directory that has no .stderr file) with MLIR 22:
#   mlir-opt --sparsifier="enable-runtime-library=false" | mlir-runner -e main
# through ../../../../../shared/conformance/tools/mlir22-run.sh (or $MLIR22_RUN).
# ENV headers (`// ENV: TENSOR0=data/x.mtx`) are honoured, paths relative to this directory.
# Programs whose first line is `// HAND-WRITTEN EXPECTED OUTPUT …` are skipped: MLIR 22
# cannot compile them or prints a wrong answer, and the program's header derives the
# .expected by hand (the regressions of issue 5, kernels/).
set -u
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
RUNNER=${MLIR22_RUN:-$HERE/../../../../../shared/conformance/tools/mlir22-run.sh}
if [ $# -eq 0 ]; then set -- $(cd "$HERE" && find . -name '*.mlir' | sort); fi
for f in "$@"; do
  f=$(cd "$HERE" && realpath --relative-to="$HERE" "$f" 2>/dev/null || echo "$f")
  [ -f "$HERE/${f%.mlir}.stderr" ] && continue
  if head -n1 "$HERE/$f" | grep -q '^// HAND-WRITTEN EXPECTED OUTPUT'; then
    echo "skip $f (hand-written .expected)"; continue
  fi
  envs=()
  for kv in $(sed -n 's#^// ENV: *##p' "$HERE/$f" | head -n1); do
    envs+=("${kv%%=*}=$HERE/${kv#*=}")
  done
  if (cd "$HERE" && env "${envs[@]}" "$RUNNER" "$f" > "${f%.mlir}.expected.tmp" 2>/dev/null); then
    mv "$HERE/${f%.mlir}.expected.tmp" "$HERE/${f%.mlir}.expected"; echo "ok   $f"
  else
    rm -f "$HERE/${f%.mlir}.expected.tmp"; echo "FAIL $f (MLIR 22 could not run it)"
  fi
done
