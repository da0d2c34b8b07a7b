/* update_if: target update with if(false) transfers nothing; with
 * if(true) it transfers. The kernels name x in map(to:): a scalar without
 * a map clause would be firstprivate, the host's value. */
#include "check.h"

int main(void) {
  int x = 1;
  int seen0 = 0, seen1 = 0;
  int no = 0, yes = 1;
  int shared = check_maps_share_storage();
#pragma omp target data map(to : x)
  {
    x = 2;
#pragma omp target update to(x) if (no)
#pragma omp target map(to : x) map(from : seen0)
    seen0 = x;
#pragma omp target update to(x) if (yes)
#pragma omp target map(to : x) map(from : seen1)
    seen1 = x;
  }
  CHECK(seen0 == (shared ? 2 : 1), "after update if(false) the device saw %d",
        seen0);
  CHECK(seen1 == 2, "after update if(true) the device saw %d, want 2", seen1);
  return check_report("update_if");
}
