// The --mlir-print-ir-* flags dump the IR on stderr around passes, as
// mlir-opt does: before or after the passes named (comma-separated or
// repeated), around every pass, after a pass only when it changed the IR,
// only after a failure, and the whole module rather than the operation
// the pass ran on.
// RUN: strata-opt --pass-pipeline='builtin.module(func.func(cse,test-count-ops))' --mlir-print-ir-before=cse %s 2>&1 >/dev/null | filecheck %s --check-prefix=BEFORE
// RUN: strata-opt --pass-pipeline='builtin.module(func.func(cse,test-count-ops))' --mlir-print-ir-after=cse,test-count-ops %s 2>&1 >/dev/null | filecheck %s --check-prefix=AFTER
// RUN: strata-opt --pass-pipeline='builtin.module(func.func(cse,test-count-ops))' --mlir-print-ir-after=cse --mlir-print-ir-after test-count-ops %s 2>&1 >/dev/null | filecheck %s --check-prefix=AFTER
// RUN: strata-opt --pass-pipeline='builtin.module(func.func(cse,test-count-ops))' --mlir-print-ir-after-all %s 2>&1 >/dev/null | filecheck %s --check-prefix=AFTER
// RUN: strata-opt --pass-pipeline='builtin.module(func.func(cse,test-count-ops))' --mlir-print-ir-before-all %s 2>&1 >/dev/null | filecheck %s --check-prefix=BEFOREALL
// test-count-ops changes nothing, so after-change leaves it out.
// RUN: strata-opt --pass-pipeline='builtin.module(func.func(cse,test-count-ops))' --mlir-print-ir-after-all --mlir-print-ir-after-change %s 2>&1 >/dev/null | filecheck %s --check-prefix=CHANGE
// RUN: not strata-opt --pass-pipeline='builtin.module(func.func(cse,test-fail))' --mlir-print-ir-after-failure %s 2>&1 >/dev/null | filecheck %s --check-prefix=FAILURE
// RUN: strata-opt --pass-pipeline='builtin.module(func.func(cse))' --mlir-print-ir-after-all --mlir-print-ir-module-scope %s 2>&1 >/dev/null | filecheck %s --check-prefix=MODULE
// A name that is no pass is an error.
// RUN: not strata-opt --cse --mlir-print-ir-after=nope %s 2>&1 | filecheck %s --check-prefix=BAD

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}

// BEFORE:      // -----// IR Dump Before CSE (cse) //----- //
// BEFORE-NEXT: func.func @f(%arg0: i32) -> i32 {
// BEFORE-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// BEFORE-NEXT:   %1 = arith.addi %arg0, %arg0 : i32
// BEFORE-NOT:  IR Dump

// AFTER:      // -----// IR Dump After CSE (cse) //----- //
// AFTER-NEXT: func.func @f(%arg0: i32) -> i32 {
// AFTER-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// AFTER-NEXT:   %1 = arith.muli %0, %0 : i32
// AFTER:      // -----// IR Dump After TestCountOps (test-count-ops) //----- //
// AFTER-NEXT: func.func @f(%arg0: i32) -> i32 {
// AFTER-NOT:  IR Dump

// BEFOREALL:     // -----// IR Dump Before CSE (cse) //----- //
// BEFOREALL:     // -----// IR Dump Before TestCountOps (test-count-ops) //----- //
// BEFOREALL-NOT: IR Dump After

// CHANGE:     // -----// IR Dump After CSE (cse) //----- //
// CHANGE-NOT: IR Dump

// FAILURE-NOT: IR Dump After CSE
// FAILURE:     // -----// IR Dump After TestFail Failed (test-fail) //----- //
// FAILURE-NEXT: func.func @f(%arg0: i32) -> i32 {
// FAILURE:     error: 'func.func' op failed as asked by test-fail on @f

// MODULE:      // -----// IR Dump After CSE (cse) ('func.func' operation: @f) //----- //
// MODULE-NEXT: module {
// MODULE-NEXT:   func.func @f(%arg0: i32) -> i32 {

// BAD: strata-opt: for the --mlir-print-ir-after option: Cannot find option named 'nope'!
