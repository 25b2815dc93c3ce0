#!/usr/bin/env python3
"""Random nests of scf.if, scf.for, scf.while, scf.index_switch and
scf.execute_region, with constant and variable conditions, bounds and yields, some
functions built of cf branches.

Usage: gen_scf_cf.py SEED [SIZE] > input.mlir (see run.py).
"""
import random, sys
R = random.Random(int(sys.argv[1])); NCASE = int(sys.argv[2]) // 5 if len(sys.argv) > 2 else 8
n = [0]
def new(p='%v'): n[0] += 1; return '%s%d' % (p, n[0])
out = []
def cond(lines, ind):
    k = R.random()
    if k < 0.3:
        r = new(); lines.append(ind + '%s = arith.constant %s' % (r, R.choice(['true', 'false']))); return r
    if k < 0.6: return '%p'
    r = new(); lines.append(ind + '%s = arith.cmpi %s, %%x, %s : i32' % (r, R.choice(['eq', 'slt', 'ne']), R.choice(['%x', '%y', '%zero'])))
    return r
def val(lines, ind, avail):
    k = R.random()
    if k < 0.3:
        r = new(); lines.append(ind + '%s = arith.constant %d : i32' % (r, R.choice([0, 1, 2, 7, -1]))); return r
    return R.choice(avail)
def body(lines, ind, avail, depth):
    """emit some ops, return list of available values"""
    avail = list(avail)
    for _ in range(R.randint(1, 3)):
        k = R.choice(['arith', 'if', 'for', 'arith', 'store', 'while', 'switch', 'exec'] if depth < 2 else ['arith', 'store'])
        if k == 'arith':
            r = new(); lines.append(ind + '%s = arith.%s %s, %s : i32' % (r, R.choice(['addi', 'muli', 'subi', 'xori']), val(lines, ind, avail), val(lines, ind, avail))); avail.append(r)
        elif k == 'store':
            lines.append(ind + 'memref.store %s, %%m[%%c0] : memref<4xi32>' % val(lines, ind, avail))
        elif k == 'if':
            c = cond(lines, ind); nres = R.randint(0, 2)
            res = new() if nres else None
            head = ind + ('%s%s = ' % (res, ':%d' % nres if nres > 1 else '') if nres else '') + 'scf.if %s%s {' % (c, (' -> (%s)' % ', '.join(['i32'] * nres)) if nres else '')
            lines.append(head)
            a1 = body(lines, ind + '  ', avail, depth + 1)
            same = R.random() < 0.3
            ys = [val(lines, ind + '  ', a1) for _ in range(nres)]
            if nres: lines.append(ind + '  scf.yield %s : %s' % (', '.join(ys), ', '.join(['i32'] * nres)))
            if nres or R.random() < 0.5:
                lines.append(ind + '} else {')
                a2 = body(lines, ind + '  ', avail, depth + 1) if R.random() < 0.6 else avail
                ys2 = ys if same and all(y in avail for y in ys) else [val(lines, ind + '  ', a2) for _ in range(nres)]
                if nres: lines.append(ind + '  scf.yield %s : %s' % (', '.join(ys2), ', '.join(['i32'] * nres)))
            lines.append(ind + '}')
            if nres == 1: avail.append(res)
            elif nres == 2: avail += [res + '#0', res + '#1']
        elif k == 'for':
            lb = R.choice(['%c0', '%c1', '%c4', '%n']); ub = R.choice(['%c0', '%c1', '%c4', '%n', '%c2']); st = R.choice(['%c1', '%c1', '%c2', '%c4'])
            nit = R.randint(0, 2); iv = new('%i')
            its = [(new('%it'), val(lines, ind, avail)) for _ in range(nit)]
            res = new() if nit else None
            head = ind + ('%s%s = ' % (res, ':%d' % nit if nit > 1 else '') if nit else '') + 'scf.for %s = %s to %s step %s' % (iv, lb, ub, st)
            if nit: head += ' iter_args(%s) -> (%s)' % (', '.join('%s = %s' % p for p in its), ', '.join(['i32'] * nit))
            lines.append(head + ' {')
            a1 = body(lines, ind + '  ', avail + [p[0] for p in its], depth + 1)
            if nit:
                ys = [R.choice([p[0] for p in its] + [val(lines, ind + '  ', a1)]) for _ in range(nit)]
                lines.append(ind + '  scf.yield %s : %s' % (', '.join(ys), ', '.join(['i32'] * nit)))
            lines.append(ind + '}')
            if nit == 1: avail.append(res)
            elif nit == 2: avail += [res + '#0', res + '#1']
        elif k == 'while':
            init = val(lines, ind, avail); res = new(); a = new('%w'); b = new('%w')
            lines.append(ind + '%s = scf.while (%s = %s) : (i32) -> i32 {' % (res, a, init))
            c = cond(lines, ind + '  ')
            lines.append(ind + '  scf.condition(%s) %s : i32' % (c, R.choice([a, init])))
            lines.append(ind + '} do {')
            lines.append(ind + '^bb0(%s: i32):' % b)
            a1 = body(lines, ind + '  ', avail + [b], depth + 1)
            lines.append(ind + '  scf.yield %s : i32' % R.choice([b, val(lines, ind + '  ', a1)]))
            lines.append(ind + '}')
            avail.append(res)
        elif k == 'switch':
            arg = R.choice(['%c1', '%c2', '%n', '%c0']); res = new()
            lines.append(ind + '%s = scf.index_switch %s -> i32' % (res, arg))
            for case in [1, 2]:
                lines.append(ind + 'case %d {' % case)
                a1 = body(lines, ind + '  ', avail, depth + 1)
                lines.append(ind + '  scf.yield %s : i32' % val(lines, ind + '  ', a1))
                lines.append(ind + '}')
            lines.append(ind + 'default {')
            lines.append(ind + '  scf.yield %s : i32' % val(lines, ind + '  ', avail))
            lines.append(ind + '}')
            avail.append(res)
        elif k == 'exec':
            res = new()
            lines.append(ind + '%s = scf.execute_region -> i32 {' % res)
            a1 = body(lines, ind + '  ', avail, depth + 1)
            lines.append(ind + '  scf.yield %s : i32' % val(lines, ind + '  ', a1))
            lines.append(ind + '}')
            avail.append(res)
    return avail
for f in range(NCASE):
    lines = []
    lines.append('func.func @f%d(%%p: i1, %%x: i32, %%y: i32, %%n: index, %%m: memref<4xi32>) -> i32 {' % f)
    lines.append('  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c2 = arith.constant 2 : index\n  %c4 = arith.constant 4 : index\n  %zero = arith.constant 0 : i32')
    if R.random() < 0.4:
        # cf-based body
        c = cond(lines, '  ')
        lines.append('  cf.cond_br %s, ^bb1(%%x : i32), ^bb2(%s : i32)' % (c, R.choice(['%x', '%y'])))
        lines.append('^bb1(%a1: i32):')
        a = body(lines, '  ', ['%x', '%y', '%a1'], 1)
        lines.append('  cf.br ^bb3(%s : i32)' % R.choice(a))
        lines.append('^bb2(%a2: i32):')
        a = body(lines, '  ', ['%x', '%y', '%a2'], 1)
        lines.append('  cf.br ^bb3(%s : i32)' % R.choice(a))
        lines.append('^bb3(%a3: i32):')
        lines.append('  return %a3 : i32')
    else:
        a = body(lines, '  ', ['%x', '%y'], 0)
        lines.append('  return %s : i32' % R.choice(a))
    lines.append('}')
    out.append('\n'.join(lines))
print('\n'.join(out))
