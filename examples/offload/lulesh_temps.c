/* lulesh_temps: several map(alloc) temporaries inside a time-step loop,
 * like the paper's LULESH and HipFT (map(alloc) in nested loops). Each
 * step opens a target data region with three temporaries the kernels use
 * as scratch (written, then read, by the same iteration) and updates the
 * state; the host reads a checksum of the state each step. Explicit: the
 * temporaries come from the device pool, the state moves both ways each
 * step. USM: the temporaries migrate for nothing on first touch; close
 * gives them device copies again.
 *
 *   strata-run -fopenmp --compare --device=b70 examples/offload/lulesh_temps.c
 */
#include <stdio.h>
#include <stdlib.h>

#define N (1 << 17)
#define STEPS 3

int main(void) {
  long *e = malloc(N * sizeof *e);
  long *t1 = malloc(N * sizeof *t1);
  long *t2 = malloc(N * sizeof *t2);
  long *t3 = malloc(N * sizeof *t3);
  for (int i = 0; i < N; i++)
    e[i] = i % 101;
  long check = 0;
  for (int s = 0; s < STEPS; s++) {
#pragma omp target data map(tofrom : e[0:N]) map(alloc : t1[0:N], t2[0:N], t3[0:N])
    {
#pragma omp target teams distribute parallel for
      for (int i = 0; i < N; i++) {
        t1[i] = e[i] * 3;
        t2[i] = t1[i] + s;
        t3[i] = t2[i] - t1[i];
        e[i] = (e[i] + t3[i]) % 1009;
      }
    }
    /* The host reads the state: in explicit mode it came back with the
     * region's end; under USM the pages it reads migrate back. */
    for (int i = 0; i < N; i += 512)
      check += e[i];
  }
  printf("lulesh_temps: check = %ld\n", check);
  free(e);
  free(t1);
  free(t2);
  free(t3);
  return 0;
}
