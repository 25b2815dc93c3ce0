// arith custom forms print like mlir-opt 22: flags (`overflow<..>`, `exact`,
// `fastmath<..>`, rounding modes) with their defaults elided, predicates, casts,
// constants and their result names.
// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s --mlir-print-op-generic | rmlir-opt | FileCheck %s

// CHECK-LABEL: func.func @int_binary(%arg0: i32, %arg1: i32, %arg2: index, %arg3: vector<4xi32>) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %2 = arith.subi %arg2, %arg2 overflow<nsw> : index
// CHECK-NEXT: %3 = arith.muli %arg3, %arg3 : vector<4xi32>
// CHECK-NEXT: %4 = arith.shli %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT: %5 = arith.divsi %arg0, %arg1 exact : i32
// CHECK-NEXT: %6 = arith.divui %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.shrui %arg0, %arg1 exact : i32
// CHECK-NEXT: %8 = arith.shrsi %arg0, %arg1 : i32
// CHECK-NEXT: %9 = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT: %10 = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT: %11 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT: %12 = arith.ceildivui %arg0, %arg1 : i32
// CHECK-NEXT: %13 = arith.floordivsi %arg0, %arg1 : i32
// CHECK-NEXT: %14 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: %15 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT: %16 = arith.xori %arg0, %arg1 {tag = "x"} : i32
// CHECK-NEXT: %17 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT: %18 = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT: %19 = arith.minsi %arg0, %arg1 : i32
// CHECK-NEXT: %20 = arith.minui %arg0, %arg1 : i32
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT: %low_0, %high_1 = arith.mului_extended %arg3, %arg3 : vector<4xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @int_binary(%a: i32, %b: i32, %i: index, %v: vector<4xi32>) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nuw, nsw> : i32
  %2 = arith.subi %i, %i overflow<nsw> : index
  %3 = arith.muli %v, %v overflow<none> : vector<4xi32>
  %4 = arith.shli %a, %b overflow<nuw> : i32
  %5 = arith.divsi %a, %b exact : i32
  %6 = arith.divui %a, %b : i32
  %7 = arith.shrui %a, %b exact : i32
  %8 = arith.shrsi %a, %b : i32
  %9 = arith.remsi %a, %b : i32
  %10 = arith.remui %a, %b : i32
  %11 = arith.ceildivsi %a, %b : i32
  %12 = arith.ceildivui %a, %b : i32
  %13 = arith.floordivsi %a, %b : i32
  %14 = arith.andi %a, %b : i32
  %15 = arith.ori %a, %b : i32
  %16 = arith.xori %a, %b {tag = "x"} : i32
  %17 = arith.maxsi %a, %b : i32
  %18 = arith.maxui %a, %b : i32
  %19 = arith.minsi %a, %b : i32
  %20 = arith.minui %a, %b : i32
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  %low, %high = arith.mulsi_extended %a, %b : i32
  %l:2 = arith.mului_extended %v, %v : vector<4xi32>
  return
}

// CHECK-LABEL: func.func @float_binary(%arg0: f32, %arg1: f32, %arg2: tensor<?xf64>) {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.subf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %2 = arith.mulf %arg0, %arg1 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %3 = arith.divf %arg2, %arg2 fastmath<reassoc,contract> : tensor<?xf64>
// CHECK-NEXT: %4 = arith.remf %arg0, %arg1 : f32
// CHECK-NEXT: %5 = arith.maximumf %arg0, %arg1 : f32
// CHECK-NEXT: %6 = arith.minimumf %arg0, %arg1 : f32
// CHECK-NEXT: %7 = arith.maxnumf %arg0, %arg1 : f32
// CHECK-NEXT: %8 = arith.minnumf %arg0, %arg1 : f32
// CHECK-NEXT: %9 = arith.negf %arg0 fastmath<nsz> : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @float_binary(%x: f32, %y: f32, %t: tensor<?xf64>) {
  %0 = arith.addf %x, %y : f32
  %1 = arith.subf %x, %y fastmath<fast> : f32
  %2 = arith.mulf %x, %y fastmath<nnan, ninf> : f32
  %3 = arith.divf %t, %t fastmath<contract,reassoc> : tensor<?xf64>
  %4 = arith.remf %x, %y : f32
  %5 = arith.maximumf %x, %y : f32
  %6 = arith.minimumf %x, %y : f32
  %7 = arith.maxnumf %x, %y : f32
  %8 = arith.minnumf %x, %y fastmath<none> : f32
  %9 = arith.negf %x fastmath<nsz> : f32
  return
}

