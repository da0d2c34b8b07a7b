/* scratch_close: a map(alloc) scratch array that only the device uses, as in
 * the paper's 452.ep, HipFT and LULESH. Each iteration writes its scratch
 * element before reading it, and the host never reads the scratch array,
 * so offload-auto-close (strata-cc/strata-run -fopenmp-auto-close) gives
 * the entry close: under USM it gets a device copy instead of migrating
 * host pages the host never initialized. The output is the same either way.
 *
 *   strata-run -fopenmp --offload=usm examples/offload/scratch_close.c
 *   LIBOMPTARGET_INFO=1 strata-run -fopenmp --offload=usm -fopenmp-auto-close examples/offload/scratch_close.c
 */
#include <stdio.h>
#include <stdlib.h>

#define N 4096
#define STEPS 4

int main(void) {
  double *x = malloc(N * sizeof *x);
  double *y = malloc(N * sizeof *y);
  double *scratch = malloc(2 * N * sizeof *scratch);
  for (int i = 0; i < N; i++) {
    x[i] = (double)(i % 17) / 17.0;
    y[i] = 0;
  }
#pragma omp target data map(to : x[0:N]) map(tofrom : y[0:N]) map(alloc : scratch[0:2 * N])
  for (int s = 0; s < STEPS; s++) {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) {
      scratch[2 * i] = x[i] * x[i];
      scratch[2 * i + 1] = scratch[2 * i] + s;
      y[i] += scratch[2 * i + 1] - scratch[2 * i];
    }
  }
  double sum = 0;
  for (int i = 0; i < N; i++)
    sum += y[i];
  printf("scratch_close: sum = %.6f\n", sum);
  free(scratch);
  free(x);
  free(y);
  return 0;
}
