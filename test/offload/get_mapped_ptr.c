/* get_mapped_ptr: omp_get_mapped_ptr (OpenMP 5.1) returns the device
 * address of a mapped host address (the same one use_device_ptr gives),
 * NULL for an unmapped one on a device, and the host address itself for the
 * initial device.
 * SKIP gcc: gcc 12's libgomp has no omp_get_mapped_ptr
 */
#include "check.h"

#define N 16

int main(void) {
  int dev = omp_get_default_device();
  int host = omp_get_initial_device();
  int *a = malloc(N * sizeof *a);
  int unmapped[4];
  int shared = check_maps_share_storage();
  CHECK(omp_get_mapped_ptr(a, host) == a, "initial device: not the host address");
#pragma omp target enter data map(to : a[0:N])
  void *m = omp_get_mapped_ptr(a, dev);
  void *udp = NULL;
#pragma omp target data use_device_ptr(a)
  udp = a;
  CHECK(m != NULL, "mapped: NULL");
  CHECK(m == udp, "omp_get_mapped_ptr %p, use_device_ptr %p", m, udp);
  if (!shared && !check_default_is_host())
    CHECK(omp_get_mapped_ptr(unmapped, dev) == NULL, "unmapped: not NULL");
#pragma omp target exit data map(delete : a[0:N])
  free(a);
  return check_report("get_mapped_ptr");
}
