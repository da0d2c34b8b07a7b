#include <stdio.h>
int main(void) {
  int n = 0;
#pragma omp parallel
  n++;
  printf("%d\n", n);
  return 0;
}

// RUN: not strata-run -fopenmp %s 2>&1 | filecheck %s
// CHECK: {{.*}}omp_not_supported.c:4:13: runtime error: operation 'omp.parallel' is not supported by the engine yet
