/* map_scalar_tofrom: map(tofrom:) of a scalar across ten target regions:
 * each region sees the previous one's value and adds to it. */
#include "check.h"

int main(void) {
  int counter = 100;
  for (int i = 0; i < 10; i++) {
#pragma omp target map(tofrom : counter)
    { counter += i; }
  }
  CHECK(counter == 145, "counter = %d, want 145", counter);
  return check_report("map_scalar_tofrom");
}
