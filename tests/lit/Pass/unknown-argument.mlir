// Unknown flags get LLVM's error and its nearest known option, keeping the value; a
// flag starting with a one-letter option that takes a value is first tried as a group.
// Unknown names in a textual pipeline get no hint. Every bad flag is reported. Texts
// from mlir-opt 22 (with its name).
// RUN: not rmlir-opt %s --symbol-dc 2>&1 | FileCheck %s --check-prefix=PASS --match-full-lines
// RUN: not rmlir-opt %s --mlir-print-ir-afer-all=true --mlir-timin 2>&1 | FileCheck %s --check-prefix=TWO --match-full-lines
// RUN: not rmlir-opt %s --pass-pipelin=x 2>&1 | FileCheck %s --check-prefix=GROUP --match-full-lines
// RUN: not rmlir-opt %s -p 'builtin.module(symbol-dc)' 2>&1 | FileCheck %s --check-prefix=PIPELINE --match-full-lines
// RUN: not rmlir-opt %s --mlir-print-ir-after=symbol-dc 2>&1 | FileCheck %s --check-prefix=VALUE --match-full-lines

//      PASS:{{.*}}: Unknown command line argument '--symbol-dc'.  Try: '{{.*}} --help'
// PASS-NEXT:{{.*}}: Did you mean '--symbol-dce'?

//      TWO:{{.*}}: Unknown command line argument '--mlir-print-ir-afer-all=true'.  Try: '{{.*}} --help'
// TWO-NEXT:{{.*}}: Did you mean '--mlir-print-ir-after-all=true'?
// TWO-NEXT:{{.*}}: Unknown command line argument '--mlir-timin'.  Try: '{{.*}} --help'
// TWO-NEXT:{{.*}}: Did you mean '--mlir-timing'?

//      GROUP:{{.*}}: for the -p option: may not occur within a group!
// GROUP-NEXT:{{.*}}: Unknown command line argument '--pass-pipelin=x'.  Try: '{{.*}} --help'
// GROUP-NEXT:{{.*}}: Did you mean '-p'?

//      PIPELINE:<unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: 'symbol-dc' does not refer to a registered pass or pass pipeline
// PIPELINE-NEXT:symbol-dc
// PIPELINE-NEXT:^
// PIPELINE-NOT:Did you mean

// VALUE:{{.*}}: for the --mlir-print-ir-after option: Cannot find option named 'symbol-dc'!

func.func private @f()
