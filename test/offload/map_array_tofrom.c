/* map_array_tofrom: map(tofrom:) of a whole fixed-size local array. */
#include "check.h"

#define N 256

int main(void) {
  int a[N];
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target map(tofrom : a)
  for (int i = 0; i < N; i++)
    a[i] = a[i] * 2 + 1;
  for (int i = 0; i < N; i++)
    CHECK(a[i] == 2 * i + 1, "a[%d] = %d, want %d", i, a[i], 2 * i + 1);
  return check_report("map_array_tofrom");
}
