// IR dumps go to stderr with mlir-opt's headers; a nested op prints on its own.
// RUN: rmlir-opt %s -p 'builtin.module(func.func(strip-debuginfo),symbol-dce)' --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: rmlir-opt %s --symbol-dce --mlir-print-ir-before-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: rmlir-opt %s --strip-debuginfo --symbol-dce --mlir-print-ir-after=symbol-dce -o /dev/null 2>&1 | FileCheck %s --check-prefix=ONE
// RUN: rmlir-opt %s --symbol-dce --mlir-print-ir-before=symbol-dce -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFOREONE

// AFTER:      // -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //
// AFTER-NEXT: func.func private @dead()
// AFTER-EMPTY:
// AFTER-NEXT: // -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //
// AFTER-NEXT: func.func @live() {
// AFTER-NEXT:   return
// AFTER-NEXT: }
// AFTER-EMPTY:
// AFTER-NEXT: // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// AFTER-NEXT: module {
// AFTER-NEXT:   func.func @live() {
// AFTER-NEXT:     return
// AFTER-NEXT:   }
// AFTER-NEXT: }
// AFTER-EMPTY:
// AFTER-EMPTY:

// BEFORE:      // -----// IR Dump Before SymbolDCE (symbol-dce) //----- //
// BEFORE-NEXT: module {
// BEFORE-NEXT:   func.func private @dead()

// ONE-NOT: StripDebugInfo
// ONE: // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// ONE-NOT: IR Dump

// BEFOREONE: IR Dump Before SymbolDCE (symbol-dce)
// BEFOREONE-NOT: IR Dump After
module {
  func.func private @dead()
  func.func @live() {
    return
  }
}
