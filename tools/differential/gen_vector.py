#!/usr/bin/env python3
"""Random vector dialect chains: vector.broadcast, vector.extract and vector.insert
(static and dynamic positions, through each other), vector.reduction of constants
and splats, and transfer_read/transfer_write with constant indices and masks near the
bounds of their memref or tensor.

Usage: gen_vector.py SEED [SIZE] > input.mlir (see run.py).
"""
import random
import sys

R = random.Random(int(sys.argv[1]))
NCASE = int(sys.argv[2]) if len(sys.argv) > 2 else 40
lines, rets, rtys = [], [], []
counter = [0]


def new():
    counter[0] += 1
    return '%%x%d' % counter[0]


def const(text, ty):
    r = new()
    if text.startswith('dense') and ' : ' in text:
        lines.append('  %s = arith.constant %s' % (r, text))
    else:
        lines.append('  %s = arith.constant %s : %s' % (r, text, ty))
    return r


for _ in range(NCASE):
    k = R.choice(['bcast_extract', 'insert_extract', 'reduction', 'transfer', 'extract_const', 'bcast_chain'])
    if k == 'bcast_extract':
        src = R.choice(['%f', '%v4', const('dense<%d.0> : vector<4xf32>' % R.randint(0, 3), 'vector<4xf32>') if False else '%v4'])
        st = 'f32' if src == '%f' else 'vector<4xf32>'
        b = new()
        lines.append('  %s = vector.broadcast %s : %s to vector<2x3x4xf32>' % (b, src, st))
        pos = R.choice(['[1]', '[1, 2]', '[0, 1, 3]', '[%i]', '[1, %i]'])
        rt = {1: 'vector<3x4xf32>', 2: 'vector<4xf32>', 3: 'f32'}[pos.count(',') + 1]
        r = new()
        lines.append('  %s = vector.extract %s%s : %s from vector<2x3x4xf32>' % (r, b, pos, rt))
        rets.append(r); rtys.append(rt)
    elif k == 'insert_extract':
        ins = new()
        p1 = R.choice(['[0]', '[1]', '[%i]'])
        lines.append('  %s = vector.insert %s, %%m%s : vector<4xf32> into vector<2x4xf32>' % (ins, R.choice(['%v4', '%w4']), p1))
        if R.random() < 0.5:
            ins2 = new()
            lines.append('  %s = vector.insert %%f, %s[%s, %s] : f32 into vector<2x4xf32>' % (ins2, ins, R.choice(['0', '1']), R.choice(['0', '3', '%i'])))
            ins = ins2
        r = new()
        p2 = R.choice(['[0]', '[1]', '[%i]', '[1, 3]', '[0, 0]'])
        rt = 'f32' if ',' in p2 else 'vector<4xf32>'
        lines.append('  %s = vector.extract %s%s : %s from vector<2x4xf32>' % (r, ins, p2, rt))
        rets.append(r); rtys.append(rt)
    elif k == 'reduction':
        kind = R.choice(['add', 'mul', 'minimumf', 'maximumf', 'minnumf', 'maxnumf'])
        src = R.choice(['%v4', const('dense<%s> : vector<4xf32>' % R.choice(['1.0', '-2.5', '0.0', '[1.0, 2.0, -3.0, 4.0]']), 'vector<4xf32>')])
        r = new()
        acc = R.choice(['', ', %f'])
        lines.append('  %s = vector.reduction <%s>, %s%s : vector<4xf32> into f32' % (r, kind, src, acc))
        rets.append(r); rtys.append('f32')
    elif k == 'transfer':
        idx = const(str(R.choice([0, 1, 4, 5, 6, 7, 8])), 'index')
        inb = R.choice(['', ' {in_bounds = [false]}', ' {in_bounds = [true]}'])
        src = R.choice([('%mem', 'memref<8xf32>'), ('%t', 'tensor<8xf32>'), ('%dmem', 'memref<?xf32>')])
        r = new()
        if R.random() < 0.3:
            mask = const('dense<%s>' % R.choice(['true', '[true, true, false, true]']), 'vector<4xi1>')
            lines.append('  %s = vector.transfer_read %s[%s], %%f, %s%s : %s, vector<4xf32>' % (r, src[0], idx, mask, inb, src[1]))
        else:
            lines.append('  %s = vector.transfer_read %s[%s], %%f%s : %s, vector<4xf32>' % (r, src[0], idx, inb, src[1]))
        rets.append(r); rtys.append('vector<4xf32>')
        if src[0] != '%t' and R.random() < 0.5:
            lines.append('  vector.transfer_write %s, %s[%s]%s : vector<4xf32>, %s' % (r, src[0], idx, inb, src[1]))
    elif k == 'extract_const':
        c = const('dense<%s> : vector<2x2xi32>' % R.choice(['[[1, 2], [3, 4]]', '7']), 'vector<2x2xi32>')
        r = new()
        pos = R.choice(['[1]', '[0, 1]', '[1, 0]'])
        rt = 'i32' if ',' in pos else 'vector<2xi32>'
        lines.append('  %s = vector.extract %s%s : %s from vector<2x2xi32>' % (r, c, pos, rt))
        rets.append(r); rtys.append(rt)
    else:
        b1 = new()
        lines.append('  %s = vector.broadcast %%f : f32 to vector<4xf32>' % b1)
        b2 = new()
        lines.append('  %s = vector.broadcast %s : vector<4xf32> to vector<3x4xf32>' % (b2, b1))
        rets.append(b2); rtys.append('vector<3x4xf32>')
print('func.func @f(%%f: f32, %%i: index, %%v4: vector<4xf32>, %%w4: vector<4xf32>, %%m: vector<2x4xf32>, %%mem: memref<8xf32>, %%dmem: memref<?xf32>, %%t: tensor<8xf32>) -> (%s) {' % ', '.join(rtys))
print('\n'.join(lines))
print('  return %s : %s' % (', '.join(rets), ', '.join(rtys)))
print('}')
