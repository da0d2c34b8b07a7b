/* axsum: the sum of the matrix-vector product A x, reps times, each a
 * parallel region with a reduction on its work-sharing loop; the same
 * kernel as axsum.mlir, in C, compiled by gcc and clang-16. */
double kernel_axsum(int reps, int n, const double *A, const double *x) {
  double sum = 0.0;
  for (int r = 0; r < reps; r++) {
#pragma omp parallel num_threads(2)
#pragma omp for schedule(static) reduction(+ : sum)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        sum += A[i * n + j] * x[j];
  }
  return sum;
}
