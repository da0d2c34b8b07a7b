/* firstprivate_scalar: explicit firstprivate scalars: each
 * kernel gets the host's value at the construct and its writes stay
 * private; a loop passes a different value each time. */
#include "check.h"

int main(void) {
  int x = 3;
  double y = 0.5;
  int out[5];
  for (int k = 0; k < 5; k++) {
    int r = -1;
#pragma omp target firstprivate(x, k) map(from : r)
    {
      x += k;
      r = x;
    }
    out[k] = r;
  }
  double ry = 0;
#pragma omp target firstprivate(y) map(from : ry)
  {
    y *= 4;
    ry = y;
  }
  for (int k = 0; k < 5; k++)
    CHECK(out[k] == 3 + k, "out[%d] = %d, want %d", k, out[k], 3 + k);
  CHECK(x == 3, "host x = %d, want 3", x);
  CHECK(y == 0.5 && ry == 2.0, "y = %g, ry = %g", y, ry);
  return check_report("firstprivate_scalar");
}
