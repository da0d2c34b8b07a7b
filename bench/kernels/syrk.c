/* syrk.c: symmetric rank-k update of the lower triangle,
 * C = alpha A A^T + beta C, with A N x M and C N x N (j <= i only).
 * Row i does i+1 columns of work, so the rows are handed out with
 * schedule(dynamic). */
#include "harness.h"

#ifdef SMALL_DATASET
# define SIZE_N 30
# define SIZE_M 20
#elif defined(LARGE_DATASET)
# define SIZE_N 1200
# define SIZE_M 1000
#else
# define SIZE_N 240
# define SIZE_M 200
#endif
#ifndef N
# define N SIZE_N
#endif
#ifndef M
# define M SIZE_M
#endif

static void init_array(int n, int m, DATA_TYPE *alpha, DATA_TYPE *beta,
                       DATA_TYPE PARAM_2D(C, N, N, n, n),
                       DATA_TYPE PARAM_2D(A, N, M, n, m))
{
  int i, j;

  *alpha = SCALAR_VAL(1.5);
  *beta = SCALAR_VAL(1.25);
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      A[i][j] = (DATA_TYPE) ((i * j + 1) % n) / n;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      C[i][j] = (DATA_TYPE) ((i * j + 2) % m) / m;
}

static void print_array(int n, DATA_TYPE PARAM_2D(C, N, N, n, n))
{
  int i, j;

  DUMP_START;
  DUMP_BEGIN("C");
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      DUMP_NEWLINE(i * n + j);
      DUMP_VALUE(C[i][j]);
    }
  DUMP_END("C");
  DUMP_FINISH;
}

static void kernel_syrk(int n, int m, DATA_TYPE alpha, DATA_TYPE beta,
                        DATA_TYPE PARAM_2D(C, N, N, n, n),
                        DATA_TYPE PARAM_2D(A, N, M, n, m))
{
  int i, j, k;

#pragma omp parallel for private(j, k) schedule(dynamic)
  for (i = 0; i < n; i++) {
    for (j = 0; j <= i; j++)
      C[i][j] *= beta;
    for (k = 0; k < m; k++)
      for (j = 0; j <= i; j++)
        C[i][j] += alpha * A[i][k] * A[j][k];
  }
}

int main(int argc, char **argv)
{
  int n = N;
  int m = M;
  DATA_TYPE alpha;
  DATA_TYPE beta;
  DECL_2D(C, N, N);
  DECL_2D(A, N, M);

  init_array(n, m, &alpha, &beta, ARRAY(C), ARRAY(A));

  kernel_timer_start();
  kernel_syrk(n, m, alpha, beta, ARRAY(C), ARRAY(A));
  kernel_timer_stop();
  kernel_timer_print();

  KERNEL_DUMP_ARRAYS(print_array(n, ARRAY(C)));

  FREE_ARRAY(C);
  FREE_ARRAY(A);
  return 0;
}
