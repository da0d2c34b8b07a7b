/* device_initial_fallback: target device(omp_get_initial_device()) runs on
 * the host with the host's storage; target data and update on the initial
 * device move nothing. */
#include "check.h"

#define N 10

int main(void) {
  int host = omp_get_initial_device();
  int a[N];
  for (int i = 0; i < N; i++)
    a[i] = i;
  int init = -1;
#pragma omp target device(host) map(to : a) map(from : init)
  {
    init = omp_is_initial_device();
    for (int i = 0; i < N; i++)
      a[i] = -a[i];
  }
  CHECK(init == 1, "omp_is_initial_device() = %d on the initial device", init);
  for (int i = 0; i < N; i++)
    CHECK(a[i] == -i, "a[%d] = %d, want %d", i, a[i], -i);
#pragma omp target data map(to : a) device(host)
  {
#pragma omp target device(host)
    a[0] = 42;
    CHECK(a[0] == 42, "inside data on the host: a[0] = %d", a[0]);
  }
  return check_report("device_initial_fallback");
}
