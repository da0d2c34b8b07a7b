/* stale_no_update: a mapping bug: inside a target data region the host
 * changes the mapped array and launches a kernel without target update
 * to(), expecting the kernel to see the new values.
 * Explicit mode: the kernel reads the device copy made at the region's
 * start: stale values, FAIL. USM: one copy, PASS. clang's host plugin keeps
 * a separate copy (FAIL, as a discrete GPU); gcc's host fallback hides the
 * bug (PASS).
 * EXPECT strata-explicit: FAIL
 * EXPECT strata-usm: PASS
 * EXPECT clang-offload: FAIL
 * EXPECT gcc: PASS
 */
#include "../check.h"

#define N 50

int main(void) {
  int a[N];
  long sum = 0;
  for (int i = 0; i < N; i++)
    a[i] = 0;
#pragma omp target data map(to : a)
  {
    for (int i = 0; i < N; i++)
      a[i] = i;
    /* missing: #pragma omp target update to(a) */
#pragma omp target map(from : sum)
    {
      sum = 0;
      for (int i = 0; i < N; i++)
        sum += a[i];
    }
  }
  CHECK(sum == N * (N - 1) / 2, "sum = %ld, want %d (stale)", sum,
        N * (N - 1) / 2);
  return check_report("stale_no_update");
}
