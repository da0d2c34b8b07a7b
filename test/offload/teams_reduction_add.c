/* teams_reduction_add: target teams distribute parallel for with
 * reduction(+:) over an integer and a double, across teams and threads. */
#include "check.h"

#define N 3000

int main(void) {
  int a[N];
  for (int i = 0; i < N; i++)
    a[i] = i % 100;
  long isum = 0;
  double dsum = 0.5;
#pragma omp target teams distribute parallel for map(to : a) reduction(+ : isum, dsum)
  for (int i = 0; i < N; i++) {
    isum += a[i];
    dsum += 0.25;
  }
  long want = 0;
  for (int i = 0; i < N; i++)
    want += i % 100;
  CHECK(isum == want, "isum = %ld, want %ld", isum, want);
  CHECK(dsum == 0.5 + N * 0.25, "dsum = %g, want %g", dsum, 0.5 + N * 0.25);
  return check_report("teams_reduction_add");
}
