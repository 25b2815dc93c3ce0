#!/usr/bin/env python3
"""Output never depends on threads: a differential check of the parallel paths.

Small inputs are parsed, verified, transformed and printed on one thread; the paths
that split work over threads (function bodies parsed on the pool, functions verified,
canonicalized and printed ahead of the module, passes on detached functions) only
start at 64 KiB of text. This takes every chunk (split at `// -----`) of the given
.mlir files that defines a function, pads it past that size with a trailing comment
(so line numbers stay put), and checks that rmlir-opt prints it byte for byte as it
does with --mlir-disable-threading: custom and generic form, under --cse and
--canonicalize. Chunks the sequential run rejects are skipped.

    tools/threads_diff.py [--opt target/release/rmlir-opt] 'tests/lit/**/*.mlir' ...

Exit status 1 when any chunk differs (the first ten are shown with a diff).
"""
import argparse
import concurrent.futures as cf
import difflib
import glob
import os
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Past the parallel-parse threshold (64 KiB) whatever the chunk.
PAD = ("// " + "x" * 77 + "\n") * 900
MODES = ([], ["--mlir-print-op-generic"], ["--cse"], ["--canonicalize"])


def chunks(path):
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except (OSError, UnicodeDecodeError):
        return []
    out, cur = [], []
    for line in text.split("\n"):
        if line.strip().startswith("// -----"):
            out.append("\n".join(cur))
            cur = []
        else:
            cur.append(line)
    out.append("\n".join(cur))
    return out


def run(opt, args, text):
    try:
        r = subprocess.run([opt] + args, input=text.encode(), capture_output=True, timeout=60)
        return r.returncode, r.stdout
    except subprocess.TimeoutExpired:
        return "timeout", b""


def check(opt, job):
    path, index, text = job
    found = []
    for extra in MODES:
        args = ["--allow-unregistered-dialect", "-"] + extra
        seq = run(opt, args + ["--mlir-disable-threading"], text)
        if seq[0] != 0:
            continue
        par = run(opt, args, text + "\n" + PAD)
        if par != seq:
            found.append((path, index, extra, seq, par))
    return found


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--opt", default=os.path.join(REPO, "target", "release", "rmlir-opt"))
    ap.add_argument("files", nargs="+", help="glob patterns ('**' recurses)")
    a = ap.parse_args()
    files = sorted({f for pat in a.files for f in glob.glob(pat, recursive=True)})
    jobs = [(p, i, c) for p in files for i, c in enumerate(chunks(p)) if "func.func" in c]
    bad = 0
    with cf.ThreadPoolExecutor(max(1, (os.cpu_count() or 2) // 2)) as ex:
        for found in ex.map(lambda j: check(a.opt, j), jobs):
            for path, index, extra, seq, par in found:
                bad += 1
                if bad > 10:
                    continue
                print(f"DIFFERS {path} chunk {index} {' '.join(extra)}: exit {seq[0]} without threads, {par[0]} with")
                diff = difflib.unified_diff(
                    seq[1].decode(errors="replace").split("\n"),
                    par[1].decode(errors="replace").split("\n"),
                    "without threads", "with threads", lineterm="", n=1)
                print("\n".join(list(diff)[:30]))
    print(f"threads_diff: {len(jobs)} chunks, {bad} differ")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
