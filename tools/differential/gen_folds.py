#!/usr/bin/env python3
"""Random arith/math constant folds: binary ops, comparisons, casts, math
functions and select on edge values (0, -1, MIN, MAX, NaN, infinities, shift
amounts past the width), as scalars, splats and dense vectors and tensors, some with
a variable operand or chained.

Usage: gen_folds.py SEED [SIZE] > input.mlir (see run.py).
"""
import random, sys
R = random.Random(int(sys.argv[1]))
NCASE = int(sys.argv[2]) if len(sys.argv) > 2 else 40
INTS = ['i1', 'i8', 'i16', 'i32', 'i64', 'index']
FLOATS = ['f16', 'bf16', 'f32', 'f64']
def width(t):
    return 64 if t == 'index' else int(t[1:])
def ival(t):
    w = width(t)
    c = R.choice(['small', 'edge', 'rand', 'shift'])
    if c == 'small': v = R.randint(-3, 3)
    elif c == 'edge': v = R.choice([0, 1, -1, (1 << (w - 1)) - 1, -(1 << (w - 1)), (1 << (w-1)) - 2, -(1 << (w-1)) + 1])
    elif c == 'shift': v = R.randint(0, w + 1)
    else: v = R.randint(-(1 << (w - 1)), (1 << (w - 1)) - 1)
    if t == 'i1':
        return R.choice(['true', 'false', '0', '1', '-1'])[0:] if False else R.choice(['true', 'false'])
    lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
    v = max(lo, min(hi, v))
    return str(v)
FHEX = {'f32': ['0x7FC00000', '0x7F800000', '0xFF800000', '0x00000001', '0x80000000', '0x7F7FFFFF'],
        'f64': ['0x7FF8000000000000', '0x7FF0000000000000', '0xFFF0000000000000', '0x0000000000000001', '0x8000000000000000'],
        'f16': ['0x7E00', '0x7C00', '0xFC00', '0x0001', '0x8000', '0x7BFF'],
        'bf16': ['0x7FC0', '0x7F80', '0xFF80', '0x0001', '0x8000', '0x7F7F']}
def fval(t):
    c = R.choice(['simple', 'hex', 'rand', 'rand'])
    if c == 'simple': return R.choice(['0.000000e+00', '-0.000000e+00', '1.000000e+00', '-1.000000e+00', '2.500000e+00', '-1.500000e+00', '3.000000e+00', '5.000000e-01', '1.000000e+30', '-7.000000e+00'])
    if c == 'hex': return R.choice(FHEX[t])
    return '%e' % (R.uniform(-100, 100))
IBIN = ['addi', 'subi', 'muli', 'divsi', 'divui', 'ceildivsi', 'ceildivui', 'floordivsi', 'remsi', 'remui', 'andi', 'ori', 'xori', 'shli', 'shrsi', 'shrui', 'maxsi', 'maxui', 'minsi', 'minui']
FBIN = ['addf', 'subf', 'mulf', 'divf', 'remf', 'maximumf', 'minimumf', 'maxnumf', 'minnumf']
IPRED = ['eq', 'ne', 'slt', 'sle', 'sgt', 'sge', 'ult', 'ule', 'ugt', 'uge']
FPRED = ['false', 'oeq', 'ogt', 'oge', 'olt', 'ole', 'one', 'ord', 'ueq', 'ugt', 'uge', 'ult', 'ule', 'une', 'uno', 'true']
MATHF1 = ['absf', 'ceil', 'floor', 'sqrt', 'exp', 'exp2', 'log', 'log2', 'log10', 'log1p', 'sin', 'cos', 'tan', 'tanh', 'atan', 'erf', 'round', 'roundeven', 'trunc', 'rsqrt', 'cbrt', 'expm1', 'asin', 'acos', 'sinh', 'cosh', 'asinh', 'acosh', 'atanh', 'erfc']
MATHF2 = ['powf', 'atan2', 'copysign']
MATHI1 = ['absi', 'ctlz', 'cttz', 'ctpop']
lines = []; rets = []; rtys = []; n = [0]
def new(): n[0] += 1; return '%%v%d' % n[0]
def const(v, t, shaped=None):
    r = new()
    if shaped:
        lines.append('  %s = arith.constant dense<%s> : %s<2x%s>' % (r, v, shaped, t))
    else:
        if t == 'i1':
            lines.append('  %s = arith.constant %s' % (r, v))
        else:
            lines.append('  %s = arith.constant %s : %s' % (r, v, t))
    return r
def emit(op_text, rt):
    r = new(); lines.append('  %s = %s' % (r, op_text)); rets.append(r); rtys.append(rt)
