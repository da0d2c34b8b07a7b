/* lcs.c: the longest-common-subsequence table of two integer sequences
 * X (length N) and Y (length M) over a 4-letter alphabet,
 *   L[i][j] = X[i-1] == Y[j-1] ? L[i-1][j-1] + 1 : max(L[i-1][j], L[i][j-1]),
 * filled by anti-diagonals i + j = d: the cells of one diagonal depend
 * only on the two before it. A parallel region around the diagonal
 * loop, a worksharing loop per diagonal, the number of matching cells
 * counted with an integer reduction(+). */
#if !defined(DATA_TYPE_IS_DOUBLE) && !defined(DATA_TYPE_IS_FLOAT)
# define DATA_TYPE_IS_INT
#endif
#include "harness.h"

#ifdef SMALL_DATASET
# define SIZE_N 50
# define SIZE_M 60
#elif defined(LARGE_DATASET)
# define SIZE_N 6000
# define SIZE_M 8000
#else
# define SIZE_N 400
# define SIZE_M 450
#endif
#ifndef N
# define N SIZE_N
#endif
#ifndef M
# define M SIZE_M
#endif

static void init_array(int n, int m, int PARAM_1D(X, N, n), int PARAM_1D(Y, M, m))
{
  int i;

  for (i = 0; i < n; i++)
    X[i] = (i * 7 + i / 3) % 4;
  for (i = 0; i < m; i++)
    Y[i] = (i * 5 + i / 7 + 1) % 4;
}

static void print_array(int n, int m, int matches, DATA_TYPE PARAM_2D(L, N + 1, M + 1, n + 1, m + 1))
{
  int i, j;

  DUMP_START;
  DUMP_BEGIN("L");
  for (i = 0; i <= n; i++)
    for (j = 0; j <= m; j++) {
      DUMP_NEWLINE(i * (m + 1) + j);
      DUMP_VALUE(L[i][j]);
    }
  DUMP_END("L");
  DUMP_BEGIN("matches");
  fprintf(DUMP_TARGET, "\n%d ", matches);
  DUMP_END("matches");
  DUMP_FINISH;
}

static void kernel_lcs(int n, int m, const int PARAM_1D(X, N, n), const int PARAM_1D(Y, M, m),
                       DATA_TYPE PARAM_2D(L, N + 1, M + 1, n + 1, m + 1), int *matches)
{
  int d, i, j, lo, hi;
  int count = 0;

#pragma omp parallel private(d, i, j, lo, hi)
  {
#pragma omp for schedule(static) nowait
    for (i = 0; i <= n; i++)
      L[i][0] = 0;
#pragma omp for schedule(static)
    for (j = 1; j <= m; j++)
      L[0][j] = 0;
    for (d = 2; d <= n + m; d++) {
      lo = d - m > 1 ? d - m : 1;
      hi = d - 1 < n ? d - 1 : n;
#pragma omp for schedule(static) reduction(+: count)
      for (i = lo; i <= hi; i++) {
        j = d - i;
        if (X[i - 1] == Y[j - 1]) {
          L[i][j] = L[i - 1][j - 1] + 1;
          count++;
        } else {
          L[i][j] = L[i - 1][j] > L[i][j - 1] ? L[i - 1][j] : L[i][j - 1];
        }
      }
    }
  }
  *matches = count;
}

int main(int argc, char **argv)
{
  int n = N;
  int m = M;
  int matches;
  DECL_1D_T(int, X, N);
  DECL_1D_T(int, Y, M);
  DECL_2D(L, N + 1, M + 1);

  init_array(n, m, ARRAY(X), ARRAY(Y));

  kernel_timer_start();
  kernel_lcs(n, m, ARRAY(X), ARRAY(Y), ARRAY(L), &matches);
  kernel_timer_stop();
  kernel_timer_print();

  KERNEL_DUMP_ARRAYS(print_array(n, m, matches, ARRAY(L)));

  FREE_ARRAY(X);
  FREE_ARRAY(Y);
  FREE_ARRAY(L);
  return 0;
}
