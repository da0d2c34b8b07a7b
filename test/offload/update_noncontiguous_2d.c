/* update_noncontiguous_2d: target update from() of a non-contiguous 2-D
 * section, columns 2-4 of every row, a[0:8][2:3] (OpenMP 5.0 and later
 * allow non-contiguous sections in target update): only those elements come
 * back; the others keep their host values unless the device shares the
 * host's storage.
 * SKIP gcc: gcc 12 rejects non-contiguous sections in target update
 * SKIP clang-offload: LLVM 16's libomptarget copies only the first element of each row of this section (README.md)
 */
#include "check.h"

#define R 8
#define C 8

int main(void) {
  int a[R][C];
  int shared = check_maps_share_storage();
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++)
      a[r][c] = 0;
#pragma omp target data map(to : a)
  {
#pragma omp target
    for (int r = 0; r < R; r++)
      for (int c = 0; c < C; c++)
        a[r][c] = 100 * r + c + 1;
#pragma omp target update from(a[0:R][2:3])
    for (int r = 0; r < R; r++)
      for (int c = 0; c < C; c++) {
        int dev = 100 * r + c + 1;
        if (c >= 2 && c < 5)
          CHECK(a[r][c] == dev, "a[%d][%d] = %d, want %d", r, c, a[r][c], dev);
        else
          CHECK(a[r][c] == (shared ? dev : 0), "a[%d][%d] = %d, not updated",
                r, c, a[r][c]);
      }
  }
  return check_report("update_noncontiguous_2d");
}
