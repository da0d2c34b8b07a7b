// A barrier that not every thread of the team reaches: a located deadlock
// report with each thread's position, in both schedules, status 1.
// RUN: not strata-run -fopenmp %s 2> %t.err
// RUN: filecheck %s < %t.err
// RUN: not strata-run -fopenmp --schedule=deterministic %s 2> %t.det.err
// RUN: filecheck %s < %t.det.err
// RUN: strata-cc -fopenmp=libomp -emit-mlir=llvm %s -o %t.mlir && not strata-run %t.mlir 2>&1 | filecheck %s --check-prefix=IOMP
// CHECK: runtime error: deadlock: all 2 threads are waiting
// CHECK: omp_deadlock_barrier.c:19:13: note: thread 0 (thread 0 of a team of 2) waits at a barrier at 'omp.barrier' in 'main.omp_parallel'
// CHECK: omp_deadlock_barrier.c:16:13: note: thread 1 (thread 1 of a team of 2) waits at the end of the parallel region at 'omp.parallel'
// IOMP: runtime error: deadlock: all 2 threads are waiting
// IOMP: note: thread 0 (thread 0 of a team of 2) waits at a barrier at 'llvm.call' in 'main.omp_outlined'
// IOMP: note: thread 1 (thread 1 of a team of 2) waits at the end of the parallel region at 'llvm.call'
#include <omp.h>
int main(void) {
#pragma omp parallel num_threads(2)
  {
    if (omp_get_thread_num() == 0) {
#pragma omp barrier
    }
  }
  return 0;
}
