/* ep_scratch: an embarrassingly parallel kernel with a large map(alloc)
 * scratch array, like the paper's 452.ep. Each iteration draws a pair of
 * pseudo-random numbers into its own two scratch slots, then reads them
 * back to count the pairs inside the unit circle. The host never touches
 * the scratch array: in explicit mode it is a device allocation (no
 * copy); under USM the map allocates nothing and the device's first
 * touches migrate the uninitialized host pages (b70: copied; h200: made
 * on the device, populated_bytes); close (by hand or -fopenmp-auto-close)
 * brings back a device copy.
 *
 *   strata-run -fopenmp --compare --device=b70 examples/offload/ep_scratch.c
 */
#include <stdio.h>
#include <stdlib.h>

#define N (1 << 18) /* pairs: the scratch array is 2 MiB of doubles x 2 */
#define STEPS 2

int main(void) {
  double *scratch = malloc(2 * (size_t)N * sizeof *scratch);
  long inside = 0;
  for (int s = 0; s < STEPS; s++) {
    long count = 0;
#pragma omp target teams distribute parallel for map(alloc : scratch[0:2 * N]) reduction(+ : count)
    for (int i = 0; i < N; i++) {
      /* A linear congruential draw per iteration: deterministic whatever
       * the schedule, unlike a shared generator. */
      unsigned int r = (unsigned int)i * 1103515245u + 12345u + (unsigned int)s * 2654435761u;
      unsigned int q = r * 1103515245u + 12345u;
      scratch[2 * i] = (double)(r >> 16) / 65536.0;
      scratch[2 * i + 1] = (double)(q >> 16) / 65536.0;
      double x = scratch[2 * i], y = scratch[2 * i + 1];
      count += x * x + y * y < 1.0;
    }
    inside += count;
  }
  printf("ep_scratch: %ld of %d pairs inside\n", inside, N * STEPS);
  free(scratch);
  return 0;
}
