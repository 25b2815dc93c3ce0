// --list-passes prints every registered pass, sorted, with its options sorted under it
// and an enumeration's values under the option, laid out as LLVM's help: the
// description column is the widest option's end plus four (a longer pass name runs
// into it, as in LLVM).
// RUN: rmlir-opt --list-passes | FileCheck %s --match-full-lines --strict-whitespace

//      CHECK:Passes:
// CHECK-NEXT:  --bufferization-lower-deallocations-   Lowers `bufferization.dealloc` operations to `memref.dealloc`operations
// CHECK-NEXT:  --canonicalize                    -   Canonicalize operations
// CHECK-NEXT:    --disable-patterns=<string>     - Labels of patterns that should be filtered out during application
//      CHECK:    --max-iterations=<long>         - Max. iterations between applying patterns / simplifying regions
//      CHECK:    --region-simplify=<value>       - Perform control flow optimizations to the region tree
// CHECK-NEXT:    =disabled                     -   Don't run any control-flow simplification.
// CHECK-NEXT:    =normal                       -   Perform simple control-flow simplifications (e.g. dead args elimination).
// CHECK-NEXT:    =aggressive                   -   Perform aggressive control-flow simplification (e.g. block merging).
// CHECK-NEXT:    --test-convergence              - Test only: Fail pass on non-convergence to detect cyclic pattern
//      CHECK:  --inline                          -   Inline function calls
//      CHECK:    --inlining-threshold=<uint>     - If the ratio {{.*}}
//      CHECK:  --test-legalize-type-conversion   -   Test various type conversion functionalities in DialectConversion
// CHECK-NEXT:    --allow-pattern-rollback        - Allow pattern rollback
