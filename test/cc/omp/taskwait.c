// #pragma omp taskwait: the generating task waits for its child tasks:
// results they wrote are complete after it; taskwait in a loop of
// batches; a taskwait with no child tasks.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: batch 0 done 10
// CHECK: batch 1 done 10
#include <stdio.h>

int main(void) {
  int vals[10];
#pragma omp parallel num_threads(4)
#pragma omp single
  {
#pragma omp taskwait
    for (int b = 0; b < 3; b++) {
      for (int i = 0; i < 10; i++) {
#pragma omp task shared(vals)
        vals[i] = b * 100 + i;
      }
#pragma omp taskwait
      int done = 0;
      for (int i = 0; i < 10; i++)
        done += vals[i] == b * 100 + i;
      printf("batch %d done %d\n", b, done);
    }
  }
  return 0;
}
