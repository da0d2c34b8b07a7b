/* lbm_noclose: where close would be wrong, like the paper's 404.lbm (which
 * failed validation when close was added by hand). The grids are map(alloc)
 * under USM, but the kernel reads src, which the host initialized and the
 * device never wrote, and the host reads dst after the region. With close
 * the kernel would read an indeterminate device copy of src, and the host
 * would never see dst. offload-auto-close refuses both entries, with
 * remarks (strata-cc -fopenmp-auto-close -Rpass-missed=offload-auto-close),
 * so the output is the same with and without it.
 *
 *   strata-run -fopenmp --offload=usm -fopenmp-auto-close examples/offload/lbm_noclose.c
 */
#include <stdio.h>
#include <stdlib.h>

#define N 2048
#define STEPS 6

int main(void) {
  double *src = malloc(N * sizeof *src);
  double *dst = malloc(N * sizeof *dst);
  for (int i = 0; i < N; i++) {
    src[i] = (double)(i % 13);
    dst[i] = 0;
  }
  for (int s = 0; s < STEPS; s++) {
#pragma omp target teams distribute parallel for map(alloc : src[0:N], dst[0:N])
    for (int i = 1; i < N - 1; i++)
      dst[i] = 0.25 * src[i - 1] + 0.5 * src[i] + 0.25 * src[i + 1];
#pragma omp target teams distribute parallel for map(alloc : src[0:N], dst[0:N])
    for (int i = 1; i < N - 1; i++)
      src[i] = dst[i];
  }
  double sum = 0;
  for (int i = 1; i < N - 1; i++)
    sum += src[i];
  printf("lbm_noclose: sum = %.6f\n", sum);
  free(src);
  free(dst);
  return 0;
}
