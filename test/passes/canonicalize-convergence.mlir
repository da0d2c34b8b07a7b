// Canonicalization is best effort: a run that still changes the IR in its
// last allowed iteration is accepted, unless test-convergence is set; then
// the pass fails with an error on the operation it ran on. (mlir-opt-16
// fails there too, without saying why.)
// RUN: strata-opt %s --canonicalize=max-iterations=1 | filecheck %s
// RUN: not strata-opt %s --canonicalize="max-iterations=1 test-convergence=true" 2>&1 | filecheck %s --check-prefix=ERR -DFILE=%s
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=1 test-convergence}))' 2>&1 | filecheck %s --check-prefix=FUNC -DFILE=%s
// With enough iterations the same run converges.
// RUN: strata-opt %s --canonicalize="max-iterations=2 test-convergence=true" | filecheck %s

// CHECK-LABEL: func.func @f
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %c3_i32 : i32
// CHECK-NEXT:    return %0 : i32
func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %w = arith.addi %c1, %c2 : i32
  %r = arith.addi %a, %w : i32
  return %r : i32
}

// ERR: [[FILE]]:0:0: error: 'builtin.module' op Canonicalizer failed to converge within 1 iterations
// ERR-NOT: func.func @f

// FUNC: [[FILE]]:15:1: error: 'func.func' op Canonicalizer failed to converge within 1 iterations
// FUNC-NEXT: func.func @f(%a: i32) -> i32 {
// FUNC-NEXT: ^
