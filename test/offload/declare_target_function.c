/* declare_target_function: functions in a declare target ... end declare
 * target block, one calling another and one reading a declare target
 * constant table, are called from kernels and from the host with the same
 * results. */
#include "check.h"

#pragma omp declare target
static const int weights[4] = {1, 2, 3, 4};
static int clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }
int score(int v) { return clamp(v, 0, 50) * weights[v & 3]; }
#pragma omp end declare target

#define N 100

int main(void) {
  int dev[N];
#pragma omp target map(from : dev)
  for (int i = 0; i < N; i++)
    dev[i] = score(i);
  for (int i = 0; i < N; i++)
    CHECK(dev[i] == score(i), "score(%d): device %d, host %d", i, dev[i],
          score(i));
  CHECK(dev[60] == 50 * 1, "score(60) = %d, want 50", dev[60]);
  return check_report("declare_target_function");
}
