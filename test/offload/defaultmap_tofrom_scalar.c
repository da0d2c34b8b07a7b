/* defaultmap_tofrom_scalar: defaultmap(tofrom: scalar) maps referenced
 * scalars tofrom instead of firstprivate, so the kernel's writes come back;
 * defaultmap(none) with every variable in an explicit clause. */
#include "check.h"

int main(void) {
  int count = 1;
  double acc = 0.0;
#pragma omp target defaultmap(tofrom : scalar)
  {
    count *= 10;
    acc = 2.5;
  }
  CHECK(count == 10, "count = %d, want 10", count);
  CHECK(acc == 2.5, "acc = %g, want 2.5", acc);
  int in = 4, res = 0;
#pragma omp target defaultmap(none) map(to : in) map(tofrom : res)
  res = in * in;
  CHECK(res == 16, "res = %d, want 16", res);
  return check_report("defaultmap_tofrom_scalar");
}
