// dce erases trivially dead operations to a fixpoint, in nested regions
// too, and the blocks no path reaches.
// RUN: strata-opt %s --dce | filecheck %s
// RUN: strata-opt %s --dce --mlir-pass-statistics 2>&1 >/dev/null | filecheck %s --check-prefix=STATS

// CHECK-LABEL: func.func @chain
func.func @chain(%a: i32) -> i32 {
  // CHECK-NEXT: return %arg0
  %c1 = arith.constant 1 : i32
  %x = arith.addi %a, %c1 : i32
  %y = arith.muli %x, %x : i32
  return %a : i32
}

// CHECK-LABEL: func.func @effects
func.func @effects(%a: i32, %c: i1) {
  // A call and an assert may have effects and stay; the dead loop goes.
  // CHECK-NEXT: call @ext
  // CHECK-NEXT: cf.assert
  // CHECK-NEXT: return
  %0 = func.call @ext(%a) : (i32) -> i32
  cf.assert %c, "ok"
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %a) -> i32 {
    %n = arith.addi %acc, %a : i32
    scf.yield %n : i32
  }
  return
}
func.func private @ext(i32) -> i32

// CHECK-LABEL: func.func @unreachable
func.func @unreachable(%a: i32) -> i32 {
  // CHECK-NEXT: cf.br ^bb1
  // CHECK-NEXT: ^bb1:
  // CHECK-NEXT: return %arg0
  // CHECK-NOT: arith.addi
  cf.br ^bb2
^bb1:
  %u = arith.addi %a, %a : i32
  cf.br ^bb2
^bb2:
  return %a : i32
}

// STATS: DCE
// STATS-NEXT: (S) 11 num-erased - Number of operations erased
