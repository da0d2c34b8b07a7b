/* map_pointer_section: a pointer-based section p[0:n] of heap memory; the
 * pointer in the kernel is attached to the device copy of the pointee. */
#include "check.h"

int main(void) {
  int n = 1000;
  int *p = malloc(n * sizeof *p);
  for (int i = 0; i < n; i++)
    p[i] = i;
#pragma omp target map(tofrom : p[0:n])
  for (int i = 0; i < n; i++)
    p[i] = p[i] * 3 - 1;
  for (int i = 0; i < n; i++)
    CHECK(p[i] == 3 * i - 1, "p[%d] = %d, want %d", i, p[i], 3 * i - 1);
  free(p);
  return check_report("map_pointer_section");
}
