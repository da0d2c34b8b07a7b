/* managed_gpu_first_touch_write, managed_gpu_second_write,
 * managed_gpu_write_host_stream: under USM. Phase 1 allocates (the host
 * never touches it); phase 2 the GPU writes every page (first touch:
 * populated on the device); phase 3 writes it again (resident); phase 4
 * the host reads it (CPU faults bring it back). */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  char *m = 0;
  long s = 0;
  if (PHASES >= 1)
    m = llvm_omp_target_alloc_shared(NB, omp_get_default_device());
  for (int k = 2; k <= 3; k++)
    if (PHASES >= k) {
#pragma omp target teams distribute parallel for map(from : m[0:NB])
      for (long i = 0; i < NB; i += 4096)
        m[i] = 3;
    }
  if (PHASES >= 4)
    for (long i = 0; i < NB; i += 4096)
      s += m[i];
  printf("firsttouch: %ld\n", s);
  return 0;
}
