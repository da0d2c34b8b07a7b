// The pass manager verifies the IR after each pass (--verify-each, on by
// default): a pass that leaves invalid IR fails the run, and a note names
// it. With --verify-each=false the invalid IR goes through to the output.
// RUN: not strata-opt --test-break-verifier %s 2>&1 >%t.out | filecheck %s
// RUN: test ! -s %t.out
// RUN: not strata-opt --pass-pipeline='builtin.module(func.func(test-break-verifier))' %s 2>&1 | filecheck %s
// RUN: strata-opt --test-break-verifier --verify-each=false %s | filecheck %s --check-prefix=OFF

func.func @f() {
  return
}

// CHECK:      verify-each.mlir:9:1: error: empty block: expect at least a terminator
// CHECK:      verify-each.mlir:9:1: note: the IR failed to verify after pass 'TestBreakVerifier' (test-break-verifier)

// OFF:      func.func @f() {
// OFF-NEXT: }
