/* evict_big: a working set larger than VRAM. Four 3 MiB arrays (12 MiB)
 * on a GPU with 8 MiB (examples/offload/small-vram.profile); each kernel
 * uses two of them (6 MiB, which fits). Explicit: each region copies its
 * two arrays in and out, the pool reuses its blocks, nothing is evicted.
 * USM: the migrated granules of all four arrays do not fit, so LRU
 * granules are evicted back to the host (evictions > 0, migrated d2h
 * bytes although the host reads only at the end); the result is the
 * host's either way.
 *
 *   strata-run -fopenmp --compare --device=examples/offload/small-vram.profile examples/offload/evict_big.c
 */
#include <stdio.h>
#include <stdlib.h>

#define N (3 << 17) /* longs: 3 MiB an array */
#define ROUNDS 2

static void step(long *p, long *q, int k) {
#pragma omp target teams distribute parallel for map(tofrom : p[0:N], q[0:N])
  for (int i = 0; i < N; i += 16) {
    p[i] = (p[i] + q[i] + k) % 1000;
    q[i] = (q[i] + 1) % 1000;
  }
}

int main(void) {
  long *a[4];
  for (int j = 0; j < 4; j++) {
    a[j] = malloc(N * sizeof(long));
    for (int i = 0; i < N; i++)
      a[j][i] = (i + j) % 10;
  }
  for (int r = 0; r < ROUNDS; r++)
    for (int j = 0; j < 4; j++)
      step(a[j], a[(j + 1) % 4], r);
  long sum = 0;
  for (int j = 0; j < 4; j++)
    for (int i = 0; i < N; i += 16)
      sum += a[j][i];
  printf("evict_big: sum = %ld\n", sum);
  for (int j = 0; j < 4; j++)
    free(a[j]);
  return 0;
}
