/* mvt.c: matrix-vector products with A and A^T,
 * x1 = x1 + A y1 and x2 = x2 + A^T y2, accumulated TSTEPS times. The two
 * updates are independent: the first loop ends with nowait. */
#include "harness.h"

#ifdef SMALL_DATASET
# define SIZE_N 40
# define SIZE_TSTEPS 4
#elif defined(LARGE_DATASET)
# define SIZE_N 2000
# define SIZE_TSTEPS 20
#else
# define SIZE_N 400
# define SIZE_TSTEPS 10
#endif
#ifndef N
# define N SIZE_N
#endif
#ifndef TSTEPS
# define TSTEPS SIZE_TSTEPS
#endif

static void init_array(int n, DATA_TYPE PARAM_1D(x1, N, n), DATA_TYPE PARAM_1D(x2, N, n),
                       DATA_TYPE PARAM_1D(y1, N, n), DATA_TYPE PARAM_1D(y2, N, n),
                       DATA_TYPE PARAM_2D(A, N, N, n, n))
{
  int i, j;

  for (i = 0; i < n; i++) {
    x1[i] = (DATA_TYPE) (i % n) / n;
    x2[i] = (DATA_TYPE) ((i + 1) % n) / n;
    y1[i] = (DATA_TYPE) ((i + 3) % n) / n;
    y2[i] = (DATA_TYPE) ((i + 4) % n) / n;
    for (j = 0; j < n; j++)
      A[i][j] = (DATA_TYPE) (i * j % n) / (n * n);
  }
}

static void print_array(int n, DATA_TYPE PARAM_1D(x1, N, n), DATA_TYPE PARAM_1D(x2, N, n))
{
  int i;

  DUMP_START;
  DUMP_BEGIN("x1");
  for (i = 0; i < n; i++) {
    DUMP_NEWLINE(i);
    DUMP_VALUE(x1[i]);
  }
  DUMP_END("x1");
  DUMP_BEGIN("x2");
  for (i = 0; i < n; i++) {
    DUMP_NEWLINE(i);
    DUMP_VALUE(x2[i]);
  }
  DUMP_END("x2");
  DUMP_FINISH;
}

static void kernel_mvt(int tsteps, int n,
                       DATA_TYPE PARAM_1D(x1, N, n), DATA_TYPE PARAM_1D(x2, N, n),
                       DATA_TYPE PARAM_1D(y1, N, n), DATA_TYPE PARAM_1D(y2, N, n),
                       DATA_TYPE PARAM_2D(A, N, N, n, n))
{
  int t, i, j;

#pragma omp parallel private(t, i, j)
  for (t = 0; t < tsteps; t++) {
#pragma omp for schedule(static) nowait
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        x1[i] = x1[i] + A[i][j] * y1[j];
#pragma omp for schedule(static)
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        x2[i] = x2[i] + A[j][i] * y2[j];
  }
}

int main(int argc, char **argv)
{
  int n = N;
  DECL_2D(A, N, N);
  DECL_1D(x1, N);
  DECL_1D(x2, N);
  DECL_1D(y1, N);
  DECL_1D(y2, N);

  init_array(n, ARRAY(x1), ARRAY(x2), ARRAY(y1), ARRAY(y2), ARRAY(A));

  kernel_timer_start();
  kernel_mvt(TSTEPS, n, ARRAY(x1), ARRAY(x2), ARRAY(y1), ARRAY(y2), ARRAY(A));
  kernel_timer_stop();
  kernel_timer_print();

  KERNEL_DUMP_ARRAYS(print_array(n, ARRAY(x1), ARRAY(x2)));

  FREE_ARRAY(A);
  FREE_ARRAY(x1);
  FREE_ARRAY(x2);
  FREE_ARRAY(y1);
  FREE_ARRAY(y2);
  return 0;
}
