/* atax.c: y = A^T (A x), repeated TSTEPS times as a power iteration:
 * after each product x is set to y / y[0]. One parallel region around
 * the time loop; three worksharing loops a step, each ordered after the
 * one before by its implicit barrier. The second loop walks columns of
 * A, each y[j] summed over i in order. */
#include "harness.h"

#ifdef SMALL_DATASET
# define SIZE_M 38
# define SIZE_N 42
# define SIZE_TSTEPS 4
#elif defined(LARGE_DATASET)
# define SIZE_M 2000
# define SIZE_N 2200
# define SIZE_TSTEPS 20
#else
# define SIZE_M 390
# define SIZE_N 410
# define SIZE_TSTEPS 10
#endif
#ifndef M
# define M SIZE_M
#endif
#ifndef N
# define N SIZE_N
#endif
#ifndef TSTEPS
# define TSTEPS SIZE_TSTEPS
#endif

static void init_array(int m, int n, DATA_TYPE PARAM_2D(A, M, N, m, n), DATA_TYPE PARAM_1D(x, N, n))
{
  int i, j;

  for (j = 0; j < n; j++)
    x[j] = SCALAR_VAL(1.0) + (DATA_TYPE) j / n;
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++)
      A[i][j] = (DATA_TYPE) ((i + j) % n + 1) / (5 * m);
}

static void print_array(int n, DATA_TYPE PARAM_1D(x, N, n), DATA_TYPE PARAM_1D(y, N, n))
{
  int i;

  DUMP_START;
  DUMP_BEGIN("x");
  for (i = 0; i < n; i++) {
    DUMP_NEWLINE(i);
    DUMP_VALUE(x[i]);
  }
  DUMP_END("x");
  DUMP_BEGIN("y");
  for (i = 0; i < n; i++) {
    DUMP_NEWLINE(i);
    DUMP_VALUE(y[i]);
  }
  DUMP_END("y");
  DUMP_FINISH;
}

static void kernel_atax(int tsteps, int m, int n,
                        DATA_TYPE PARAM_2D(A, M, N, m, n),
                        DATA_TYPE PARAM_1D(x, N, n),
                        DATA_TYPE PARAM_1D(y, N, n),
                        DATA_TYPE PARAM_1D(tmp, M, m))
{
  int t, i, j;

#pragma omp parallel private(t, i, j)
  for (t = 0; t < tsteps; t++) {
#pragma omp for schedule(static)
    for (i = 0; i < m; i++) {
      tmp[i] = SCALAR_VAL(0.0);
      for (j = 0; j < n; j++)
        tmp[i] = tmp[i] + A[i][j] * x[j];
    }
#pragma omp for schedule(static)
    for (j = 0; j < n; j++) {
      y[j] = SCALAR_VAL(0.0);
      for (i = 0; i < m; i++)
        y[j] = y[j] + A[i][j] * tmp[i];
    }
#pragma omp for schedule(static)
    for (j = 0; j < n; j++)
      x[j] = y[j] / y[0];
  }
}

int main(int argc, char **argv)
{
  int m = M;
  int n = N;
  DECL_2D(A, M, N);
  DECL_1D(x, N);
  DECL_1D(y, N);
  DECL_1D(tmp, M);

  init_array(m, n, ARRAY(A), ARRAY(x));

  kernel_timer_start();
  kernel_atax(TSTEPS, m, n, ARRAY(A), ARRAY(x), ARRAY(y), ARRAY(tmp));
  kernel_timer_stop();
  kernel_timer_print();

  KERNEL_DUMP_ARRAYS(print_array(n, ARRAY(x), ARRAY(y)));

  FREE_ARRAY(A);
  FREE_ARRAY(x);
  FREE_ARRAY(y);
  FREE_ARRAY(tmp);
  return 0;
}
