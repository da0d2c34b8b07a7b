/* map_section_2d_heap: a two-dimensional section through a pointer to rows
 * of a heap array, m[1:4][0:12]: a pointer-based section, the pointer is
 * attached to the device copy of the rows. */
#include "check.h"

#define R 6
#define C 12

int main(void) {
  int(*m)[C] = malloc(R * sizeof *m);
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++)
      m[r][c] = r + c;
#pragma omp target map(tofrom : m[1:4][0:C])
  for (int r = 1; r < 5; r++)
    for (int c = 0; c < C; c++)
      m[r][c] = m[r][c] * m[r][c];
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++) {
      int v = r + c;
      int want = (r >= 1 && r < 5) ? v * v : v;
      CHECK(m[r][c] == want, "m[%d][%d] = %d, want %d", r, c, m[r][c], want);
    }
  free(m);
  return check_report("map_section_2d_heap");
}
