/* The driver of the jacobi-2d kernel (jacobi2d.mlir or jacobi2d.c, in
 * another object): deterministic grids, the timed call, the checksum. */
#include <stdlib.h>

#include "harness.h"

#define N 1000
#define TSTEPS 300

void kernel_jacobi2d(int tsteps, int n, double *A, double *B);

int main(void) {
  double *A = malloc(sizeof(double) * N * N);
  double *B = malloc(sizeof(double) * N * N);
  if (!A || !B)
    return 1;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i * N + j] = ((double)i * (j + 2) + 2) / N;
      B[i * N + j] = ((double)i * (j + 3) + 3) / N;
    }
  double t0 = bench_now();
  kernel_jacobi2d(TSTEPS, N, A, B);
  double t1 = bench_now();
  double sum = 0;
  for (int i = 0; i < N * N; i++)
    sum += A[i] + B[i];
  bench_report(sum, t1 - t0);
  free(A);
  free(B);
  return 0;
}
