/* map_always_to: while target data holds the array, a plain map(to:) does
 * not copy (the count is not 0) but map(always, to:) does. */
#include "check.h"

#define N 16

int main(void) {
  int a[N];
  int plain = -1, always = -1;
  int shared = check_maps_share_storage();
  for (int i = 0; i < N; i++)
    a[i] = 1;
#pragma omp target data map(to : a)
  {
    for (int i = 0; i < N; i++)
      a[i] = 7;
#pragma omp target map(to : a) map(from : plain)
    plain = a[N - 1];
#pragma omp target map(always, to : a) map(from : always)
    always = a[N - 1];
  }
  CHECK(plain == (shared ? 7 : 1), "map(to:) inside data saw %d", plain);
  CHECK(always == 7, "map(always, to:) saw %d, want 7", always);
  return check_report("map_always_to");
}
