#!/usr/bin/env python3
"""Random affine.for/affine.if (constant and symbolic bounds, iter_args,
integral sets), bufferization clone/to_tensor/to_buffer, strided metadata,
reinterpret_cast, memref.copy and calls to small functions (for --inline).

Usage: gen_affine_buffers.py SEED [SIZE] > input.mlir (see run.py).
"""
import random, sys
R = random.Random(int(sys.argv[1])); NCASE = int(sys.argv[2]) // 4 if len(sys.argv) > 2 else 10
n = [0]
def new(p='%v'): n[0] += 1; return '%s%d' % (p, n[0])
funcs = []
def bnd():
    return R.choice(['0', '1', '4', '%n', 'symbol(%n)', '%n + 1' if False else '2'])
for f in range(NCASE):
    L = []; rets = []; rtys = []
    for _ in range(R.randint(2, 5)):
        k = R.choice(['afor', 'aif', 'clone', 'to_tensor', 'metadata', 'reinterpret', 'copy', 'call', 'aload', 'alloc_dealloc'])
        if k == 'afor':
            lb = R.choice(['0', '2', '%n']); ub = R.choice(['0', '1', '3', '8', '%m']); st = R.choice(['1', '2', '4'])
            iv = new('%i')
            if R.random() < 0.5:
                init = R.choice(['%f', '%g']); acc = new('%acc'); r = new()
                L.append('  %s = affine.for %s = %s to %s step %s iter_args(%s = %s) -> (f32) {' % (r, iv, lb, ub, st, acc, init))
                v = new(); L.append('    %s = affine.load %%mem[%s] : memref<16xf32>' % (v, iv))
                s = new(); L.append('    %s = arith.addf %s, %s : f32' % (s, R.choice([acc, v]), R.choice([v, '%f'])))
                L.append('    affine.yield %s : f32' % R.choice([s, acc, '%g']))
                L.append('  }')
                rets.append(r); rtys.append('f32')
            else:
                L.append('  affine.for %s = %s to %s step %s {' % (iv, lb, ub, st))
                if R.random() < 0.7:
                    L.append('    affine.store %%f, %%mem[%s%s] : memref<16xf32>' % (iv, R.choice(['', ' + 1', ' * 2'])))
                L.append('  }')
        elif k == 'aif':
            cond = R.choice(['(d0) : (d0 - 2 >= 0)', '(d0) : (d0 >= 0, -d0 + 15 >= 0)', '(d0) : (0 == 0)', '(d0) : (1 == 0)', '(d0)[s0] : (s0 - d0 >= 0)'])
            dims = '(%n)' + ('[%m]' if 's0' in cond else '')
            if R.random() < 0.5:
                r = new()
                L.append('  %s = affine.if affine_set<%s>%s -> f32 {' % (r, cond, dims))
                L.append('    affine.yield %f : f32')
                L.append('  } else {')
                L.append('    affine.yield %s : f32' % R.choice(['%f', '%g']))
                L.append('  }')
                rets.append(r); rtys.append('f32')
            else:
                L.append('  affine.if affine_set<%s>%s {' % (cond, dims))
                L.append('    affine.store %f, %mem[0] : memref<16xf32>')
                L.append('  }')
        elif k == 'clone':
            a = new(); L.append('  %s = memref.alloc() : memref<4xf32>' % a)
            c = new(); L.append('  %s = bufferization.clone %s : memref<4xf32> to memref<4xf32>' % (c, a))
            if R.random() < 0.6: L.append('  memref.dealloc %s : memref<4xf32>' % a)
            if R.random() < 0.5:
                v = new(); L.append('  %s = memref.load %s[%s] : memref<4xf32>' % (v, c, '%c0')); rets.append(v); rtys.append('f32')
            L.append('  memref.dealloc %s : memref<4xf32>' % c)
        elif k == 'to_tensor':
            t = new(); L.append('  %s = bufferization.to_tensor %%mem%s : memref<16xf32> to tensor<16xf32>' % (t, R.choice(['', ' restrict'])))
            if R.random() < 0.5:
                b = new(); L.append('  %s = bufferization.to_buffer %s : tensor<16xf32> to memref<16xf32>' % (b, t))
                v = new(); L.append('  %s = memref.load %s[%%c0] : memref<16xf32>' % (v, b)); rets.append(v); rtys.append('f32')
            else:
                d = new(); L.append('  %s = tensor.dim %s, %%c0 : tensor<16xf32>' % (d, t)); rets.append(d); rtys.append('index')
        elif k == 'metadata':
            b, o, s, st = new('%b'), new('%o'), new('%s'), new('%st')
            L.append('  %s, %s, %s, %s = memref.extract_strided_metadata %%mem : memref<16xf32> -> memref<f32>, index, index, index' % (b, o, s, st))
            rets.append(R.choice([o, s, st])); rtys.append('index')
        elif k == 'reinterpret':
            r = new(); L.append('  %s = memref.reinterpret_cast %%mem to offset: [%s], sizes: [%s], strides: [1] : memref<16xf32> to memref<?xf32, strided<[1], offset: ?>>' % (r, R.choice(['0', '%c0', '%n']), R.choice(['4', '%c4', '%m'])))
            v = new(); L.append('  %s = memref.load %s[%%c0] : memref<?xf32, strided<[1], offset: ?>>' % (v, r)); rets.append(v); rtys.append('f32')
        elif k == 'copy':
            L.append('  memref.copy %s, %s : memref<16xf32> to memref<16xf32>' % (R.choice(['%mem', '%mem2']), R.choice(['%mem', '%mem2'])))
        elif k == 'call':
            r = new(); L.append('  %s = func.call @helper%d(%%f, %%n) : (f32, index) -> f32' % (r, R.randint(0, 1))); rets.append(r); rtys.append('f32')
        elif k == 'aload':
            v = new(); L.append('  %s = affine.load %%mem[%s] : memref<16xf32>' % (v, R.choice(['%n + 2', '3', '%n * 2 - %n', 'symbol(%m) + 1'])))
            rets.append(v); rtys.append('f32')
        elif k == 'alloc_dealloc':
            a = new(); L.append('  %s = memref.alloc(%%n) : memref<?xf32>' % a)
            if R.random() < 0.5: L.append('  memref.store %%f, %s[%%c0] : memref<?xf32>' % a)
            if R.random() < 0.5:
                c = new(); L.append('  %s = memref.cast %s : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>' % (c, a))
            L.append('  memref.dealloc %s : memref<?xf32>' % a)
    funcs.append('func.func @f%d(%%n: index, %%m: index, %%f: f32, %%g: f32, %%mem: memref<16xf32>, %%mem2: memref<16xf32>) -> (%s) {\n  %%c0 = arith.constant 0 : index\n  %%c4 = arith.constant 4 : index\n%s\n  return%s\n}' % (f, ', '.join(rtys), '\n'.join(L), (' %s : %s' % (', '.join(rets), ', '.join(rtys))) if rets else ''))
funcs.append('func.func private @helper0(%a: f32, %i: index) -> f32 {\n  %c = arith.constant 2.0 : f32\n  %r = arith.mulf %a, %c : f32\n  return %r : f32\n}')
funcs.append('func.func @helper1(%a: f32, %i: index) -> f32 {\n  %r = scf.index_switch %i -> f32\n  case 0 {\n    scf.yield %a : f32\n  }\n  default {\n    %z = arith.constant 0.0 : f32\n    scf.yield %z : f32\n  }\n  return %r : f32\n}')
print('\n'.join(funcs))
