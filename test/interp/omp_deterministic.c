// A racy program: in the deterministic schedule (one thread at a time,
// switching at sched_yield and blocking synchronization) its lost updates
// and its interleaving are the same every run.
// RUN: strata-run -fopenmp --schedule=deterministic %s > %t.1
// RUN: strata-run -fopenmp --schedule=deterministic %s > %t.2
// RUN: strata-run -fopenmp --schedule=deterministic %s > %t.3
// RUN: diff %t.1 %t.2 && diff %t.1 %t.3
// RUN: filecheck %s < %t.1
// CHECK: counter 8 order 01230123012301230123012301230123
#include <omp.h>
#include <sched.h>
#include <stdio.h>
int counter;
char order[64];
int pos;
int main(void) {
#pragma omp parallel num_threads(4)
  {
    for (int i = 0; i < 8; i++) {
      int v = counter;
      sched_yield();
      counter = v + 1;
      order[pos++ % 63] = '0' + omp_get_thread_num();
    }
  }
  printf("counter %d order %s\n", counter, order);
  return 0;
}
