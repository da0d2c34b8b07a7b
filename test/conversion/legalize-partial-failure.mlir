// A partial conversion fails on an op explicitly marked illegal that no
// pattern converts: arith.muli by 3 is not a shift. The error is located
// at the op, with the source line and a caret; the exit status is 1 and
// nothing is printed on stdout.
// RUN: not strata-opt --test-legalize=illegal=arith.muli %s 2>&1 | filecheck %s
// RUN: not strata-opt --test-legalize=illegal=arith.muli %s 2>/dev/null | count 0
// With explain, a note per pattern tried says why it did not apply.
// RUN: not strata-opt '--test-legalize=illegal=arith.muli explain' %s 2>&1 | filecheck %s --check-prefix=EXPLAIN
// Without a rule for arith.muli, a partial conversion still tries the
// patterns on it, as MLIR does: the multiplication by 4 becomes a shift,
// the one by 3 stays.
// RUN: strata-opt --test-legalize %s | filecheck %s --check-prefix=NORULE

func.func @times(%x: i32) -> (i32, i32) {
  %c4 = arith.constant 4 : i32
  %c3 = arith.constant 3 : i32
  %a = arith.muli %x, %c4 : i32
  // CHECK:      legalize-partial-failure.mlir:[[@LINE+7]]:8: error: failed to legalize operation 'arith.muli' that was explicitly marked illegal
  // CHECK-NEXT: {{^}}  %b = arith.muli %x, %c3 : i32
  // CHECK-NEXT: {{^}}       ^
  // CHECK-NEXT: legalize-partial-failure.mlir:[[@LINE+4]]:8: note: see current operation: %{{.*}} = "arith.muli"
  // CHECK-NOT:  error:
  // EXPLAIN:    error: failed to legalize operation 'arith.muli' that was explicitly marked illegal
  // EXPLAIN:    legalize-partial-failure.mlir:[[@LINE+1]]:8: note: pattern MulPowerOfTwoToShift: neither operand is a constant power of two
  %b = arith.muli %x, %c3 : i32
  return %a, %b : i32, i32
}

// NORULE:      %0 = arith.shli %arg0, %c2_i32 : i32
// NORULE-NEXT: %1 = arith.muli %arg0, %c3_i32 : i32
