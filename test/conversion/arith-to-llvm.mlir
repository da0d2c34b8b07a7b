// convert-arith-to-llvm lowers every arith op to the llvm dialect. Index
// becomes i64; the function keeps its signature, so index values meet the
// lowered ops through builtin.unrealized_conversion_cast.
// RUN: strata-opt --convert-arith-to-llvm %s | filecheck %s
// The casts of @index_values are still needed (the function still takes
// and returns index): reconcile-unrealized-casts reports the first one,
// as MLIR 16 does.
// RUN: not strata-opt --convert-arith-to-llvm --reconcile-unrealized-casts %s 2>&1 | filecheck %s --check-prefix=LIVE
// LIVE: arith-to-llvm.mlir:[[# @LINE + 24]]:25: error: failed to legalize operation 'builtin.unrealized_conversion_cast' that was explicitly marked illegal
// LIVE: note: see current operation: %0 = "builtin.unrealized_conversion_cast"(%arg0) : (index) -> i64

// CHECK-LABEL: func.func @int_and_float(
// CHECK-SAME:    %[[A:.*]]: i32, %[[B:.*]]: i32, %[[X:.*]]: f32)
func.func @int_and_float(%a: i32, %b: i32, %x: f32) -> (i32, f32, i1) {
  // CHECK-NEXT: %[[C:.*]] = llvm.mlir.constant(7 : i32) : i32
  %c7 = arith.constant 7 : i32
  // CHECK-NEXT: %[[S:.*]] = llvm.add %[[A]], %[[C]]  : i32
  %0 = arith.addi %a, %c7 : i32
  // CHECK-NEXT: %[[D:.*]] = llvm.sdiv %[[S]], %[[B]]  : i32
  %1 = arith.divsi %0, %b : i32
  // CHECK-NEXT: %[[M:.*]] = llvm.intr.smax(%[[D]], %[[B]])  : (i32, i32) -> i32
  %2 = arith.maxsi %1, %b : i32
  // CHECK-NEXT: %[[F:.*]] = llvm.fmul %[[X]], %[[X]]  {fastmathFlags = #llvm.fastmath<fast>} : f32
  %3 = arith.mulf %x, %x fastmath<fast> : f32
  // CHECK-NEXT: %[[P:.*]] = llvm.fcmp "olt" %[[F]], %[[X]] : f32
  %4 = arith.cmpf olt, %3, %x : f32
  // CHECK-NEXT: return %[[M]], %[[F]], %[[P]] : i32, f32, i1
  return %2, %3, %4 : i32, f32, i1
}

// CHECK-LABEL: func.func @index_values(
// CHECK-SAME:    %[[I:.*]]: index, %[[A:.*]]: i32)
func.func @index_values(%i: index, %a: i32) -> (index, i32) {
  // CHECK-NEXT: %[[IC:.*]] = builtin.unrealized_conversion_cast %[[I]] : index to i64
  // CHECK-NEXT: %[[E:.*]] = llvm.sext %[[A]] : i32 to i64
  %0 = arith.index_cast %a : i32 to index
  // CHECK-NEXT: %[[S:.*]] = llvm.mul %[[E]], %[[IC]]  : i64
  %1 = arith.muli %0, %i : index
  // CHECK-NEXT: %[[SC:.*]] = builtin.unrealized_conversion_cast %[[S]] : i64 to index
  // CHECK-NEXT: %[[T:.*]] = llvm.trunc %[[S]] : i64 to i32
  %2 = arith.index_cast %1 : index to i32
  // CHECK-NEXT: return %[[SC]], %[[T]] : index, i32
  return %1, %2 : index, i32
}

// floordivsi is expanded as MLIR 16's arith-expand does, into llvm ops.
// CHECK-LABEL: func.func @floor(
func.func @floor(%a: i32, %b: i32) -> i32 {
  // CHECK-DAG:  %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
  // CHECK-DAG:  %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-DAG:  %[[MONE:.*]] = llvm.mlir.constant(-1 : i32) : i32
  // CHECK:      llvm.icmp "slt" %{{.*}}, %[[ZERO]] : i32
  // CHECK:      %[[NEG:.*]] = llvm.sub %[[MONE]], %{{.*}}  : i32
  // CHECK-NEXT: %[[POS:.*]] = llvm.sdiv %{{.*}}, %{{.*}}  : i32
  // CHECK:      %[[R:.*]] = llvm.select %{{.*}}, %[[NEG]], %[[POS]] : i1, i32
  // CHECK-NEXT: return %[[R]] : i32
  // CHECK-NOT:  arith.
  %0 = arith.floordivsi %a, %b : i32
  return %0 : i32
}
