// With threading, a nested pipeline runs on the functions in parallel and its timers
// are merged across threads as mlir-opt merges them: the report gains a user time
// column (the threads' time added up) next to the wall time, and the dominance info
// CSE builds shows as an analysis timer under it. Without threading there is no user
// time column.
// RUN: rmlir-opt %s -p 'builtin.module(func.func(cse,canonicalize),cse)' --mlir-timing -o /dev/null 2>&1 | FileCheck %s --match-full-lines
// RUN: rmlir-opt %s -p 'builtin.module(func.func(cse,canonicalize),cse)' --mlir-timing --mlir-disable-threading -o /dev/null 2>&1 | FileCheck %s --check-prefix=SERIAL --match-full-lines
// RUN: rmlir-opt %s -p 'builtin.module(func.func(cse))' --mlir-timing --mlir-output-format=json -o /dev/null 2>&1 | FileCheck %s --check-prefix=JSON --match-full-lines

// CHECK:  Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} seconds
// CHECK-EMPTY:
// CHECK-NEXT:  ----User Time----  ----Wall Time----  ----Name----
// CHECK-NEXT:  {{ *[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  *[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}  Parser
// CHECK-NEXT:  {{ *[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  *[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}  'func.func' Pipeline
// CHECK-NEXT:  {{ *[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  *[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}    CSE
// CHECK-NEXT:  {{ *[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  *[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}      (A) DominanceInfo
// CHECK-NEXT:  {{ *[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  *[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}    Canonicalizer
// CHECK-NEXT:  {{ *[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  *[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}  CSE
// CHECK-NEXT:  {{ *[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  *[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}    (A) DominanceInfo
// CHECK-NEXT:  {{ *[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  *[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}  Output
// CHECK-NEXT:  {{ *[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)  *[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}  Rest
// CHECK-NEXT:  {{ *[0-9]+\.[0-9]{4} \(100\.0%\)  *[0-9]+\.[0-9]{4} \(100\.0%\)}}  Total

// SERIAL:  ----Wall Time----  ----Name----
// SERIAL-NEXT:  {{ *[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}  Parser
// SERIAL-NEXT:  {{ *[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}  'func.func' Pipeline
// SERIAL-NEXT:  {{ *[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}    CSE
// SERIAL-NEXT:  {{ *[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}      (A) DominanceInfo
// SERIAL-NEXT:  {{ *[0-9]+\.[0-9]{4} \( *[0-9]+\.[0-9]%\)}}    Canonicalizer

// JSON:[
// JSON-NEXT:{"user": {"duration": {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}}, "percentage": {{ *[0-9]+\.[0-9]}}}, "wall": {"duration": {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}}, "percentage": {{ *[0-9]+\.[0-9]}}}, "name": "Parser", "passes": [
// JSON-NEXT:{}]},
// JSON-NEXT:{"user": {"duration": {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}}, "percentage": {{ *[0-9]+\.[0-9]}}}, "wall": {"duration": {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}}, "percentage": {{ *[0-9]+\.[0-9]}}}, "name": "'func.func' Pipeline", "passes": [
// JSON-NEXT:  {"user": {"duration": {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}}, "percentage": {{ *[0-9]+\.[0-9]}}}, "wall": {"duration": {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}}, "percentage": {{ *[0-9]+\.[0-9]}}}, "name": "CSE", "passes": [
// JSON-NEXT:    {"user": {"duration": {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}}, "percentage": {{ *[0-9]+\.[0-9]}}}, "wall": {"duration": {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}}, "percentage": {{ *[0-9]+\.[0-9]}}}, "name": "(A) DominanceInfo", "passes": [

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

func.func @g(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
