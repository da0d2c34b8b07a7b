/* syr2k.c: symmetric rank-2k update of the lower triangle,
 * C = alpha A B^T + alpha B A^T + beta C, with A and B N x M. The work
 * of row i grows with i: schedule(dynamic, 4). Each C[i][j] is a dot
 * product kept in a private accumulator, in k order. */
#include "harness.h"

#ifdef SMALL_DATASET
# define SIZE_N 30
# define SIZE_M 20
#elif defined(LARGE_DATASET)
# define SIZE_N 1000
# define SIZE_M 800
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
                       DATA_TYPE PARAM_2D(A, N, M, n, m),
                       DATA_TYPE PARAM_2D(B, N, M, n, m))
{
  int i, j;

  *alpha = SCALAR_VAL(1.5);
  *beta = SCALAR_VAL(1.25);
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++) {
      A[i][j] = (DATA_TYPE) ((i * j + 1) % n) / n;
      B[i][j] = (DATA_TYPE) ((i * j + 2) % m) / m;
    }
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      C[i][j] = (DATA_TYPE) ((i * j + 3) % n) / m;
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

static void kernel_syr2k(int n, int m, DATA_TYPE alpha, DATA_TYPE beta,
                         DATA_TYPE PARAM_2D(C, N, N, n, n),
                         DATA_TYPE PARAM_2D(A, N, M, n, m),
                         DATA_TYPE PARAM_2D(B, N, M, n, m))
{
  int i, j, k;
  DATA_TYPE acc;

#pragma omp parallel for private(j, k, acc) schedule(dynamic, 4)
  for (i = 0; i < n; i++)
    for (j = 0; j <= i; j++) {
      acc = SCALAR_VAL(0.0);
      for (k = 0; k < m; k++)
        acc += A[j][k] * alpha * B[i][k] + B[j][k] * alpha * A[i][k];
      C[i][j] = beta * C[i][j] + acc;
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
  DECL_2D(B, N, M);

  init_array(n, m, &alpha, &beta, ARRAY(C), ARRAY(A), ARRAY(B));

  kernel_timer_start();
  kernel_syr2k(n, m, alpha, beta, ARRAY(C), ARRAY(A), ARRAY(B));
  kernel_timer_stop();
  kernel_timer_print();

  KERNEL_DUMP_ARRAYS(print_array(n, ARRAY(C)));

  FREE_ARRAY(C);
  FREE_ARRAY(A);
  FREE_ARRAY(B);
  return 0;
}
