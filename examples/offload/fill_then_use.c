/* fill_then_use: a map(alloc) temporary that one kernel fills and a later
 * kernel of the same target data region reads, as LULESH does with its
 * per-element scratch arrays. Each step, the first kernel writes the whole
 * flux array; the second reads each element's neighbours, which other
 * iterations (other threads, other teams) of the first kernel wrote. The
 * host never reads flux. Explicit: flux is a device allocation, never
 * copied. USM: the map allocates nothing and the device's first touches
 * migrate pages the host never initialized; offload-auto-close
 * (-fopenmp-auto-close) proves the first kernel writes every element the
 * second reads, with no host access in between, and gives the entry
 * close, so flux gets a device copy again. The output is the same in
 * every mode.
 *
 *   strata-run -fopenmp --compare --device=b70 examples/offload/fill_then_use.c
 */
#include <stdio.h>
#include <stdlib.h>

#define N (1 << 16)
#define STEPS 4

int main(void) {
  double *e = malloc(N * sizeof *e);
  double *flux = malloc(N * sizeof *flux);
  for (int i = 0; i < N; i++)
    e[i] = (double)(i % 29);
#pragma omp target data map(tofrom : e[0:N]) map(alloc : flux[0:N])
  for (int s = 0; s < STEPS; s++) {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++)
      flux[i] = 0.5 * e[i] + s;
#pragma omp target teams distribute parallel for
    for (int i = 1; i < N - 1; i++)
      e[i] = 0.25 * flux[i - 1] + 0.5 * flux[i] + 0.25 * flux[i + 1];
  }
  double sum = 0;
  for (int i = 0; i < N; i++)
    sum += e[i];
  printf("fill_then_use: sum = %.6f\n", sum);
  free(e);
  free(flux);
  return 0;
}
