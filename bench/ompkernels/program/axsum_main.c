/* The driver of the axsum kernel (axsum.mlir or axsum.c, in another
 * object): small-integer inputs, so that every sum is exact whatever
 * the order of the reduction; the timed call; the result as checksum. */
#include <stdlib.h>

#include "harness.h"

#define N 2000
#define REPS 100

double kernel_axsum(int reps, int n, const double *A, const double *x);

int main(void) {
  double *A = malloc(sizeof(double) * N * N);
  double *x = malloc(sizeof(double) * N);
  if (!A || !x)
    return 1;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i * N + j] = (i * 7 + j * 3) % 13 - 4;
  for (int j = 0; j < N; j++)
    x[j] = j % 5 - 1;
  double t0 = bench_now();
  double sum = kernel_axsum(REPS, N, A, x);
  double t1 = bench_now();
  bench_report(sum, t1 - t0);
  free(A);
  free(x);
  return 0;
}
