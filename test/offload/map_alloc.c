/* map_alloc: map(alloc:) of a scratch array: storage exists on the device
 * without a copy; the kernel fills it, reduces it into a map(from:) scalar;
 * nothing is copied back (the host array's contents are not checked: the
 * host fallback shares them). */
#include "check.h"

#define N 1000

int main(void) {
  int *tmp = malloc(N * sizeof *tmp);
  long sum = -1;
#pragma omp target map(alloc : tmp[0:N]) map(from : sum)
  {
    for (int i = 0; i < N; i++)
      tmp[i] = i % 7;
    sum = 0;
    for (int i = 0; i < N; i++)
      sum += tmp[i];
  }
  long want = 0;
  for (int i = 0; i < N; i++)
    want += i % 7;
  CHECK(sum == want, "sum = %ld, want %ld", sum, want);
  free(tmp);
  return check_report("map_alloc");
}
