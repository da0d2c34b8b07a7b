/* cudaMalloc*_free_1MiB_x100: phase 2 allocates and frees NB bytes of
 * device memory REPS times (omp_target_alloc, as cudaMalloc); phase 1 one
 * such pair (warm-up). With -DMANAGED, managed memory
 * (llvm_omp_target_alloc_shared, as cudaMallocManaged). */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
static void once(int dev) {
#ifdef MANAGED
  void *p = llvm_omp_target_alloc_shared(NB, dev);
  omp_target_free(p, dev);
#else
  void *p = omp_target_alloc(NB, dev);
  omp_target_free(p, dev);
#endif
}
int main(void) {
  int dev = omp_get_default_device();
  if (PHASES >= 1)
    once(dev);
  if (PHASES >= 2)
    for (int r = 0; r < REPS; r++)
      once(dev);
  printf("alloc: done\n");
  return 0;
}
