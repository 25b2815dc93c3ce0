#!/usr/bin/env python3
"""Mutants of the conformance corpus: one `// -----` chunk of the upstream tests beside
the repository (../shared/conformance/upstream and upstream-skew, or $RMLIR_SHARED),
chosen by the seed, with a few constants changed (integers to edge values, booleans
flipped, floats replaced) and comparison predicates swapped, so the passes meet the
corpus's realistic IR with values its CHECK lines never tried. Run it with
--allow-unregistered-dialect among the flags: the corpus uses test ops.

Usage: gen_corpus.py SEED [SIZE] > input.mlir (see run.py).
"""
import glob
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SHARED = os.environ.get("RMLIR_SHARED", os.path.join(HERE, "..", "..", "..", "shared"))
R = random.Random(int(sys.argv[1]))

chunks = []
for corpus in ("upstream", "upstream-skew"):
    for path in sorted(glob.glob(os.path.join(SHARED, "conformance", corpus, "**", "*.mlir"), recursive=True)):
        with open(path) as f:
            text = f.read()
        for chunk in re.split(r"^// -----.*$", text, flags=re.M):
            # Drop comment lines (RUN/CHECK/expected-* annotations).
            body = "\n".join(l for l in chunk.split("\n") if not l.lstrip().startswith("//"))
            if "func.func" in body or "arith." in body:
                chunks.append(body)
if not chunks:
    sys.exit("gen_corpus.py: no corpus under %s" % SHARED)
text = R.choice(chunks)

INT = re.compile(r"(arith\.constant )(-?\d+)( : )(i\d+|index)")
BOOL = re.compile(r"(arith\.constant )(true|false)\b")
FLOAT = re.compile(r"(arith\.constant )(-?\d+\.\d+(?:e[+-]?\d+)?)( : )(f16|bf16|f32|f64)")
PRED = re.compile(r"(arith\.cmpi )(eq|ne|slt|sle|sgt|sge|ult|ule|ugt|uge)\b")


def int_value(ty):
    w = 64 if ty == "index" else int(ty[1:])
    if w == 1:
        return str(R.choice([0, 1, -1]))
    lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
    return str(R.choice([0, 1, -1, 2, lo, hi, R.randint(-16, 16), R.randint(lo, hi)]))


def mutate(match):
    full = match.group(0)
    if R.random() > 0.5:
        return full
    if match.re is INT:
        return match.group(1) + int_value(match.group(4)) + match.group(3) + match.group(4)
    if match.re is BOOL:
        return match.group(1) + ("false" if match.group(2) == "true" else "true")
    if match.re is FLOAT:
        v = R.choice(["0.000000e+00", "-0.000000e+00", "1.000000e+00", "-2.500000e+00", "0x7FC00000" if match.group(4) == "f32" else "1.000000e+30"])
        return match.group(1) + v + match.group(3) + match.group(4)
    return match.group(1) + R.choice(["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"])


for pattern in (INT, BOOL, FLOAT, PRED):
    text = pattern.sub(mutate, text)
print(text)
