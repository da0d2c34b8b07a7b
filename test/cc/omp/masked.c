// #pragma omp masked: without a filter thread 0 runs the block; with
// filter(n) thread n does; a filter that is an expression; a filter no
// thread has (nobody runs it).
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: default 1 by 0
// CHECK: filter 2 by 2
#include <omp.h>
#include <stdio.h>

int main(void) {
  int d = 0, dby = -1, f = 0, fby = -1, e = 0, eby = -1, none = 0;
  int which = 1;
#pragma omp parallel num_threads(4)
  {
#pragma omp masked
    {
      d++;
      dby = omp_get_thread_num();
    }
#pragma omp masked filter(2)
    {
      f += 2;
      fby = omp_get_thread_num();
    }
#pragma omp masked filter(which + 2)
    {
      e++;
      eby = omp_get_thread_num();
    }
#pragma omp masked filter(7)
    none++;
  }
  printf("default %d by %d\n", d, dby);
  printf("filter %d by %d\n", f, fby);
  printf("expr %d by %d none %d\n", e, eby, none);
  return 0;
}
