// The inputs of the meta-lowering paper's artifact parse as written and
// print in upstream's spelling; the output is a fixed point, and the
// generic form reads back to the same IR.
// RUN: strata-opt %s | filecheck %s
// RUN: strata-opt %s > %t.1 && strata-opt %t.1 > %t.2 && diff %t.1 %t.2
// RUN: strata-opt --mlir-print-op-generic %s | strata-opt | diff - %t.1
// RUN: strata-opt --mlir-print-op-generic %s | filecheck %s --check-prefix=GENERIC

omp.private {type = private} @x.privatizer : !llvm.ptr

func.func @wsloop(%lb: i32, %ub: i32, %s: i32, %c: i32) {
  omp.wsloop schedule(dynamic = %c : i32) {
    omp.loop_nest (%iv) : i32 = (%lb) to (%ub) inclusive step (%s) {
      omp.yield
    }
  }
  return
}

func.func @parallel(%n: i32, %3: !llvm.ptr) {
  omp.parallel num_threads(%n : i32) private(@x.privatizer %3 -> %arg0 : !llvm.ptr) {
    omp.barrier
    omp.terminator
  }
  return
}

// CHECK:      omp.private {type = private} @x.privatizer : !llvm.ptr
// CHECK:      func.func @wsloop(%[[LB:.*]]: i32, %[[UB:.*]]: i32, %[[S:.*]]: i32, %[[C:.*]]: i32) {
// CHECK-NEXT:   omp.wsloop schedule(dynamic = %[[C]] : i32) {
// CHECK-NEXT:     omp.loop_nest (%[[IV:.*]]) : i32 = (%[[LB]]) to (%[[UB]]) inclusive step (%[[S]]) {
// CHECK-NEXT:       omp.yield
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK:      func.func @parallel(%[[N:.*]]: i32, %[[P:.*]]: !llvm.ptr) {
// CHECK-NEXT:   omp.parallel num_threads(%[[N]] : i32) private(@x.privatizer %[[P]] -> %[[ARG:.*]] : !llvm.ptr) {
// CHECK-NEXT:     omp.barrier
// CHECK-NEXT:     omp.terminator

// GENERIC:      "omp.wsloop"(%arg3) ({
// GENERIC-NEXT:   "omp.loop_nest"(%arg0, %arg1, %arg2) ({
// GENERIC-NEXT:   ^bb0(%arg4: i32):
// GENERIC:        }) {loop_inclusive} : (i32, i32, i32) -> ()
// GENERIC-NEXT: }) {operand_segment_sizes = array<i32: 1, 0, 0>, schedule_kind = #omp<schedulekind dynamic>} : (i32) -> ()
// GENERIC:      "omp.parallel"(%arg0, %arg1) ({
// GENERIC-NEXT: ^bb0(%arg2: !llvm.ptr):
// GENERIC:      }) {operand_segment_sizes = array<i32: 0, 1, 1, 0>, private_syms = [@x.privatizer]} : (i32, !llvm.ptr) -> ()
