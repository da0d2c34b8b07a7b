/* device_numbers: omp_get_num_devices, omp_get_default_device and
 * omp_get_initial_device are consistent (OpenMP 5.2: the initial device's
 * number is omp_get_num_devices(), the default device is a device number in
 * [0, num_devices]); omp_set_default_device changes the default, and a
 * target region with device(n) runs on device n for every n. */
#include "check.h"

int main(void) {
  int n = omp_get_num_devices();
  int def = omp_get_default_device();
  int host = omp_get_initial_device();
  CHECK(n >= 0, "omp_get_num_devices() = %d", n);
  CHECK(host == n, "omp_get_initial_device() = %d, num_devices %d", host, n);
  CHECK(def >= 0 && def <= n, "default device %d outside [0, %d]", def, n);
  for (int d = 0; d < n; d++) {
    int initial = -1;
#pragma omp target device(d) map(from : initial)
    initial = omp_is_initial_device();
    CHECK(initial == 0, "device(%d) ran on the initial device", d);
  }
  if (n > 1) {
    omp_set_default_device(n - 1);
    CHECK(omp_get_default_device() == n - 1, "omp_set_default_device: %d",
          omp_get_default_device());
    omp_set_default_device(def);
  }
  return check_report("device_numbers");
}
