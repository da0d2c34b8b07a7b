/* usm_close: under requires unified_shared_memory, map(close, ...) still
 * allocates a device copy and behaves as in explicit mode: a host write
 * after the mapping is not seen by the kernel, a kernel write to a
 * close(to) copy does not reach the host, and target update moves data.
 * Explicit mode: the same results (close changes nothing there), so this
 * test passes in both; it is here because it needs requires.
 * EXPECT strata-explicit: PASS
 * EXPECT strata-usm: PASS
 * SKIP gcc: gcc 12 does not implement requires unified_shared_memory
 */
#pragma omp requires unified_shared_memory
#include "../check.h"

#define N 32

int main(void) {
  int a[N];
  int seen = -1;
  uintptr_t dev = 0;
  for (int i = 0; i < N; i++)
    a[i] = 1;
#pragma omp target data map(close, to : a)
  {
    a[0] = 2;
#pragma omp target map(from : seen, dev)
    {
      seen = a[0];
      dev = (uintptr_t)&a[0];
      a[1] = 50;
    }
    CHECK(dev != (uintptr_t)&a[0], "close did not make a device copy");
    CHECK(seen == 1, "the kernel saw the host's write: %d", seen);
    CHECK(a[1] == 1, "the kernel's write reached the host: %d", a[1]);
#pragma omp target update from(a[1:1])
    CHECK(a[1] == 50, "after update from: a[1] = %d", a[1]);
  }
  return check_report("usm_close");
}
