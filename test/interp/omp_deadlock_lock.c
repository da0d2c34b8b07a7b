// A lock that is never released: thread 0 waits for it forever while
// thread 1 waits at the end of the region; reported, not a hang.
// RUN: not strata-run -fopenmp --schedule=deterministic %s 2>&1 | filecheck %s
// RUN: not strata-run -fopenmp %s 2>&1 | filecheck %s
// CHECK: runtime error: deadlock: all 2 threads are waiting
// CHECK: omp_deadlock_lock.c:18:7: note: thread 0 (thread 0 of a team of 2) waits for the lock at {{0x[0-9a-f]+}} (omp_set_lock) at 'cir.call' in 'main.omp_parallel'
// CHECK: omp_deadlock_lock.c:12:13: note: thread 1 (thread 1 of a team of 2) waits at the end of the parallel region at 'omp.parallel'
#include <omp.h>
int main(void) {
  omp_lock_t l;
  omp_init_lock(&l);
#pragma omp parallel num_threads(2)
  {
    if (omp_get_thread_num() == 1)
      omp_set_lock(&l);
#pragma omp barrier
    if (omp_get_thread_num() == 0)
      omp_set_lock(&l);
  }
  return 0;
}
