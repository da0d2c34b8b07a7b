/* stencil_d2h: a device-to-host dominated stencil, like the paper's
 * 403.stencil. A Jacobi sweep over a 2D grid inside one target data
 * region; after every sweep the explicit code brings the whole grid back
 * (target update from) so that the host can check a few sample points.
 * Explicit: d2h bytes are the grid times the sweeps, h2d bytes the grid
 * once. Under USM the update is a no-op: only the pages holding the
 * sample points come back (CPU faults), so USM moves far less and is
 * faster than explicit.
 *
 *   strata-run -fopenmp --compare --device=b70 examples/offload/stencil_d2h.c
 */
#include <stdio.h>
#include <stdlib.h>

#define W 1024
#define H 512
#define SWEEPS 4

int main(void) {
  long *a = malloc(W * H * sizeof *a);
  long *b = malloc(W * H * sizeof *b);
  for (int i = 0; i < W * H; i++) {
    a[i] = (i % W == 0 || i / W == 0) ? 1000 : 0;
    b[i] = a[i];
  }
  long probe = 0;
#pragma omp target data map(tofrom : a[0:W * H], b[0:W * H])
  for (int s = 0; s < SWEEPS; s++) {
#pragma omp target teams distribute parallel for
    for (int y = 1; y < H - 1; y++)
      for (int x = 1; x < W - 1; x++)
        b[y * W + x] = (a[y * W + x - 1] + a[y * W + x + 1] + a[(y - 1) * W + x] + a[(y + 1) * W + x]) / 4;
#pragma omp target teams distribute parallel for
    for (int y = 1; y < H - 1; y++)
      for (int x = 1; x < W - 1; x++)
        a[y * W + x] = b[y * W + x];
    /* The host's convergence check needs the grid back. */
#pragma omp target update from(a[0:W * H])
    probe += a[1 * W + 1] + a[2 * W + 2] + a[3 * W + 1];
  }
  printf("stencil_d2h: probe = %ld, corner = %ld\n", probe, a[W + 1]);
  free(a);
  free(b);
  return 0;
}
