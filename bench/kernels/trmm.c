/* trmm.c: triangular matrix product, B = alpha A^T B, with A M x M
 * lower triangular with an implicit unit diagonal and B M x N. Row i of
 * B reads the rows below it before they change, so the rows stay in
 * order; the columns are independent and are cut into blocks of JBLOCK,
 * one parallel iteration each (the last block is shorter: ?:). */
#include "harness.h"

#ifdef SMALL_DATASET
# define SIZE_M 20
# define SIZE_N 30
#elif defined(LARGE_DATASET)
# define SIZE_M 1000
# define SIZE_N 1200
#else
# define SIZE_M 200
# define SIZE_N 240
#endif
#ifndef M
# define M SIZE_M
#endif
#ifndef N
# define N SIZE_N
#endif
#ifndef JBLOCK
# define JBLOCK 32
#endif

static void init_array(int m, int n, DATA_TYPE *alpha,
                       DATA_TYPE PARAM_2D(A, M, M, m, m),
                       DATA_TYPE PARAM_2D(B, M, N, m, n))
{
  int i, j;

  *alpha = SCALAR_VAL(1.5);
  for (i = 0; i < m; i++) {
    for (j = 0; j < i; j++)
      A[i][j] = (DATA_TYPE) ((i + j) % m) / (4 * m);
    A[i][i] = SCALAR_VAL(1.0);
    for (j = i + 1; j < m; j++)
      A[i][j] = SCALAR_VAL(-9.0);  /* never read */
    for (j = 0; j < n; j++)
      B[i][j] = (DATA_TYPE) ((n + (i - j)) % n) / n;
  }
}

static void print_array(int m, int n, DATA_TYPE PARAM_2D(B, M, N, m, n))
{
  int i, j;

  DUMP_START;
  DUMP_BEGIN("B");
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      DUMP_NEWLINE(i * n + j);
      DUMP_VALUE(B[i][j]);
    }
  DUMP_END("B");
  DUMP_FINISH;
}

static void kernel_trmm(int m, int n, DATA_TYPE alpha,
                        DATA_TYPE PARAM_2D(A, M, M, m, m),
                        DATA_TYPE PARAM_2D(B, M, N, m, n))
{
  int i, j, k, jb, jend;

#pragma omp parallel for private(i, j, k, jend) schedule(static)
  for (jb = 0; jb < n; jb += JBLOCK) {
    jend = jb + JBLOCK < n ? jb + JBLOCK : n;
    for (i = 0; i < m; i++) {
      for (k = i + 1; k < m; k++)
        for (j = jb; j < jend; j++)
          B[i][j] += A[k][i] * B[k][j];
      for (j = jb; j < jend; j++)
        B[i][j] = alpha * B[i][j];
    }
  }
}

int main(int argc, char **argv)
{
  int m = M;
  int n = N;
  DATA_TYPE alpha;
  DECL_2D(A, M, M);
  DECL_2D(B, M, N);

  init_array(m, n, &alpha, ARRAY(A), ARRAY(B));

  kernel_timer_start();
  kernel_trmm(m, n, alpha, ARRAY(A), ARRAY(B));
  kernel_timer_stop();
  kernel_timer_print();

  KERNEL_DUMP_ARRAYS(print_array(m, n, ARRAY(B)));

  FREE_ARRAY(A);
  FREE_ARRAY(B);
  return 0;
}
