/* The driver of the gemm kernel (gemm.mlir or gemm.c, in another object):
 * deterministic inputs, the timed call, the checksum. */
#include <stdlib.h>

#include "harness.h"

#define N 1000

void kernel_gemm(int n, double alpha, double beta, double *C, const double *A, const double *B);

int main(void) {
  double *A = malloc(sizeof(double) * N * N);
  double *B = malloc(sizeof(double) * N * N);
  double *C = malloc(sizeof(double) * N * N);
  if (!A || !B || !C)
    return 1;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i * N + j] = (double)((i * j + 1) % N) / N;
      B[i * N + j] = (double)((i * (j + 1) + 2) % N) / N;
      C[i * N + j] = (double)((i * (j + 2) + 3) % N) / N;
    }
  double t0 = bench_now();
  kernel_gemm(N, 1.5, 1.2, C, A, B);
  double t1 = bench_now();
  double sum = 0;
  for (int i = 0; i < N * N; i++)
    sum += C[i];
  bench_report(sum, t1 - t0);
  free(A);
  free(B);
  free(C);
  return 0;
}
