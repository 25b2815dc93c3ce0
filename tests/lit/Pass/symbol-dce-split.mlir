// Each chunk of --split-input-file runs the pipeline on its own.
// RUN: rmlir-opt %s --symbol-dce --split-input-file | FileCheck %s --check-prefix=SPLIT
// SPLIT: module {
// SPLIT-NEXT: }
// SPLIT: // -----
// SPLIT: func.func private @kept
module {
  func.func private @gone()
}

// -----

func.func private @kept()
func.func @user() {
  call @kept() : () -> ()
  return
}
