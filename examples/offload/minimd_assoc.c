/* minimd_assoc: device buffers from omp_target_alloc associated with host
 * arrays by omp_target_associate_ptr, like the paper's miniMD. The maps
 * and updates of the positions find the association present, so under
 * USM too the positions move as explicit copies (h2d_bytes, d2h_bytes
 * > 0 in the usm run), not as migrations. Only the force array, mapped
 * normally, migrates under USM. -DNO_ASSOC drops the association (the
 * paper's manual-USM version, which discarded those calls): then the
 * positions migrate too.
 *
 *   strata-run -fopenmp --compare --device=b70 examples/offload/minimd_assoc.c
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N (1 << 15)
#define STEPS 3

int main(void) {
  int dev = omp_get_default_device();
  long *pos = malloc(N * sizeof *pos);
  long *force = malloc(N * sizeof *force);
  for (int i = 0; i < N; i++) {
    pos[i] = i % 29;
    force[i] = 0;
  }
#ifndef NO_ASSOC
  long *dpos = omp_target_alloc(N * sizeof *pos, dev);
  if (!dpos || omp_target_associate_ptr(pos, dpos, N * sizeof *pos, 0, dev)) {
    printf("minimd_assoc: association failed\n");
    return 1;
  }
#endif
  long check = 0;
  for (int s = 0; s < STEPS; s++) {
#pragma omp target update to(pos[0:N])
#pragma omp target teams distribute parallel for map(to : pos[0:N]) map(tofrom : force[0:N])
    for (int i = 0; i < N; i++) {
      long l = i > 0 ? pos[i - 1] : 0, r = i < N - 1 ? pos[i + 1] : 0;
      force[i] = l + r - 2 * pos[i];
    }
#pragma omp target teams distribute parallel for map(tofrom : pos[0:N]) map(to : force[0:N])
    for (int i = 0; i < N; i++)
      pos[i] = (pos[i] + force[i] + 31) % 31;
#pragma omp target update from(pos[0:N])
    for (int i = 0; i < N; i += 64)
      check += pos[i];
  }
#ifndef NO_ASSOC
  omp_target_disassociate_ptr(pos, dev);
  omp_target_free(dpos, dev);
#endif
  printf("minimd_assoc: check = %ld\n", check);
  free(pos);
  free(force);
  return 0;
}
