// collapse(2): the iteration space of the two loops is divided as one
// loop; every (i, j) runs once; a decreasing outer loop and an inner one
// with an inclusive bound and a step of 2; long and int loop variables
// with a dynamic schedule; with reduction.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: collapse2 once 1 sum 14462
// CHECK: steps 1560
// CHECK: dynamic long 225
#include <stdio.h>

static int h2[30][15];

int main(void) {
  long s2 = 0;
#pragma omp parallel for collapse(2) reduction(+: s2) num_threads(4)
  for (int i = 0; i < 30; i++)
    for (int j = 0; j < 15; j++) {
      h2[i][j]++;
      s2 += i * j / 4 + j;
    }
  int ok2 = 1;
  for (int i = 0; i < 30; i++)
    for (int j = 0; j < 15; j++)
      ok2 &= h2[i][j] == 1;
  printf("collapse2 once %d sum %ld\n", ok2, s2);

  int grid[8][9] = {{0}};
#pragma omp parallel for collapse(2) num_threads(3)
  for (int r = 7; r >= 0; r--)
    for (int c = 0; c <= 8; c += 2)
      grid[r][c] = r * 10 + c;
  long g = 0;
  for (int r = 0; r < 8; r++)
    for (int c = 0; c < 9; c++)
      g += grid[r][c];
  printf("steps %ld\n", g);
  long s4 = 0;
  int n = 6, m = 5;
#pragma omp parallel for collapse(2) reduction(+: s4) schedule(dynamic, 3) num_threads(4)
  for (long a = 0; a < n; a++)
    for (int b = m; b > 0; b--)
      s4 += a * b;
  printf("dynamic long %ld\n", s4);
  return 0;
}
