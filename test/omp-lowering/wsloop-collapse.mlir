// collapse(2): the two loops are flattened into one normalized space of
// n0 * n1 iterations; each induction variable is recovered from the
// normalized iteration k: j = lb1 + (k urem n1) * step1 and
// i = lb0 + (k udiv n1) * step0. Trip counts follow the step's sign and
// inclusive bounds: |ub - lb| udiv |step| + 1 when the range is not
// empty (inclusive: distance >= 0), else 0; all in i64.
//
// RUN: strata-opt --omp-lower-runtime=libgomp --omp-to-omp-lower --omp-outline --omp-lower-plan %s | filecheck %s

module {
  llvm.func @use2(i32, i32)

  // CHECK-LABEL: llvm.func @collapse2(
  // CHECK: %[[ST0:.*]] = llvm.sext %arg2 : i32 to i64
  // CHECK: %[[NEG0:.*]] = llvm.icmp "slt" %[[ST0]], %{{.*}} : i64
  // CHECK: %[[DIST0:.*]] = llvm.select %[[NEG0]]
  // CHECK: %[[MAG0:.*]] = llvm.select %[[NEG0]]
  // CHECK: llvm.icmp "sge" %[[DIST0]]
  // CHECK: llvm.udiv %[[DIST0]], %[[MAG0]] : i64
  // CHECK: %[[N0:.*]] = llvm.select
  // CHECK: llvm.sext %arg5 : i32 to i64
  // CHECK: %[[TOTAL:.*]] = llvm.mul %[[N0]], %[[N1:.*]] : i64
  // CHECK: llvm.call @GOMP_loop_dynamic_start(%{{.*}}, %[[TOTAL]],
  // CHECK: ^[[HEAD:bb[0-9]+]](%[[K:.*]]: i64):
  // CHECK: %[[J:.*]] = llvm.urem %[[K]], %[[N1]] : i64
  // CHECK-NEXT: %[[I:.*]] = llvm.udiv %[[K]], %[[N1]] : i64
  // CHECK-NEXT: %[[JT:.*]] = llvm.trunc %[[J]] : i64 to i32
  // CHECK-NEXT: %[[JM:.*]] = llvm.mul %[[JT]], %arg5 : i32
  // CHECK-NEXT: %[[JV:.*]] = llvm.add %arg3, %[[JM]] : i32
  // CHECK-NEXT: %[[IT:.*]] = llvm.trunc %[[I]] : i64 to i32
  // CHECK-NEXT: %[[IM:.*]] = llvm.mul %[[IT]], %arg2 : i32
  // CHECK-NEXT: %[[IV:.*]] = llvm.add %arg0, %[[IM]] : i32
  // CHECK-NEXT: llvm.br ^[[BODY:bb[0-9]+]](%[[IV]], %[[JV]] : i32, i32)
  // CHECK: ^[[BODY]](%[[A:.*]]: i32, %[[B:.*]]: i32):
  // CHECK-NEXT: llvm.call @use2(%[[A]], %[[B]])
  llvm.func @collapse2(%lb0: i32, %ub0: i32, %st0: i32, %lb1: i32, %ub1: i32, %st1: i32) {
    omp.wsloop schedule(dynamic) {
      omp.loop_nest (%i, %j) : i32 = (%lb0, %lb1) to (%ub0, %ub1) inclusive step (%st0, %st1) {
        llvm.call @use2(%i, %j) : (i32, i32) -> ()
        omp.yield
      }
    }
    llvm.return
  }
}
