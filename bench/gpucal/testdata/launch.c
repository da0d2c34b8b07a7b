/* launch_*: phase 1 one empty kernel (warm-up), phase 2 REPS more. With
 * -DASYNC they are nowait constructs and one taskwait ends them (as the
 * probe's queued launches and one cudaDeviceSynchronize). */
#include <stdio.h>
int main(void) {
  /* Empty kernels, no data: each is a launch and nothing else. */
  if (PHASES >= 1) {
#pragma omp target
    {
    }
  }
  if (PHASES >= 2) {
    for (int r = 0; r < REPS; r++) {
#ifdef ASYNC
#pragma omp target nowait
      {
      }
#else
#pragma omp target
      {
      }
#endif
    }
#pragma omp taskwait
  }
  printf("launch: done\n");
  return 0;
}
