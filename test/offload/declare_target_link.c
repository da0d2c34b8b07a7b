/* declare_target_link: a declare target link(...) global has no device
 * copy of its own: each construct maps it (here a section of it), and the
 * kernel reaches the mapped storage through the link.
 * SKIP gcc: gcc 12's host fallback loses the kernel's writes to a link variable (README.md)
 */
#include "check.h"

#define N 1000
double big[N];
#pragma omp declare target link(big)

int main(void) {
  for (int i = 0; i < N; i++)
    big[i] = 1.0;
#pragma omp target map(tofrom : big[0:N])
  for (int i = 0; i < N; i++)
    big[i] += i;
#pragma omp target map(tofrom : big[100:10])
  for (int i = 100; i < 110; i++)
    big[i] = -big[i];
  for (int i = 0; i < N; i++) {
    double want = (i >= 100 && i < 110) ? -(1.0 + i) : 1.0 + i;
    CHECK(big[i] == want, "big[%d] = %g, want %g", i, big[i], want);
  }
  return check_report("declare_target_link");
}
