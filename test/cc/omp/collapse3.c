// collapse(3) on a for inside a parallel region: every (i, j, k) runs
// once, the loop variables declared outside the loops (private, and the
// originals untouched), with reduction.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: collapse3 once 1 sum 667260
// CHECK: originals 7 8 9
#include <stdio.h>

static int h3[10][11][12];

int main(void) {
  long s3 = 0;
  int i = 7, j = 8, k = 9;
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

  printf("originals %d %d %d\n", i, j, k);
  return 0;
}
