/* usm_stack: requires unified_shared_memory with stack data. The kernel
 * writes a stack array through a pointer that no map clause names (the
 * pointer maps as a zero-length section, finds nothing, and keeps the host
 * address), and reads a stack scalar through another such pointer.
 * Explicit mode (strata-run --offload=explicit): the kernel's first access
 * through p is to an unmapped host address: a located "illegal device
 * memory access" error naming it. USM: no copies, the kernel works on the
 * host's stack, the test passes.
 * EXPECT strata-explicit: ERROR illegal device memory access
 * EXPECT strata-usm: PASS
 * SKIP gcc: gcc 12 does not implement requires unified_shared_memory
 */
#pragma omp requires unified_shared_memory
#include "../check.h"

#define N 100

int main(void) {
  int a[N];
  int k = 3;
  int *p = a, *pk = &k;
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target
  for (int i = 0; i < N; i++)
    p[i] = p[i] * *pk;
  for (int i = 0; i < N; i++)
    CHECK(a[i] == 3 * i, "a[%d] = %d, want %d", i, a[i], 3 * i);
  return check_report("usm_stack");
}
