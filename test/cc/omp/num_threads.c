// num_threads: the team has exactly that many threads (1, 2, 3, 4, 7),
// from a constant, a variable and an expression, on parallel and on
// parallel for; it overrides OMP_NUM_THREADS (4) for that region only.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: teams 1 2 3 4 7
// CHECK: default 4
#include <omp.h>
#include <stdio.h>

int main(void) {
  int sizes[5], asked[5] = {1, 2, 3, 4, 7};
  for (int k = 0; k < 5; k++) {
    int n = asked[k], count = 0;
#pragma omp parallel num_threads(n)
    {
#pragma omp atomic
      count++;
    }
    sizes[k] = count;
  }
  printf("teams %d %d %d %d %d\n", sizes[0], sizes[1], sizes[2], sizes[3], sizes[4]);
  int m = 1, e = 0;
#pragma omp parallel num_threads(m * 2 + 1)
  {
#pragma omp master
    e = omp_get_num_threads();
  }
  printf("expr %d\n", e);
  int used[8] = {0};
#pragma omp parallel for num_threads(2)
  for (int i = 0; i < 8; i++)
    used[omp_get_thread_num()] = 1;
  printf("parallel for threads %d\n", used[0] + used[1] + used[2] + used[3]);
  int d = 0;
#pragma omp parallel
  {
#pragma omp master
    d = omp_get_num_threads();
  }
  printf("default %d\n", d);
  return 0;
}
