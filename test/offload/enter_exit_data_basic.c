/* enter_exit_data_basic: target enter data map(to:) creates the device
 * copy, kernels in between reuse it without copies, target exit data
 * map(from:) copies it back and removes it. */
#include "check.h"

#define N 500

int main(void) {
  int *a = malloc(N * sizeof *a);
  int shared = check_maps_share_storage();
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target enter data map(to : a[0:N])
  for (int k = 0; k < 2; k++) {
#pragma omp target map(tofrom : a[0:N])
    for (int i = 0; i < N; i++)
      a[i] += 1;
  }
  for (int i = 0; i < N; i++)
    CHECK(a[i] == (shared ? i + 2 : i), "before exit: a[%d] = %d", i, a[i]);
#pragma omp target exit data map(from : a[0:N])
  for (int i = 0; i < N; i++)
    CHECK(a[i] == i + 2, "a[%d] = %d, want %d", i, a[i], i + 2);
  if (!shared)
    CHECK(!omp_target_is_present(a, omp_get_default_device()),
          "still present after exit data");
  free(a);
  return check_report("enter_exit_data_basic");
}
