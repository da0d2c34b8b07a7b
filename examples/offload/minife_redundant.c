/* minife_redundant: an explicit code with redundant transfers, like the
 * paper's miniFE. A conjugate-gradient-like loop re-maps the matrix and
 * the vectors with map(to/tofrom) at every kernel, although the device
 * already has them and the host reads only a scalar: explicit mode copies
 * the whole matrix every iteration. Under USM nothing is copied; the
 * arrays migrate once and stay resident. Expected: USM time < explicit,
 * USM transfer size far below explicit's.
 *
 *   strata-run -fopenmp --compare --device=b70 examples/offload/minife_redundant.c
 */
#include <stdio.h>
#include <stdlib.h>

#define N (1 << 15)
#define ITERS 8

int main(void) {
  /* A tridiagonal matrix as three diagonals (integers, so every sum is
   * exact whatever the order of the reduction). */
  long *lo = malloc(N * sizeof *lo), *di = malloc(N * sizeof *di), *up = malloc(N * sizeof *up);
  long *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y);
  for (int i = 0; i < N; i++) {
    lo[i] = i > 0 ? -1 : 0;
    up[i] = i < N - 1 ? -1 : 0;
    di[i] = 3;
    x[i] = i % 7;
    y[i] = 0;
  }
  long total = 0;
  for (int it = 0; it < ITERS; it++) {
    long dot = 0;
#pragma omp target teams distribute parallel for map(to : lo[0:N], di[0:N], up[0:N], x[0:N]) map(tofrom : y[0:N]) reduction(+ : dot)
    for (int i = 0; i < N; i++) {
      long v = di[i] * x[i];
      if (i > 0)
        v += lo[i] * x[i - 1];
      if (i < N - 1)
        v += up[i] * x[i + 1];
      y[i] = v;
      dot += v * x[i];
    }
#pragma omp target teams distribute parallel for map(tofrom : x[0:N]) map(to : y[0:N])
    for (int i = 0; i < N; i++)
      x[i] = (x[i] + y[i]) % 13;
    total += dot;
  }
  printf("minife_redundant: total = %ld\n", total);
  free(lo);
  free(di);
  free(up);
  free(x);
  free(y);
  return 0;
}
