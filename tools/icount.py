#!/usr/bin/env python3
"""Instruction counts of rmlir-opt and mlir-opt-22 on the benchmark inputs.

Wall-time ratios from ../shared/bench/run.py move by a tenth or more from one run to
the next on a shared 2-core machine; instruction counts (valgrind's callgrind, summed
over all threads) are the same on every run. This prints, per (shape, pipeline), the
instructions each binary executes on the same input and their ratio A/B: the work
rmlir-opt does for the same result, before parallelism.

    tools/icount.py                              # parse-print funcs+onefunc, N=1000
    tools/icount.py --sizes 100,1000 --shapes funcs --pipelines parse,cse
    tools/icount.py --opt target/release/rmlir-opt --vs mlir-opt-22

Needs valgrind, ../shared/bench/gen.py (beside the repository) and, for the B column,
mlir-opt-22. At N=1000 each mlir-opt-22 run takes about a minute under callgrind.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = os.environ.get("RMLIR_SHARED", os.path.join(REPO, "..", "shared"))

# The pipelines of the parse-print workload, as run.py passes them.
PIPELINES = {
    "parse": [],
    "canon": ["--canonicalize"],
    "cse": ["--cse"],
}


def instructions(binary, args):
    """Instructions `binary args` executes (callgrind's total over all threads)."""
    cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", binary]
    r = subprocess.run(cmd + args, capture_output=True, text=True)
    m = re.search(r"refs:\s+([\d,]+)", r.stderr)
    if r.returncode != 0 or not m:
        sys.exit(f"icount: {binary} {' '.join(args)} failed:\n{r.stderr[-2000:]}")
    return int(m.group(1).replace(",", ""))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--opt", default=os.path.join(REPO, "target/release/rmlir-opt"))
    ap.add_argument("--vs", default="mlir-opt-22", help="binary B ('' for none)")
    ap.add_argument("--sizes", default="1000")
    ap.add_argument("--shapes", default="funcs,onefunc")
    ap.add_argument("--pipelines", default="parse,canon,cse")
    ap.add_argument("--seed", default="1")
    args = ap.parse_args()
    if not shutil.which("valgrind"):
        sys.exit("icount: valgrind not found")
    gen = os.path.join(SHARED, "bench", "gen.py")
    vs = shutil.which(args.vs) if args.vs else None
    if args.vs and not vs:
        sys.exit(f"icount: {args.vs} not found")
    print(f"# A = {args.opt}\n# B = {vs or '-'}")
    print(f"{'entry':32} {'N':>6} {'A instr':>15} {'B instr':>15} {'A/B':>7}")
    with tempfile.TemporaryDirectory() as tmp:
        for shape in args.shapes.split(","):
            for n in args.sizes.split(","):
                src = os.path.join(tmp, f"{shape}-{n}.mlir")
                subprocess.run(
                    [sys.executable, gen, "parse-print", n, "--shape", shape,
                     "--seed", args.seed, "-o", src],
                    check=True, capture_output=True)
                for name in args.pipelines.split(","):
                    flags = [src] + PIPELINES[name] + ["-o", os.devnull]
                    a = instructions(args.opt, flags)
                    b = instructions(vs, flags) if vs else None
                    ratio = f"{a / b:7.3f}" if b else "      -"
                    print(f"{'parse-print/' + shape + '/' + name:32} {n:>6} {a:>15,} "
                          f"{(f'{b:,}' if b else '-'):>15} {ratio}", flush=True)


if __name__ == "__main__":
    main()
