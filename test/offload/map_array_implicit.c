/* map_array_implicit: an array referenced in a target region without a
 * map clause is mapped tofrom implicitly (OpenMP 5.2: a non-scalar
 * variable is treated as if it appeared in map(tofrom:)). */
#include "check.h"

#define N 128

int main(void) {
  double a[N];
  for (int i = 0; i < N; i++)
    a[i] = i * 0.5;
#pragma omp target
  for (int i = 0; i < N; i++)
    a[i] += 1.0;
  for (int i = 0; i < N; i++)
    CHECK(a[i] == i * 0.5 + 1.0, "a[%d] = %g, want %g", i, a[i], i * 0.5 + 1.0);
  return check_report("map_array_implicit");
}
