/* declare_target_implicit_global: a kernel writes a declare target global
 * without a map clause: it writes the device copy, so the host variable
 * keeps its value (unless the kernel ran on the host's own storage) until
 * target update from(). */
#include "check.h"

int counter = 0;
#pragma omp declare target(counter)

int main(void) {
  uintptr_t dev = 0;
#pragma omp target map(from : dev)
  {
    counter = 77;
    dev = (uintptr_t)&counter;
  }
  int same = dev == (uintptr_t)&counter;
  CHECK(counter == (same ? 77 : 0), "before update: counter = %d", counter);
#pragma omp target update from(counter)
  CHECK(counter == 77, "after update: counter = %d, want 77", counter);
  return check_report("declare_target_implicit_global");
}
