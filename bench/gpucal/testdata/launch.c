/* launch_*: phase 1 one empty kernel (warm-up), phase 2 REPS more. */
#include <stdio.h>
int main(void) {
  /* Empty kernels, no data: each is a launch and nothing else. */
  if (PHASES >= 1) {
#pragma omp target
    {
    }
  }
  if (PHASES >= 2)
    for (int r = 0; r < REPS; r++) {
#pragma omp target
      {
      }
    }
  printf("launch: done\n");
  return 0;
}
