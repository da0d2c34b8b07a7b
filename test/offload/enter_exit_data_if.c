/* enter_exit_data_if: target enter data if(false) maps nothing, so a later
 * target region maps (and copies back) the array on its own; exit data
 * if(false) does nothing. */
#include "check.h"

#define N 50

int main(void) {
  int a[N];
  int no = 0;
  int shared = check_maps_share_storage();
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target enter data map(to : a) if (no)
  if (!shared)
    CHECK(!omp_target_is_present(a, omp_get_default_device()),
          "present after enter data if(false)");
#pragma omp target map(tofrom : a)
  for (int i = 0; i < N; i++)
    a[i] = -a[i];
  for (int i = 0; i < N; i++)
    CHECK(a[i] == -i, "a[%d] = %d, want %d", i, a[i], -i);
#pragma omp target exit data map(from : a) if (no)
  for (int i = 0; i < N; i++)
    CHECK(a[i] == -i, "after exit if(false): a[%d] = %d", i, a[i]);
  return check_report("enter_exit_data_if");
}
