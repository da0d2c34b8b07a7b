/* map_delete: target exit data map(delete:) sets the reference count to 0
 * and removes the mapping without copying, however many enter data came
 * before. */
#include "check.h"

#define N 40

int main(void) {
  int *a = malloc(N * sizeof *a);
  int dev = omp_get_default_device();
  int shared = check_maps_share_storage();
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target enter data map(to : a[0:N])
#pragma omp target enter data map(to : a[0:N])
#pragma omp target enter data map(to : a[0:N])
#pragma omp target
  for (int i = 0; i < N; i++)
    a[i] = -1;
#pragma omp target exit data map(delete : a[0:N])
  if (!shared)
    CHECK(!omp_target_is_present(a, dev), "present after delete");
  for (int i = 0; i < N; i++)
    CHECK(a[i] == (shared ? -1 : i), "a[%d] = %d after delete", i, a[i]);
  /* A fresh mapping copies the host's values again. */
  int first = -2;
#pragma omp target map(to : a[0:N]) map(from : first)
  first = a[3];
  CHECK(first == (shared ? -1 : 3), "remapped a[3] = %d", first);
  free(a);
  return check_report("map_delete");
}
