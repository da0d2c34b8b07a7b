// #pragma omp taskgroup: waits for the tasks created in it and for their
// descendants (tasks creating tasks), unlike taskwait; two groups in a
// row; a group inside a parallel region run by every thread.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: group1 30
// CHECK: group2 60
// CHECK: per thread 4
#include <stdio.h>

int main(void) {
  int count = 0;
#pragma omp parallel num_threads(4)
#pragma omp single
  {
#pragma omp taskgroup
    {
      for (int i = 0; i < 10; i++) {
#pragma omp task shared(count)
        {
#pragma omp task shared(count)
          {
#pragma omp atomic
            count += 2;
          }
#pragma omp atomic
          count++;
        }
      }
    }
    printf("group1 %d\n", count);
#pragma omp taskgroup
    {
      for (int i = 0; i < 30; i++) {
#pragma omp task shared(count)
        {
#pragma omp atomic
          count++;
        }
      }
    }
    printf("group2 %d\n", count);
  }
  int threads = 0;
#pragma omp parallel num_threads(4)
  {
    int mine = 0;
#pragma omp taskgroup
    {
#pragma omp task shared(mine)
      mine = 1;
    }
#pragma omp atomic
    threads += mine;
  }
  printf("per thread %d\n", threads);
  return 0;
}
