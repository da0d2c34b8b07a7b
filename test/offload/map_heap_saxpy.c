/* map_heap_saxpy: y = a*x + y on heap arrays, x mapped to, y tofrom, the
 * scalar a firstprivate, with target teams distribute parallel for. */
#include "check.h"

#define N 2048

int main(void) {
  float *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y);
  float a = 2.0f;
  for (int i = 0; i < N; i++) {
    x[i] = (float)i;
    y[i] = 1.0f;
  }
#pragma omp target teams distribute parallel for map(to : x[0:N]) map(tofrom : y[0:N])
  for (int i = 0; i < N; i++)
    y[i] = a * x[i] + y[i];
  for (int i = 0; i < N; i++)
    CHECK(y[i] == 2.0f * i + 1.0f, "y[%d] = %g, want %g", i, y[i],
          2.0f * i + 1.0f);
  free(x);
  free(y);
  return check_report("map_heap_saxpy");
}
