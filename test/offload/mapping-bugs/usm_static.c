/* usm_static: requires unified_shared_memory with a file-scope array (not
 * declare target) and a static local: a map(to:) of the global copies
 * nothing under USM, so the kernel's writes are the host's, visible without
 * map(from:) or target update; the static is reached through a pointer.
 * Explicit mode: the global's writes stay in the device copy (stale host
 * values: FAIL) and the access through the pointer faults. USM: passes.
 * EXPECT strata-explicit: ERROR illegal device memory access
 * EXPECT strata-usm: PASS
 * SKIP gcc: gcc 12 does not implement requires unified_shared_memory
 */
#pragma omp requires unified_shared_memory
#include "../check.h"

#define N 256
int g[N];

int main(void) {
  static long st[N];
  long *ps = st;
  for (int i = 0; i < N; i++) {
    g[i] = i;
    st[i] = 0;
  }
#pragma omp target map(to : g)
  for (int i = 0; i < N; i++) {
    g[i] += 1;
    ps[i] = g[i] * 2L;
  }
  for (int i = 0; i < N; i++) {
    CHECK(g[i] == i + 1, "g[%d] = %d, want %d", i, g[i], i + 1);
    CHECK(st[i] == 2L * (i + 1), "st[%d] = %ld", i, st[i]);
  }
  return check_report("usm_static");
}
