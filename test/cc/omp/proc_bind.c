// proc_bind(master|close|spread|primary): accepted and the region runs
// with the full team (placement is not observable in the output).
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: master 4 close 4 spread 4 primary 4
#include <stdio.h>

int main(void) {
  int m = 0, c = 0, s = 0, p = 0;
#pragma omp parallel proc_bind(master) num_threads(4)
  {
#pragma omp atomic
    m++;
  }
#pragma omp parallel proc_bind(close) num_threads(4)
  {
#pragma omp atomic
    c++;
  }
#pragma omp parallel for proc_bind(spread) num_threads(4)
  for (int i = 0; i < 4; i++) {
#pragma omp atomic
    s++;
  }
#pragma omp parallel proc_bind(primary) num_threads(4)
  {
#pragma omp atomic
    p++;
  }
  printf("master %d close %d spread %d primary %d\n", m, c, s, p);
  return 0;
}
