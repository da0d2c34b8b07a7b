/* jacobi_solve.c: TSTEPS sweeps of the Jacobi iteration for A x = b, A
 * N x N strictly diagonally dominant:
 *   xnew[i] = (b[i] - sum over j != i of A[i][j] x[j]) / A[i][i].
 * Each row sums in j order, the skipped diagonal by ?:. The number of
 * components that moved by more than TOL, over all sweeps, is an
 * integer reduction(+) on the worksharing loop. */
#include "harness.h"

#ifdef SMALL_DATASET
# define SIZE_N 40
# define SIZE_TSTEPS 10
#elif defined(LARGE_DATASET)
# define SIZE_N 2000
# define SIZE_TSTEPS 100
#else
# define SIZE_N 400
# define SIZE_TSTEPS 30
#endif
#ifndef N
# define N SIZE_N
#endif
#ifndef TSTEPS
# define TSTEPS SIZE_TSTEPS
#endif
#ifndef TOL
# define TOL SCALAR_VAL(1.0e-9)
#endif

static void init_array(int n, DATA_TYPE PARAM_2D(A, N, N, n, n), DATA_TYPE PARAM_1D(b, N, n),
                       DATA_TYPE PARAM_1D(x, N, n))
{
  int i, j;

  for (i = 0; i < n; i++) {
    b[i] = (DATA_TYPE) (i % 17) - SCALAR_VAL(8.0);
    x[i] = SCALAR_VAL(0.0);
    for (j = 0; j < n; j++)
      A[i][j] = i == j ? (DATA_TYPE) (2 * n) : (DATA_TYPE) ((i * j + 1) % n) / n;
  }
}

static void print_array(int n, int changed, DATA_TYPE PARAM_1D(x, N, n))
{
  int i;

  DUMP_START;
  DUMP_BEGIN("x");
  for (i = 0; i < n; i++) {
    DUMP_NEWLINE(i);
    DUMP_VALUE(x[i] * (DATA_TYPE) n);
  }
  DUMP_END("x");
  DUMP_BEGIN("changed");
  fprintf(DUMP_TARGET, "\n%d ", changed);
  DUMP_END("changed");
  DUMP_FINISH;
}

static void kernel_jacobi_solve(int tsteps, int n,
                                DATA_TYPE PARAM_2D(A, N, N, n, n),
                                DATA_TYPE PARAM_1D(b, N, n),
                                DATA_TYPE PARAM_1D(x, N, n),
                                DATA_TYPE PARAM_1D(xnew, N, n),
                                int *changed)
{
  int t, i, j;
  int count = 0;
  DATA_TYPE s;

#pragma omp parallel private(t, i, j, s)
  for (t = 0; t < tsteps; t++) {
#pragma omp for schedule(static) reduction(+: count)
    for (i = 0; i < n; i++) {
      s = b[i];
      for (j = 0; j < n; j++)
        s -= j != i ? A[i][j] * x[j] : SCALAR_VAL(0.0);
      xnew[i] = s / A[i][i];
      count += FABS_FUN(xnew[i] - x[i]) > TOL ? 1 : 0;
    }
#pragma omp for schedule(static)
    for (i = 0; i < n; i++)
      x[i] = xnew[i];
  }
  *changed = count;
}

int main(int argc, char **argv)
{
  int n = N;
  int changed;
  DECL_2D(A, N, N);
  DECL_1D(b, N);
  DECL_1D(x, N);
  DECL_1D(xnew, N);

  init_array(n, ARRAY(A), ARRAY(b), ARRAY(x));

  kernel_timer_start();
  kernel_jacobi_solve(TSTEPS, n, ARRAY(A), ARRAY(b), ARRAY(x), ARRAY(xnew), &changed);
  kernel_timer_stop();
  kernel_timer_print();

  KERNEL_DUMP_ARRAYS(print_array(n, changed, ARRAY(x)));

  FREE_ARRAY(A);
  FREE_ARRAY(b);
  FREE_ARRAY(x);
  FREE_ARRAY(xnew);
  return 0;
}
