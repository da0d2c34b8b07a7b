/* map_section_2d: a two-dimensional section of a local array, whole rows
 * a[2:3][0:16] (contiguous, as map requires): the kernel writes rows 2-4,
 * the other rows keep their host values. A second array is mapped whole
 * as a[0:8][0:16]. */
#include "check.h"

#define R 8
#define C 16

int main(void) {
  int a[R][C], b[R][C];
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++) {
      a[r][c] = -1;
      b[r][c] = r * C + c;
    }
#pragma omp target map(tofrom : a[2:3][0:C]) map(to : b[0:R][0:C])
  for (int r = 2; r < 5; r++)
    for (int c = 0; c < C; c++)
      a[r][c] = b[r][c] * 10;
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++) {
      int want = (r >= 2 && r < 5) ? (r * C + c) * 10 : -1;
      CHECK(a[r][c] == want, "a[%d][%d] = %d, want %d", r, c, a[r][c], want);
    }
  return check_report("map_section_2d");
}
