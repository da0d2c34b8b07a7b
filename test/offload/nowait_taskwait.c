/* nowait_taskwait: target nowait tasks without dependences on disjoint
 * data, in a loop; taskwait completes them all, with their map(from:)
 * copies. */
#include "check.h"

#define K 8
#define N 64

int main(void) {
  int out[K][N];
  for (int k = 0; k < K; k++)
    for (int i = 0; i < N; i++)
      out[k][i] = -1;
  for (int k = 0; k < K; k++) {
#pragma omp target nowait map(from : out[k][0:N]) firstprivate(k)
    for (int i = 0; i < N; i++)
      out[k][i] = k * i;
  }
#pragma omp taskwait
  for (int k = 0; k < K; k++)
    for (int i = 0; i < N; i++)
      CHECK(out[k][i] == k * i, "out[%d][%d] = %d, want %d", k, i, out[k][i],
            k * i);
  return check_report("nowait_taskwait");
}
