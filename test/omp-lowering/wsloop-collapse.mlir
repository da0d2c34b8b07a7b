// collapse(2): the two loops are flattened into one normalized space of
// n0 * n1 iterations, which the schedule hands out in chunks [lo, hi].
// A chunk is walked row by row: the rows lo udiv n1 .. hi udiv n1, the
// outer variable i = lb0 + row * step0 computed once per row, and in each
// row the inner loop from (the first row: lo urem n1, else 0) to (the last
// row: hi urem n1, else n1 - 1), its variable j carried and stepped by
// step1 with nsw. Trip counts follow the step's sign and inclusive
// bounds: |ub - lb| udiv |step| + 1 when the range is not empty
// (inclusive: distance >= 0), else 0; all in i64.
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
  // CHECK: %[[HI:.*]] = llvm.sub %{{.*}}, %{{.*}} : i64
  // CHECK-NEXT: %[[NONEMPTY:.*]] = llvm.icmp "sle" %[[LO:.*]], %[[HI]] : i64
  // CHECK-NEXT: llvm.cond_br %[[NONEMPTY]], ^[[START:bb[0-9]+]], ^[[NEXT:bb[0-9]+]]
  // CHECK: ^[[START]]:
  // CHECK-NEXT: %[[RLO:.*]] = llvm.udiv %[[LO]], %[[N1]] : i64
  // CHECK-NEXT: %[[RHI:.*]] = llvm.udiv %[[HI]], %[[N1]] : i64
  // CHECK-NEXT: %[[JLO:.*]] = llvm.urem %[[LO]], %[[N1]] : i64
  // CHECK-NEXT: %[[JHI:.*]] = llvm.urem %[[HI]], %[[N1]] : i64
  // CHECK-NEXT: llvm.br ^[[ROW:bb[0-9]+]](%[[RLO]] : i64)
  // CHECK: ^[[ROW]](%[[R:.*]]: i64):
  // CHECK-NEXT: %[[MORE:.*]] = llvm.icmp "sle" %[[R]], %[[RHI]] : i64
  // CHECK-NEXT: llvm.cond_br %[[MORE]], ^[[ROWBODY:bb[0-9]+]], ^[[NEXT]]
  // CHECK: ^[[ROWBODY]]:
  // CHECK-NEXT: %[[IT:.*]] = llvm.trunc %[[R]] : i64 to i32
  // CHECK-NEXT: %[[IM:.*]] = llvm.mul %[[IT]], %arg2 : i32
  // CHECK-NEXT: %[[IV:.*]] = llvm.add %arg0, %[[IM]] : i32
  // CHECK: %[[FIRST:.*]] = llvm.icmp "eq" %[[R]], %[[RLO]] : i64
  // CHECK-NEXT: %[[JS:.*]] = llvm.select %[[FIRST]], %[[JLO]], %{{.*}} : i1, i64
  // CHECK-NEXT: %[[LAST:.*]] = llvm.icmp "eq" %[[R]], %[[RHI]] : i64
  // CHECK: %[[JE:.*]] = llvm.select %[[LAST]], %[[JHI]], %{{.*}} : i1, i64
  // CHECK-NEXT: %[[JT:.*]] = llvm.trunc %[[JS]] : i64 to i32
  // CHECK-NEXT: %[[JM:.*]] = llvm.mul %[[JT]], %arg5 : i32
  // CHECK-NEXT: %[[JV0:.*]] = llvm.add %arg3, %[[JM]] : i32
  // CHECK-NEXT: llvm.br ^[[HEAD:bb[0-9]+]](%[[JS]], %[[JV0]] : i64, i32)
  // CHECK: ^[[HEAD]](%[[J:.*]]: i64, %[[JV:.*]]: i32):
  // CHECK-NEXT: %[[IN:.*]] = llvm.icmp "sle" %[[J]], %[[JE]] : i64
  // CHECK-NEXT: llvm.cond_br %[[IN]], ^[[IVS:bb[0-9]+]], ^[[ROWLATCH:bb[0-9]+]]
  // CHECK: ^[[IVS]]:
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
