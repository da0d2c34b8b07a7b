/* usm_heap: requires unified_shared_memory with heap data and no map
 * clauses at all: the kernel reads what the host wrote and the host reads
 * what the kernel wrote, in a loop, without target update.
 * Explicit mode: the kernel dereferences an unmapped heap address: a
 * located "illegal device memory access" error. USM: passes.
 * EXPECT strata-explicit: ERROR illegal device memory access
 * EXPECT strata-usm: PASS
 * SKIP gcc: gcc 12 does not implement requires unified_shared_memory
 */
#pragma omp requires unified_shared_memory
#include "../check.h"

#define N 1000

int main(void) {
  double *x = malloc(N * sizeof *x);
  for (int i = 0; i < N; i++)
    x[i] = 1.0;
  for (int step = 0; step < 3; step++) {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++)
      x[i] = x[i] * 2.0 + i;
    x[0] += 1.0; /* host write, seen by the next kernel */
  }
  double want[N];
  for (int i = 0; i < N; i++)
    want[i] = 1.0;
  for (int step = 0; step < 3; step++) {
    for (int i = 0; i < N; i++)
      want[i] = want[i] * 2.0 + i;
    want[0] += 1.0;
  }
  for (int i = 0; i < N; i++)
    CHECK(x[i] == want[i], "x[%d] = %g, want %g", i, x[i], want[i]);
  free(x);
  return check_report("usm_heap");
}
