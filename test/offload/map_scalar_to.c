/* map_scalar_to: map(to:) of scalars; the kernel reads the host's values
 * and returns a result through a map(from:) scalar. */
#include "check.h"

int main(void) {
  int x = 42;
  double d = 1.5;
  long y = 0;
#pragma omp target map(to : x, d) map(from : y)
  { y = x * 2 + (long)(d * 2.0); }
  CHECK(y == 87, "y = %ld, want 87", y);
  CHECK(x == 42, "x = %d, want 42", x);
  return check_report("map_scalar_to");
}
