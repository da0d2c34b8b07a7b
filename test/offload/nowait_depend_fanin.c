/* nowait_depend_fanin: four independent target nowait tasks, each on its
 * own block of an array (depend(out:) on distinct blocks), then one that
 * depends on all four (depend(in:) on every block) and combines them. The
 * tasks are created by one thread of a parallel region. */
#include "check.h"

#define B 4
#define N 128

int main(void) {
  int blk[B][N];
  long total = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
    for (int b = 0; b < B; b++) {
#pragma omp target nowait map(from : blk[b][0:N]) depend(out : blk[b][0]) firstprivate(b)
      for (int i = 0; i < N; i++)
        blk[b][i] = b * 1000 + i;
    }
#pragma omp target nowait map(to : blk) map(from : total) depend(in : blk[0][0], blk[1][0], blk[2][0], blk[3][0])
    {
      total = 0;
      for (int b = 0; b < B; b++)
        for (int i = 0; i < N; i++)
          total += blk[b][i];
    }
#pragma omp taskwait
  }
  long want = 0;
  for (int b = 0; b < B; b++)
    for (int i = 0; i < N; i++)
      want += b * 1000 + i;
  CHECK(total == want, "total = %ld, want %ld", total, want);
  for (int b = 0; b < B; b++)
    for (int i = 0; i < N; i++)
      CHECK(blk[b][i] == b * 1000 + i, "blk[%d][%d] = %d", b, i, blk[b][i]);
  return check_report("nowait_depend_fanin");
}
