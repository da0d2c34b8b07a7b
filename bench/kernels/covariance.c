/* covariance.c: the covariance matrix of M variables over N
 * observations (data is N x M). The column means and the centring are
 * independent per column and per element; cov is symmetric, only its
 * upper triangle is computed and mirrored. Row i of cov has M - i
 * entries: schedule(dynamic). Each entry sums over the observations in
 * order. */
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
      data[i][j] = (DATA_TYPE) ((i * j + 3 * i + j) % m) / m + (DATA_TYPE) (i % 7);
}

static void print_array(int m, DATA_TYPE PARAM_2D(cov, M, M, m, m))
{
  int i, j;

  DUMP_START;
  DUMP_BEGIN("cov");
  for (i = 0; i < m; i++)
    for (j = 0; j < m; j++) {
      DUMP_NEWLINE(i * m + j);
      DUMP_VALUE(cov[i][j] * SCALAR_VAL(10.0));
    }
  DUMP_END("cov");
  DUMP_FINISH;
}

static void kernel_covariance(int m, int n, DATA_TYPE float_n,
                              DATA_TYPE PARAM_2D(data, N, M, n, m),
                              DATA_TYPE PARAM_2D(cov, M, M, m, m),
                              DATA_TYPE PARAM_1D(mean, M, m))
{
  int i, j, k;

#pragma omp parallel private(i, j, k)
  {
#pragma omp for schedule(static)
    for (j = 0; j < m; j++) {
      mean[j] = SCALAR_VAL(0.0);
      for (i = 0; i < n; i++)
        mean[j] += data[i][j];
      mean[j] /= float_n;
    }
#pragma omp for collapse(2) schedule(static)
    for (i = 0; i < n; i++)
      for (j = 0; j < m; j++)
        data[i][j] -= mean[j];
#pragma omp for schedule(dynamic)
    for (i = 0; i < m; i++) {
      for (j = i; j < m; j++)
        cov[i][j] = SCALAR_VAL(0.0);
      for (k = 0; k < n; k++)
        for (j = i; j < m; j++)
          cov[i][j] += data[k][i] * data[k][j];
      for (j = i; j < m; j++) {
        cov[i][j] /= (float_n - SCALAR_VAL(1.0));
        cov[j][i] = cov[i][j];
      }
    }
  }
}

int main(int argc, char **argv)
{
  int m = M;
  int n = N;
  DATA_TYPE float_n;
  DECL_2D(data, N, M);
  DECL_2D(cov, M, M);
  DECL_1D(mean, M);

  init_array(m, n, &float_n, ARRAY(data));

  kernel_timer_start();
  kernel_covariance(m, n, float_n, ARRAY(data), ARRAY(cov), ARRAY(mean));
  kernel_timer_stop();
  kernel_timer_print();

  KERNEL_DUMP_ARRAYS(print_array(m, ARRAY(cov)));

  FREE_ARRAY(data);
  FREE_ARRAY(cov);
  FREE_ARRAY(mean);
  return 0;
}
