// #pragma omp master: only thread 0 runs the block, no barrier after it
// (an explicit one makes the result visible), in a loop too.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: master ran 1 by 0 seen 4
#include <omp.h>
#include <stdio.h>

int main(void) {
  int ran = 0, by = -1, seen = 0, loops = 0;
#pragma omp parallel num_threads(4)
  {
#pragma omp master
    {
      ran++;
      by = omp_get_thread_num();
    }
#pragma omp barrier
#pragma omp atomic
    seen += ran;
    for (int i = 0; i < 3; i++) {
#pragma omp master
      loops++;
    }
  }
  printf("master ran %d by %d seen %d\n", ran, by, seen);
  printf("loops %d\n", loops);
  return 0;
}
