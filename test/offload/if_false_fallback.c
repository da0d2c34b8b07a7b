/* if_false_fallback: target if(false) runs the region on the host (the
 * initial device), where the map clauses make no copies: the region sees
 * and writes the host's variables directly. if(true) offloads when a device
 * exists. */
#include "check.h"

int main(void) {
  int no = 0, yes = 1;
  int a[4] = {1, 2, 3, 4};
  int init = -1;
  uintptr_t addr = 0;
#pragma omp target if (no) map(to : a) map(from : init, addr)
  {
    init = omp_is_initial_device();
    addr = (uintptr_t)&a[0];
    a[0] = 100; /* the original: map(to:) has no effect on the host */
  }
  CHECK(init == 1, "if(false): omp_is_initial_device() = %d", init);
  CHECK(addr == (uintptr_t)&a[0], "if(false): not the host's array");
  CHECK(a[0] == 100, "if(false): a[0] = %d, want 100", a[0]);
#pragma omp target if (yes) map(from : init)
  init = omp_is_initial_device();
  CHECK(init == check_default_is_host(), "if(true): omp_is_initial_device() = %d",
        init);
  return check_report("if_false_fallback");
}
