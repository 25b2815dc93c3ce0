// linalg custom forms print like mlir-opt 22 (expected output taken from mlir-opt-22):
// the generic trait dictionary with string iterator types, named ops without their
// implicit region, the short and long forms of map/reduce, transpose and broadcast.
// Region argument names are matched loosely (mlir-opt names them %in/%out/%init).
// The second RUN goes through the generic form, which carries the implicit bodies.
// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-op-generic | rmlir-opt | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

#m0_ = affine_map<(d0) -> (d0)>
func.func @f0(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: f32) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#m0_, #m0_], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) attrs = {foo} {
  ^bb0(%x: f32, %y: f32):
    %i = linalg.index 0 : index
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %1 = linalg.fill ins(%c : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.copy ins(%1 : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}

func.func @f1(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>, %v: tensor<8xf32>, %s: tensor<f32>, %m: memref<4x16xf32>, %ai: tensor<4x8xi32>, %bi: tensor<8x16xi8>, %ci: tensor<4x16xi32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>

  %1 = linalg.dot ins(%v, %v : tensor<8xf32>, tensor<8xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  %2 = linalg.matmul ins(%ai, %bi : tensor<4x8xi32>, tensor<8x16xi8>) outs(%ci : tensor<4x16xi32>) -> tensor<4x16xi32>
  %3 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%ai, %bi : tensor<4x8xi32>, tensor<8x16xi8>) outs(%ci : tensor<4x16xi32>) -> tensor<4x16xi32>
  %4 = linalg.add ins(%c, %c : tensor<4x16xf32>, tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %5 = linalg.exp ins(%c : tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return
}

func.func @f2(%c: tensor<4xf32>, %ci: tensor<4xi32>, %b: tensor<4xi1>, %d: tensor<4xf64>, %s: f32, %i8: tensor<4xi8>, %idx: tensor<4xindex>) {
  %0 = linalg.exp ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.log ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.abs ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %3 = linalg.ceil ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %4 = linalg.floor ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %5 = linalg.negf ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %6 = linalg.reciprocal ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %7 = linalg.round ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %8 = linalg.sqrt ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %9 = linalg.rsqrt ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %10 = linalg.square ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %11 = linalg.tanh ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %12 = linalg.erf ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %13 = linalg.sub ins(%c, %c : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %14 = linalg.mul ins(%ci, %ci : tensor<4xi32>, tensor<4xi32>) outs(%ci : tensor<4xi32>) -> tensor<4xi32>
  %15 = linalg.div ins(%ci, %ci : tensor<4xi32>, tensor<4xi32>) outs(%ci : tensor<4xi32>) -> tensor<4xi32>
  %16 = linalg.div_unsigned ins(%ci, %ci : tensor<4xi32>, tensor<4xi32>) outs(%ci : tensor<4xi32>) -> tensor<4xi32>
  %17 = linalg.max ins(%c, %c : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %18 = linalg.min ins(%ci, %ci : tensor<4xi32>, tensor<4xi32>) outs(%ci : tensor<4xi32>) -> tensor<4xi32>
  %19 = linalg.powf ins(%c, %c : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %20 = linalg.select ins(%b, %c, %c : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %21 = linalg.copy ins(%c : tensor<4xf32>) outs(%d : tensor<4xf64>) -> tensor<4xf64>
  %24 = linalg.copy ins(%i8 : tensor<4xi8>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %25 = linalg.copy ins(%ci : tensor<4xi32>) outs(%i8 : tensor<4xi8>) -> tensor<4xi8>
  %26 = linalg.copy ins(%idx : tensor<4xindex>) outs(%ci : tensor<4xi32>) -> tensor<4xi32>
  %27 = linalg.add ins(%b, %b : tensor<4xi1>, tensor<4xi1>) outs(%b : tensor<4xi1>) -> tensor<4xi1>
  %28 = linalg.mul ins(%b, %b : tensor<4xi1>, tensor<4xi1>) outs(%b : tensor<4xi1>) -> tensor<4xi1>
  %29 = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%i8 : tensor<4xi8>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  return
}

func.func @f3(%c: tensor<4xf32>, %d: tensor<4x8xf32>, %e: tensor<8x4xf32>, %m: memref<4xf32>) {
  %0 = linalg.map ins(%c, %c : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>)
    (%a: f32, %b: f32, %z: f32) {
      %x = arith.addf %a, %b : f32
      linalg.yield %x : f32
    }
  %1 = linalg.map { arith.addf } ins(%c, %c : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>)
  %2 = linalg.reduce ins(%d : tensor<4x8xf32>) outs(%c : tensor<4xf32>) dimensions = [1]
    (%a: f32, %b: f32) {
      %x = arith.addf %a, %b : f32
      linalg.yield %x : f32
    }
  %3 = linalg.reduce { arith.addf } ins(%d : tensor<4x8xf32>) outs(%c : tensor<4xf32>) dimensions = [1]
  %4 = linalg.transpose ins(%d : tensor<4x8xf32>) outs(%e : tensor<8x4xf32>) permutation = [1, 0]
  %5 = linalg.broadcast ins(%c : tensor<4xf32>) outs(%d : tensor<4x8xf32>) dimensions = [1]
  linalg.map { math.exp } ins(%m : memref<4xf32>) outs(%m : memref<4xf32>)
  %6 = linalg.map { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%c, %c : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>)
  %7 = linalg.map ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>) {foo}
    (%a: f32, %o: f32) {
      linalg.yield %a : f32
    }
  return
}

func.func @f4(%c: tensor<4xf32>, %d: tensor<4x8xf32>) {
  %0 = linalg.map ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>)
    (%a: f32, %z: f32) {
      %x = arith.negf %a : f32
      linalg.yield %x : f32
    }
  %1 = linalg.map ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>)
    (%a: f32, %z: f32) {
      %x = arith.addf %a, %z : f32
      linalg.yield %x : f32
    }
  %2 = linalg.map ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>)
    (%a: f32, %z: f32) {
      %x = arith.negf %a : f32
      linalg.yield %a : f32
    }
  %3 = linalg.map ins(%c : tensor<4xf32>) outs(%c : tensor<4xf32>)
    (%a: f32, %z: f32) {
      %x = arith.negf %a {foo} : f32
      linalg.yield %x : f32
    }
  %4 = linalg.reduce { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%d : tensor<4x8xf32>) outs(%c : tensor<4xf32>) dimensions = [1] {bar}
  %5:2 = linalg.reduce ins(%d, %d : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c, %c : tensor<4xf32>, tensor<4xf32>) dimensions = [1]
    (%a: f32, %b: f32, %x: f32, %y: f32) {
      linalg.yield %a, %b : f32, f32
    }
  %6 = linalg.map outs(%c : tensor<4xf32>)
    (%z: f32) {
      %cst = arith.constant 0.0 : f32
      linalg.yield %cst : f32
    }
  return
}

func.func @f5(%d: tensor<4xf64>, %c: tensor<4xf32>, %ci: tensor<4xi32>, %b: tensor<4xi1>, %A: tensor<2x4x8xf32>, %B: tensor<2x8x16xf32>, %C: tensor<2x4x16xf32>, %M: tensor<4x8xf32>, %V: tensor<8xf32>, %i8: tensor<4xi8>, %B1: tensor<4x8xf32>, %O: tensor<8x8xf32>) {
  %0 = linalg.copy ins(%d : tensor<4xf64>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.max ins(%ci, %ci : tensor<4xi32>, tensor<4xi32>) outs(%ci : tensor<4xi32>) -> tensor<4xi32>
  %2 = linalg.sub ins(%ci, %ci : tensor<4xi32>, tensor<4xi32>) outs(%ci : tensor<4xi32>) -> tensor<4xi32>
  %4 = linalg.batch_matmul ins(%A, %B : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%C : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %5 = linalg.matvec ins(%M, %V : tensor<4x8xf32>, tensor<8xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  %6 = linalg.copy ins(%c : tensor<4xf32>) outs(%ci : tensor<4xi32>) -> tensor<4xi32>
  %7 = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%c : tensor<4xf32>) outs(%ci : tensor<4xi32>) -> tensor<4xi32>
  %8 = linalg.copy ins(%i8 : tensor<4xi8>) outs(%ci : tensor<4xi32>) -> tensor<4xi32>
  %9 = linalg.min ins(%b, %b : tensor<4xi1>, tensor<4xi1>) outs(%b : tensor<4xi1>) -> tensor<4xi1>
  %11 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%M, %B1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%O : tensor<8x8xf32>) -> tensor<8x8xf32>
  return
}

// CHECK-LABEL: func.func @f0(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: f32) -> tensor<4xf32> {
// CHECK-NEXT: %0 = linalg.generic {indexing_maps = [{{#map[0-9]*}}, {{#map[0-9]*}}], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) attrs =  {foo} {
// CHECK-NEXT: ^bb0(%{{[a-z0-9_]+}}: f32, %{{[a-z0-9_]+}}: f32):
// CHECK-NEXT: %3 = linalg.index 0 : index
// CHECK-NEXT: %4 = arith.addf %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} : f32
// CHECK-NEXT: linalg.yield %4 : f32
// CHECK-NEXT: } -> tensor<4xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg2 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %2 = linalg.copy ins(%1 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return %2 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f1(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<4x16xf32>, %arg3: tensor<8xf32>, %arg4: tensor<f32>, %arg5: memref<4x16xf32>, %arg6: tensor<4x8xi32>, %arg7: tensor<8x16xi8>, %arg8: tensor<4x16xi32>) {
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: %1 = linalg.dot ins(%arg3, %arg3 : tensor<8xf32>, tensor<8xf32>) outs(%arg4 : tensor<f32>) -> tensor<f32>
// CHECK-NEXT: %2 = linalg.matmul ins(%arg6, %arg7 : tensor<4x8xi32>, tensor<8x16xi8>) outs(%arg8 : tensor<4x16xi32>) -> tensor<4x16xi32>
// CHECK-NEXT: %3 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg6, %arg7 : tensor<4x8xi32>, tensor<8x16xi8>) outs(%arg8 : tensor<4x16xi32>) -> tensor<4x16xi32>
// CHECK-NEXT: %4 = linalg.add ins(%arg2, %arg2 : tensor<4x16xf32>, tensor<4x16xf32>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: %5 = linalg.exp ins(%arg2 : tensor<4x16xf32>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f2(%arg0: tensor<4xf32>, %arg1: tensor<4xi32>, %arg2: tensor<4xi1>, %arg3: tensor<4xf64>, %arg4: f32, %arg5: tensor<4xi8>, %arg6: tensor<4xindex>) {
// CHECK-NEXT: %0 = linalg.exp ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %1 = linalg.log ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %2 = linalg.abs ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %3 = linalg.ceil ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %4 = linalg.floor ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %5 = linalg.negf ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %6 = linalg.reciprocal ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %7 = linalg.round ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %8 = linalg.sqrt ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %9 = linalg.rsqrt ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %10 = linalg.square ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %11 = linalg.tanh ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %12 = linalg.erf ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %13 = linalg.sub ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %14 = linalg.mul ins(%arg1, %arg1 : tensor<4xi32>, tensor<4xi32>) outs(%arg1 : tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT: %15 = linalg.div ins(%arg1, %arg1 : tensor<4xi32>, tensor<4xi32>) outs(%arg1 : tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT: %16 = linalg.div_unsigned ins(%arg1, %arg1 : tensor<4xi32>, tensor<4xi32>) outs(%arg1 : tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT: %17 = linalg.max ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %18 = linalg.min ins(%arg1, %arg1 : tensor<4xi32>, tensor<4xi32>) outs(%arg1 : tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT: %19 = linalg.powf ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %20 = linalg.select ins(%arg2, %arg0, %arg0 : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %21 = linalg.copy ins(%arg0 : tensor<4xf32>) outs(%arg3 : tensor<4xf64>) -> tensor<4xf64>
// CHECK-NEXT: %22 = linalg.copy ins(%arg5 : tensor<4xi8>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %23 = linalg.copy ins(%arg1 : tensor<4xi32>) outs(%arg5 : tensor<4xi8>) -> tensor<4xi8>
// CHECK-NEXT: %24 = linalg.copy ins(%arg6 : tensor<4xindex>) outs(%arg1 : tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT: %25 = linalg.add ins(%arg2, %arg2 : tensor<4xi1>, tensor<4xi1>) outs(%arg2 : tensor<4xi1>) -> tensor<4xi1>
// CHECK-NEXT: %26 = linalg.mul ins(%arg2, %arg2 : tensor<4xi1>, tensor<4xi1>) outs(%arg2 : tensor<4xi1>) -> tensor<4xi1>
// CHECK-NEXT: %27 = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%arg5 : tensor<4xi8>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f3(%arg0: tensor<4xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<8x4xf32>, %arg3: memref<4xf32>) {
// CHECK-NEXT: %mapped = linalg.map { arith.addf } ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg0 : tensor<4xf32>)
// CHECK-NEXT: %mapped_0 = linalg.map { arith.addf } ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg0 : tensor<4xf32>)
// CHECK-NEXT: %reduced = linalg.reduce ins(%arg1 : tensor<4x8xf32>) outs(%arg0 : tensor<4xf32>) dimensions = [1]
// CHECK-NEXT: (%{{[a-z0-9_]+}}: f32, %{{[a-z0-9_]+}}: f32) {
// CHECK-NEXT: %0 = arith.addf %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %reduced_1 = linalg.reduce { arith.addf } ins(%arg1 : tensor<4x8xf32>) outs(%arg0 : tensor<4xf32>) dimensions = [1]
// CHECK-NEXT: %transposed = linalg.transpose ins(%arg1 : tensor<4x8xf32>) outs(%arg2 : tensor<8x4xf32>) permutation = [1, 0]
// CHECK-NEXT: %broadcasted = linalg.broadcast ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4x8xf32>) dimensions = [1]
// CHECK-NEXT: linalg.map { math.exp } ins(%arg3 : memref<4xf32>) outs(%arg3 : memref<4xf32>)
// CHECK-NEXT: %mapped_2 = linalg.map { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg0 : tensor<4xf32>)
// CHECK-NEXT: %mapped_3 = linalg.map ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) {foo}
// CHECK-NEXT: (%{{[a-z0-9_]+}}: f32, %{{[a-z0-9_]+}}: f32) {
// CHECK-NEXT: linalg.yield %{{[a-z0-9_]+}} : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f4(%arg0: tensor<4xf32>, %arg1: tensor<4x8xf32>) {
// CHECK-NEXT: %mapped = linalg.map { arith.negf } ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>)
// CHECK-NEXT: %mapped_0 = linalg.map ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>)
// CHECK-NEXT: (%{{[a-z0-9_]+}}: f32, %{{[a-z0-9_]+}}: f32) {
// CHECK-NEXT: %0 = arith.addf %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} : f32
// CHECK-NEXT: linalg.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %mapped_1 = linalg.map ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>)
// CHECK-NEXT: (%{{[a-z0-9_]+}}: f32, %{{[a-z0-9_]+}}: f32) {
// CHECK-NEXT: %0 = arith.negf %{{[a-z0-9_]+}} : f32
// CHECK-NEXT: linalg.yield %{{[a-z0-9_]+}} : f32
// CHECK-NEXT: }
// CHECK-NEXT: %mapped_2 = linalg.map { arith.negf {foo} } ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>)
// CHECK-NEXT: %reduced = linalg.reduce { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%arg1 : tensor<4x8xf32>) outs(%arg0 : tensor<4xf32>) dimensions = [1]  {bar}
// CHECK-NEXT: %reduced_3:2 = linalg.reduce ins(%arg1, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) dimensions = [1]
// CHECK-NEXT: (%{{[a-z0-9_]+}}: f32, %{{[a-z0-9_]+}}: f32, %{{[a-z0-9_]+}}: f32, %{{[a-z0-9_]+}}: f32) {
// CHECK-NEXT: linalg.yield %{{[a-z0-9_]+}}, %{{[a-z0-9_]+}} : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: %mapped_4 = linalg.map outs(%arg0 : tensor<4xf32>)
// CHECK-NEXT: (%{{[a-z0-9_]+}}: f32) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: linalg.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f5(%arg0: tensor<4xf64>, %arg1: tensor<4xf32>, %arg2: tensor<4xi32>, %arg3: tensor<4xi1>, %arg4: tensor<2x4x8xf32>, %arg5: tensor<2x8x16xf32>, %arg6: tensor<2x4x16xf32>, %arg7: tensor<4x8xf32>, %arg8: tensor<8xf32>, %arg9: tensor<4xi8>, %arg10: tensor<4x8xf32>, %arg11: tensor<8x8xf32>) {
// CHECK-NEXT: %0 = linalg.copy ins(%arg0 : tensor<4xf64>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %1 = linalg.max ins(%arg2, %arg2 : tensor<4xi32>, tensor<4xi32>) outs(%arg2 : tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT: %2 = linalg.sub ins(%arg2, %arg2 : tensor<4xi32>, tensor<4xi32>) outs(%arg2 : tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT: %3 = linalg.batch_matmul ins(%arg4, %arg5 : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%arg6 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
// CHECK-NEXT: %4 = linalg.matvec ins(%arg7, %arg8 : tensor<4x8xf32>, tensor<8xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %5 = linalg.copy ins(%arg1 : tensor<4xf32>) outs(%arg2 : tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT: %6 = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%arg1 : tensor<4xf32>) outs(%arg2 : tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT: %7 = linalg.copy ins(%arg9 : tensor<4xi8>) outs(%arg2 : tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT: %8 = linalg.min ins(%arg3, %arg3 : tensor<4xi1>, tensor<4xi1>) outs(%arg3 : tensor<4xi1>) -> tensor<4xi1>
// CHECK-NEXT: %9 = linalg.matmul indexing_maps = [{{#map[0-9]*}}, {{#map[0-9]*}}, {{#map[0-9]*}}] ins(%arg7, %arg10 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg11 : tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// GENERIC: %{{[0-9]+}} = "arith.addf"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: "linalg.yield"(%{{[a-z0-9]+}}) : (f32) -> ()
// GENERIC: "linalg.yield"(%{{[a-z0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.mulf"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %{{[0-9]+}} = "arith.addf"(%{{[a-z0-9]+}}, %{{[0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.mulf"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %{{[0-9]+}} = "arith.addf"(%{{[a-z0-9]+}}, %{{[0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.extsi"(%{{[a-z0-9]+}}) : (i8) -> i32
// GENERIC: %{{[0-9]+}} = "arith.muli"(%{{[a-z0-9]+}}, %{{[0-9]+}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: %{{[0-9]+}} = "arith.addi"(%{{[a-z0-9]+}}, %{{[0-9]+}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (i32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.extui"(%{{[a-z0-9]+}}) : (i8) -> i32
// GENERIC: %{{[0-9]+}} = "arith.muli"(%{{[a-z0-9]+}}, %{{[0-9]+}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: %{{[0-9]+}} = "arith.addi"(%{{[a-z0-9]+}}, %{{[0-9]+}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (i32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.addf"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "math.exp"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "math.exp"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "math.log"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "math.absf"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "math.ceil"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "math.floor"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.negf"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// GENERIC: %{{[0-9]+}} = "arith.divf"(%{{[0-9]+}}, %{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "math.round"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "math.sqrt"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "math.rsqrt"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.mulf"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "math.tanh"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "math.erf"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.subf"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.muli"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (i32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.divsi"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (i32, i32) -> i32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (i32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.divui"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (i32, i32) -> i32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (i32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.maximumf"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.minsi"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (i32, i32) -> i32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (i32) -> ()
// GENERIC: %{{[0-9]+}} = "math.powf"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.select"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (i1, f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.extf"(%{{[a-z0-9]+}}) : (f32) -> f64
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f64) -> ()
// GENERIC: %{{[0-9]+}} = "arith.sitofp"(%{{[a-z0-9]+}}) : (i8) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.trunci"(%{{[a-z0-9]+}}) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (i8) -> ()
// GENERIC: %{{[0-9]+}} = "arith.index_cast"(%{{[a-z0-9]+}}) : (index) -> i32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (i32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.ori"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (i1, i1) -> i1
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (i1) -> ()
// GENERIC: %{{[0-9]+}} = "arith.andi"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (i1, i1) -> i1
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (i1) -> ()
// GENERIC: %{{[0-9]+}} = "arith.uitofp"(%{{[a-z0-9]+}}) : (i8) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.addf"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.addf"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.addf"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.addf"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: "linalg.yield"(%{{[a-z0-9]+}}) : (f32) -> ()
// GENERIC: "linalg.yield"(%{{[a-z0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "math.exp"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.addf"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: "linalg.yield"(%{{[a-z0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.negf"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.addf"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.negf"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC: "linalg.yield"(%{{[a-z0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.negf"(%{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> {foo} : (f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.addf"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: "linalg.yield"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (f32, f32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.truncf"(%{{[a-z0-9]+}}) : (f64) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.maxsi"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (i32, i32) -> i32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (i32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.subi"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (i32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.mulf"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %{{[0-9]+}} = "arith.addf"(%{{[a-z0-9]+}}, %{{[0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.mulf"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %{{[0-9]+}} = "arith.addf"(%{{[a-z0-9]+}}, %{{[0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.fptosi"(%{{[a-z0-9]+}}) : (f32) -> i32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (i32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.fptoui"(%{{[a-z0-9]+}}) : (f32) -> i32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (i32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.extsi"(%{{[a-z0-9]+}}) : (i8) -> i32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (i32) -> ()
// GENERIC: %{{[0-9]+}} = "arith.minsi"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (i1, i1) -> i1
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (i1) -> ()
// GENERIC: %{{[0-9]+}} = "arith.mulf"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: %{{[0-9]+}} = "arith.addf"(%{{[a-z0-9]+}}, %{{[0-9]+}}) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC: "linalg.yield"(%{{[0-9]+}}) : (f32) -> ()
