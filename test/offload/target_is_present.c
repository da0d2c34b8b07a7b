/* target_is_present: omp_target_is_present follows the mapping: false
 * before enter data, true inside target data and after enter data (also
 * for an address inside the mapped section), false after exit data; always
 * true for the initial device. */
#include "check.h"

#define N 32

int main(void) {
  int dev = omp_get_default_device();
  int host = omp_get_initial_device();
  int a[N], b[N];
  int shared = check_maps_share_storage();
  CHECK(omp_target_is_present(a, host), "initial device: not present");
  if (shared) {
    printf("note: maps share the host's storage; presence not exercised\n");
    return check_report("target_is_present");
  }
  CHECK(!omp_target_is_present(a, dev), "present before mapping");
#pragma omp target data map(to : a)
  {
    CHECK(omp_target_is_present(a, dev), "not present in target data");
    CHECK(omp_target_is_present(&a[N - 1], dev), "&a[N-1] not present");
    CHECK(!omp_target_is_present(b, dev), "b present");
  }
  CHECK(!omp_target_is_present(a, dev), "present after target data");
#pragma omp target enter data map(alloc : b[8:8])
  CHECK(omp_target_is_present(&b[10], dev), "&b[10] not present");
  CHECK(!omp_target_is_present(&b[0], dev), "&b[0] present");
#pragma omp target exit data map(release : b[8:8])
  CHECK(!omp_target_is_present(&b[10], dev), "&b[10] present after exit");
  return check_report("target_is_present");
}
