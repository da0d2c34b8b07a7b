/* gemm (PolyBench/C-OMP): C = alpha * A * B + beta * C on n x n doubles;
 * the same kernel as gemm.mlir, in C, compiled by gcc and clang-16. */
void kernel_gemm(int n, double alpha, double beta, double *C, const double *A, const double *B) {
#pragma omp parallel num_threads(2)
#pragma omp for schedule(static)
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++)
      C[i * n + j] *= beta;
    for (int k = 0; k < n; k++) {
      double a = alpha * A[i * n + k];
      for (int j = 0; j < n; j++)
        C[i * n + j] += a * B[k * n + j];
    }
  }
}
