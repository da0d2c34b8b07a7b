/* floyd_warshall.c: all-pairs shortest paths on N nodes, integer
 * weights (an absent edge weighs INF). Step k relaxes every path
 * through node k; row k and column k do not change during step k (the
 * diagonal is 0), so the rows other than k are independent: a parallel
 * for over them per step, the minimum taken with ?:, and the number of
 * improvements counted with an integer reduction(+). */
#if !defined(DATA_TYPE_IS_DOUBLE) && !defined(DATA_TYPE_IS_FLOAT)
# define DATA_TYPE_IS_INT
#endif
#include "harness.h"

#ifdef SMALL_DATASET
# define SIZE_N 60
#elif defined(LARGE_DATASET)
# define SIZE_N 900
#else
# define SIZE_N 300
#endif
#ifndef N
# define N SIZE_N
#endif
#define INF 100000

static void init_array(int n, DATA_TYPE PARAM_2D(path, N, N, n, n))
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      path[i][j] = i == j ? 0
                 : ((i * j + i + 2 * j) % 5 == 0 ? (DATA_TYPE) ((i + 3 * j) % 13 + 1) * 10 + 3
                 : INF);
}

static void print_array(int n, long updates, DATA_TYPE PARAM_2D(path, N, N, n, n))
{
  int i, j;

  DUMP_START;
  DUMP_BEGIN("path");
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      DUMP_NEWLINE(i * n + j);
      DUMP_VALUE(path[i][j]);
    }
  DUMP_END("path");
  DUMP_BEGIN("updates");
  fprintf(DUMP_TARGET, "\n%ld ", updates);
  DUMP_END("updates");
  DUMP_FINISH;
}

static void kernel_floyd_warshall(int n, DATA_TYPE PARAM_2D(path, N, N, n, n), long *updates)
{
  int i, j, k;
  long count = 0;
  DATA_TYPE through;

  for (k = 0; k < n; k++) {
#pragma omp parallel for private(j, through) schedule(static) reduction(+: count)
    for (i = 0; i < n; i++) {
      if (i == k)
        continue;
      for (j = 0; j < n; j++) {
        through = path[i][k] + path[k][j];
        count += through < path[i][j] ? 1 : 0;
        path[i][j] = through < path[i][j] ? through : path[i][j];
      }
    }
  }
  *updates = count;
}

int main(int argc, char **argv)
{
  int n = N;
  long updates;
  DECL_2D(path, N, N);

  init_array(n, ARRAY(path));

  kernel_timer_start();
  kernel_floyd_warshall(n, ARRAY(path), &updates);
  kernel_timer_stop();
  kernel_timer_print();

  KERNEL_DUMP_ARRAYS(print_array(n, updates, ARRAY(path)));

  FREE_ARRAY(path);
  return 0;
}
