/* map_scalar_from: map(from:) of scalars of several types; the kernel's
 * values come back to the host at the end of the region. */
#include "check.h"

int main(void) {
  int i = -1;
  double d = -1.0;
  char c = 'a';
  unsigned long long u = 0;
#pragma omp target map(from : i, d, c, u)
  {
    i = 7;
    d = 2.25;
    c = 'z';
    u = 1ull << 40;
  }
  CHECK(i == 7, "i = %d, want 7", i);
  CHECK(d == 2.25, "d = %g, want 2.25", d);
  CHECK(c == 'z', "c = %c, want z", c);
  CHECK(u == (1ull << 40), "u = %llu", u);
  return check_report("map_scalar_from");
}
