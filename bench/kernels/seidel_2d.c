/* seidel_2d.c: TSTEPS Gauss-Seidel sweeps of a 9-point stencil on an
 * N x N grid, in place, in the order of the sequential sweep (rows down,
 * columns right). The sweep is run as a wavefront over the lines
 * 2 i + j = d: a point reads its neighbours on lines d - 3 .. d - 1 (new
 * values) and d + 1 .. d + 3 (old ones) and none on its own line, so the
 * points of one line are independent and get the values the sequential
 * sweep gives them. A parallel region around the time loop; the inner
 * loop over a line is a worksharing loop whose bounds come from ?:. */
#include "harness.h"

#ifdef SMALL_DATASET
# define SIZE_N 30
# define SIZE_TSTEPS 10
#elif defined(LARGE_DATASET)
# define SIZE_N 1000
# define SIZE_TSTEPS 80
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

static void init_array(int n, DATA_TYPE PARAM_2D(A, N, N, n, n))
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      A[i][j] = ((DATA_TYPE) i * (j + 2) + 2) / n;
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

static void kernel_seidel_2d(int tsteps, int n, DATA_TYPE PARAM_2D(A, N, N, n, n))
{
  int t, d, i, j, lo, hi;

#pragma omp parallel private(t, d, i, j, lo, hi)
  for (t = 0; t < tsteps; t++)
    for (d = 3; d <= 3 * (n - 2); d++) {
      /* 1 <= i <= n - 2 and 1 <= j = d - 2 i <= n - 2 */
      lo = d - (n - 2) > 2 ? (d - (n - 2) + 1) / 2 : 1;
      hi = (d - 1) / 2 < n - 2 ? (d - 1) / 2 : n - 2;
#pragma omp for schedule(static)
      for (i = lo; i <= hi; i++) {
        j = d - 2 * i;
        A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1]
                   + A[i][j - 1] + A[i][j] + A[i][j + 1]
                   + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / SCALAR_VAL(9.0);
      }
    }
}

int main(int argc, char **argv)
{
  int n = N;
  DECL_2D(A, N, N);

  init_array(n, ARRAY(A));

  kernel_timer_start();
  kernel_seidel_2d(TSTEPS, n, ARRAY(A));
  kernel_timer_stop();
  kernel_timer_print();

  KERNEL_DUMP_ARRAYS(print_array(n, ARRAY(A)));

  FREE_ARRAY(A);
  return 0;
}
