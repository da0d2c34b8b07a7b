// Variable-length array parameters: A[n][m], A[n][10], A[10][m], a 3-D
// VLA, sizeof on them, VLA pointer casts, and VLA rows passed on.
// REQUIRES: gcc, opt, llc
// RUN: %cc-ref && %cc-gomp && %cc-gomp-O0
// RUN: filecheck %s < %t.out
// CHECK: nm 3 4 3.750000
// CHECK: sizes 32 80 32
#include <stdio.h>
#include <stdlib.h>

static double sum_nm(int n, int m, double A[n][m]) {
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      s += A[i][j];
  return s;
}
static void init_n10(int n, double A[n][10]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 10; j++)
      A[i][j] = i + j / 10.0;
}
static double corner_10m(int m, double A[10][m]) { return A[9][m - 1] + A[0][0]; }
static void scale_row(int m, double row[m], double by) {
  for (int j = 0; j < m; j++)
    row[j] *= by;
}
static long sum3(int a, int b, int c, int X[a][b][c]) {
  long s = 0;
  for (int i = 0; i < a; i++)
    for (int j = 0; j < b; j++)
      for (int k = 0; k < c; k++)
        s += X[i][j][k] * (i + 1);
  return s;
}
static void sizes(int n, int m, double A[n][m], double B[n][10]) {
  printf("sizes %zu %zu %zu\n", sizeof A[0], sizeof B[0], sizeof(double[2][m / 2]));
}
static double diag(int n, double (*A)[n]) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += A[i][i];
  return s;
}

int main(void) {
  int n = 3, m = 4;
  double A[3][4];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = i * 0.5 + j * 0.25;
  printf("nm %d %d %f\n", n, m, sum_nm(2, 2, (double (*)[2])A) + sum_nm(1, 1, A) + 2.25);
  printf("sum %f\n", sum_nm(n, m, A));
  double B[5][10];
  init_n10(5, B);
  printf("n10 %f %f\n", B[4][9], B[2][5]);
  double *C = malloc(sizeof(double) * 10 * 7);
  for (int k = 0; k < 70; k++)
    C[k] = k;
  printf("10m %f\n", corner_10m(7, (double (*)[7])C));
  double (*Cm)[7] = (double (*)[7])C;
  scale_row(7, Cm[2], 10);
  printf("row %f %f\n", Cm[2][3], C[17]);
  free(C);
  int X[2][3][4];
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 3; j++)
      for (int k = 0; k < 4; k++)
        X[i][j][k] = i + j + k;
  printf("3d %ld\n", sum3(2, 3, 4, X));
  sizes(n, m, A, B);
  double sq[4][4] = {{1}, {0, 2}, {0, 0, 3}, {0, 0, 0, 4}};
  printf("diag %f\n", diag(4, sq));
  int dyn = 6;
  double (*H)[dyn] = malloc(sizeof(double) * dyn * dyn);
  for (int i = 0; i < dyn; i++)
    for (int j = 0; j < dyn; j++)
      H[i][j] = 1.0 / (i + j + 1);
  printf("hilbert %f %f %zu\n", diag(dyn, H), H[5][5], sizeof H[0]);
  free(H);
  return 0;
}
