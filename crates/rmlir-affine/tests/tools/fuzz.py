#!/usr/bin/env python3
"""Differential fuzzer: rmlir-affine against MLIR 22.

Generates random affine maps and integer sets (valid and invalid), then checks
for every one of them that
  * the expression trees built by rmlir-affine (examples/affine_dump.rs) equal
    the trees libMLIR builds (oracle.cpp), and
  * the printed text equals what `mlir-opt-22` prints, and for inputs that do
    not parse, the first error message and its column match mlir-opt's.

Usage (from the workspace root; build the example and the oracle first):
  cargo build -p rmlir-affine --example affine_dump
  g++ -O1 -std=c++17 crates/rmlir-affine/tests/tools/oracle.cpp -o /tmp/oracle \
      /usr/lib/llvm-22/lib/libMLIR.so.22.1 -Wl,-rpath,/usr/lib/llvm-22/lib
  python3 crates/rmlir-affine/tests/tools/fuzz.py --dump target/debug/examples/affine_dump \
      --oracle /tmp/oracle --count 5000 --seed 1
"""
import argparse
import random
import re
import subprocess
import sys
import tempfile

CONSTS = [0, 1, 1, 2, 2, 3, 4, 4, 5, 6, 8, 16, 64, 128, 7, 12, 9223372036854775807]
DIV_CONSTS = [1, 2, 3, 4, 4, 8, 16, 0, -1, -2, -4, 6, 12]


class Gen:
    def __init__(self, rng, nd, ns):
        self.r, self.nd, self.ns = rng, nd, ns

    def leaf(self, symbolic=False):
        r = self.r
        choices = []
        if self.nd and not symbolic:
            choices += ["d"] * 3
        if self.ns:
            choices += ["s"] * 2
        choices += ["c"] * 2
        k = r.choice(choices)
        if k == "d":
            return f"d{r.randrange(self.nd)}"
        if k == "s":
            return f"s{r.randrange(self.ns)}"
        c = r.choice(CONSTS)
        return str(c) if r.random() < 0.8 else f"-{c}"

    def expr(self, depth, symbolic=False):
        r = self.r
        if depth <= 0 or r.random() < 0.2:
            return self.leaf(symbolic)
        k = r.randrange(12)
        e = lambda: self.expr(depth - 1, symbolic)
        p = lambda: self.paren(depth - 1, symbolic)
        if k <= 2:
            return f"{e()} + {e()}"
        if k <= 4:
            return f"{e()} - {e()}"
        if k == 5:
            s = self.symexpr(depth - 1)
            return f"{p()} * {s}" if r.random() < 0.5 else f"{s} * {p()}"
        if k == 6:
            op = r.choice(["floordiv", "ceildiv", "mod"])
            d = str(r.choice(DIV_CONSTS)) if r.random() < 0.75 else self.symexpr(depth - 1)
            return f"{p()} {op} {d}"
        if k == 7:
            return f"-{p()}"
        if k == 8:
            return f"({e()})"
        if k == 9:
            # x - (x floordiv c) * c and variants.
            x = self.paren(depth - 1, symbolic)
            c = r.choice(DIV_CONSTS) if r.random() < 0.7 else self.symexpr(0)
            form = r.randrange(4)
            if form == 0:
                return f"{x} - ({x} floordiv {c}) * {c}"
            if form == 1:
                return f"{x} + ({x} floordiv {c}) * -{c}"
            if form == 2:
                return f"{e()} + {x} - ({x} floordiv {c}) * {c}"
            return f"{x} + {e()} + ({x} floordiv {c}) * (-{c})"
        if k == 10:
            return f"{e()} * {r.choice(CONSTS)}"
        return f"{p()} {r.choice(['*', 'floordiv', 'ceildiv', 'mod', '+', '-'])} {p()}"

    def paren(self, depth, symbolic=False):
        s = self.expr(depth, symbolic)
        return s if re.fullmatch(r"-?\w+", s) else f"({s})"

    def symexpr(self, depth):
        s = self.expr(depth, symbolic=True)
        return s if re.fullmatch(r"-?\w+", s) else f"({s})"


