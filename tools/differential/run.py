#!/usr/bin/env python3
"""Random-IR differential of rmlir-opt against mlir-opt-22.

Each generator beside this script writes a random, valid .mlir input from a seed (a few
dozen folds, loops, slices, deallocations, ... in one or more functions). For every
seed this runs both tools with the same flags and compares their stdout and exit
status byte for byte. A difference is a bug of rmlir (or of mlir-opt: check upstream
before matching it); its input and both outputs are kept in the work directory.

    tools/differential/run.py folds --seeds 1-400 -- --canonicalize
    tools/differential/run.py scf_cf --seeds 1000-1150 -- --convert-scf-to-cf --canonicalize
    tools/differential/run.py --list

The flags for both tools come after `--`.

Generators: folds (arith/math constant folding, scalars, splats and dense vectors and
tensors), index_affine (index dialect, affine.apply/min/max), scf_cf (nested scf.if,
for, while, index_switch, execute_region, cf branches), slices (memref/tensor dims,
casts, subviews, slices, reshapes), affine_buffers (affine loops and ifs,
bufferization clone/to_tensor, strided metadata, calls), dealloc
(bufferization.dealloc with duplicates, constant conditions and retained values), cfg
(cf.br/cond_br/switch graphs with block arguments, loops and unreachable blocks),
calls (call graphs with calls in regions, recursion and private functions), corpus
(mutants of the conformance corpus's chunks: constants and predicates changed), vector
(broadcast/extract/insert/reduction/transfer chains: nearly every seed differs today,
as rmlir implements few of the vector dialect's folds; a map of that work, not in CI).

Known differences where mlir-opt 22 is wrong, not rmlir: transfer ops at an index near
INT64_MAX (mlir-opt's in-bounds test overflows and marks them in bounds), constants
equal to INT64_MIN folded into static bound lists (mlir-opt then fails to verify its
own output), and crashes of mlir-opt (exit status -11).

Exit status 1 when any seed differs. Needs mlir-opt-22 on PATH (or --ref).
"""
import argparse
import concurrent.futures as cf
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
GENERATORS = sorted(
    f[len("gen_"):-len(".py")] for f in os.listdir(HERE) if f.startswith("gen_") and f.endswith(".py")
)


def seeds(spec):
    lo, _, hi = spec.partition("-")
    return range(int(lo), int(hi or lo) + 1)


def run_seed(args, seed):
    """(seed, what to report or None, whether the tools differ) for one seed."""
    gen = os.path.join(HERE, "gen_%s.py" % args.generator)
    text = subprocess.run(
        [sys.executable, gen, str(seed), str(args.size)], capture_output=True, text=True, check=True
    ).stdout
    path = os.path.join(args.work, "%s-%d.mlir" % (args.generator, seed))
    with open(path, "w") as f:
        f.write(text)
    outs = []
    for tool in (args.ref, args.opt):
        try:
            p = subprocess.run([tool, path] + args.flags, capture_output=True, timeout=60)
            outs.append((p.returncode, p.stdout, p.stderr))
        except subprocess.TimeoutExpired:
            outs.append((None, b"", b"timeout"))
    (rc_ref, out_ref, err_ref), (rc, out, err) = outs
    if rc_ref is None:
        os.remove(path)
        return seed, "mlir-opt timed out (not counted)", False
    if rc_ref == rc and out_ref == out:
        os.remove(path)
        return seed, None, False
    for suffix, data in (("ref.out", out_ref), ("ref.err", err_ref), ("rmlir.out", out), ("rmlir.err", err)):
        with open(path[: -len(".mlir")] + "." + suffix, "wb") as f:
            f.write(data)
    what = "exit status %s vs %s" % (rc_ref, rc) if rc_ref != rc else "output differs"
    return seed, "%s (%s)" % (what, path), True


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("generator", nargs="?", choices=GENERATORS)
    ap.add_argument("--seeds", default="1-100", help="a seed or a range LO-HI (default 1-100)")
    ap.add_argument("--size", type=int, default=40, help="ops per input, roughly (default 40)")
    ap.add_argument("--opt", default=os.path.join(REPO, "target", "release", "rmlir-opt"))
    ap.add_argument("--ref", default="mlir-opt-22")
    ap.add_argument("--work", help="where inputs and outputs of differing seeds are kept")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--list", action="store_true", help="list the generators")
    argv = sys.argv[1:]
    flags = argv[argv.index("--") + 1 :] if "--" in argv else []
    args = ap.parse_args(argv[: argv.index("--")] if "--" in argv else argv)
    args.flags = flags
    if args.list or not args.generator:
        print("\n".join(GENERATORS))
        return 0
    args.work = args.work or tempfile.mkdtemp(prefix="rmlir-differential-")
    os.makedirs(args.work, exist_ok=True)
    bad = 0
    with cf.ThreadPoolExecutor(max_workers=args.j) as pool:
        for seed, verdict, differs in pool.map(lambda s: run_seed(args, s), seeds(args.seeds)):
            bad += differs
            if verdict:
                print("seed %d: %s" % (seed, verdict))
    n = len(seeds(args.seeds))
    print("%s %s: %d of %d seeds differ" % (args.generator, " ".join(args.flags), bad, n))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