for _ in range(NCASE):
    kind = R.choice(['mix', 'mix', 'mix', 'chain', 'chain', 'chain', 'ext2', 'mathcls', 'bitcast', 'extended', 'selvar', 'cmpsame', 'nonsplat', 'ibin', 'ibin', 'fbin', 'cmpi', 'cmpf', 'icast', 'fcast', 'mathf1', 'mathf2', 'mathi', 'select', 'ext', 'ibinvar', 'fbinvar', 'negf', 'fma', 'ipowi'])
    shaped = R.choice([None, None, None, 'vector', 'tensor'])
    ST = (lambda t: '%s<2x%s>' % (shaped, t)) if shaped else (lambda t: t)
    arg = lambda t: '%arg_' + ('s' if not shaped else shaped[0]) + t
    if kind in ('ibin', 'ibinvar', 'fbin', 'fbinvar'):
        ints = kind.startswith('i')
        t = R.choice(INTS if ints else FLOATS); op = R.choice(IBIN if ints else FBIN)
        value = ival if ints else fval
        a = const(value(t), t, shaped); b = const(value(t), t, shaped)
        if kind.endswith('var'):
            a = arg(t)
            if R.random() < 0.5: a, b = b, a
        emit('arith.%s %s, %s : %s' % (op, a, b, ST(t)), ST(t))
    elif kind == 'cmpi':
        t = R.choice(INTS); a = const(ival(t), t, shaped); b = const(ival(t), t, shaped)
        emit('arith.cmpi %s, %s, %s : %s' % (R.choice(IPRED), a, b, ST(t)), ST('i1'))
    elif kind == 'cmpf':
        t = R.choice(FLOATS); a = const(fval(t), t, shaped); b = const(fval(t), t, shaped)
        emit('arith.cmpf %s, %s, %s : %s' % (R.choice(FPRED), a, b, ST(t)), ST('i1'))
    elif kind == 'icast':
        t1, t2 = R.sample(['i1','i8','i16','i32','i64'], 2)
        a = const(ival(t1), t1, shaped)
        op = ('extsi' if R.random() < 0.5 else 'extui') if width(t2) > width(t1) else 'trunci'
        if R.random() < 0.3:
            op = R.choice(['index_cast', 'index_castui']); t2 = 'index'
        emit('arith.%s %s : %s to %s' % (op, a, ST(t1), ST(t2)), ST(t2))
    elif kind == 'fcast':
        t1 = R.choice(FLOATS); t2 = R.choice(['i8', 'i16', 'i32', 'i64', 'i1'])
        if R.random() < 0.5:
            a = const(fval(t1), t1, shaped); op = R.choice(['fptosi', 'fptoui'])
            emit('arith.%s %s : %s to %s' % (op, a, ST(t1), ST(t2)), ST(t2))
        else:
            a = const(ival(t2), t2, shaped); op = R.choice(['sitofp', 'uitofp'])
            emit('arith.%s %s : %s to %s' % (op, a, ST(t2), ST(t1)), ST(t1))
    elif kind == 'ext':
        t1, t2 = R.sample(FLOATS, 2)
        a = const(fval(t1), t1, shaped)
        w = {'f16': 16, 'bf16': 16, 'f32': 32, 'f64': 64}
        if w[t1] == w[t2]:
            continue
        op = 'extf' if w[t2] > w[t1] else 'truncf'
        emit('arith.%s %s : %s to %s' % (op, a, ST(t1), ST(t2)), ST(t2))
    elif kind == 'mathf1':
        t = R.choice(FLOATS); a = const(fval(t), t, shaped)
        emit('math.%s %s : %s' % (R.choice(MATHF1), a, ST(t)), ST(t))
    elif kind == 'mathf2':
        t = R.choice(FLOATS); a = const(fval(t), t, shaped); b = const(fval(t), t, shaped)
        emit('math.%s %s, %s : %s' % (R.choice(MATHF2), a, b, ST(t)), ST(t))
    elif kind == 'mathi':
        t = R.choice(['i8', 'i16', 'i32', 'i64']); a = const(ival(t), t, shaped)
        emit('math.%s %s : %s' % (R.choice(MATHI1), a, ST(t)), ST(t))
    elif kind == 'ipowi':
        t = R.choice(['i8', 'i16', 'i32', 'i64']); a = const(ival(t), t, shaped); b = const(str(R.randint(-2, 9)), t, shaped)
        emit('math.ipowi %s, %s : %s' % (a, b, ST(t)), ST(t))
    elif kind == 'negf':
        t = R.choice(FLOATS); a = const(fval(t), t, shaped)
        emit('arith.negf %s : %s' % (a, ST(t)), ST(t))
    elif kind == 'fma':
        t = R.choice(FLOATS); a = const(fval(t), t, shaped); b = const(fval(t), t, shaped); c = const(fval(t), t, shaped)
        emit('math.fma %s, %s, %s : %s' % (a, b, c, ST(t)), ST(t))
    elif kind == 'mix':
        # A small DAG over variables: casts, not/xor, compares, selects and index casts
        # (what the canonicalization patterns of arith match), with a few constants.
        t = R.choice(['i8', 'i16', 'i32', 'i64']); pool = [arg(t), arg(t)]
        for _ in range(R.randint(2, 5)):
            x = R.choice(pool); c = R.choice(['mix_bin', 'not', 'ext_trunc', 'cmp_select', 'index_cast', 'cmp_ext'])
            r = new()
            if c == 'mix_bin':
                op = R.choice(['addi', 'subi', 'muli', 'andi', 'ori', 'xori'])
                y = R.choice(pool + [const(ival(t), t, shaped)])
                lines.append('  %s = arith.%s %s, %s : %s' % (r, op, x, y, ST(t)))
            elif c == 'not':
                m1 = const('-1', t, shaped)
                lines.append('  %s = arith.xori %s, %s : %s' % (r, R.choice([x, m1]), m1 if R.random() < 0.8 else x, ST(t)))
            elif c == 'ext_trunc':
                w = R.choice(['i64', 'i128']) if t != 'i64' else 'i128'
                e = new(); lines.append('  %s = arith.%s %s : %s to %s' % (e, R.choice(['extsi', 'extui']), x, ST(t), ST(w)))
                if R.random() < 0.5:
                    sh = const(str(R.choice([1, 8, width(t)])), w, shaped); e2 = new()
                    lines.append('  %s = arith.%s %s, %s : %s' % (e2, R.choice(['shrsi', 'shrui']), e, sh, ST(w))); e = e2
                lines.append('  %s = arith.trunci %s : %s to %s' % (r, e, ST(w), ST(t)))
            elif c == 'cmp_select':
                cmpr = new(); y = R.choice(pool + [const(ival(t), t, shaped)])
                lines.append('  %s = arith.cmpi %s, %s, %s : %s' % (cmpr, R.choice(IPRED), x, y, ST(t)))
                lines.append('  %s = arith.select %s, %s, %s : %s, %s' % (r, cmpr, R.choice([x, y]), R.choice([y, x]), ST('i1'), ST(t)) if shaped else '  %s = arith.select %s, %s, %s : %s' % (r, cmpr, R.choice([x, y]), R.choice([y, x]), t))
            elif c == 'index_cast':
                i = new(); lines.append('  %s = arith.%s %s : %s to %s' % (i, R.choice(['index_cast', 'index_castui']), x, ST(t), ST('index')))
                lines.append('  %s = arith.%s %s : %s to %s' % (r, R.choice(['index_cast', 'index_castui']), i, ST('index'), ST(t)))
            else:
                cmpr = new(); lines.append('  %s = arith.cmpi %s, %s, %s : %s' % (cmpr, R.choice(IPRED), x, R.choice(pool), ST(t)))
                lines.append('  %s = arith.%s %s : %s to %s' % (r, R.choice(['extui', 'extsi']), cmpr, ST('i1'), ST(t)))
            pool.append(r)
        rets.append(pool[-1]); rtys.append(ST(t))
    elif kind == 'chain':
        t = R.choice(['i8', 'i16', 'i32', 'i64', 'index', 'i1']); cur = arg(t)
        for _ in range(R.randint(2, 4)):
            op = R.choice(['addi', 'subi', 'muli', 'andi', 'ori', 'xori', 'shli', 'shrui', 'shrsi', 'divsi', 'divui', 'remui', 'remsi', 'maxsi', 'minui', 'ceildivsi', 'floordivsi'])
            c = const(ival(t), t, shaped)
            a, b = (cur, c) if R.random() < 0.7 else (c, cur)
            if R.random() < 0.15: b = a
            flags = R.choice(['', '', '', ' overflow<nsw>', ' overflow<nuw>', ' overflow<nsw, nuw>']) if op in ('addi', 'subi', 'muli', 'shli') else ''
            r = new(); lines.append('  %s = arith.%s %s, %s%s : %s' % (r, op, a, b, flags, ST(t))); cur = r
        rets.append(cur); rtys.append(ST(t))
    elif kind == 'ext2':
        t1, t2 = R.sample(['i1', 'i8', 'i16', 'i32', 'i64'], 2)
        if width(t1) > width(t2): t1, t2 = t2, t1
        x = arg(t1)
        op1 = R.choice(['extsi', 'extui']); r = new(); lines.append('  %s = arith.%s %s : %s to %s' % (r, op1, x, ST(t1), ST(t2)))
        op2 = R.choice(['trunci', 'extsi', 'extui']); t3 = t1 if op2 == 'trunci' else 'i128'
        if op2 == 'trunci' and R.random() < 0.5 and width(t1) > 1:
            t3 = R.choice([u for u in ['i1', 'i8', 'i16', 'i32'] if width(u) < width(t2)])
        emit('arith.%s %s : %s to %s' % (op2, r, ST(t2), ST(t3)), ST(t3))
    elif kind == 'mathcls':
        t = R.choice(FLOATS); a = const(fval(t), t, shaped)
        emit('math.%s %s : %s' % (R.choice(['isnan', 'isinf', 'isfinite', 'isnormal']), a, ST(t)), ST('i1'))
    elif kind == 'bitcast':
        t1, t2 = R.choice([('f32', 'i32'), ('i32', 'f32'), ('f64', 'i64'), ('i64', 'f64'), ('f16', 'i16'), ('bf16', 'i16'), ('i16', 'bf16'), ('f16', 'bf16')])
        a = const(fval(t1) if t1[0] in 'fb' else ival(t1), t1, shaped)
        emit('arith.bitcast %s : %s to %s' % (a, ST(t1), ST(t2)), ST(t2))
    elif kind == 'extended':
        t = R.choice(['i8', 'i16', 'i32', 'i64']); op = R.choice(['addui_extended', 'mulsi_extended', 'mului_extended'])
        a = const(ival(t), t, shaped); b = const(ival(t), t, shaped) if R.random() < 0.7 else arg(t)
        r = new(); second = ST('i1') if op == 'addui_extended' else ST(t)
        lines.append('  %s:2 = arith.%s %s, %s : %s%s' % (r, op, a, b, ST(t), (', ' + second) if op == 'addui_extended' else ''))
        rets.append(r + '#0'); rtys.append(ST(t)); rets.append(r + '#1'); rtys.append(second)
    elif kind == 'selvar':
        t = R.choice(INTS + FLOATS); x = arg(t)
        cnd = R.choice(['%arg_si1', const(R.choice(['true', 'false']), 'i1')])
        if t == 'i1' and not shaped:
            b = R.choice([const('true', 'i1'), const('false', 'i1'), x])
            emit('arith.select %s, %s, %s : i1' % (cnd, R.choice([x, b]), b), 'i1')
        else:
            b = const(ival(t) if t in INTS else fval(t), t, shaped)
            emit('arith.select %s, %s, %s : %s' % (cnd, x, R.choice([x, b]), ST(t)), ST(t))
    elif kind == 'cmpsame':
        t = R.choice(INTS + FLOATS); x = arg(t)
        if t in INTS:
            emit('arith.cmpi %s, %s, %s : %s' % (R.choice(IPRED), x, x, ST(t)), ST('i1'))
        else:
            emit('arith.cmpf %s, %s, %s : %s' % (R.choice(FPRED), x, x, ST(t)), ST('i1'))
    elif kind == 'nonsplat':
        sh = R.choice(['vector', 'tensor']); t = R.choice(INTS + FLOATS)
        gv = (lambda: ival(t)) if t in INTS else (lambda: fval(t))
        def nc():
            r = new(); lines.append('  %s = arith.constant dense<[%s, %s]> : %s<2x%s>' % (r, gv(), gv(), sh, t)); return r
        a, b = nc(), nc()
        if t in INTS:
            op = R.choice(IBIN); emit('arith.%s %s, %s : %s<2x%s>' % (op, a, b, sh, t), '%s<2x%s>' % (sh, t))
        else:
            op = R.choice(FBIN); emit('arith.%s %s, %s : %s<2x%s>' % (op, a, b, sh, t), '%s<2x%s>' % (sh, t))
    elif kind == 'select':
        t = R.choice(INTS + FLOATS); c = const(R.choice(['true', 'false']), 'i1')
        a = const(ival(t) if t in INTS else fval(t), t, shaped); b = const(ival(t) if t in INTS else fval(t), t, shaped)
        emit('arith.select %s, %s, %s : %s' % (c, a, b, ST(t)), ST(t))
args = []
for sh in ['s', 'vector', 'tensor']:
    for t in INTS + FLOATS:
        nm = '%arg_' + sh[0] + t
        ty = t if sh == 's' else '%s<2x%s>' % (sh, t)
        args.append('%s: %s' % (nm, ty))
print('func.func @f(%s) -> (%s) {' % (', '.join(args), ', '.join(rtys)))
print('\n'.join(lines))
print('  return %s : %s' % (', '.join(rets), ', '.join(rtys)))
print('}')
