/* target_memcpy_rect: omp_target_memcpy_rect copies a 3x4 sub-rectangle of
 * a 6x8 host matrix into a 4x5 device matrix at offset (1, 1), and a 2x3
 * part of it back into a zeroed 5x5 host matrix at offset (2, 0). */
#include "check.h"

int main(void) {
  int dev = omp_get_default_device();
  int host = omp_get_initial_device();
  int src[6][8], back[5][5];
  for (int r = 0; r < 6; r++)
    for (int c = 0; c < 8; c++)
      src[r][c] = r * 10 + c;
  memset(back, 0, sizeof back);
  int *d = omp_target_alloc(4 * 5 * sizeof(int), dev);
  CHECK(d != NULL, "omp_target_alloc failed");
  if (d) {
#pragma omp target is_device_ptr(d) device(dev)
    for (int i = 0; i < 20; i++)
      d[i] = -1;
    size_t vol[2] = {3, 4}, doff[2] = {1, 1}, soff[2] = {2, 3};
    size_t ddim[2] = {4, 5}, sdim[2] = {6, 8};
    int rc = omp_target_memcpy_rect(d, src, sizeof(int), 2, vol, doff, soff,
                                    ddim, sdim, dev, host);
    CHECK(rc == 0, "host to device rect returned %d", rc);
    /* device d[r][c] for r in 1..3, c in 1..4 = src[r+1][c+2] */
    long bad = 0;
#pragma omp target is_device_ptr(d) map(tofrom : bad) device(dev)
    for (int r = 0; r < 4; r++)
      for (int c = 0; c < 5; c++) {
        int want = (r >= 1 && c >= 1) ? (r + 1) * 10 + (c + 2) : -1;
        if (d[r * 5 + c] != want)
          bad++;
      }
    CHECK(bad == 0, "%ld device elements wrong", bad);
    size_t vol2[2] = {2, 3}, doff2[2] = {2, 0}, soff2[2] = {1, 1};
    size_t ddim2[2] = {5, 5}, sdim2[2] = {4, 5};
    rc = omp_target_memcpy_rect(back, d, sizeof(int), 2, vol2, doff2, soff2,
                                ddim2, sdim2, host, dev);
    CHECK(rc == 0, "device to host rect returned %d", rc);
    for (int r = 0; r < 5; r++)
      for (int c = 0; c < 5; c++) {
        int want = (r >= 2 && r < 4 && c < 3) ? (r - 2 + 1 + 1) * 10 + (c + 1 + 2) : 0;
        CHECK(back[r][c] == want, "back[%d][%d] = %d, want %d", r, c,
              back[r][c], want);
      }
    omp_target_free(d, dev);
  }
  return check_report("target_memcpy_rect");
}
