/* gemver.c: A = A + u1 v1^T + u2 v2^T, x = x + beta A^T y + z,
 * w = w + alpha A x, repeated TSTEPS times. A parallel for per phase:
 * the rank-2 update with collapse(2), the two products over rows (the
 * first with the default schedule). */
#include "harness.h"

#ifdef SMALL_DATASET
# define SIZE_N 40
# define SIZE_TSTEPS 3
#elif defined(LARGE_DATASET)
# define SIZE_N 2000
# define SIZE_TSTEPS 20
#else
# define SIZE_N 400
# define SIZE_TSTEPS 5
#endif
#ifndef N
# define N SIZE_N
#endif
#ifndef TSTEPS
# define TSTEPS SIZE_TSTEPS
#endif

static void init_array(int n, DATA_TYPE *alpha, DATA_TYPE *beta,
                       DATA_TYPE PARAM_2D(A, N, N, n, n),
                       DATA_TYPE PARAM_1D(u1, N, n), DATA_TYPE PARAM_1D(v1, N, n),
                       DATA_TYPE PARAM_1D(u2, N, n), DATA_TYPE PARAM_1D(v2, N, n),
                       DATA_TYPE PARAM_1D(w, N, n), DATA_TYPE PARAM_1D(x, N, n),
                       DATA_TYPE PARAM_1D(y, N, n), DATA_TYPE PARAM_1D(z, N, n))
{
  int i, j;
  DATA_TYPE fn = (DATA_TYPE) n;

  *alpha = SCALAR_VAL(1.5);
  *beta = SCALAR_VAL(1.25);
  for (i = 0; i < n; i++) {
    u1[i] = (DATA_TYPE) i / fn;
    u2[i] = ((DATA_TYPE) i + 1) / fn / SCALAR_VAL(2.0);
    v1[i] = ((DATA_TYPE) i + 1) / fn / SCALAR_VAL(4.0) / fn;
    v2[i] = ((DATA_TYPE) i + 1) / fn / SCALAR_VAL(6.0) / fn;
    y[i] = ((DATA_TYPE) i + 1) / fn / SCALAR_VAL(8.0);
    z[i] = ((DATA_TYPE) i + 1) / fn / SCALAR_VAL(9.0);
    x[i] = SCALAR_VAL(0.0);
    w[i] = SCALAR_VAL(0.0);
    for (j = 0; j < n; j++)
      A[i][j] = (DATA_TYPE) (i * j % n) / fn / fn;
  }
}

static void print_array(int n, DATA_TYPE PARAM_1D(w, N, n), DATA_TYPE PARAM_1D(x, N, n))
{
  int i;

  DUMP_START;
  DUMP_BEGIN("w");
  for (i = 0; i < n; i++) {
    DUMP_NEWLINE(i);
    DUMP_VALUE(w[i]);
  }
  DUMP_END("w");
  DUMP_BEGIN("x");
  for (i = 0; i < n; i++) {
    DUMP_NEWLINE(i);
    DUMP_VALUE(x[i]);
  }
  DUMP_END("x");
  DUMP_FINISH;
}

static void kernel_gemver(int tsteps, int n, DATA_TYPE alpha, DATA_TYPE beta,
                          DATA_TYPE PARAM_2D(A, N, N, n, n),
                          DATA_TYPE PARAM_1D(u1, N, n), DATA_TYPE PARAM_1D(v1, N, n),
                          DATA_TYPE PARAM_1D(u2, N, n), DATA_TYPE PARAM_1D(v2, N, n),
                          DATA_TYPE PARAM_1D(w, N, n), DATA_TYPE PARAM_1D(x, N, n),
                          DATA_TYPE PARAM_1D(y, N, n), DATA_TYPE PARAM_1D(z, N, n))
{
  int t, i, j;

  for (t = 0; t < tsteps; t++) {
#pragma omp parallel for collapse(2) schedule(static)
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];

#pragma omp parallel for private(j)
    for (i = 0; i < n; i++) {
      for (j = 0; j < n; j++)
        x[i] = x[i] + beta * A[j][i] * y[j];
      x[i] = x[i] + z[i];
    }

#pragma omp parallel for private(j) schedule(static)
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        w[i] = w[i] + alpha * A[i][j] * x[j];
  }
}

int main(int argc, char **argv)
{
  int n = N;
  DATA_TYPE alpha;
  DATA_TYPE beta;
  DECL_2D(A, N, N);
  DECL_1D(u1, N);
  DECL_1D(v1, N);
  DECL_1D(u2, N);
  DECL_1D(v2, N);
  DECL_1D(w, N);
  DECL_1D(x, N);
  DECL_1D(y, N);
  DECL_1D(z, N);

  init_array(n, &alpha, &beta, ARRAY(A), ARRAY(u1), ARRAY(v1), ARRAY(u2), ARRAY(v2), ARRAY(w),
             ARRAY(x), ARRAY(y), ARRAY(z));

  kernel_timer_start();
  kernel_gemver(TSTEPS, n, alpha, beta, ARRAY(A), ARRAY(u1), ARRAY(v1), ARRAY(u2), ARRAY(v2),
                ARRAY(w), ARRAY(x), ARRAY(y), ARRAY(z));
  kernel_timer_stop();
  kernel_timer_print();

  KERNEL_DUMP_ARRAYS(print_array(n, ARRAY(w), ARRAY(x)));

  FREE_ARRAY(A);
  FREE_ARRAY(u1);
  FREE_ARRAY(v1);
  FREE_ARRAY(u2);
  FREE_ARRAY(v2);
  FREE_ARRAY(w);
  FREE_ARRAY(x);
  FREE_ARRAY(y);
  FREE_ARRAY(z);
  return 0;
}
