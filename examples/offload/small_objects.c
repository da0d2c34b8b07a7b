/* small_objects: objects much smaller than a page. 64 separately
 * allocated 96-byte records, each updated by its own kernel and read
 * back by the host. Explicit: each region copies its 96 bytes each way
 * (latency-bound, but few bytes). USM: a device touch migrates a whole
 * granule (4 KiB on b70, whose Intel rule wants the granule inside one
 * allocation; 64 KiB on h200) and the host's read brings it back:
 * the transfer size inflates by tens of times.
 *
 *   strata-run -fopenmp --compare --device=b70 examples/offload/small_objects.c
 */
#include <stdio.h>
#include <stdlib.h>

#define OBJS 64
#define WORDS 12 /* 96 bytes */

int main(void) {
  long *obj[OBJS];
  /* Filler between the records, as a real heap holds other data: so
   * that two records rarely share a page. */
  void *filler[OBJS];
  for (int k = 0; k < OBJS; k++) {
    obj[k] = malloc(WORDS * sizeof(long));
    filler[k] = malloc(8192);
    for (int i = 0; i < WORDS; i++)
      obj[k][i] = k + i;
  }
  long check = 0;
  for (int r = 0; r < 2; r++)
    for (int k = 0; k < OBJS; k++) {
      long *o = obj[k];
#pragma omp target teams distribute parallel for map(tofrom : o[0:WORDS])
      for (int i = 0; i < WORDS; i++)
        o[i] = o[i] * 2 + r;
      check += o[0] + o[WORDS - 1];
    }
  printf("small_objects: check = %ld\n", check);
  for (int k = 0; k < OBJS; k++) {
    free(obj[k]);
    free(filler[k]);
  }
  return 0;
}
