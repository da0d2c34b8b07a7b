/* target_data_use_device_ptr: inside target data use_device_ptr(p), p is
 * the device address of its pointee; a kernel with is_device_ptr(p) works
 * on that storage directly, and the data region's end copies it back. */
#include "check.h"

#define N 128

int main(void) {
  double *p = malloc(N * sizeof *p);
  double *host = p;
  for (int i = 0; i < N; i++)
    p[i] = i;
  int same = -1;
#pragma omp target data map(tofrom : p[0:N]) use_device_ptr(p)
  {
    same = p == host;
#pragma omp target is_device_ptr(p)
    for (int i = 0; i < N; i++)
      p[i] = p[i] * p[i];
  }
  CHECK(p == host, "p is not the host pointer after the region");
  if (!check_default_is_host() && !check_maps_share_storage())
    CHECK(!same, "use_device_ptr gave the host address on a device");
  for (int i = 0; i < N; i++)
    CHECK(p[i] == (double)i * i, "p[%d] = %g, want %g", i, p[i], (double)i * i);
  free(p);
  return check_report("target_data_use_device_ptr");
}
