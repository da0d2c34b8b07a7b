/* teams_reduction_maxmin: reduction(max:) and reduction(min:) on int and
 * double across teams and threads. */
#include "check.h"

#define N 2000

int main(void) {
  int v[N];
  double w[N];
  for (int i = 0; i < N; i++) {
    v[i] = (i * 7919) % 1543 - 700;
    w[i] = ((i * 31) % 997) * 0.5;
  }
  int mx = -1000000, mn = 1000000;
  double wmx = -1.0, wmn = 1e9;
#pragma omp target teams distribute parallel for map(to : v, w) reduction(max : mx, wmx) reduction(min : mn, wmn)
  for (int i = 0; i < N; i++) {
    if (v[i] > mx)
      mx = v[i];
    if (v[i] < mn)
      mn = v[i];
    wmx = w[i] > wmx ? w[i] : wmx;
    wmn = w[i] < wmn ? w[i] : wmn;
  }
  int emx = v[0], emn = v[0];
  double ewmx = w[0], ewmn = w[0];
  for (int i = 1; i < N; i++) {
    emx = v[i] > emx ? v[i] : emx;
    emn = v[i] < emn ? v[i] : emn;
    ewmx = w[i] > ewmx ? w[i] : ewmx;
    ewmn = w[i] < ewmn ? w[i] : ewmn;
  }
  CHECK(mx == emx, "max = %d, want %d", mx, emx);
  CHECK(mn == emn, "min = %d, want %d", mn, emn);
  CHECK(wmx == ewmx, "double max = %g, want %g", wmx, ewmx);
  CHECK(wmn == ewmn, "double min = %g, want %g", wmn, ewmn);
  return check_report("teams_reduction_maxmin");
}
