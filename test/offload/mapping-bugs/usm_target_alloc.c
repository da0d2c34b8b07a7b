/* usm_target_alloc: requires unified_shared_memory with omp_target_alloc
 * memory: device-resident, but under USM the host reads and writes it
 * directly (OFFLOAD.md: reachable from the host through migration).
 * Explicit mode: the host's dereference of a device address is invalid
 * (on strata's device, an error naming the address; natively, undefined).
 * USM: passes.
 * EXPECT strata-explicit: ERROR
 * EXPECT strata-usm: PASS
 * SKIP gcc: gcc 12 does not implement requires unified_shared_memory
 */
#pragma omp requires unified_shared_memory
#include "../check.h"

#define N 512

int main(void) {
  int dev = omp_get_default_device();
  int *d = omp_target_alloc(N * sizeof(int), dev);
  CHECK(d != NULL, "omp_target_alloc returned NULL");
  if (!d)
    return check_report("usm_target_alloc");
  for (int i = 0; i < N; i++)
    d[i] = i; /* host writes device memory */
#pragma omp target is_device_ptr(d)
  for (int i = 0; i < N; i++)
    d[i] = d[i] * d[i];
  long sum = 0;
  for (int i = 0; i < N; i++) /* host reads it */
    sum += d[i];
  long want = 0;
  for (int i = 0; i < N; i++)
    want += (long)i * i;
  CHECK(sum == want, "sum = %ld, want %ld", sum, want);
  omp_target_free(d, dev);
  return check_report("usm_target_alloc");
}
