/* trisolv.c: forward substitution with M right-hand sides, L X = B, L
 * N x N lower triangular, X overwriting B (N x M). Column-oriented: at
 * step j row j of X is final, and every row below takes away L[i][j]
 * times it; the row right below (the last one to change it) is also
 * divided by its diagonal there. A parallel region around the j loop,
 * one worksharing loop per step. */
#include "harness.h"

#ifdef SMALL_DATASET
# define SIZE_N 40
# define SIZE_M 8
#elif defined(LARGE_DATASET)
# define SIZE_N 2000
# define SIZE_M 500
#else
# define SIZE_N 400
# define SIZE_M 32
#endif
#ifndef N
# define N SIZE_N
#endif
#ifndef M
# define M SIZE_M
#endif

static void init_array(int n, int m, DATA_TYPE PARAM_2D(L, N, N, n, n),
                       DATA_TYPE PARAM_2D(X, N, M, n, m))
{
  int i, j;

  for (i = 0; i < n; i++) {
    for (j = 0; j < m; j++)
      X[i][j] = (DATA_TYPE) ((i + 3 * j) % 11) - SCALAR_VAL(5.0);
    for (j = 0; j < n; j++)
      L[i][j] = j < i ? (DATA_TYPE) ((i + n - j + 1) % n) / (DATA_TYPE) (2 * n)
              : (j == i ? SCALAR_VAL(1.0) + (DATA_TYPE) (i % 3) : SCALAR_VAL(0.0));
  }
}

static void print_array(int n, int m, DATA_TYPE PARAM_2D(X, N, M, n, m))
{
  int i, j;

  DUMP_START;
  DUMP_BEGIN("X");
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++) {
      DUMP_NEWLINE(i * m + j);
      DUMP_VALUE(X[i][j]);
    }
  DUMP_END("X");
  DUMP_FINISH;
}

static void kernel_trisolv(int n, int m, DATA_TYPE PARAM_2D(L, N, N, n, n),
                           DATA_TYPE PARAM_2D(X, N, M, n, m))
{
  int i, j, c;

#pragma omp parallel private(i, j, c)
  {
#pragma omp for schedule(static)
    for (c = 0; c < m; c++)
      X[0][c] = X[0][c] / L[0][0];
    for (j = 0; j < n - 1; j++) {
#pragma omp for schedule(static)
      for (i = j + 1; i < n; i++) {
        for (c = 0; c < m; c++)
          X[i][c] -= L[i][j] * X[j][c];
        if (i == j + 1)
          for (c = 0; c < m; c++)
            X[i][c] = X[i][c] / L[i][i];
      }
    }
  }
}

int main(int argc, char **argv)
{
  int n = N;
  int m = M;
  DECL_2D(L, N, N);
  DECL_2D(X, N, M);

  init_array(n, m, ARRAY(L), ARRAY(X));

  kernel_timer_start();
  kernel_trisolv(n, m, ARRAY(L), ARRAY(X));
  kernel_timer_stop();
  kernel_timer_print();

  KERNEL_DUMP_ARRAYS(print_array(n, m, ARRAY(X)));

  FREE_ARRAY(L);
  FREE_ARRAY(X);
  return 0;
}
