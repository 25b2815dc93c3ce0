#!/usr/bin/env python3
"""Random call graphs for the inliner: public and private functions with one or more
blocks, calls in straight-line code and inside scf.if/scf.for regions, direct
recursion, unused private functions (for --inline and --symbol-dce). Calls go to
later functions or to the function itself: larger cycles make both tools inline for
minutes (the inlined code doubles each round).

Usage: gen_calls.py SEED [SIZE] > input.mlir (see run.py).
"""
import random
import sys

R = random.Random(int(sys.argv[1]))
NFUNC = max(2, min(8, (int(sys.argv[2]) if len(sys.argv) > 2 else 40) // 6))


def call(callee, arg, ind, lines, counter):
    counter[0] += 1
    r = '%%r%d' % counter[0]
    lines.append('%s%s = func.call @g%d(%s, %%n) : (i32, index) -> i32' % (ind, r, callee, arg))
    return r


def body(fi):
    L = []
    counter = [0]
    vis = 'private ' if R.random() < 0.5 else ''
    L.append('func.func %s@g%d(%%a: i32, %%n: index) -> i32 {' % (vis, fi))
    L.append('  %c0 = arith.constant 0 : index')
    L.append('  %c1 = arith.constant 1 : index')
    cur = '%a'
    for _ in range(R.randint(1, 3)):
        k = R.random()
        callee = fi if R.random() < 0.1 else R.randrange(fi, NFUNC)
        if k < 0.4:
            cur = call(callee, cur, '  ', L, counter)
        elif k < 0.6:
            counter[0] += 1
            r = '%%s%d' % counter[0]
            L.append('  %s = arith.addi %s, %%a : i32' % (r, cur))
            cur = r
        elif k < 0.8:
            counter[0] += 1
            r = '%%i%d' % counter[0]
            cond = '%%p%d' % counter[0]
            L.append('  %s = arith.cmpi slt, %s, %%a : i32' % (cond, cur))
            L.append('  %s = scf.if %s -> (i32) {' % (r, cond))
            v = call(callee, cur, '    ', L, counter)
            L.append('    scf.yield %s : i32' % v)
            L.append('  } else {')
            L.append('    scf.yield %s : i32' % cur)
            L.append('  }')
            cur = r
        else:
            counter[0] += 1
            r = '%%f%d' % counter[0]
            acc = '%%acc%d' % counter[0]
            L.append('  %s = scf.for %%i%d = %%c0 to %%n step %%c1 iter_args(%s = %s) -> (i32) {' % (r, counter[0], acc, cur))
            v = call(callee, acc, '    ', L, counter)
            L.append('    scf.yield %s : i32' % v)
            L.append('  }')
            cur = r
    if R.random() < 0.3:
        # Two blocks: the inliner must split the caller's block.
        L.append('  %%b%d = arith.cmpi eq, %s, %%a : i32' % (fi, cur))
        L.append('  cf.cond_br %%b%d, ^bb1(%s : i32), ^bb1(%%a : i32)' % (fi, cur))
        L.append('^bb1(%%out%d: i32):' % fi)
        cur = '%%out%d' % fi
    L.append('  return %s : i32' % cur)
    L.append('}')
    return '\n'.join(L)


print('\n'.join(body(i) for i in range(NFUNC)))
