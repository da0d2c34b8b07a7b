/* pingpong: the host and the device take turns over one buffer, like the
 * calibration's pingpong rows (shared/calibration, usm_probe2.cu): each
 * round the host writes the whole buffer, then the device
 * read-modify-writes it. Explicit: a copy in and a copy out a round.
 * USM: the host's writes fault the buffer back (CPU faults, TLB
 * invalidations), the device's reads fault it over again: migrations
 * both ways every round, and more time than explicit on the h200 the
 * calibration measured (there about 10x against pinned copies).
 *
 *   strata-run -fopenmp --compare --device=h200 examples/offload/pingpong.c
 */
#include <stdio.h>
#include <stdlib.h>

#define N (1 << 20) /* ints: 4 MiB */
#define ROUNDS 4

int main(void) {
  int *buf = malloc(N * sizeof *buf);
  long check = 0;
  for (int r = 0; r < ROUNDS; r++) {
    /* One word a 256 bytes is enough for the engine to see every page
     * written, and keeps the run short. */
    for (int i = 0; i < N; i += 64)
      buf[i] = r;
#pragma omp target teams distribute parallel for map(tofrom : buf[0:N])
    for (int i = 0; i < N; i += 64)
      buf[i] = buf[i] * 3 + 1;
    check += buf[0] + buf[N - 64];
  }
  printf("pingpong: check = %ld\n", check);
  free(buf);
  return 0;
}
