/* target_data_basic: a target data region keeps an array on the device
 * across three kernels; the kernels' map(tofrom:) of the array copies
 * nothing (the reference count does not reach 0), and the data region's end
 * copies the final values back once. */
#include "check.h"

#define N 256

int main(void) {
  int a[N];
  int shared = check_maps_share_storage();
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target data map(tofrom : a)
  {
    for (int k = 1; k <= 3; k++) {
#pragma omp target map(tofrom : a)
      for (int i = 0; i < N; i++)
        a[i] += k;
    }
    for (int i = 0; i < N; i++)
      CHECK(a[i] == (shared ? i + 6 : i), "inside data: a[%d] = %d", i, a[i]);
  }
  for (int i = 0; i < N; i++)
    CHECK(a[i] == i + 6, "a[%d] = %d, want %d", i, a[i], i + 6);
  return check_report("target_data_basic");
}
