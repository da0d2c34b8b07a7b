/* unmapped_heap_pointer: a mapping bug: a kernel writes heap memory through
 * a pointer whose pointee no map clause names. The pointer maps as a
 * zero-length section, finds no mapping, and keeps its host value (OpenMP
 * 5.1 and later), so the kernel dereferences a host address.
 * Explicit mode: a located "illegal device memory access" error naming the
 * host address, as a discrete GPU faults. USM: the host address is valid on
 * the device: PASS. clang's host plugin HIDES the bug: its "device" is the
 * host process, so the host address works (PASS); gcc's host fallback too.
 * EXPECT strata-explicit: ERROR illegal device memory access
 * EXPECT strata-usm: PASS
 * EXPECT clang-offload: PASS
 * EXPECT gcc: PASS
 */
#include "../check.h"

#define N 200

int main(void) {
  int *p = malloc(N * sizeof *p);
  for (int i = 0; i < N; i++)
    p[i] = i;
#pragma omp target
  for (int i = 0; i < N; i++)
    p[i] = -p[i];
  for (int i = 0; i < N; i++)
    CHECK(p[i] == -i, "p[%d] = %d, want %d", i, p[i], -i);
  free(p);
  return check_report("unmapped_heap_pointer");
}
