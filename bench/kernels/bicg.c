/* bicg.c: the two products of BiCG, q = A p and s = A^T r, repeated
 * TSTEPS times with p := s / s[0] and r := q / q[0] between steps. The
 * two products touch different arrays, and so do the two rescalings:
 * the first loop of each pair ends with nowait, the second one's barrier
 * orders the pair before the next. */
#include "harness.h"

#ifdef SMALL_DATASET
# define SIZE_M 38
# define SIZE_N 42
# define SIZE_TSTEPS 4
#elif defined(LARGE_DATASET)
# define SIZE_M 2000
# define SIZE_N 2200
# define SIZE_TSTEPS 16
#else
# define SIZE_M 390
# define SIZE_N 410
# define SIZE_TSTEPS 10
#endif
#ifndef M
# define M SIZE_M
#endif
#ifndef N
# define N SIZE_N
#endif
#ifndef TSTEPS
# define TSTEPS SIZE_TSTEPS
#endif

static void init_array(int m, int n, DATA_TYPE PARAM_2D(A, N, M, n, m),
                       DATA_TYPE PARAM_1D(r, N, n), DATA_TYPE PARAM_1D(p, M, m))
{
  int i, j;

  for (i = 0; i < m; i++)
    p[i] = (DATA_TYPE) (i % m + 1) / m;
  for (i = 0; i < n; i++) {
    r[i] = (DATA_TYPE) (i % n + 2) / n;
    for (j = 0; j < m; j++)
      A[i][j] = (DATA_TYPE) (i * (j + 1) % n + 1) / (3 * n);
  }
}

static void print_array(int m, int n, DATA_TYPE PARAM_1D(s, M, m), DATA_TYPE PARAM_1D(q, N, n),
                        DATA_TYPE PARAM_1D(p, M, m), DATA_TYPE PARAM_1D(r, N, n))
{
  int i;

  DUMP_START;
  DUMP_BEGIN("s");
  for (i = 0; i < m; i++) {
    DUMP_NEWLINE(i);
    DUMP_VALUE(s[i]);
  }
  DUMP_END("s");
  DUMP_BEGIN("q");
  for (i = 0; i < n; i++) {
    DUMP_NEWLINE(i);
    DUMP_VALUE(q[i]);
  }
  DUMP_END("q");
  DUMP_BEGIN("p");
  for (i = 0; i < m; i++) {
    DUMP_NEWLINE(i);
    DUMP_VALUE(p[i]);
  }
  DUMP_END("p");
  DUMP_BEGIN("r");
  for (i = 0; i < n; i++) {
    DUMP_NEWLINE(i);
    DUMP_VALUE(r[i]);
  }
  DUMP_END("r");
  DUMP_FINISH;
}

static void kernel_bicg(int tsteps, int m, int n,
                        DATA_TYPE PARAM_2D(A, N, M, n, m),
                        DATA_TYPE PARAM_1D(s, M, m),
                        DATA_TYPE PARAM_1D(q, N, n),
                        DATA_TYPE PARAM_1D(p, M, m),
                        DATA_TYPE PARAM_1D(r, N, n))
{
  int t, i, j;

#pragma omp parallel private(t, i, j)
  for (t = 0; t < tsteps; t++) {
#pragma omp for schedule(static) nowait
    for (i = 0; i < n; i++) {
      q[i] = SCALAR_VAL(0.0);
      for (j = 0; j < m; j++)
        q[i] = q[i] + A[i][j] * p[j];
    }
#pragma omp for schedule(static)
    for (j = 0; j < m; j++) {
      s[j] = SCALAR_VAL(0.0);
      for (i = 0; i < n; i++)
        s[j] = s[j] + r[i] * A[i][j];
    }
#pragma omp for schedule(static) nowait
    for (j = 0; j < m; j++)
      p[j] = s[j] / s[0];
#pragma omp for schedule(static)
    for (i = 0; i < n; i++)
      r[i] = q[i] / q[0];
  }
}

int main(int argc, char **argv)
{
  int n = N;
  int m = M;
  DECL_2D(A, N, M);
  DECL_1D(s, M);
  DECL_1D(q, N);
  DECL_1D(p, M);
  DECL_1D(r, N);

  init_array(m, n, ARRAY(A), ARRAY(r), ARRAY(p));

  kernel_timer_start();
  kernel_bicg(TSTEPS, m, n, ARRAY(A), ARRAY(s), ARRAY(q), ARRAY(p), ARRAY(r));
  kernel_timer_stop();
  kernel_timer_print();

  KERNEL_DUMP_ARRAYS(print_array(m, n, ARRAY(s), ARRAY(q), ARRAY(p), ARRAY(r)));

  FREE_ARRAY(A);
  FREE_ARRAY(s);
  FREE_ARRAY(q);
  FREE_ARRAY(p);
  FREE_ARRAY(r);
  return 0;
}
