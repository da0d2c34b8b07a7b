/* knapsack.c: 0/1 knapsack by dynamic programming, N items (integer
 * weights and values) and capacity CAP. Row i of the table depends only
 * on row i - 1: two rolling rows (i % 2), a worksharing loop over the
 * capacities per item, schedule(dynamic, 512); whether item i was taken
 * at capacity c is kept in a byte table. The chosen items are found
 * afterwards by walking the items downwards. */
#if !defined(DATA_TYPE_IS_DOUBLE) && !defined(DATA_TYPE_IS_FLOAT)
# define DATA_TYPE_IS_INT
#endif
#include "harness.h"

#ifdef SMALL_DATASET
# define SIZE_N 30
# define SIZE_CAP 200
#elif defined(LARGE_DATASET)
# define SIZE_N 1200
# define SIZE_CAP 150000
#else
# define SIZE_N 200
# define SIZE_CAP 5000
#endif
#ifndef N
# define N SIZE_N
#endif
#ifndef CAP
# define CAP SIZE_CAP
#endif

static void init_array(int n, int cap, int PARAM_1D(w, N, n), DATA_TYPE PARAM_1D(v, N, n))
{
  int i;
  int wmax = 2 * cap / n + 1;

  for (i = 0; i < n; i++) {
    w[i] = (i * 37 + 11) % wmax + 1;
    v[i] = (DATA_TYPE) ((i * 53 + 7) % 97 + w[i] / 2 + 1);
  }
}

static void print_array(int n, int cap, DATA_TYPE best, DATA_TYPE PARAM_1D(last, CAP + 1, cap + 1),
                        int PARAM_1D(chosen, N, n))
{
  int i;

  DUMP_START;
  DUMP_BEGIN("last");
  for (i = 0; i <= cap; i++) {
    DUMP_NEWLINE(i);
    DUMP_VALUE(last[i]);
  }
  DUMP_END("last");
  DUMP_BEGIN("chosen");
  for (i = 0; i < n; i++) {
    DUMP_NEWLINE(i);
    fprintf(DUMP_TARGET, "%d ", chosen[i]);
  }
  DUMP_END("chosen");
  DUMP_BEGIN("best");
  fprintf(DUMP_TARGET, "\n");
  DUMP_VALUE(best);
  DUMP_END("best");
  DUMP_FINISH;
}

static void kernel_knapsack(int n, int cap, const int PARAM_1D(w, N, n),
                            const DATA_TYPE PARAM_1D(v, N, n),
                            DATA_TYPE PARAM_2D(dp, 2, CAP + 1, 2, cap + 1),
                            unsigned char PARAM_2D(take, N, CAP + 1, n, cap + 1),
                            int PARAM_1D(chosen, N, n), DATA_TYPE *best)
{
  int i, c;
  DATA_TYPE with;

#pragma omp parallel private(i, c, with)
  {
#pragma omp for schedule(static)
    for (c = 0; c <= cap; c++)
      dp[0][c] = 0;
    for (i = 1; i <= n; i++) {
#pragma omp for schedule(dynamic, 512)
      for (c = 0; c <= cap; c++) {
        with = c >= w[i - 1] ? dp[(i - 1) % 2][c - w[i - 1]] + v[i - 1] : -1;
        take[i - 1][c] = with > dp[(i - 1) % 2][c] ? 1 : 0;
        dp[i % 2][c] = take[i - 1][c] ? with : dp[(i - 1) % 2][c];
      }
    }
  }
  *best = dp[n % 2][cap];
  c = cap;
  for (i = n; i >= 1; i--) {
    chosen[i - 1] = take[i - 1][c];
    c -= take[i - 1][c] ? w[i - 1] : 0;
  }
}

int main(int argc, char **argv)
{
  int n = N;
  int cap = CAP;
  DATA_TYPE best;
  DECL_1D_T(int, w, N);
  DECL_1D(v, N);
  DECL_2D(dp, 2, CAP + 1);
  DECL_2D_T(unsigned char, take, N, CAP + 1);
  DECL_1D_T(int, chosen, N);

  init_array(n, cap, ARRAY(w), ARRAY(v));

  kernel_timer_start();
  kernel_knapsack(n, cap, ARRAY(w), ARRAY(v), ARRAY(dp), ARRAY(take), ARRAY(chosen), &best);
  kernel_timer_stop();
  kernel_timer_print();

  KERNEL_DUMP_ARRAYS(print_array(n, cap, best, ARRAY(dp)[n % 2], ARRAY(chosen)));

  FREE_ARRAY(w);
  FREE_ARRAY(v);
  FREE_ARRAY(dp);
  FREE_ARRAY(take);
  FREE_ARRAY(chosen);
  return 0;
}
