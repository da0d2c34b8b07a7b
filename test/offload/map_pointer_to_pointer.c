/* map_pointer_to_pointer: a jagged 2-D array (an array of row pointers):
 * target enter data maps the row-pointer array, then each row as
 * rows[i][0:C], which attaches the device copy of rows[i] to the device copy
 * of the row; a kernel uses rows without a map clause (the pointer maps as a
 * zero-length section and finds the mapping), exit data brings the rows
 * back. */
#include "check.h"

#define R 5
#define C 40

int main(void) {
  int **rows = malloc(R * sizeof *rows);
  for (int i = 0; i < R; i++) {
    rows[i] = malloc(C * sizeof **rows);
    for (int j = 0; j < C; j++)
      rows[i][j] = i * C + j;
  }
#pragma omp target enter data map(to : rows[0:R])
  for (int i = 0; i < R; i++) {
#pragma omp target enter data map(to : rows[i][0:C])
  }
  long sum = 0;
#pragma omp target map(from : sum)
  {
    sum = 0;
    for (int i = 0; i < R; i++)
      for (int j = 0; j < C; j++) {
        sum += rows[i][j];
        rows[i][j] *= 2;
      }
  }
  for (int i = 0; i < R; i++) {
#pragma omp target exit data map(from : rows[i][0:C])
  }
#pragma omp target exit data map(release : rows[0:R])
  long want = (long)(R * C) * (R * C - 1) / 2;
  CHECK(sum == want, "sum = %ld, want %ld", sum, want);
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      CHECK(rows[i][j] == 2 * (i * C + j), "rows[%d][%d] = %d, want %d", i, j,
            rows[i][j], 2 * (i * C + j));
  for (int i = 0; i < R; i++)
    free(rows[i]);
  free(rows);
  return check_report("map_pointer_to_pointer");
}
