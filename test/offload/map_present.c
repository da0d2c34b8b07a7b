/* map_present: the present map-type modifier (OpenMP 5.1) on data that
 * an enclosing target data region mapped: no error, no copy in or out
 * (the reference count stays above 0); target enter/exit data with
 * present as well.
 * SKIP gcc: gcc 12 does not implement the present map-type modifier
 */
#include "check.h"

#define N 32

int main(void) {
  int a[N];
  int shared = check_maps_share_storage();
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target data map(tofrom : a)
  {
#pragma omp target map(present, tofrom : a)
    for (int i = 0; i < N; i++)
      a[i] *= 2;
    for (int i = 0; i < N; i++)
      CHECK(a[i] == (shared ? 2 * i : i), "inside: a[%d] = %d", i, a[i]);
#pragma omp target enter data map(present, to : a)
#pragma omp target exit data map(present, release : a)
  }
  for (int i = 0; i < N; i++)
    CHECK(a[i] == 2 * i, "a[%d] = %d, want %d", i, a[i], 2 * i);
  return check_report("map_present");
}
