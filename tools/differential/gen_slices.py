#!/usr/bin/env python3
"""Random memref/tensor ops the canonicalizer folds: dims of allocs and
empties, cast chains, subviews and extract/insert slices with constant or dynamic
offsets, sizes and strides, from_elements, splat, generate, reshapes, alloc/dealloc.

Usage: gen_slices.py SEED [SIZE] > input.mlir (see run.py).
"""
import random, sys
R = random.Random(int(sys.argv[1])); NCASE = int(sys.argv[2]) if len(sys.argv) > 2 else 40
n = [0]
def new(p='%v'): n[0] += 1; return '%s%d' % (p, n[0])
L = []; rets = []; rtys = []
def idx(v):
    r = new(); L.append('  %s = arith.constant %d : index' % (r, v)); return r
def shape_str(dims): return 'x'.join('?' if d is None else str(d) for d in dims)
for _ in range(NCASE):
    k = R.choice(['alloc_dim', 'tensor_dim', 'cast_chain', 'subview', 'extract_slice', 'from_elements', 'insert_extract', 'tensor_cast_extract', 'memref_cast_load', 'empty_dim', 'rank', 'splat', 'generate', 'collapse_expand', 'insert_slice', 'dealloc_alloc', 'store_load'])
    if k == 'alloc_dim':
        dims = [R.choice([None, 2, 4, 8]) for _ in range(R.randint(1, 3))]
        dyn = [R.choice(['%n', '%m', idx(R.randint(1, 9))]) for d in dims if d is None]
        a = new(); L.append('  %s = memref.alloc(%s) : memref<%sxf32>' % (a, ', '.join(dyn), shape_str(dims)))
        i = R.randrange(len(dims)); c = idx(i) if R.random() < 0.8 else '%n'
        r = new(); L.append('  %s = memref.dim %s, %s : memref<%sxf32>' % (r, a, c, shape_str(dims))); rets.append(r); rtys.append('index')
        if R.random() < 0.5: L.append('  memref.dealloc %s : memref<%sxf32>' % (a, shape_str(dims)))
    elif k in ('tensor_dim', 'empty_dim'):
        dims = [R.choice([None, 2, 4]) for _ in range(R.randint(1, 3))]
        dyn = [R.choice(['%n', '%m', idx(R.randint(1, 9))]) for d in dims if d is None]
        t = new(); L.append('  %s = tensor.empty(%s) : tensor<%sxf32>' % (t, ', '.join(dyn), shape_str(dims)))
        if k == 'tensor_dim' and R.random() < 0.5:
            t2 = new(); dims2 = [None] * len(dims); L.append('  %s = tensor.cast %s : tensor<%sxf32> to tensor<%sxf32>' % (t2, t, shape_str(dims), shape_str(dims2))); t = t2; dims = dims2
        i = R.randrange(len(dims)); c = idx(i)
        r = new(); L.append('  %s = tensor.dim %s, %s : tensor<%sxf32>' % (r, t, c, shape_str(dims))); rets.append(r); rtys.append('index')
    elif k == 'cast_chain':
        d0 = R.choice([4, None]); t = '%targ'
        cur = 'tensor<4x?xf32>'
        for _ in range(R.randint(1, 3)):
            nt = 'tensor<%sx%sxf32>' % (R.choice(['4', '?']), R.choice(['?', '8'] if True else ['?']))
            r = new(); L.append('  %s = tensor.cast %s : %s to %s' % (r, t, cur, nt)); t = r; cur = nt
        rets.append(t); rtys.append(cur)
    elif k == 'subview':
        off = R.choice(['%n', idx(R.randint(0, 3))]); sz = R.choice(['%m', idx(R.randint(1, 4))])
        st = R.choice([idx(1), idx(2), '%n'])
        r = new(); L.append('  %s = memref.subview %%marg[%s, 0] [%s, 4] [%s, 1] : memref<8x8xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>' % (r, off, sz, st))
        i = new(); L.append('  %s = memref.load %s[%s, %s] : memref<?x4xf32, strided<[?, 1], offset: ?>>' % (i, r, idx(0), idx(R.randint(0, 3))))
        rets.append(i); rtys.append('f32')
    elif k == 'extract_slice':
        off = R.choice(['%n', idx(R.randint(0, 3))]); sz = R.choice(['%m', idx(R.randint(1, 4))])
        r = new(); L.append('  %s = tensor.extract_slice %%targ[%s, 0] [%s, 2] [1, 1] : tensor<4x?xf32> to tensor<?x2xf32>' % (r, off, sz))
        if R.random() < 0.5:
            d = new(); L.append('  %s = tensor.dim %s, %s : tensor<?x2xf32>' % (d, r, idx(R.randint(0, 1)))); rets.append(d); rtys.append('index')
        else:
            rets.append(r); rtys.append('tensor<?x2xf32>')
    elif k == 'from_elements':
        es = [R.choice(['%f', '%g', new()]) for _ in range(4)]
        for e in es:
            if e not in ('%f', '%g') and not any(l.startswith('  %s =' % e) for l in L):
                L.append('  %s = arith.constant %d.0 : f32' % (e, R.randint(0, 9)))
        t = new(); L.append('  %s = tensor.from_elements %s : tensor<2x2xf32>' % (t, ', '.join(es)))
        r = new(); L.append('  %s = tensor.extract %s[%s, %s] : tensor<2x2xf32>' % (r, t, R.choice([idx(0), idx(1), '%n']), idx(R.randint(0, 1))))
        rets.append(r); rtys.append('f32')
    elif k == 'insert_extract':
        t = new(); L.append('  %s = tensor.insert %%f into %%targ[%s, %s] : tensor<4x?xf32>' % (t, idx(1), R.choice(['%n', idx(2)])))
        r = new(); L.append('  %s = tensor.extract %s[%s, %s] : tensor<4x?xf32>' % (r, t, idx(R.choice([1, 2])), R.choice(['%n', idx(2)])))
        rets.append(r); rtys.append('f32')
    elif k == 'tensor_cast_extract':
        t = new(); L.append('  %s = tensor.cast %%targ : tensor<4x?xf32> to tensor<?x?xf32>' % t)
        r = new(); L.append('  %s = tensor.extract %s[%s, %s] : tensor<?x?xf32>' % (r, t, idx(0), '%n'))
        rets.append(r); rtys.append('f32')
    elif k == 'memref_cast_load':
        c = new(); L.append('  %s = memref.cast %%marg : memref<8x8xf32> to memref<?x?xf32>' % c)
        if R.random() < 0.5:
            L.append('  memref.store %%f, %s[%s, %s] : memref<?x?xf32>' % (c, idx(1), '%n'))
        r = new(); L.append('  %s = memref.load %s[%s, %s] : memref<?x?xf32>' % (r, c, idx(1), '%n'))
        rets.append(r); rtys.append('f32')
    elif k == 'rank':
        r = new(); L.append('  %s = tensor.rank %%targ : tensor<4x?xf32>' % r) if R.random() < 0.5 else L.append('  %s = memref.rank %%marg : memref<8x8xf32>' % r)
        rets.append(r); rtys.append('index')
    elif k == 'splat':
        t = new(); L.append('  %s = tensor.splat %%f : tensor<3xf32>' % t)
        r = new(); L.append('  %s = tensor.extract %s[%s] : tensor<3xf32>' % (r, t, R.choice([idx(1), '%n'])))
        rets.append(r); rtys.append('f32')
    elif k == 'generate':
        t = new(); L.append('  %s = tensor.generate %%n {\n  ^bb0(%%i: index):\n    tensor.yield %%f : f32\n  } : tensor<?xf32>' % t)
        r = new(); L.append('  %s = tensor.extract %s[%s] : tensor<?xf32>' % (r, t, R.choice([idx(1), '%m'])))
        if R.random() < 0.5:
            r = new(); L.append('  %s = tensor.dim %s, %s : tensor<?xf32>' % (r, t, idx(0))); rtys.append('index')
        else:
            rtys.append('f32')
        rets.append(r)
    elif k == 'collapse_expand':
        c = new(); L.append('  %s = tensor.collapse_shape %%t2 [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>' % c)
        if R.random() < 0.6:
            e = new(); L.append('  %s = tensor.expand_shape %s [[0, 1]] output_shape [%s] : tensor<8xf32> into tensor<%s>' % (e, c, R.choice(['2, 4', '4, 2']), R.choice(['2x4xf32', '4x2xf32'])))
            sh = L[-1].split('into ')[1]
            rets.append(e); rtys.append(sh)
        else:
            rets.append(c); rtys.append('tensor<8xf32>')
    elif k == 'insert_slice':
        s = new(); L.append('  %s = tensor.extract_slice %%t2[0, 0] [2, 2] [1, 1] : tensor<2x4xf32> to tensor<2x2xf32>' % s)
        r = new(); L.append('  %s = tensor.insert_slice %s into %%t2[0, %s] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<2x4xf32>' % (r, s, R.choice(['0', '2', '%n'])))
        rets.append(r); rtys.append('tensor<2x4xf32>')
    elif k == 'dealloc_alloc':
        a = new(); L.append('  %s = memref.alloc() : memref<4xf32>' % a)
        if R.random() < 0.5: L.append('  memref.store %%f, %s[%s] : memref<4xf32>' % (a, idx(0)))
        L.append('  memref.dealloc %s : memref<4xf32>' % a)
    elif k == 'store_load':
        a = new(); L.append('  %s = memref.alloca() : memref<4xf32>' % a)
        L.append('  memref.store %%f, %s[%s] : memref<4xf32>' % (a, idx(0)))
        r = new(); L.append('  %s = memref.load %s[%s] : memref<4xf32>' % (r, a, idx(0))); rets.append(r); rtys.append('f32')
print('func.func @f(%%n: index, %%m: index, %%f: f32, %%g: f32, %%targ: tensor<4x?xf32>, %%marg: memref<8x8xf32>, %%t2: tensor<2x4xf32>) -> (%s) {' % ', '.join(rtys))
print('\n'.join(L))
print('  return %s : %s' % (', '.join(rets), ', '.join(rtys)))
print('}')
