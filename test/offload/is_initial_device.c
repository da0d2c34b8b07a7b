/* is_initial_device: omp_is_initial_device() is 1 on the host, and inside
 * a target region it is 0 exactly when the default device is not the
 * initial device (a device exists and offload is not disabled). */
#include "check.h"

int main(void) {
  int in_target = -1;
  CHECK(omp_is_initial_device() == 1, "host: omp_is_initial_device() = %d",
        omp_is_initial_device());
#pragma omp target map(from : in_target)
  in_target = omp_is_initial_device();
  int want = check_default_is_host();
  CHECK(in_target == want, "target: omp_is_initial_device() = %d, want %d",
        in_target, want);
  return check_report("is_initial_device");
}
