// Variable-length array parameters in OpenMP constructs: a task per row
// writing A[i][j] of a double A[n][m] (the lengths are used in the
// deferred task), and a collapse(2) reduction over it.
// REQUIRES: gcc, opt, llc, libomp
// RUN: %cc-ref && %cc-gomp && %cc-iomp
// RUN: filecheck %s < %t.out
// CHECK: 3360.000000 46.000000
#include <stdio.h>
#include <stdlib.h>
static void fill(int n, int m, double A[n][m]) {
#pragma omp parallel
#pragma omp single
  for (int i = 0; i < n; i++) {
#pragma omp task firstprivate(i)
    for (int j = 0; j < m; j++) A[i][j] = i * 10 + j;
  }
}
static double total(int n, int m, double A[n][m]) {
  double s = 0;
#pragma omp parallel for reduction(+: s) collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) s += A[i][j] * (j + 1);
  return s;
}
int main(void) {
  int n = 5, m = 7;
  double (*A)[m] = malloc(sizeof(double[n][m]));
  fill(n, m, A);
  printf("%f %f\n", total(n, m, A), A[4][6]);
  free(A);
  return 0;
}