MAX_DEPTH, MAX_DIMS = 5, 4


def gen_line(rng):
    nd, ns = rng.randrange(0, MAX_DIMS), rng.randrange(0, 3)
    g = Gen(rng, nd, ns)
    dims = ", ".join(f"d{i}" for i in range(nd))
    syms = f"[{', '.join(f's{i}' for i in range(ns))}]" if ns or rng.random() < 0.1 else ""
    depth = rng.randrange(1, MAX_DEPTH)
    if rng.random() < 0.8:
        res = ", ".join(g.expr(depth) for _ in range(rng.randrange(0, 4)))
        return f"M ({dims}){syms} -> ({res})"
    cons = []
    for _ in range(rng.randrange(0, 3)):
        op = rng.choice([">=", "<=", "=="])
        cons.append(f"{g.expr(depth)} {op} {g.expr(depth - 1)}")
    return f"S ({dims}){syms} : ({', '.join(cons)})"


NAMES = ["i", "j", "k", "N", "M", "x_1", "a.b", "b$", "_t", "mod", "floordiv", "ceildiv",
         "to", "step", "i32", "index", "d7", "s3", "affine_map"]
JUNK = ["(", ")", "[", "]", ",", "->", ":", "+", "-", "*", "mod", "floordiv", "ceildiv", ">=",
        "==", "<=", "=", "<", "d9", "x", "%x", "symbol", "symbol(", "1.5", "0x1F", "0x", "#m",
        "$", "99999999999999999999", "9223372036854775808", "{", "\"s\"", "@f", "//c\\n", "?",
        "...", "..", "!t", "^bb"]
TOKEN_RE = re.compile(r"->|>=|<=|==|\w[\w$.]*|\S")


def rename(rng, line):
    """Gives the dims and symbols of a generated line arbitrary names."""
    names = rng.sample(NAMES, len(NAMES))
    mapping = {}
    for tok in sorted(set(re.findall(r"\b[ds]\d+\b", line))):
        mapping[tok] = names.pop()
    return re.sub(r"\b[ds]\d+\b", lambda m: mapping[m.group(0)], line)


def respace(rng, body):
    """Varies the blanks between tokens: none, several, newlines, comments."""
    toks = TOKEN_RE.findall(body)
    out = []
    for i, t in enumerate(toks):
        if i:
            prev = toks[i - 1]
            glue = rng.choice([" ", " ", " ", "", "  ", "\t", "\\n", "\\n  ", " // note\\n"])
            # Never glue two tokens into one.
            if glue == "" and (re.match(r"[\w$.]", prev[-1]) and re.match(r"[\w$.]", t[0])
                               or prev[-1] in "-<>=" or t[0] in ">="):
                glue = " "
            out.append(glue)
        out.append(t)
    return "".join(out)


def mutate(rng, body):
    """Breaks a body: drops, duplicates, swaps or inserts a token."""
    toks = TOKEN_RE.findall(body)
    if not toks:
        return rng.choice(JUNK)
    i = rng.randrange(len(toks))
    k = rng.randrange(4)
    if k == 0:
        del toks[i]
    elif k == 1:
        toks.insert(i, toks[i])
    elif k == 2 and i + 1 < len(toks):
        toks[i], toks[i + 1] = toks[i + 1], toks[i]
    else:
        toks.insert(i, rng.choice(JUNK))
    return " ".join(toks)


def gen_any(rng):
    line = gen_line(rng)
    kind, body = line[:2], line[2:]
    if rng.random() < 0.3:
        body = rename(rng, body)
    if rng.random() < 0.25:
        body = mutate(rng, body)
    if rng.random() < 0.2:
        body = respace(rng, body)
    return kind + body


class Crash(Exception):
    """mlir-opt died (MLIR itself traps on e.g. `(d0 * i64::MIN) floordiv -1`)."""


