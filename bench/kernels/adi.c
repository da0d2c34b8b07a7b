/* adi.c: TSTEPS steps of an alternating-direction implicit (Peaceman-
 * Rachford) scheme for the 2-D heat equation on an N x N grid with a
 * fixed border. Each step has two half steps: implicit along the rows
 * (u -> v) and then along the columns (v -> u), each line a tridiagonal
 * system with constant coefficients solved by the Thomas algorithm: a
 * forward elimination and a back substitution that runs downwards. The
 * lines of a half step are independent: one worksharing loop over them,
 * each line with its own row of the scratch array dp; the elimination
 * factors cp are the same for every line and are computed once. */
#include "harness.h"

#ifdef SMALL_DATASET
# define SIZE_N 20
# define SIZE_TSTEPS 10
#elif defined(LARGE_DATASET)
# define SIZE_N 1000
# define SIZE_TSTEPS 30
#else
# define SIZE_N 200
# define SIZE_TSTEPS 20
#endif
#ifndef N
# define N SIZE_N
#endif
#ifndef TSTEPS
# define TSTEPS SIZE_TSTEPS
#endif

static void init_array(int n, DATA_TYPE PARAM_2D(u, N, N, n, n), DATA_TYPE PARAM_2D(v, N, N, n, n))
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      u[i][j] = (DATA_TYPE) ((i * (j + 3) + 2 * j) % n) / n;
      v[i][j] = u[i][j];
    }
}

static void print_array(int n, DATA_TYPE PARAM_2D(u, N, N, n, n))
{
  int i, j;

  DUMP_START;
  DUMP_BEGIN("u");
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      DUMP_NEWLINE(i * n + j);
      DUMP_VALUE(u[i][j]);
    }
  DUMP_END("u");
  DUMP_FINISH;
}

static void kernel_adi(int tsteps, int n, DATA_TYPE PARAM_2D(u, N, N, n, n),
                       DATA_TYPE PARAM_2D(v, N, N, n, n), DATA_TYPE PARAM_1D(cp, N, n),
                       DATA_TYPE PARAM_2D(dp, N, N, n, n))
{
  int t, i, j;
  DATA_TYPE r, a, b, c, rhs;

  /* -r x[k-1] + (1 + 2r) x[k] - r x[k+1] = rhs[k], 1 <= k <= n - 2 */
  r = SCALAR_VAL(0.25);
  a = -r;
  b = SCALAR_VAL(1.0) + SCALAR_VAL(2.0) * r;
  c = -r;
  cp[0] = SCALAR_VAL(0.0);
  cp[1] = c / b;
  for (j = 2; j < n - 1; j++)
    cp[j] = c / (b - a * cp[j - 1]);

#pragma omp parallel private(t, i, j, rhs)
  for (t = 0; t < tsteps; t++) {
    /* rows: v[i][.] from u, explicit along i */
#pragma omp for schedule(static)
    for (i = 1; i < n - 1; i++) {
      v[i][0] = u[i][0];
      v[i][n - 1] = u[i][n - 1];
      for (j = 1; j < n - 1; j++) {
        rhs = r * u[i - 1][j] + (SCALAR_VAL(1.0) - SCALAR_VAL(2.0) * r) * u[i][j] + r * u[i + 1][j]
            - (j == 1 ? a * v[i][0] : SCALAR_VAL(0.0))
            - (j == n - 2 ? c * v[i][n - 1] : SCALAR_VAL(0.0));
        dp[i][j] = (rhs - a * (j == 1 ? SCALAR_VAL(0.0) : dp[i][j - 1])) / (b - a * cp[j - 1]);
      }
      v[i][n - 2] = dp[i][n - 2];
      for (j = n - 3; j >= 1; j--)
        v[i][j] = dp[i][j] - cp[j] * v[i][j + 1];
    }
    /* columns: u[.][j] from v, explicit along j */
#pragma omp for schedule(static)
    for (j = 1; j < n - 1; j++) {
      for (i = 1; i < n - 1; i++) {
        rhs = r * v[i][j - 1] + (SCALAR_VAL(1.0) - SCALAR_VAL(2.0) * r) * v[i][j] + r * v[i][j + 1]
            - (i == 1 ? a * u[0][j] : SCALAR_VAL(0.0))
            - (i == n - 2 ? c * u[n - 1][j] : SCALAR_VAL(0.0));
        dp[j][i] = (rhs - a * (i == 1 ? SCALAR_VAL(0.0) : dp[j][i - 1])) / (b - a * cp[i - 1]);
      }
      u[n - 2][j] = dp[j][n - 2];
      for (i = n - 3; i >= 1; i--)
        u[i][j] = dp[j][i] - cp[i] * u[i + 1][j];
    }
  }
}

int main(int argc, char **argv)
{
  int n = N;
  DECL_2D(u, N, N);
  DECL_2D(v, N, N);
  DECL_1D(cp, N);
  DECL_2D(dp, N, N);

  init_array(n, ARRAY(u), ARRAY(v));

  kernel_timer_start();
  kernel_adi(TSTEPS, n, ARRAY(u), ARRAY(v), ARRAY(cp), ARRAY(dp));
  kernel_timer_stop();
  kernel_timer_print();

  KERNEL_DUMP_ARRAYS(print_array(n, ARRAY(u)));

  FREE_ARRAY(u);
  FREE_ARRAY(v);
  FREE_ARRAY(cp);
  FREE_ARRAY(dp);
  return 0;
}
