/* heat_3d.c: TSTEPS steps of the 7-point heat equation on an N x N x N
 * grid, ping-ponging between A and B; the faces stay fixed. Each sweep
 * is a parallel for with collapse(2) over i and j, k private. */
#include "harness.h"

#ifdef SMALL_DATASET
# define SIZE_N 12
# define SIZE_TSTEPS 10
#elif defined(LARGE_DATASET)
# define SIZE_N 150
# define SIZE_TSTEPS 60
#else
# define SIZE_N 40
# define SIZE_TSTEPS 40
#endif
#ifndef N
# define N SIZE_N
#endif
#ifndef TSTEPS
# define TSTEPS SIZE_TSTEPS
#endif

static void init_array(int n, DATA_TYPE PARAM_3D(A, N, N, N, n, n, n),
                       DATA_TYPE PARAM_3D(B, N, N, N, n, n, n))
{
  int i, j, k;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      for (k = 0; k < n; k++)
        A[i][j][k] = B[i][j][k] = (DATA_TYPE) (i + j + (n - k)) * 10 / n;
}

static void print_array(int n, DATA_TYPE PARAM_3D(A, N, N, N, n, n, n))
{
  int i, j, k;

  DUMP_START;
  DUMP_BEGIN("A");
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      for (k = 0; k < n; k++) {
        DUMP_NEWLINE((i * n + j) * n + k);
        DUMP_VALUE(A[i][j][k]);
      }
  DUMP_END("A");
  DUMP_FINISH;
}

static void kernel_heat_3d(int tsteps, int n, DATA_TYPE PARAM_3D(A, N, N, N, n, n, n),
                           DATA_TYPE PARAM_3D(B, N, N, N, n, n, n))
{
  int t, i, j, k;

  for (t = 1; t <= tsteps; t++) {
#pragma omp parallel for collapse(2) private(k) schedule(static)
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        for (k = 1; k < n - 1; k++)
          B[i][j][k] = SCALAR_VAL(0.125) * (A[i + 1][j][k] - SCALAR_VAL(2.0) * A[i][j][k] + A[i - 1][j][k])
                     + SCALAR_VAL(0.125) * (A[i][j + 1][k] - SCALAR_VAL(2.0) * A[i][j][k] + A[i][j - 1][k])
                     + SCALAR_VAL(0.125) * (A[i][j][k + 1] - SCALAR_VAL(2.0) * A[i][j][k] + A[i][j][k - 1])
                     + A[i][j][k];
#pragma omp parallel for collapse(2) private(k) schedule(static)
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        for (k = 1; k < n - 1; k++)
          A[i][j][k] = SCALAR_VAL(0.125) * (B[i + 1][j][k] - SCALAR_VAL(2.0) * B[i][j][k] + B[i - 1][j][k])
                     + SCALAR_VAL(0.125) * (B[i][j + 1][k] - SCALAR_VAL(2.0) * B[i][j][k] + B[i][j - 1][k])
                     + SCALAR_VAL(0.125) * (B[i][j][k + 1] - SCALAR_VAL(2.0) * B[i][j][k] + B[i][j][k - 1])
                     + B[i][j][k];
  }
}

int main(int argc, char **argv)
{
  int n = N;
  DECL_3D(A, N, N, N);
  DECL_3D(B, N, N, N);

  init_array(n, ARRAY(A), ARRAY(B));

  kernel_timer_start();
  kernel_heat_3d(TSTEPS, n, ARRAY(A), ARRAY(B));
  kernel_timer_stop();
  kernel_timer_print();

  KERNEL_DUMP_ARRAYS(print_array(n, ARRAY(A)));

  FREE_ARRAY(A);
  FREE_ARRAY(B);
  return 0;
}
