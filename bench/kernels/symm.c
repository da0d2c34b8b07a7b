/* symm.c: symmetric matrix product, C = alpha A B + beta C, with A
 * M x M symmetric (only its lower triangle is read), B and C M x N.
 * Row i adds into the rows above it, so rows stay in order; columns are
 * independent: blocks of JBLOCK columns, one parallel iteration each,
 * with a block-local accumulator array. */
#include "harness.h"

#ifdef SMALL_DATASET
# define SIZE_M 20
# define SIZE_N 30
#elif defined(LARGE_DATASET)
# define SIZE_M 800
# define SIZE_N 1000
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
# define JBLOCK 16
#endif

static void init_array(int m, int n, DATA_TYPE *alpha, DATA_TYPE *beta,
                       DATA_TYPE PARAM_2D(C, M, N, m, n),
                       DATA_TYPE PARAM_2D(A, M, M, m, m),
                       DATA_TYPE PARAM_2D(B, M, N, m, n))
{
  int i, j;

  *alpha = SCALAR_VAL(1.5);
  *beta = SCALAR_VAL(1.25);
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      C[i][j] = (DATA_TYPE) ((i + j) % 100) / m;
      B[i][j] = (DATA_TYPE) ((n + i - j) % 100) / m;
    }
  for (i = 0; i < m; i++) {
    for (j = 0; j <= i; j++)
      A[i][j] = (DATA_TYPE) ((i + j) % 100) / m;
    for (j = i + 1; j < m; j++)
      A[i][j] = SCALAR_VAL(-999.0);  /* never read */
  }
}

static void print_array(int m, int n, DATA_TYPE PARAM_2D(C, M, N, m, n))
{
  int i, j;

  DUMP_START;
  DUMP_BEGIN("C");
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      DUMP_NEWLINE(i * n + j);
      DUMP_VALUE(C[i][j]);
    }
  DUMP_END("C");
  DUMP_FINISH;
}

static void kernel_symm(int m, int n, DATA_TYPE alpha, DATA_TYPE beta,
                        DATA_TYPE PARAM_2D(C, M, N, m, n),
                        DATA_TYPE PARAM_2D(A, M, M, m, m),
                        DATA_TYPE PARAM_2D(B, M, N, m, n))
{
  int i, j, k, jb, jend;

#pragma omp parallel for private(i, j, k, jend) schedule(static)
  for (jb = 0; jb < n; jb += JBLOCK) {
    DATA_TYPE temp2[JBLOCK];

    jend = jb + JBLOCK < n ? jb + JBLOCK : n;
    for (i = 0; i < m; i++) {
      for (j = jb; j < jend; j++)
        temp2[j - jb] = SCALAR_VAL(0.0);
      for (k = 0; k < i; k++)
        for (j = jb; j < jend; j++) {
          C[k][j] += alpha * B[i][j] * A[i][k];
          temp2[j - jb] += B[k][j] * A[i][k];
        }
      for (j = jb; j < jend; j++)
        C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2[j - jb];
    }
  }
}

int main(int argc, char **argv)
{
  int m = M;
  int n = N;
  DATA_TYPE alpha;
  DATA_TYPE beta;
  DECL_2D(C, M, N);
  DECL_2D(A, M, M);
  DECL_2D(B, M, N);

  init_array(m, n, &alpha, &beta, ARRAY(C), ARRAY(A), ARRAY(B));

  kernel_timer_start();
  kernel_symm(m, n, alpha, beta, ARRAY(C), ARRAY(A), ARRAY(B));
  kernel_timer_stop();
  kernel_timer_print();

  KERNEL_DUMP_ARRAYS(print_array(m, n, ARRAY(C)));

  FREE_ARRAY(C);
  FREE_ARRAY(A);
  FREE_ARRAY(B);
  return 0;
}
