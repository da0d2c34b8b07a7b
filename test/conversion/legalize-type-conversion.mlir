// A type conversion (test-legalize's widen-i32: arith on i32 is rebuilt on
// i64) where a user of a converted value is not converted: func.return
// still returns i32 (func is legal as it is), so the i64 sum reaches it
// through a builtin.unrealized_conversion_cast that stays live.
//
// A partial conversion leaves the cast in the output for a later
// conversion to remove. The bridge of the constant, whose only user was
// converted, is gone.
// RUN: strata-opt --test-legalize=widen-i32 %s | filecheck %s
// A full conversion does not accept it (builtin.unrealized_conversion_cast
// is not legal) and reports the value that stayed live, at the op that
// produced it, with its live user.
// RUN: not strata-opt '--test-legalize=widen-i32 mode=full' %s 2>&1 | filecheck %s --check-prefix=LIVE
// Nor does a partial conversion where the cast is explicitly illegal.
// RUN: not strata-opt '--test-legalize=widen-i32 illegal=builtin.unrealized_conversion_cast' %s 2>&1 | filecheck %s --check-prefix=LIVE
// A full conversion where builtin is legal keeps the cast.
// RUN: strata-opt '--test-legalize=widen-i32 mode=full legal=builtin' %s | filecheck %s

// CHECK-LABEL: func.func @sum() -> i32
// CHECK-NEXT:    %c3_i64 = arith.constant 3 : i64
// CHECK-NEXT:    %[[SUM:.*]] = arith.addi %c3_i64, %c3_i64 : i64
// CHECK-NEXT:    %[[CAST:.*]] = builtin.unrealized_conversion_cast %[[SUM]] : i64 to i32
// CHECK-NEXT:    return %[[CAST]] : i32
// CHECK-NOT:   unrealized_conversion_cast
func.func @sum() -> i32 {
  %a = arith.constant 3 : i32
  // LIVE:      legalize-type-conversion.mlir:[[@LINE+5]]:8: error: failed to materialize conversion for result #0 of operation 'arith.addi' that remained live after conversion
  // LIVE-NEXT: {{^}}  %b = arith.addi %a, %a : i32
  // LIVE-NEXT: {{^}}       ^
  // LIVE-NEXT: legalize-type-conversion.mlir:[[@LINE+3]]:3: note: see existing live user here: func.return %{{.*}} : i32
  // LIVE-NOT:  error:
  %b = arith.addi %a, %a : i32
  return %b : i32
}
