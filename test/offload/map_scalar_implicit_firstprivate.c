/* map_scalar_implicit_firstprivate: a scalar referenced in a target region
 * without a map clause is firstprivate (OpenMP 5.2, implicit data-mapping
 * attribute rules): the kernel sees the host's value, and its writes do not
 * reach the host variable, whatever the memory model. */
#include "check.h"

int main(void) {
  int x = 5;
  int out = 0;
#pragma omp target map(from : out)
  {
    x += 10;
    out = x;
  }
  CHECK(out == 15, "out = %d, want 15", out);
  CHECK(x == 5, "host x = %d, want 5 (firstprivate)", x);
  return check_report("map_scalar_implicit_firstprivate");
}
