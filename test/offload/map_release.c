/* map_release: target exit data map(release:) decrements the reference
 * count without copying: after two enter data, one release leaves the data
 * present, and the device values survive to a final exit data map(from:). */
#include "check.h"

#define N 40

int main(void) {
  int a[N];
  int dev = omp_get_default_device();
  int shared = check_maps_share_storage();
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target enter data map(to : a)
#pragma omp target enter data map(to : a)
#pragma omp target
  for (int i = 0; i < N; i++)
    a[i] += 50;
#pragma omp target exit data map(release : a)
  if (!shared)
    CHECK(omp_target_is_present(a, dev), "not present after one release");
  for (int i = 0; i < N; i++)
    CHECK(a[i] == (shared ? i + 50 : i), "after release a[%d] = %d", i, a[i]);
#pragma omp target exit data map(from : a)
  for (int i = 0; i < N; i++)
    CHECK(a[i] == i + 50, "after from: a[%d] = %d, want %d", i, a[i], i + 50);
  if (!shared)
    CHECK(!omp_target_is_present(a, dev), "present after the last exit");
  return check_report("map_release");
}
