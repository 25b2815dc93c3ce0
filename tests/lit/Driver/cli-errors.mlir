// Unknown flags and missing files are errors with mlir-opt's wording and exit code 1.
// RUN: not rmlir-opt %s --no-such-flag 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: not rmlir-opt %s.missing 2>&1 | FileCheck %s --check-prefix=FILE
// RUN: rmlir-opt --help | FileCheck %s --check-prefix=HELP

// FLAG: rmlir-opt: Unknown command line argument '--no-such-flag'.  Try: 'rmlir-opt --help'
// FILE: Could not open input file '{{.*}}cli-errors.mlir.missing': No such file or directory
// HELP: USAGE: rmlir-opt [options] <input file>
func.func private @f()
