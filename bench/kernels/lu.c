/* lu.c: LU decomposition in place without pivoting (A is diagonally
 * dominant), right-looking: for each k, the rows below k are scaled and
 * updated by row k. Those rows are independent of each other; one
 * parallel region around the k loop, a worksharing loop per k whose
 * implicit barrier ends step k. */
#include "harness.h"

#ifdef SMALL_DATASET
# define SIZE_N 40
#elif defined(LARGE_DATASET)
# define SIZE_N 1200
#else
# define SIZE_N 300
#endif
#ifndef N
# define N SIZE_N
#endif

static void init_array(int n, DATA_TYPE PARAM_2D(A, N, N, n, n))
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      A[i][j] = i == j ? (DATA_TYPE) n : (DATA_TYPE) ((i * j + 1) % n) / n;
}

static void print_array(int n, DATA_TYPE PARAM_2D(A, N, N, n, n))
{
  int i, j;

  DUMP_START;
  DUMP_BEGIN("A");
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      DUMP_NEWLINE(i * n + j);
      DUMP_VALUE(i > j ? A[i][j] * (DATA_TYPE) n : A[i][j]);
    }
  DUMP_END("A");
  DUMP_FINISH;
}

static void kernel_lu(int n, DATA_TYPE PARAM_2D(A, N, N, n, n))
{
  int i, j, k;

#pragma omp parallel private(i, j, k)
  for (k = 0; k < n; k++) {
#pragma omp for schedule(static)
    for (i = k + 1; i < n; i++) {
      A[i][k] /= A[k][k];
      for (j = k + 1; j < n; j++)
        A[i][j] -= A[i][k] * A[k][j];
    }
  }
}

int main(int argc, char **argv)
{
  int n = N;
  DECL_2D(A, N, N);

  init_array(n, ARRAY(A));

  kernel_timer_start();
  kernel_lu(n, ARRAY(A));
  kernel_timer_stop();
  kernel_timer_print();

  KERNEL_DUMP_ARRAYS(print_array(n, ARRAY(A)));

  FREE_ARRAY(A);
  return 0;
}
