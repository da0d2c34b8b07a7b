// A small matrix multiply on global double matrices, C = A * B with a
// double accumulator, plus the integer trace of the result.
#include <stdio.h>

static double a[3][4], b[4][2], c[3][2];

int main(void) {
  for (int i = 0; i < 3; i++)
    for (int k = 0; k < 4; k++)
      a[i][k] = i + 0.5 * k;
  for (int k = 0; k < 4; k++)
    for (int j = 0; j < 2; j++)
      b[k][j] = (k - j) * 1.5;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 2; j++) {
      double s = 0;
      for (int k = 0; k < 4; k++)
        s += a[i][k] * b[k][j];
      c[i][j] = s;
    }
  for (int i = 0; i < 3; i++)
    printf("%8.3f %8.3f\n", c[i][0], c[i][1]);
  int trace = (int)c[0][0] + (int)c[1][1];
  printf("trace (truncated) = %d\n", trace);
  return 0;
}
