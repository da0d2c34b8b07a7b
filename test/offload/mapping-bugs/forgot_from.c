/* forgot_from: a mapping bug: the kernel computes into an array that is
 * mapped to only (the program forgot map(from:) / tofrom), and the host then
 * reads the array expecting the kernel's results.
 * Explicit mode: the results stay in the device copy; the host sees its
 * stale values: FAIL. USM (strata-run --offload=usm, or requires): no copy,
 * the kernel wrote the host's array: PASS. clang's host plugin keeps a
 * separate device copy, so it shows the bug (FAIL) as a discrete GPU does;
 * gcc without an offload target runs on the host's storage and hides it.
 * EXPECT strata-explicit: FAIL
 * EXPECT strata-usm: PASS
 * EXPECT clang-offload: FAIL
 * EXPECT gcc: PASS
 */
#include "../check.h"

#define N 100

int main(void) {
  int out[N];
  for (int i = 0; i < N; i++)
    out[i] = 0;
#pragma omp target map(to : out)
  for (int i = 0; i < N; i++)
    out[i] = i + 1;
  for (int i = 0; i < N; i++)
    CHECK(out[i] == i + 1, "out[%d] = %d, want %d (stale)", i, out[i], i + 1);
  return check_report("forgot_from");
}
