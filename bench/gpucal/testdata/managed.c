/* managed_*: managed memory (llvm_omp_target_alloc_shared, as the
 * probe's cudaMallocManaged), run under USM so that the maps copy
 * nothing. Phase 1 the host touches every page; phase 2 the
 * GPU streams it (faults: managed_h2d_fault_stream); phase 3 streams it
 * again (resident); phase 4 the host reads one byte per 4 KiB
 * (managed_d2h_host_touch_4k). */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  char *m = 0;
  long s = 0;
  if (PHASES >= 1) {
    m = llvm_omp_target_alloc_shared(NB, omp_get_default_device());
    for (long i = 0; i < NB; i += 4096)
      m[i] = 1;
  }
  for (int k = 2; k <= 3; k++)
    if (PHASES >= k) {
#pragma omp target teams distribute parallel for map(to : m[0:NB])
      for (long i = 0; i < NB; i += 4096)
        if (m[i] == 123) /* never: a read the engine cannot skip */
          m[i] = 0;
    }
  if (PHASES >= 4)
    for (long i = 0; i < NB; i += 4096)
      s += m[i];
  printf("managed: %ld\n", s);
  return 0;
}
