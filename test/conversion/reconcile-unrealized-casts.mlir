// reconcile-unrealized-casts removes the casts that conversions leave when
// they cancel out; a cast still needed is a located error, as in MLIR 16.
// RUN: strata-opt --split-input-file --reconcile-unrealized-casts %s | filecheck %s
// RUN: strata-opt --split-input-file --convert-arith-to-llvm --reconcile-unrealized-casts %s | filecheck %s --check-prefix=PIPE

// CHECK-LABEL: func.func @chain(
// CHECK-SAME:    %[[A:.*]]: i64, %[[B:.*]]: i32)
func.func @chain(%a: i64, %b: i32) -> (i64, i32) {
  // A cast undone by another, a cast to the same type, an unused cast.
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  %2 = builtin.unrealized_conversion_cast %b : i32 to i32
  %3 = builtin.unrealized_conversion_cast %b : i32 to si32
  // CHECK-NEXT: %[[S:.*]] = arith.addi %[[A]], %[[A]] : i64
  %4 = arith.addi %1, %a : i64
  // CHECK-NEXT: return %[[S]], %[[B]] : i64, i32
  return %4, %2 : i64, i32
}

// -----

// A cast whose only users undo it goes with them, whatever the order the
// conversion made them in.
// CHECK-LABEL: func.func @fanout(
// CHECK-SAME:    %[[A:.*]]: i64)
func.func @fanout(%a: i64) -> (i64, i64) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  %2 = builtin.unrealized_conversion_cast %0 : index to i64
  // CHECK-NEXT: return %[[A]], %[[A]] : i64, i64
  return %1, %2 : i64, i64
}

// -----

// After convert-arith-to-llvm, the casts between the index values of the
// lowered ops cancel out.
// PIPE-LABEL: func.func @index_chain(
// PIPE-SAME:    %[[X:.*]]: i64)
func.func @index_chain(%x: i64) -> i64 {
  // PIPE-NEXT: %[[C:.*]] = llvm.mlir.constant(3 : index) : i64
  // PIPE-NEXT: %[[M:.*]] = llvm.mul %[[X]], %[[C]]  : i64
  // PIPE-NEXT: %[[S:.*]] = llvm.add %[[M]], %[[C]]  : i64
  // PIPE-NEXT: return %[[S]] : i64
  // PIPE-NOT:  unrealized_conversion_cast
  %c3 = arith.constant 3 : index
  %i = arith.index_castui %x : i64 to index
  %m = arith.muli %i, %c3 : index
  %s = arith.addi %m, %c3 : index
  %r = arith.index_castui %s : index to i64
  return %r : i64
}
