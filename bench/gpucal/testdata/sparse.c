/* managed_sparse_touch, managed_stream_after_sparse: under USM. Phase 1
 * the host touches every page; phase 2 the GPU touches one byte per
 * STRIDE bytes; phase 3 it streams the whole buffer (what the sparse
 * touches did not bring migrates now). */
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
  if (PHASES >= 2) {
#pragma omp target teams distribute parallel for map(to : m[0:NB])
    for (long i = 0; i < NB; i += STRIDE)
      if (m[i] == 123)
        m[i] = 0;
  }
  if (PHASES >= 3) {
#pragma omp target teams distribute parallel for map(to : m[0:NB])
    for (long i = 0; i < NB; i += 4096)
      if (m[i] == 123) /* never: a read the engine cannot skip */
        m[i] = 0;
  }
  printf("sparse: %ld\n", s);
  return 0;
}
