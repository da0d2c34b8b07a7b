/* usm_declare_target: requires unified_shared_memory with a declare target
 * global: under USM it has no device copy (the device reaches the host
 * variable through an indirection pointer, seed section 3.3), so a kernel's
 * write is visible to the host without target update, and a host write is
 * visible to the next kernel.
 * Explicit mode: the kernel writes the device copy: the host sees stale
 * values (FAIL). USM: passes.
 * EXPECT strata-explicit: FAIL
 * EXPECT strata-usm: PASS
 * SKIP gcc: gcc 12 does not implement requires unified_shared_memory
 */
#pragma omp requires unified_shared_memory
#include "../check.h"

#define N 64
int table[N];
#pragma omp declare target(table)

int main(void) {
  for (int i = 0; i < N; i++)
    table[i] = i;
  uintptr_t dev = 0;
#pragma omp target map(from : dev)
  {
    for (int i = 0; i < N; i++)
      table[i] += 100;
    dev = (uintptr_t)&table[0];
  }
  CHECK(dev == (uintptr_t)&table[0], "the kernel used a device copy");
  for (int i = 0; i < N; i++)
    CHECK(table[i] == i + 100, "table[%d] = %d, want %d", i, table[i], i + 100);
  table[5] = -1;
  int seen = 0;
#pragma omp target map(from : seen)
  seen = table[5];
  CHECK(seen == -1, "the kernel saw table[5] = %d, want -1", seen);
  return check_report("usm_declare_target");
}
