// omp ops stay through the lowering to LLVM (convert-openmp-to-llvm, as in
// MLIR 16): their operands, results and region arguments take the
// converted types, and what they hold is lowered.
// RUN: strata-opt --convert-openmp-to-llvm %s | filecheck %s
// Once lowered, the omp ops are legal: running the pass again changes
// nothing.
// RUN: strata-opt --convert-openmp-to-llvm %s > %t && strata-opt --convert-openmp-to-llvm %t | diff - %t

// CHECK-LABEL: llvm.func @loop(
// CHECK-SAME:    %[[N:.*]]: i64, %[[X:.*]]: i32)
func.func @loop(%n: index, %x: i32) {
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(0 : index) : i64
  // CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(1 : index) : i64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // CHECK-NEXT: omp.parallel {
  omp.parallel {
    // CHECK-NEXT: omp.wsloop {
    omp.wsloop {
      // CHECK-NEXT: omp.loop_nest (%[[I:.*]]) : i64 = (%[[C0]]) to (%[[N]]) step (%[[C1]]) {
      omp.loop_nest (%i) : index = (%c0) to (%n) step (%c1) {
        // CHECK-NEXT: %[[Y:.*]] = llvm.trunc %[[I]] : i64 to i32
        // CHECK-NEXT: llvm.add %[[Y]], %[[X]]  : i32
        // CHECK-NEXT: omp.yield
        %y = arith.index_cast %i : index to i32
        %z = arith.addi %y, %x : i32
        omp.yield
      }
    }
    // CHECK: omp.terminator
    omp.terminator
  }
  // CHECK: llvm.return
  return
}
// CHECK-NOT: unrealized_conversion_cast

// Operands of omp ops are converted too.
// CHECK-LABEL: llvm.func @threads(
// CHECK-SAME:    %[[N:.*]]: i64)
func.func @threads(%n: index) {
  // CHECK-NEXT: omp.parallel num_threads(%[[N]] : i64) {
  omp.parallel num_threads(%n : index) {
    omp.terminator
  }
  return
}
