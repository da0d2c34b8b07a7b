/* pingpong_host_write, pingpong_gpu_rmw (under USM, managed memory as
 * the probe's cudaMallocManaged) and explicit_region_pinned (explicit
 * mode, -DPINNED: pinned host memory as its cudaMallocHost): phase 1 the
 * host fills the buffer; then round r is phases 2r+2 (the host writes
 * every page) and 2r+3 (the GPU read-modify-writes every page, with
 * map(tofrom): copies in explicit mode, nothing under USM). */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  char *m = 0;
  if (PHASES >= 1) {
#ifdef PINNED
    m = llvm_omp_target_alloc_host(NB, omp_get_default_device());
#else
    m = llvm_omp_target_alloc_shared(NB, omp_get_default_device());
#endif
    for (long i = 0; i < NB; i += 4096)
      m[i] = 0;
  }
  for (int r = 0; r < ROUNDS; r++) {
    if (PHASES >= 2 * r + 2)
      for (long i = 0; i < NB; i += 4096)
        m[i] = (char)r;
    if (PHASES >= 2 * r + 3) {
#pragma omp target teams distribute parallel for map(tofrom : m[0:NB])
      for (long i = 0; i < NB; i += 4096)
        m[i] += 1;
    }
  }
  /* No host read after the phases: it would fault the buffer back
   * inside the last phase measured. */
  printf("pingpong: done\n");
  return 0;
}
