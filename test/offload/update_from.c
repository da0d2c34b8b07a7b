/* update_from: inside a target data region that maps the array to only, a
 * kernel writes it and target update from() brings the values to the host
 * while the region is still open. */
#include "check.h"

#define N 200

int main(void) {
  double *a = malloc(N * sizeof *a);
  for (int i = 0; i < N; i++)
    a[i] = 0;
#pragma omp target data map(to : a[0:N])
  {
#pragma omp target
    for (int i = 0; i < N; i++)
      a[i] = i * 1.5;
#pragma omp target update from(a[0:N])
    for (int i = 0; i < N; i++)
      CHECK(a[i] == i * 1.5, "a[%d] = %g, want %g", i, a[i], i * 1.5);
  }
  free(a);
  return check_report("update_from");
}
