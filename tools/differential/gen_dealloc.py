#!/usr/bin/env python3
"""Random bufferization.dealloc ops: duplicate memrefs, constant and variable
conditions, retained values, bases from extract_strided_metadata.

Usage: gen_dealloc.py SEED [SIZE] > input.mlir (see run.py).
"""
import random, sys
R = random.Random(int(sys.argv[1])); NCASE = int(sys.argv[2]) // 5 if len(sys.argv) > 2 else 8
n = [0]
def new(p='%v'): n[0] += 1; return '%s%d' % (p, n[0])
funcs = []
for f in range(NCASE):
    L = []; rets = []; rtys = []
    mems = ['%a', '%b']
    for _ in range(R.randint(0, 2)):
        m = new('%m'); L.append('  %s = memref.alloc() : memref<2xf32>' % m); mems.append(m)
    if R.random() < 0.4:
        b = new('%base'); o = new('%o'); s = new('%s'); st = new('%st')
        src = R.choice(mems)
        L.append('  %s, %s, %s, %s = memref.extract_strided_metadata %s : memref<2xf32> -> memref<f32>, index, index, index' % (b, o, s, st, src))
        use_base = b
    else:
        use_base = None
    conds = ['%p', '%q', '%true', '%false']
    for _ in range(R.randint(1, 2)):
        k = R.randint(0, 3)
        ms = [R.choice(mems) for _ in range(k)]
        ms_t = ['memref<2xf32>'] * k
        if use_base and R.random() < 0.5:
            ms.append(use_base); ms_t.append('memref<f32>')
        cs = [R.choice(conds) for _ in ms]
        nr = R.randint(0, 2)
        rs = [R.choice(mems + ['%r']) for _ in range(nr)]
        rs_t = ['memref<2xf32>'] * nr
        res = new()
        head = ''
        if nr:
            head = '%s%s = ' % (res, (':%d' % nr) if nr > 1 else '')
        line = '  %sbufferization.dealloc' % head
        if ms:
            line += ' (%s : %s) if (%s)' % (', '.join(ms), ', '.join(ms_t), ', '.join(cs))
        if nr:
            line += ' retain (%s : %s)' % (', '.join(rs), ', '.join(rs_t))
        L.append(line)
        if nr == 1: rets.append(res); rtys.append('i1')
        elif nr == 2: rets += [res + '#0', res + '#1']; rtys += ['i1', 'i1']
    funcs.append('func.func @f%d(%%a: memref<2xf32>, %%b: memref<2xf32>, %%r: memref<2xf32>, %%p: i1, %%q: i1) -> (%s) {\n  %%true = arith.constant true\n  %%false = arith.constant false\n%s\n  return%s\n}' % (f, ', '.join(rtys), '\n'.join(L), (' %s : %s' % (', '.join(rets), ', '.join(rtys))) if rets else ''))
print('\n'.join(funcs))
