/* is_device_ptr_target_alloc: device memory from omp_target_alloc is
 * passed to kernels with is_device_ptr; the result comes back with
 * omp_target_memcpy. */
#include "check.h"

#define N 512

int main(void) {
  int dev = omp_get_default_device();
  int host = omp_get_initial_device();
  int *d = omp_target_alloc(N * sizeof(int), dev);
  CHECK(d != NULL, "omp_target_alloc returned NULL");
  if (d) {
#pragma omp target is_device_ptr(d) device(dev)
    for (int i = 0; i < N; i++)
      d[i] = i * 7;
#pragma omp target teams distribute parallel for is_device_ptr(d) device(dev)
    for (int i = 0; i < N; i++)
      d[i] += 1;
    int h[N];
    int rc = omp_target_memcpy(h, d, N * sizeof(int), 0, 0, host, dev);
    CHECK(rc == 0, "omp_target_memcpy returned %d", rc);
    for (int i = 0; i < N; i++)
      CHECK(h[i] == i * 7 + 1, "h[%d] = %d, want %d", i, h[i], i * 7 + 1);
    omp_target_free(d, dev);
  }
  return check_report("is_device_ptr_target_alloc");
}
