#!/usr/bin/env bash
# Records pgo/rmlir-opt.profdata, the profile release builds are optimised with
# (tools/rustc-pgo): builds an instrumented rmlir-opt, runs it on the training
# inputs below, and merges what it recorded with llvm-profdata.
#
#   tools/pgo.sh            (needs ../shared/bench beside the repository, and
#                            llvm-profdata of LLVM 22: apt-get install llvm-22)
#
# Training: parse-print benchmark inputs at N=1000 (both shapes; seed 2, not the seed
# 1 the benchmark measures) printed, under
# --canonicalize, --cse and func.func(canonicalize,cse); then, for breadth, every lit
# test file of the project parsed and printed chunk by chunk. Rerun after large
# changes to the hot paths: a function whose code changed since the profile was
# recorded is simply optimised without it.
set -euo pipefail

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$REPO"
SHARED="${RMLIR_SHARED:-$REPO/../shared}"
PROFDATA="${LLVM_PROFDATA:-}"
if [ -z "$PROFDATA" ]; then
    for p in llvm-profdata-22 llvm-profdata /usr/lib/llvm-22/bin/llvm-profdata; do
        if command -v "$p" >/dev/null 2>&1; then PROFDATA="$(command -v "$p")"; break; fi
    done
fi
[ -n "$PROFDATA" ] || { echo "tools/pgo.sh: llvm-profdata (LLVM 22) not found" >&2; exit 1; }

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
# The instrumented binary writes where it was built to write (the path is compiled
# in, and cargo does not see it): a fixed directory, emptied first, and the
# workspace's crates instrumented anew.
RAW="$REPO/target/pgo-generate/raw"
rm -rf "$RAW"
PACKAGES=()
for c in crates/*/; do PACKAGES+=(-p "$(basename "$c")"); done
clean_workspace() { cargo clean -q --release "${PACKAGES[@]}" "$@"; }
clean_workspace --target-dir target/pgo-generate
RMLIR_PGO_GENERATE="$RAW" cargo build --release -p rmlir-opt --target-dir target/pgo-generate
BIN="$REPO/target/pgo-generate/release/rmlir-opt"

for shape in funcs onefunc; do
    input="$WORK/parse-print-$shape.mlir"
    python3 "$SHARED/bench/gen.py" parse-print 1000 --shape "$shape" --seed 2 -o "$input"
    for flags in "" --canonicalize --cse \
        "--pass-pipeline=builtin.module(func.func(canonicalize,cse))"; do
        # shellcheck disable=SC2086
        "$BIN" "$input" $flags -o /dev/null
    done
done
find tests/lit -name '*.mlir' | sort | while read -r f; do
    "$BIN" --split-input-file --allow-unregistered-dialect "$f" >/dev/null 2>&1 || true
done

"$PROFDATA" merge -o pgo/rmlir-opt.profdata "$RAW"/*.profraw
echo "tools/pgo.sh: wrote pgo/rmlir-opt.profdata ($(du -h pgo/rmlir-opt.profdata | cut -f1))"
# Cargo does not see the profile change either: rebuild the workspace's crates.
clean_workspace
