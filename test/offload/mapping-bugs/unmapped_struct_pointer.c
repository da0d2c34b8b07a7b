/* unmapped_struct_pointer: a mapping bug: a struct is mapped (map(tofrom:
 * s)) but not the data its pointer member points to (no s.data[0:n]), so
 * the device copy of s.data holds a host address and the kernel
 * dereferences it.
 * Explicit mode: a located "illegal device memory access" error naming the
 * host address. USM: PASS. clang's host plugin HIDES the bug (the host
 * address is valid in its device, the host process): PASS; gcc's host
 * fallback too.
 * EXPECT strata-explicit: ERROR illegal device memory access
 * EXPECT strata-usm: PASS
 * EXPECT clang-offload: PASS
 * EXPECT gcc: PASS
 */
#include "../check.h"

#define N 64

struct buf {
  int n;
  double *data;
};

int main(void) {
  struct buf s;
  s.n = N;
  s.data = malloc(N * sizeof *s.data);
  for (int i = 0; i < N; i++)
    s.data[i] = i;
#pragma omp target map(tofrom : s)
  for (int i = 0; i < s.n; i++)
    s.data[i] += 0.5;
  for (int i = 0; i < N; i++)
    CHECK(s.data[i] == i + 0.5, "s.data[%d] = %g, want %g", i, s.data[i],
          i + 0.5);
  free(s.data);
  return check_report("unmapped_struct_pointer");
}
