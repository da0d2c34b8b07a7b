/* gesummv.c: y = alpha A x + beta B x, repeated TSTEPS times with
 * x := y / y[0] between steps. The kernel takes flat restrict pointers
 * (row-major, A[i * n + j]) and runs its parallel loops downwards, from
 * n - 1 to 0. */
#include "harness.h"

#ifdef SMALL_DATASET
# define SIZE_N 40
# define SIZE_TSTEPS 4
#elif defined(LARGE_DATASET)
# define SIZE_N 2000
# define SIZE_TSTEPS 30
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

static void init_array(int n, DATA_TYPE *alpha, DATA_TYPE *beta,
                       DATA_TYPE PARAM_2D(A, N, N, n, n), DATA_TYPE PARAM_2D(B, N, N, n, n),
                       DATA_TYPE PARAM_1D(x, N, n))
{
  int i, j;

  *alpha = SCALAR_VAL(1.5);
  *beta = SCALAR_VAL(1.25);
  for (i = 0; i < n; i++) {
    x[i] = (DATA_TYPE) (i % n) / n;
    for (j = 0; j < n; j++) {
      A[i][j] = (DATA_TYPE) ((i * j + 1) % n) / n;
      B[i][j] = (DATA_TYPE) ((i * j + 2) % n) / n;
    }
  }
}

static void print_array(int n, DATA_TYPE PARAM_1D(x, N, n), DATA_TYPE PARAM_1D(y, N, n))
{
  int i;

  DUMP_START;
  DUMP_BEGIN("x");
  for (i = 0; i < n; i++) {
    DUMP_NEWLINE(i);
    DUMP_VALUE(x[i]);
  }
  DUMP_END("x");
  DUMP_BEGIN("y");
  for (i = 0; i < n; i++) {
    DUMP_NEWLINE(i);
    DUMP_VALUE(y[i]);
  }
  DUMP_END("y");
  DUMP_FINISH;
}

static void kernel_gesummv(int tsteps, int n, DATA_TYPE alpha, DATA_TYPE beta,
                           const DATA_TYPE *restrict A, const DATA_TYPE *restrict B,
                           DATA_TYPE *restrict tmp, DATA_TYPE *restrict x,
                           DATA_TYPE *restrict y)
{
  int t, i, j;

#pragma omp parallel private(t, i, j)
  for (t = 0; t < tsteps; t++) {
#pragma omp for schedule(static)
    for (i = n - 1; i >= 0; i--) {
      tmp[i] = SCALAR_VAL(0.0);
      y[i] = SCALAR_VAL(0.0);
      for (j = 0; j < n; j++) {
        tmp[i] += A[i * n + j] * x[j];
        y[i] += B[i * n + j] * x[j];
      }
      y[i] = alpha * tmp[i] + beta * y[i];
    }
#pragma omp for schedule(static)
    for (i = n - 1; i >= 0; i--)
      x[i] = y[i] / y[0];
  }
}

int main(int argc, char **argv)
{
  int n = N;
  DATA_TYPE alpha;
  DATA_TYPE beta;
  DECL_2D(A, N, N);
  DECL_2D(B, N, N);
  DECL_1D(tmp, N);
  DECL_1D(x, N);
  DECL_1D(y, N);

  init_array(n, &alpha, &beta, ARRAY(A), ARRAY(B), ARRAY(x));

  kernel_timer_start();
  kernel_gesummv(TSTEPS, n, alpha, beta, &ARRAY(A)[0][0], &ARRAY(B)[0][0], ARRAY(tmp), ARRAY(x),
                 ARRAY(y));
  kernel_timer_stop();
  kernel_timer_print();

  KERNEL_DUMP_ARRAYS(print_array(n, ARRAY(x), ARRAY(y)));

  FREE_ARRAY(A);
  FREE_ARRAY(B);
  FREE_ARRAY(tmp);
  FREE_ARRAY(x);
  FREE_ARRAY(y);
  return 0;
}
