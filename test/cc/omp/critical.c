// #pragma omp critical (unnamed): mutual exclusion for a read-modify-
// write that is not one atomic operation (a running total and a maximum,
// a linked structure), under contention in a loop.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: total 20000 pairs 20000 max 4999
#include <stdio.h>

int main(void) {
  long total = 0, pairs = 0;
  int max = -1;
  int hist[10] = {0};
#pragma omp parallel num_threads(4)
  {
#pragma omp for
    for (int i = 0; i < 20000; i++) {
      int v = i % 5000;
#pragma omp critical
      {
        total++;
        if (v > max)
          max = v;
        hist[v % 10]++;
        pairs += 1;
      }
    }
  }
  printf("total %ld pairs %ld max %d\n", total, pairs, max);
  printf("hist %d %d %d\n", hist[0], hist[5], hist[9]);
  return 0;
}
