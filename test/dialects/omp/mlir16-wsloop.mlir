// MLIR 16's omp.wsloop, with the loop header on the wsloop, reads as
// today's omp.wsloop wrapping an omp.loop_nest.
// RUN: strata-opt %s | filecheck %s

func.func @f(%lb: i32, %ub: i32, %s: i32, %c: i32) {
  omp.wsloop schedule(static = %c : i32) for (%iv) : i32 = (%lb) to (%ub) inclusive step (%s) {
    omp.yield
  }
  return
}

// CHECK:      omp.wsloop schedule(static = %[[C:.*]] : i32) {
// CHECK-NEXT:   omp.loop_nest (%{{.*}}) : i32 = (%{{.*}}) to (%{{.*}}) inclusive step (%{{.*}}) {
// CHECK-NEXT:     omp.yield
// CHECK-NEXT:   }
// CHECK-NEXT: }
