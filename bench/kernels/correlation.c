/* correlation.c: the correlation matrix of M variables over N
 * observations (data is N x M): column means and standard deviations
 * (sqrt; a column that does not vary, as every tenth one here, gets 1
 * through ?:), the centred and reduced data, then the upper triangle of
 * corr, mirrored, with schedule(dynamic, 8). */
#include "harness.h"

#ifdef SMALL_DATASET
# define SIZE_M 28
# define SIZE_N 32
#elif defined(LARGE_DATASET)
# define SIZE_M 1200
# define SIZE_N 1400
#else
# define SIZE_M 240
# define SIZE_N 260
#endif
#ifndef M
# define M SIZE_M
#endif
#ifndef N
# define N SIZE_N
#endif

static void init_array(int m, int n, DATA_TYPE *float_n, DATA_TYPE PARAM_2D(data, N, M, n, m))
{
  int i, j;

  *float_n = (DATA_TYPE) n;
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      data[i][j] = j % 10 == 0 ? SCALAR_VAL(0.5)
                 : (DATA_TYPE) ((i * j + 2 * i) % m) / m + (DATA_TYPE) ((i + j) % 5);
}

static void print_array(int m, DATA_TYPE PARAM_2D(corr, M, M, m, m))
{
  int i, j;

  DUMP_START;
  DUMP_BEGIN("corr");
  for (i = 0; i < m; i++)
    for (j = 0; j < m; j++) {
      DUMP_NEWLINE(i * m + j);
      DUMP_VALUE(corr[i][j] * SCALAR_VAL(100.0));
    }
  DUMP_END("corr");
  DUMP_FINISH;
}

static void kernel_correlation(int m, int n, DATA_TYPE float_n,
                               DATA_TYPE PARAM_2D(data, N, M, n, m),
                               DATA_TYPE PARAM_2D(corr, M, M, m, m),
                               DATA_TYPE PARAM_1D(mean, M, m),
                               DATA_TYPE PARAM_1D(stddev, M, m))
{
  int i, j, k;
  const DATA_TYPE eps = SCALAR_VAL(0.1);
  DATA_TYPE sqrt_n;

#pragma omp parallel private(i, j, k, sqrt_n)
  {
    sqrt_n = SQRT_FUN(float_n);
#pragma omp for schedule(static)
    for (j = 0; j < m; j++) {
      mean[j] = SCALAR_VAL(0.0);
      for (i = 0; i < n; i++)
        mean[j] += data[i][j];
      mean[j] /= float_n;
      stddev[j] = SCALAR_VAL(0.0);
      for (i = 0; i < n; i++)
        stddev[j] += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
      stddev[j] /= float_n;
      stddev[j] = SQRT_FUN(stddev[j]);
      stddev[j] = stddev[j] <= eps ? SCALAR_VAL(1.0) : stddev[j];
    }
#pragma omp for collapse(2) schedule(static)
    for (i = 0; i < n; i++)
      for (j = 0; j < m; j++)
        data[i][j] = (data[i][j] - mean[j]) / (sqrt_n * stddev[j]);
#pragma omp for schedule(dynamic, 8)
    for (i = 0; i < m; i++) {
      corr[i][i] = SCALAR_VAL(1.0);
      for (j = i + 1; j < m; j++)
        corr[i][j] = SCALAR_VAL(0.0);
      for (k = 0; k < n; k++)
        for (j = i + 1; j < m; j++)
          corr[i][j] += data[k][i] * data[k][j];
      for (j = i + 1; j < m; j++)
        corr[j][i] = corr[i][j];
    }
  }
}

int main(int argc, char **argv)
{
  int m = M;
  int n = N;
  DATA_TYPE float_n;
  DECL_2D(data, N, M);
  DECL_2D(corr, M, M);
  DECL_1D(mean, M);
  DECL_1D(stddev, M);

  init_array(m, n, &float_n, ARRAY(data));

  kernel_timer_start();
  kernel_correlation(m, n, float_n, ARRAY(data), ARRAY(corr), ARRAY(mean), ARRAY(stddev));
  kernel_timer_stop();
  kernel_timer_print();

  KERNEL_DUMP_ARRAYS(print_array(m, ARRAY(corr)));

  FREE_ARRAY(data);
  FREE_ARRAY(corr);
  FREE_ARRAY(mean);
  FREE_ARRAY(stddev);
  return 0;
}
