// test-legalize runs a dialect conversion with test patterns. A partial
// conversion with arith.muli illegal: every multiplication by a constant
// power of two (on either side, of any integer or index type) becomes a
// shift by its logarithm; the ops no rule names (arith.addi, the dead
// constants) stay as they are.
// RUN: strata-opt --test-legalize=illegal=arith.muli %s | filecheck %s
// Marking the whole dialect illegal but arith.muli's results legal by op
// name does the same: a rule for an op beats a rule for its dialect.
// RUN: strata-opt '--test-legalize=illegal=arith legal=arith.constant,arith.shli,arith.addi illegal=arith.muli' %s | filecheck %s
// The result parses back, and converting it again changes nothing.
// RUN: strata-opt --test-legalize=illegal=arith.muli %s | strata-opt --test-legalize=illegal=arith.muli | filecheck %s

// CHECK-LABEL: func.func @shifts(%arg0: i32, %arg1: index, %arg2: i64) -> (i32, index, i64)
// CHECK-NEXT:    %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %c2_i64 = arith.constant 2 : i64
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %0 = arith.shli %arg0, %c3_i32 : i32
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    %1 = arith.shli %arg1, %c2 : index
// CHECK-NEXT:    %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:    %2 = arith.shli %arg2, %c1_i64 : i64
// CHECK-NEXT:    %3 = arith.addi %0, %0 : i32
// CHECK-NEXT:    return %3, %1, %2 : i32, index, i64
// CHECK-NOT:   arith.muli
func.func @shifts(%x: i32, %y: index, %z: i64) -> (i32, index, i64) {
  %c8 = arith.constant 8 : i32
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : i64
  %a = arith.muli %x, %c8 : i32
  %b = arith.muli %c4, %y : index
  %c = arith.muli %z, %c2 : i64
  %s = arith.addi %a, %a : i32
  return %s, %b, %c : i32, index, i64
}
