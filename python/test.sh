#!/usr/bin/env bash
# Builds the Python package into a virtual environment under target/ and runs its tests
# and a tiny run of its benchmark. Used by .ci/run; needs python3 (>= 3.9) and PyPI.
set -euo pipefail
cd "$(dirname "$0")/.."
venv="$PWD/target/python-venv"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install -q --disable-pip-version-check maturin pytest numpy scipy
# Share the workspace's compiled crates with the extension build.
CARGO_TARGET_DIR="$PWD/target" "$venv/bin/pip" install -q --disable-pip-version-check ./python
cd target  # not python/: its sparsir/ folder has no compiled module and would shadow the installed one
"$venv/bin/python" -m pytest -q -p no:cacheprovider ../python/tests
"$venv/bin/python" ../python/bench/bench_spmv.py --rows 2000 --reps 3 > /dev/null
echo "python: bench_spmv.py ran (tiny size)"
