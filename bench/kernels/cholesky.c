/* cholesky.c: Cholesky factorization A = L L^T in place in the lower
 * triangle, right-looking. Step k: every thread takes d = sqrt(A[k][k])
 * (nobody writes A[k][k] during step k), one loop scales column k, a
 * second loop updates the trailing triangle row by row (schedule(dynamic,
 * 8): row i has i - k entries). The diagonal, whose entries are final
 * before their square root is needed, is square-rooted at the end. */
#include "harness.h"

#ifdef SMALL_DATASET
# define SIZE_N 40
#elif defined(LARGE_DATASET)
# define SIZE_N 1500
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
      A[i][j] = i == j ? (DATA_TYPE) (n + 1)
                       : SCALAR_VAL(1.0) / (DATA_TYPE) (1 + (i > j ? i - j : j - i));
}

static void print_array(int n, DATA_TYPE PARAM_2D(A, N, N, n, n))
{
  int i, j;

  DUMP_START;
  DUMP_BEGIN("L");
  for (i = 0; i < n; i++)
    for (j = 0; j <= i; j++) {
      DUMP_NEWLINE(i * (i + 1) / 2 + j);
      DUMP_VALUE(A[i][j] * SCALAR_VAL(100.0));
    }
  DUMP_END("L");
  DUMP_FINISH;
}

static void kernel_cholesky(int n, DATA_TYPE PARAM_2D(A, N, N, n, n))
{
  int i, j, k;
  DATA_TYPE d;

#pragma omp parallel private(i, j, k, d)
  {
    for (k = 0; k < n; k++) {
      d = SQRT_FUN(A[k][k]);
#pragma omp for schedule(static)
      for (i = k + 1; i < n; i++)
        A[i][k] = A[i][k] / d;
#pragma omp for schedule(dynamic, 8)
      for (i = k + 1; i < n; i++)
        for (j = k + 1; j <= i; j++)
          A[i][j] -= A[i][k] * A[j][k];
    }
#pragma omp for schedule(static)
    for (i = 0; i < n; i++)
      A[i][i] = SQRT_FUN(A[i][i]);
  }
}

int main(int argc, char **argv)
{
  int n = N;
  DECL_2D(A, N, N);

  init_array(n, ARRAY(A));

  kernel_timer_start();
  kernel_cholesky(n, ARRAY(A));
  kernel_timer_stop();
  kernel_timer_print();

  KERNEL_DUMP_ARRAYS(print_array(n, ARRAY(A)));

  FREE_ARRAY(A);
  return 0;
}
