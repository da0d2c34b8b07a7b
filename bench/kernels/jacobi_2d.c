/* jacobi_2d.c: TSTEPS steps of a 5-point Jacobi stencil on an N x N
 * grid, ping-ponging between A and B; the border stays fixed. Each sweep
 * is a parallel for with collapse(2) over the interior. */
#include "harness.h"

#ifdef SMALL_DATASET
# define SIZE_N 30
# define SIZE_TSTEPS 20
#elif defined(LARGE_DATASET)
# define SIZE_N 1300
# define SIZE_TSTEPS 100
#else
# define SIZE_N 250
# define SIZE_TSTEPS 100
#endif
#ifndef N
# define N SIZE_N
#endif
#ifndef TSTEPS
# define TSTEPS SIZE_TSTEPS
#endif

static void init_array(int n, DATA_TYPE PARAM_2D(A, N, N, n, n), DATA_TYPE PARAM_2D(B, N, N, n, n))
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      A[i][j] = ((DATA_TYPE) i * (j + 2) + 2) / n;
      B[i][j] = ((DATA_TYPE) i * (j + 3) + 3) / n;
    }
}

static void print_array(int n, DATA_TYPE PARAM_2D(A, N, N, n, n))
{
  int i, j;

  DUMP_START;
  DUMP_BEGIN("A");
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      DUMP_NEWLINE(i * n + j);
      DUMP_VALUE(A[i][j]);
    }
  DUMP_END("A");
  DUMP_FINISH;
}

static void kernel_jacobi_2d(int tsteps, int n, DATA_TYPE PARAM_2D(A, N, N, n, n),
                             DATA_TYPE PARAM_2D(B, N, N, n, n))
{
  int t, i, j;

  for (t = 0; t < tsteps; t++) {
#pragma omp parallel for collapse(2) schedule(static)
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        B[i][j] = SCALAR_VAL(0.2) * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
#pragma omp parallel for collapse(2) schedule(static)
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        A[i][j] = SCALAR_VAL(0.2) * (B[i][j] + B[i][j - 1] + B[i][j + 1] + B[i + 1][j] + B[i - 1][j]);
  }
}

int main(int argc, char **argv)
{
  int n = N;
  DECL_2D(A, N, N);
  DECL_2D(B, N, N);

  init_array(n, ARRAY(A), ARRAY(B));

  kernel_timer_start();
  kernel_jacobi_2d(TSTEPS, n, ARRAY(A), ARRAY(B));
  kernel_timer_stop();
  kernel_timer_print();

  KERNEL_DUMP_ARRAYS(print_array(n, ARRAY(A)));

  FREE_ARRAY(A);
  FREE_ARRAY(B);
  return 0;
}
