/* target_memcpy: omp_target_memcpy host to device, device to device and
 * device to host, with offsets; a kernel checks the device data in
 * between. */
#include "check.h"

#define N 100

int main(void) {
  int dev = omp_get_default_device();
  int host = omp_get_initial_device();
  double src[N], dst[N];
  for (int i = 0; i < N; i++) {
    src[i] = i;
    dst[i] = -1;
  }
  double *d1 = omp_target_alloc(N * sizeof(double), dev);
  double *d2 = omp_target_alloc(N * sizeof(double), dev);
  CHECK(d1 && d2, "omp_target_alloc failed");
  if (d1 && d2) {
    int rc = omp_target_memcpy(d1, src, N * sizeof(double), 0, 0, dev, host);
    CHECK(rc == 0, "host to device returned %d", rc);
    long bad = -1;
#pragma omp target is_device_ptr(d1) map(from : bad) device(dev)
    {
      bad = 0;
      for (int i = 0; i < N; i++)
        if (d1[i] != i)
          bad++;
    }
    CHECK(bad == 0, "%ld device elements wrong after host to device", bad);
    /* d2[0:50] = d1[50:50], then d2[50:50] = d1[0:50] */
    rc = omp_target_memcpy(d2, d1, 50 * sizeof(double), 0,
                           50 * sizeof(double), dev, dev);
    CHECK(rc == 0, "device to device returned %d", rc);
    rc = omp_target_memcpy(d2, d1, 50 * sizeof(double), 50 * sizeof(double),
                           0, dev, dev);
    CHECK(rc == 0, "device to device returned %d", rc);
    /* dst[10:80] = d2[10:80] */
    rc = omp_target_memcpy(dst, d2, 80 * sizeof(double), 10 * sizeof(double),
                           10 * sizeof(double), host, dev);
    CHECK(rc == 0, "device to host returned %d", rc);
    for (int i = 0; i < N; i++) {
      double want = (i >= 10 && i < 90) ? (i < 50 ? i + 50 : i - 50) : -1;
      CHECK(dst[i] == want, "dst[%d] = %g, want %g", i, dst[i], want);
    }
    omp_target_free(d1, dev);
    omp_target_free(d2, dev);
  }
  return check_report("target_memcpy");
}
