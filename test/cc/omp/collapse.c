// collapse(2) and collapse(3): the iteration space of the nest is
// divided as one loop; every (i, j[, k]) runs once; bounds and steps per
// loop (a decreasing inner loop, an inclusive bound, a non-unit step),
// variables declared in the for and outside it, with reduction and on
// for and parallel for.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: collapse2 once 1 sum 14462
// CHECK: collapse3 once 1 sum 667260
#include <stdio.h>

static int h2[30][15], h3[10][11][12];

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

  long s3 = 0;
  int i, j, k;
#pragma omp parallel num_threads(4)
  {
#pragma omp for collapse(3) reduction(+: s3)
    for (i = 0; i < 10; i++)
      for (j = 0; j < 11; j++)
        for (k = 0; k < 12; k++) {
          h3[i][j][k]++;
          s3 += i * 100 + j * 10 + k;
        }
  }
  int ok3 = 1;
  for (int a = 0; a < 10; a++)
    for (int b = 0; b < 11; b++)
      for (int c = 0; c < 12; c++)
        ok3 &= h3[a][b][c] == 1;
  printf("collapse3 once %d sum %ld\n", ok3, s3);

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
