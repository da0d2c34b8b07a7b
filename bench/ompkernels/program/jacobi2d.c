/* jacobi-2d (PolyBench/C-OMP): tsteps time steps of a 5-point stencil on
 * n x n doubles, in one parallel region whose work-sharing loops'
 * implicit barriers order the sweeps; the same kernel as jacobi2d.mlir,
 * in C, compiled by gcc and clang-16. */
void kernel_jacobi2d(int tsteps, int n, double *A, double *B) {
#pragma omp parallel num_threads(2)
  for (int t = 0; t < tsteps; t++) {
#pragma omp for schedule(static)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        B[i * n + j] = 0.2 * (A[i * n + j] + A[i * n + j - 1] + A[i * n + j + 1] + A[(i + 1) * n + j] + A[(i - 1) * n + j]);
#pragma omp for schedule(static)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        A[i * n + j] = 0.2 * (B[i * n + j] + B[i * n + j - 1] + B[i * n + j + 1] + B[(i + 1) * n + j] + B[(i - 1) * n + j]);
  }
}
