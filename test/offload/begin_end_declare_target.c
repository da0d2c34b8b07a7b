/* begin_end_declare_target: OpenMP 5.1's begin declare target ... end
 * declare target around a global with an initializer and a function that
 * uses it; the device copy of the global starts with the initializer's
 * value.
 * SKIP gcc: gcc 12 does not implement begin declare target
 */
#include "check.h"

#pragma omp begin declare target
int offset = 10;
int bump(int x) { return x + offset; }
#pragma omp end declare target

int main(void) {
  int r[8];
#pragma omp target map(from : r)
  for (int i = 0; i < 8; i++)
    r[i] = bump(i);
  for (int i = 0; i < 8; i++)
    CHECK(r[i] == i + 10, "r[%d] = %d, want %d", i, r[i], i + 10);
  return check_report("begin_end_declare_target");
}
