/* target_associate_ptr: omp_target_associate_ptr makes device memory from
 * omp_target_alloc the corresponding storage of a host array: a later map
 * finds it present (no copy, the count of an association never reaches 0
 * at a region's end), target update moves data through it, and after
 * omp_target_disassociate_ptr the array is no longer present. Not exercised
 * when the default device is the host (association with the host device is
 * not defined).
 */
#include "check.h"

#define N 64

int main(void) {
  int dev = omp_get_default_device();
  int host = omp_get_initial_device();
  int a[N];
  for (int i = 0; i < N; i++)
    a[i] = i;
  if (check_default_is_host()) {
    printf("note: the default device is the host; association not exercised\n");
    return check_report("target_associate_ptr");
  }
  int *d = omp_target_alloc(N * sizeof(int), dev);
  CHECK(d != NULL, "omp_target_alloc failed");
  if (!d)
    return check_report("target_associate_ptr");
  int rc = omp_target_associate_ptr(a, d, N * sizeof(int), 0, dev);
  CHECK(rc == 0, "omp_target_associate_ptr returned %d", rc);
  CHECK(omp_target_is_present(a, dev), "not present after associate");
  rc = omp_target_memcpy(d, a, N * sizeof(int), 0, 0, dev, host);
  CHECK(rc == 0, "omp_target_memcpy returned %d", rc);
  for (int i = 0; i < N; i++)
    a[i] = -5; /* not copied: the mapping is present */
#pragma omp target map(tofrom : a) device(dev)
  for (int i = 0; i < N; i++)
    a[i] += 100;
  int shared_a = a[0] != -5; /* the device wrote the host's own storage */
  CHECK(!shared_a, "the associated mapping copied at the region's end");
  int h[N];
  rc = omp_target_memcpy(h, d, N * sizeof(int), 0, 0, host, dev);
  for (int i = 0; i < N; i++)
    CHECK(h[i] == i + 100, "device d[%d] = %d, want %d", i, h[i], i + 100);
#pragma omp target update from(a) device(dev)
  for (int i = 0; i < N; i++)
    CHECK(a[i] == i + 100, "after update a[%d] = %d, want %d", i, a[i],
          i + 100);
  rc = omp_target_disassociate_ptr(a, dev);
  CHECK(rc == 0, "omp_target_disassociate_ptr returned %d", rc);
  CHECK(!omp_target_is_present(a, dev), "present after disassociate");
  omp_target_free(d, dev);
  return check_report("target_associate_ptr");
}
