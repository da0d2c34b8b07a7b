/* A parallel kernel for the engine's OpenMP speedup: a 160x160 matrix
 * multiply, rows split by a static worksharing loop.
 *   strata-run -fopenmp --threads=1 bench/interp/testdata/omp_matmul.c
 *   strata-run -fopenmp --threads=2 bench/interp/testdata/omp_matmul.c */
#include <omp.h>
#include <stdio.h>
#define N 160
static double a[N][N], b[N][N], c[N][N];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      a[i][j] = (i + j) % 7;
      b[i][j] = (i * j) % 5;
    }
  double t0 = omp_get_wtime();
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      double s = 0;
      for (int k = 0; k < N; k++)
        s += a[i][k] * b[k][j];
      c[i][j] = s;
    }
  double t1 = omp_get_wtime();
  double sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += c[i][j];
  printf("checksum %.0f\n", sum);
  fprintf(stderr, "%d threads: %.3f s\n", omp_get_max_threads(), t1 - t0);
  return 0;
}
