#!/usr/bin/env python3
"""Random control-flow graphs: blocks with arguments joined by cf.br, cf.cond_br and
cf.switch on constant, repeated or variable conditions, pass-through blocks, loops
back, identical blocks and unreachable ones (what branch canonicalization, block
merging and region simplification work on).

Usage: gen_cfg.py SEED [SIZE] > input.mlir (see run.py).
"""
import random
import sys

R = random.Random(int(sys.argv[1]))
NFUNC = max(1, (int(sys.argv[2]) if len(sys.argv) > 2 else 40) // 10)


def func(fi):
    nblocks = R.randint(2, 7)
    # Block i > 0 takes 0-2 i32 arguments.
    nargs = [0] + [R.randint(0, 2) for _ in range(nblocks - 1)]
    L = ['func.func @f%d(%%c: i1, %%d: i1, %%x: i32, %%y: i32, %%k: i32, %%m: memref<4xi32>) -> i32 {' % fi]
    L.append('  %true = arith.constant true')
    L.append('  %c0 = arith.constant 0 : index')
    L.append('  %one = arith.constant 1 : i32')
    counter = [0]

    def new():
        counter[0] += 1
        return '%%v%d_%d' % (fi, counter[0])

    def target(avail, lo):
        # Mostly forward (so most blocks are reachable), sometimes back (a loop).
        b = R.randint(lo, nblocks - 1) if R.random() < 0.85 else R.randint(1, nblocks - 1)
        ops = [R.choice(avail) for _ in range(nargs[b])]
        if ops:
            return '^bb%d(%s : %s)' % (b, ', '.join(ops), ', '.join(['i32'] * len(ops)))
        return '^bb%d' % b

    for b in range(nblocks):
        if b > 0:
            args = ['%%a%d_%d_%d' % (fi, b, i) for i in range(nargs[b])]
            L.append('^bb%d%s:' % (b, '(%s)' % ', '.join('%s: i32' % a for a in args) if args else ''))
        else:
            args = []
        avail = ['%x', '%y', '%one'] + args
        for _ in range(R.randint(0, 2)):
            k = R.random()
            r = new()
            if k < 0.5:
                L.append('  %s = arith.%s %s, %s : i32' % (r, R.choice(['addi', 'muli', 'xori']), R.choice(avail), R.choice(avail)))
                avail.append(r)
            elif k < 0.7:
                L.append('  memref.store %s, %%m[%%c0] : memref<4xi32>' % R.choice(avail))
            else:
                L.append('  %s = arith.cmpi eq, %s, %s : i32' % (r, R.choice(avail), R.choice(avail)))
                avail.append(None)
                avail.pop()
        lo = b + 1
        if b == nblocks - 1 or (b > 0 and R.random() < 0.1):
            L.append('  return %s : i32' % R.choice(avail))
            continue
        k = R.random()
        if k < 0.35:
            L.append('  cf.br %s' % target(avail, lo))
        elif k < 0.8:
            cond = R.choice(['%c', '%d', '%true', '%c'])
            t1 = target(avail, lo)
            t2 = t1 if R.random() < 0.2 else target(avail, lo)
            L.append('  cf.cond_br %s, %s, %s' % (cond, t1, t2))
        else:
            flag = R.choice(['%k', '%k', new()])
            if flag != '%k':
                L.append('  %s = arith.constant %d : i32' % (flag, R.randint(0, 3)))
            cases = sorted(R.sample(range(0, 4), R.randint(1, 3)))
            L.append('  cf.switch %s : i32, [' % flag)
            L.append('    default: %s,' % target(avail, lo))
            for j, cv in enumerate(cases):
                L.append('    %d: %s%s' % (cv, target(avail, lo), ',' if j + 1 < len(cases) else ''))
            L.append('  ]')
    L.append('}')
    return '\n'.join(L)


print('\n'.join(func(i) for i in range(NFUNC)))
