/* teams_collapse: target teams distribute parallel for collapse(2) over a
 * 2-D iteration space, every element written once; and a collapsed loop
 * with a reduction. */
#include "check.h"

#define R 30
#define C 40

int main(void) {
  int m[R][C];
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++)
      m[r][c] = 0;
  long sum = 0;
#pragma omp target teams distribute parallel for collapse(2) map(tofrom : m)
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++)
      m[r][c] += r * C + c + 1;
#pragma omp target teams distribute parallel for collapse(2) map(to : m) reduction(+ : sum)
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++)
      sum += m[r][c];
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++)
      CHECK(m[r][c] == r * C + c + 1, "m[%d][%d] = %d", r, c, m[r][c]);
  CHECK(sum == (long)R * C * (R * C + 1) / 2, "sum = %ld", sum);
  return check_report("teams_collapse");
}
