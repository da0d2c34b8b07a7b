// #pragma omp single: one thread runs the block, the others wait at its
// implicit barrier (so they all see what it wrote); single nowait; a
// single in a loop (once per iteration); single with private and
// firstprivate.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: runs 1 seen 4
// CHECK: loop runs 5 nowait 1
#include <stdio.h>

int main(void) {
  int runs = 0, value = 0, seen = 0, loop_runs = 0, nowait_runs = 0;
  int fp = 7, priv = 100;
#pragma omp parallel num_threads(4)
  {
#pragma omp single
    {
      runs++;
      value = 42;
    }
    /* The single's barrier: every thread sees value. */
#pragma omp atomic
    seen += value == 42;
    for (int k = 0; k < 5; k++) {
#pragma omp single
      loop_runs++;
    }
#pragma omp single nowait
    nowait_runs++;
#pragma omp single private(priv) firstprivate(fp)
    {
      priv = fp * 2;
      fp = priv + 1;
      value = priv + fp;
    }
  }
  printf("runs %d seen %d\n", runs, seen);
  printf("loop runs %d nowait %d\n", loop_runs, nowait_runs);
  printf("clauses %d %d %d\n", value, fp, priv);
  return 0;
}
