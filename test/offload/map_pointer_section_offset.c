/* map_pointer_section_offset: a pointer-based section that does not start
 * at the pointee's first element, p[100:50]: the kernel indexes p with the
 * host's indices (the attached device pointer is biased by the section's
 * lower bound), and elements outside the section are untouched. */
#include "check.h"

#define N 200

int main(void) {
  double *p = malloc(N * sizeof *p);
  for (int i = 0; i < N; i++)
    p[i] = -1.0;
#pragma omp target map(tofrom : p[100:50])
  for (int i = 100; i < 150; i++)
    p[i] = i * 0.25;
  for (int i = 0; i < N; i++) {
    double want = (i >= 100 && i < 150) ? i * 0.25 : -1.0;
    CHECK(p[i] == want, "p[%d] = %g, want %g", i, p[i], want);
  }
  free(p);
  return check_report("map_pointer_section_offset");
}
