#!/usr/bin/env python3
"""Random index dialect ops (with constants, variables and chains) and
affine.apply/min/max with random maps (floordiv, ceildiv, mod by signed constants).

Usage: gen_index_affine.py SEED [SIZE] > input.mlir (see run.py).
"""
import random, sys
R = random.Random(int(sys.argv[1])); NCASE = int(sys.argv[2]) if len(sys.argv) > 2 else 40
lines = []; rets = []; rtys = []; n = [0]
def new(): n[0] += 1; return '%%v%d' % n[0]
def ival():
    return R.choice([0, 1, -1, 2, -2, 3, 7, -7, 8, 64, 65, 2**31, -2**31, 2**32, 2**63 - 1, -2**63, 2**32 + 5, R.randint(-1000, 1000), R.randint(-2**40, 2**40)])
def iconst():
    r = new(); lines.append('  %s = index.constant %d' % (r, ival())); return r
def aconst():
    r = new(); lines.append('  %s = arith.constant %d : index' % (r, ival())); return r
VARS = ['%a', '%b', '%c']
IOPS = ['add', 'sub', 'mul', 'divs', 'divu', 'ceildivs', 'ceildivu', 'floordivs', 'rems', 'remu', 'maxs', 'maxu', 'mins', 'minu', 'shl', 'shrs', 'shru', 'and', 'or', 'xor']
PRED = ['eq', 'ne', 'slt', 'sle', 'sgt', 'sge', 'ult', 'ule', 'ugt', 'uge']
def aexpr(nd, ns, depth=0):
    c = R.random()
    if depth > 2 or c < 0.3:
        k = R.random()
        if k < 0.4 and nd: return 'd%d' % R.randrange(nd)
        if k < 0.6 and ns: return 's%d' % R.randrange(ns)
        return str(R.choice([0, 1, -1, 2, 3, -4, 5, 16, 64, R.randint(-100, 100)]))
    op = R.choice(['+', '-', '*', 'floordiv', 'ceildiv', 'mod', '+'])
    l = aexpr(nd, ns, depth + 1)
    if op in ('*', 'floordiv', 'ceildiv', 'mod'):
        r = str(R.choice([1, 2, 3, 4, -2, -3, 8, 7, R.randint(-9, 9) or 5]))
        if op != '*' and r.startswith('-') and R.random() < 0.5: r = r[1:]
        if op == '*' and R.random() < 0.5: return '%s * (%s)' % (r, l) if False else '(%s) * %s' % (l, r)
        return '(%s) %s %s' % (l, op, r)
    return '%s %s %s' % (l, op, aexpr(nd, ns, depth + 1))
for _ in range(NCASE):
    kind = R.choice(['index', 'index', 'indexvar', 'cmp', 'apply', 'apply', 'minmax', 'cast'])
    if kind in ('index', 'indexvar'):
        op = R.choice(IOPS)
        a = iconst() if kind == 'index' or R.random() < 0.5 else R.choice(VARS)
        b = iconst()
        if kind == 'indexvar' and R.random() < 0.5: a, b = b, a
        if kind == 'indexvar' and R.random() < 0.3:
            # chain
            r = new(); lines.append('  %s = index.%s %s, %s' % (r, op, a, b)); a = r; b = iconst(); op = R.choice(IOPS)
        r = new(); lines.append('  %s = index.%s %s, %s' % (r, op, a, b)); rets.append(r); rtys.append('index')
    elif kind == 'cmp':
        a = R.choice([iconst(), R.choice(VARS)]); b = R.choice([iconst(), a])
        r = new(); lines.append('  %s = index.cmp %s(%s, %s)' % (r, R.choice(PRED), a, b)); rets.append(r); rtys.append('i1')
    elif kind == 'cast':
        t = R.choice(['i8', 'i32', 'i64', 'i1'])
        a = iconst(); op = R.choice(['casts', 'castu'])
        r = new(); lines.append('  %s = index.%s %s : index to %s' % (r, op, a, t)); rets.append(r); rtys.append(t)
    else:
        nd = R.randint(0, 2); ns = R.randint(0, 2)
        if nd + ns == 0: nd = 1
        nres = 1 if kind == 'apply' else R.randint(1, 3)
        exprs = ', '.join(aexpr(nd, ns) for _ in range(nres))
        m = 'affine_map<(%s)[%s] -> (%s)>' % (', '.join('d%d' % i for i in range(nd)), ', '.join('s%d' % i for i in range(ns)), exprs)
        ops = [R.choice([aconst(), aconst(), R.choice(VARS)]) for _ in range(nd + ns)]
        dims = ', '.join(ops[:nd]); syms = ', '.join(ops[nd:])
        r = new()
        opname = 'affine.apply' if kind == 'apply' else R.choice(['affine.min', 'affine.max'])
        lines.append('  %s = %s %s(%s)%s' % (r, opname, m, dims, ('[%s]' % syms) if ns else ''))
        rets.append(r); rtys.append('index')
print('func.func @f(%a: index, %b: index, %c: index) -> (' + ', '.join(rtys) + ') {')
print('\n'.join(lines))
print('  return %s : %s' % (', '.join(rets), ', '.join(rtys)))
print('}')
