/* copy_* and hbm_read, device_write: phase 1 allocates a device buffer
 * and a host buffer (host-touched); phase 2 copies host to device
 * (omp_target_memcpy, as cudaMemcpy; with -DPINNED the host buffer is
 * pinned, llvm_omp_target_alloc_host, as cudaMallocHost); phase 3 device to host; phase 4 a kernel
 * reading the device buffer (warm-up), phase 5 the same again
 * (hbm_read); phase 6 a kernel writing it (device_write). */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  char *h = 0, *d = 0;
  long s = 0;
  if (PHASES >= 1) {
    d = omp_target_alloc(NB, dev);
#ifdef PINNED
    h = llvm_omp_target_alloc_host(NB, dev);
#else
    h = malloc(NB);
#endif
    for (long i = 0; i < NB; i += 4096)
      h[i] = 1;
  }
  if (PHASES >= 2)
    omp_target_memcpy(d, h, NB, 0, 0, dev, host);
  if (PHASES >= 3)
    omp_target_memcpy(h, d, NB, 0, 0, host, dev);
  for (int k = 4; k <= 5; k++)
    if (PHASES >= k) {
#pragma omp target teams distribute parallel for is_device_ptr(d)
      for (long i = 0; i < NB; i += 4096)
        if (d[i] == 123)
          d[i] = 0;
    }
  if (PHASES >= 6) {
#pragma omp target teams distribute parallel for is_device_ptr(d)
    for (long i = 0; i < NB; i += 4096)
      d[i] = 2;
  }
  printf("copy: %ld\n", s);
  return 0;
}
