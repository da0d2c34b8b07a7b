/* refcount_enter_exit: the dynamic reference count of target enter/exit
 * data: two enter data map(to:), then exit data map(from:) twice; the first
 * exit does not copy back (count 2 -> 1), the second does (1 -> 0). A
 * second enter data does not copy the host's newer values. */
#include "check.h"

#define N 20

int main(void) {
  int a[N];
  int shared = check_maps_share_storage();
  int dev = omp_get_default_device();
  for (int i = 0; i < N; i++)
    a[i] = 1;
#pragma omp target enter data map(to : a)
  for (int i = 0; i < N; i++)
    a[i] = 2;
#pragma omp target enter data map(to : a)
  int seen = 0;
#pragma omp target map(from : seen)
  {
    seen = a[0];
    for (int i = 0; i < N; i++)
      a[i] += 10;
  }
  CHECK(seen == (shared ? 2 : 1), "second enter data copied: device saw %d",
        seen);
#pragma omp target exit data map(from : a)
  if (!shared)
    CHECK(omp_target_is_present(a, dev), "not present after first exit");
  for (int i = 0; i < N; i++)
    CHECK(a[i] == (shared ? 12 : 2), "after first exit: a[%d] = %d", i, a[i]);
#pragma omp target exit data map(from : a)
  if (!shared)
    CHECK(!omp_target_is_present(a, dev), "present after second exit");
  for (int i = 0; i < N; i++)
    CHECK(a[i] == (shared ? 12 : 11), "after second exit: a[%d] = %d", i,
          a[i]);
  return check_report("refcount_enter_exit");
}