def mlir_opt_robust(lines):
    """Like mlir_opt, but drops (returns None for) lines that crash mlir-opt."""
    try:
        return mlir_opt(lines)
    except Crash:
        if len(lines) == 1:
            return [None]
        h = len(lines) // 2
        return mlir_opt_robust(lines[:h]) + mlir_opt_robust(lines[h:])


PREFIX_LEN = len('"test.op"() {a = affine_map<')


def mlir_opt(lines):
    """Returns per line either ('ok', printed) or ('err', message, offset)."""
    text = []
    body_starts = []  # absolute offset of each body in the file
    pos = 0
    for i, line in enumerate(lines):
        kw = "affine_set" if line.startswith("S ") else "affine_map"
        if i:
            text.append("// -----\n")
            pos += len("// -----\n")
        body = line[2:].replace("\\n", "\n")
        chunk = f'"test.op"() {{a = {kw}<{body}>}} : () -> ()\n'
        body_starts.append(pos + PREFIX_LEN)
        text.append(chunk)
        pos += len(chunk)
    text = "".join(text)
    line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(text)
        path = f.name
    p = subprocess.run(["mlir-opt-22", "--allow-unregistered-dialect", "--split-input-file",
                        "--mlir-print-local-scope", path], capture_output=True, text=True)
    if p.returncode not in (0, 1):
        raise Crash()
    chunks = p.stdout.split("// -----")
    errs = {}
    for m in re.finditer(r"^.*?\.mlir:(\d+):(\d+): error: (.*)$", p.stderr, re.M):
        line_no, col, msg = int(m.group(1)), int(m.group(2)), m.group(3)
        offset = line_starts[line_no - 1] + col - 1
        idx = max(i for i, start in enumerate(body_starts) if start - PREFIX_LEN <= offset)
        errs.setdefault(idx, (msg, offset - body_starts[idx]))
    out = []
    for i in range(len(lines)):
        if i in errs:
            out.append(("err",) + errs[i])
            continue
        m = re.search(r"\{a = affine_(?:map|set)<(.*)>\} : \(\) -> \(\)", chunks[i])
        out.append(("ok", m.group(1) if m else "?"))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dump", required=True)
    ap.add_argument("--oracle", required=True)
    ap.add_argument("--count", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--input", help="file of M/S lines instead of random ones")
    ap.add_argument("--max-depth", type=int, default=5)
    ap.add_argument("--max-dims", type=int, default=4)
    args = ap.parse_args()
    global MAX_DEPTH, MAX_DIMS
    MAX_DEPTH, MAX_DIMS = args.max_depth, args.max_dims
    if args.input:
        lines = [l.rstrip("\n") for l in open(args.input) if l.strip()]
    else:
        rng = random.Random(args.seed)
        lines = [gen_any(rng) for _ in range(args.count)]
    printed = mlir_opt_robust(lines)
    crashed = sum(1 for pr in printed if pr is None)
    lines = [l for l, pr in zip(lines, printed) if pr is not None]
    printed = [pr for pr in printed if pr is not None]
    data = "\n".join(lines) + "\n"
    ours = subprocess.run([args.dump], input=data, capture_output=True, text=True).stdout.splitlines()
    theirs = subprocess.run([args.oracle], input=data, capture_output=True, text=True).stdout.splitlines()
    bad = 0
    for line, o, t, pr in zip(lines, ours, theirs, printed):
        tree, text = o.split("\t", 1)
        if tree == "TRAILING":
            continue
        problems = []
        if pr[0] == "ok":
            if tree != t:
                problems.append(f"tree:   ours {tree}\n        mlir {t}")
            if text != pr[1]:
                problems.append(f"print:  ours {text}\n        mlir {pr[1]}")
        else:
            want = f"{pr[1]}@{pr[2]}"
            if tree != "ERR" or text != want:
                problems.append(f"error:  ours {text}\n        mlir {want}")
        if problems:
            bad += 1
            if bad <= 30:
                print(line)
                for pb in problems:
                    print("  " + pb)
    print(f"{len(lines)} inputs, {bad} mismatches ({crashed} more crash mlir-opt)", file=sys.stderr)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
