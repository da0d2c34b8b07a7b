/* target_data_use_device_addr: inside target data use_device_addr(a),
 * &a[0] is the device address of the mapped array; a kernel gets it through
 * is_device_ptr. */
#include "check.h"

#define N 64

int main(void) {
  int a[N];
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target data map(tofrom : a) use_device_addr(a)
  {
    int *d = &a[0];
#pragma omp target is_device_ptr(d)
    for (int i = 0; i < N; i++)
      d[i] += 1000;
  }
  for (int i = 0; i < N; i++)
    CHECK(a[i] == i + 1000, "a[%d] = %d, want %d", i, a[i], i + 1000);
  return check_report("target_data_use_device_addr");
}
