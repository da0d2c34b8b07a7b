/* map_always_from: while target data holds the array, the inner target's
 * map(from:) does not copy back, map(always, from:) does. */
#include "check.h"

#define N 16

int main(void) {
  int a[N];
  int shared = check_maps_share_storage();
  for (int i = 0; i < N; i++)
    a[i] = 0;
#pragma omp target data map(to : a)
  {
#pragma omp target map(from : a)
    for (int i = 0; i < N; i++)
      a[i] = 1;
    for (int i = 0; i < N; i++)
      CHECK(a[i] == (shared ? 1 : 0), "after map(from:) a[%d] = %d", i, a[i]);
#pragma omp target map(always, from : a)
    for (int i = 0; i < N; i++)
      a[i] = 2;
    for (int i = 0; i < N; i++)
      CHECK(a[i] == 2, "after map(always, from:) a[%d] = %d", i, a[i]);
#pragma omp target
    for (int i = 0; i < N; i++)
      a[i] = 3;
  }
  /* The data region maps to only: its end copies nothing back. */
  for (int i = 0; i < N; i++)
    CHECK(a[i] == (shared ? 3 : 2), "after data: a[%d] = %d", i, a[i]);
  return check_report("map_always_from");
}
