#!/usr/bin/env bash
# Regenerates NAME.expected for each given NAME.mlir (default: every program under this
# directory that has no .stderr file) with MLIR 22:
#   mlir-opt --sparsifier="enable-runtime-library=false" | mlir-runner -e main
# through ../../../../../shared/conformance/tools/mlir22-run.sh (or $MLIR22_RUN).
# ENV headers (`// ENV: TENSOR0=data/x.mtx`) are honoured, paths relative to this directory.
# A header `// MLIR-PREPASS: FLAGS` first runs `mlir-opt FLAGS` on the program (e.g.
# `--lower-sparse-iteration-to-scf`: MLIR 22's sparsifier pipeline does not lower
# user-written sparse_tensor.iterate, that pass alone does); the runner gets its output.
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
  src=$f
  pre=$(sed -n 's#^// MLIR-PREPASS: *##p' "$HERE/$f" | head -n1)
  if [ -n "$pre" ]; then
    src=$(mktemp --suffix=.mlir)
    "${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}" $pre "$HERE/$f" > "$src" 2>/dev/null || { echo "FAIL $f (prepass)"; continue; }
  fi
  if (cd "$HERE" && env "${envs[@]}" "$RUNNER" "$src" > "${f%.mlir}.expected.tmp" 2>/dev/null); then
    mv "$HERE/${f%.mlir}.expected.tmp" "$HERE/${f%.mlir}.expected"; echo "ok   $f"
  else
    rm -f "$HERE/${f%.mlir}.expected.tmp"; echo "FAIL $f (MLIR 22 could not run it)"
  fi
  [ "$src" != "$f" ] && rm -f "$src"
done
