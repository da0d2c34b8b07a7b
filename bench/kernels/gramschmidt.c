/* gramschmidt.c: QR decomposition by modified Gram-Schmidt, A (M x N,
 * M >= N) into Q (M x N) and R (N x N, upper). A and Q are stored by
 * columns (A[j][i] is row i of column j), so that every inner loop walks
 * memory in order; Q is dumped by rows. One parallel region
 * around the k loop: every thread computes the norm of column k itself
 * (the same sum in the same order, in a private variable), then a
 * worksharing loop writes column k of Q and R[k][k], and another one
 * projects column k out of the columns to its right. */
#include "harness.h"

#ifdef SMALL_DATASET
# define SIZE_M 30
# define SIZE_N 20
#elif defined(LARGE_DATASET)
# define SIZE_M 1200
# define SIZE_N 900
#else
# define SIZE_M 240
# define SIZE_N 200
#endif
#ifndef M
# define M SIZE_M
#endif
#ifndef N
# define N SIZE_N
#endif

static void init_array(int m, int n, DATA_TYPE PARAM_2D(A, N, M, n, m),
                       DATA_TYPE PARAM_2D(R, N, N, n, n), DATA_TYPE PARAM_2D(Q, N, M, n, m))
{
  int i, j;

  for (j = 0; j < n; j++)
    for (i = 0; i < m; i++) {
      A[j][i] = (DATA_TYPE) ((i + 2 * j) % m + 1) / m + (i == j ? SCALAR_VAL(2.0) : SCALAR_VAL(0.0));
      Q[j][i] = SCALAR_VAL(0.0);
    }
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      R[i][j] = SCALAR_VAL(0.0);
}

static void print_array(int m, int n, DATA_TYPE PARAM_2D(R, N, N, n, n),
                        DATA_TYPE PARAM_2D(Q, N, M, n, m))
{
  int i, j;

  DUMP_START;
  DUMP_BEGIN("R");
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      DUMP_NEWLINE(i * n + j);
      DUMP_VALUE(R[i][j]);
    }
  DUMP_END("R");
  DUMP_BEGIN("Q");
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      DUMP_NEWLINE(i * n + j);
      DUMP_VALUE(Q[j][i] * SCALAR_VAL(100.0));
    }
  DUMP_END("Q");
  DUMP_FINISH;
}

static void kernel_gramschmidt(int m, int n, DATA_TYPE PARAM_2D(A, N, M, n, m),
                               DATA_TYPE PARAM_2D(R, N, N, n, n),
                               DATA_TYPE PARAM_2D(Q, N, M, n, m))
{
  int i, j, k;
  DATA_TYPE nrm;

#pragma omp parallel private(i, j, k, nrm)
  for (k = 0; k < n; k++) {
    nrm = SCALAR_VAL(0.0);
    for (i = 0; i < m; i++)
      nrm += A[k][i] * A[k][i];
    nrm = SQRT_FUN(nrm);
#pragma omp for schedule(static)
    for (i = 0; i < m; i++) {
      Q[k][i] = A[k][i] / nrm;
      if (i == 0)
        R[k][k] = nrm;
    }
#pragma omp for schedule(static)
    for (j = k + 1; j < n; j++) {
      R[k][j] = SCALAR_VAL(0.0);
      for (i = 0; i < m; i++)
        R[k][j] += Q[k][i] * A[j][i];
      for (i = 0; i < m; i++)
        A[j][i] = A[j][i] - Q[k][i] * R[k][j];
    }
  }
}

int main(int argc, char **argv)
{
  int m = M;
  int n = N;
  DECL_2D(A, N, M);
  DECL_2D(R, N, N);
  DECL_2D(Q, N, M);

  init_array(m, n, ARRAY(A), ARRAY(R), ARRAY(Q));

  kernel_timer_start();
  kernel_gramschmidt(m, n, ARRAY(A), ARRAY(R), ARRAY(Q));
  kernel_timer_stop();
  kernel_timer_print();

  KERNEL_DUMP_ARRAYS(print_array(m, n, ARRAY(R), ARRAY(Q)));

  FREE_ARRAY(A);
  FREE_ARRAY(R);
  FREE_ARRAY(Q);
  return 0;
}