// CHECK-LABEL: func.func @compare_select(%arg0: i32, %arg1: f32, %arg2: i1, %arg3: vector<[4]xi64>, %arg4: vector<[4]xi1>, %arg5: tensor<2x?xf32>) {
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.cmpi uge, %arg3, %arg3 : vector<[4]xi64>
// CHECK-NEXT: %2 = arith.cmpf oeq, %arg1, %arg1 : f32
// CHECK-NEXT: %3 = arith.cmpf uno, %arg5, %arg5 fastmath<nnan> : tensor<2x?xf32>
// CHECK-NEXT: %4 = arith.select %arg2, %arg0, %arg0 : i32
// CHECK-NEXT: %5 = arith.select %arg4, %arg3, %arg3 : vector<[4]xi1>, vector<[4]xi64>
// CHECK-NEXT: %6 = arith.select %arg2, %arg5, %arg5 {tag} : tensor<2x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @compare_select(%a: i32, %x: f32, %c: i1, %v: vector<[4]xi64>, %m: vector<[4]xi1>, %t: tensor<2x?xf32>) {
  %0 = arith.cmpi slt, %a, %a : i32
  %1 = arith.cmpi "uge", %v, %v : vector<[4]xi64>
  %2 = arith.cmpf oeq, %x, %x : f32
  %3 = arith.cmpf uno, %t, %t fastmath<nnan> : tensor<2x?xf32>
  %4 = arith.select %c, %a, %a : i32
  %5 = arith.select %m, %v, %v : vector<[4]xi1>, vector<[4]xi64>
  %6 = arith.select %c, %t, %t {tag} : tensor<2x?xf32>
  return
}

// CHECK-LABEL: func.func @casts(%arg0: i32, %arg1: f32, %arg2: f16, %arg3: index, %arg4: memref<4xi32>, %arg5: vector<4xf32>, %arg6: vector<4xf8E8M0FNU>, %arg7: vector<4xf4E2M1FN>) {
// CHECK-NEXT: %0 = arith.extui %arg0 : i32 to i64
// CHECK-NEXT: %1 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT: %2 = arith.trunci %arg0 : i32 to i8
// CHECK-NEXT: %3 = arith.trunci %arg0 overflow<nsw, nuw> : i32 to i8
// CHECK-NEXT: %4 = arith.extf %arg2 : f16 to f32
// CHECK-NEXT: %5 = arith.extf %arg2 fastmath<fast> : f16 to f32
// CHECK-NEXT: %6 = arith.truncf %arg1 : f32 to f16
// CHECK-NEXT: %7 = arith.truncf %arg1 toward_zero fastmath<afn> : f32 to f16
// CHECK-NEXT: %8 = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT: %9 = arith.index_castui %arg3 : index to i64
// CHECK-NEXT: %10 = arith.index_cast %arg4 : memref<4xi32> to memref<4xindex>
// CHECK-NEXT: %11 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %12 = arith.uitofp %arg0 : i32 to f64
// CHECK-NEXT: %13 = arith.fptosi %arg1 : f32 to i16
// CHECK-NEXT: %14 = arith.fptoui %arg1 : f32 to i64
// CHECK-NEXT: %15 = arith.bitcast %arg1 : f32 to i32
// CHECK-NEXT: %16 = arith.scaling_extf %arg7, %arg6 : vector<4xf4E2M1FN>, vector<4xf8E8M0FNU> to vector<4xf32>
// CHECK-NEXT: %17 = arith.scaling_truncf %arg5, %arg6 to_nearest_even : vector<4xf32>, vector<4xf8E8M0FNU> to vector<4xf4E2M1FN>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @casts(%a: i32, %x: f32, %h: f16, %i: index, %mi: memref<4xi32>, %v: vector<4xf32>, %s: vector<4xf8E8M0FNU>, %f4: vector<4xf4E2M1FN>) {
  %0 = arith.extui %a : i32 to i64
  %1 = arith.extsi %a : i32 to i64
  %2 = arith.trunci %a : i32 to i8
  %3 = arith.trunci %a overflow<nsw, nuw> : i32 to i8
  %4 = arith.extf %h : f16 to f32
  %5 = arith.extf %h fastmath<fast> : f16 to f32
  %6 = arith.truncf %x : f32 to f16
  %7 = arith.truncf %x toward_zero fastmath<afn> : f32 to f16
  %8 = arith.index_cast %a : i32 to index
  %9 = arith.index_castui %i : index to i64
  %10 = arith.index_cast %mi : memref<4xi32> to memref<4xindex>
  %11 = arith.sitofp %a : i32 to f32
  %12 = arith.uitofp %a : i32 to f64
  %13 = arith.fptosi %x : f32 to i16
  %14 = arith.fptoui %x : f32 to i64
  %15 = arith.bitcast %x : f32 to i32
  %16 = arith.scaling_extf %f4, %s : vector<4xf4E2M1FN>, vector<4xf8E8M0FNU> to vector<4xf32>
  %17 = arith.scaling_truncf %v, %s to_nearest_even : vector<4xf32>, vector<4xf8E8M0FNU> to vector<4xf4E2M1FN>
  return
}

// CHECK-LABEL: func.func @constants() {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 2.000000e+00 : f64
// CHECK-NEXT: %cst_1 = arith.constant dense<[1, 2]> : vector<2xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<0.000000e+00> : tensor<4xf32>
// CHECK-NEXT: %c7_i16 = arith.constant {tag} 7 : i16
// CHECK-NEXT: %c42_i32_3 = arith.constant 42 : i32
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @constants() {
  %0 = arith.constant 0 : index
  %1 = arith.constant -1 : i64
  %2 = arith.constant 42 : i32
  %3 = arith.constant 255 : i8
  %4 = arith.constant true
  %5 = arith.constant false
  %6 = arith.constant 1.5 : f32
  %7 = arith.constant 2.0 : f64
  %8 = arith.constant dense<[1, 2]> : vector<2xi32>
  %9 = arith.constant dense<0.0> : tensor<4xf32>
  %10 = arith.constant {tag} 7 : i16
  %11 = arith.constant 42 : i32
  %12 = arith.constant 0 : index
  return
}
