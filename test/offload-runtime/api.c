// The device API.
// RUN: strata-run --offload=explicit -I %S/Inputs %s | filecheck %s
// RUN: strata-run --offload=usm -I %S/Inputs %s | filecheck %s
#include "tgt.h"

void kernel(int *d, long n) {
  for (long i = 0; i < n; i++) d[i] += 100 * (1 - omp_is_initial_device());
}

int main(void) {
  printf("devices %d default %d initial %d is_initial %d\n", omp_get_num_devices(), omp_get_default_device(), omp_get_initial_device(), omp_is_initial_device());
  int h[4] = {1, 2, 3, 4}, back[4] = {0};
  int *d = omp_target_alloc(sizeof h, 0);
  omp_target_memcpy(d, h, sizeof h, 0, 0, 0, omp_get_initial_device());
  maps_t m = {0};
  entry(&m, d, d, 0, LITERAL | PARAM, "d");
  entry(&m, (void *)4L, (void *)4L, 8, LITERAL | PARAM, "n");
  launch(&m, kernel, 0, 0);
  omp_target_memcpy(back, d, sizeof back, 0, 0, omp_get_initial_device(), 0);
  printf("back %d %d %d %d\n", back[0], back[1], back[2], back[3]);
  // associate: h's device copy is d; a map of h is present, no copy.
  printf("associate %d present %d mapped ok %d\n", omp_target_associate_ptr(h, d, sizeof h, 0, 0), omp_target_is_present(h, 0), omp_get_mapped_ptr(h, 0) == d);
  maps_t m2 = {0};
  entry(&m2, h, h, sizeof h, FROM | ALWAYS | PARAM, "h");
  entry(&m2, (void *)4L, (void *)4L, 8, LITERAL | PARAM, "n");
  launch(&m2, kernel, 0, 0);
  printf("h %d %d %d %d\n", h[0], h[1], h[2], h[3]);
  printf("disassociate %d present %d\n", omp_target_disassociate_ptr(h, 0), omp_target_is_present(h, 0));
  // A 2x3 block of a 4x5 matrix.
  int a[4][5], b[4][5] = {{0}};
  for (int i = 0; i < 4; i++) for (int j = 0; j < 5; j++) a[i][j] = 10 * i + j;
  int *da = omp_target_alloc(sizeof a, 0);
  long vol[2] = {2, 3}, off[2] = {1, 2}, zero[2] = {0, 0}, dims[2] = {4, 5};
  omp_target_memcpy_rect(da, a, sizeof(int), 2, vol, off, off, dims, dims, 0, omp_get_initial_device());
  omp_target_memcpy_rect(b, da, sizeof(int), 2, vol, zero, off, dims, dims, omp_get_initial_device(), 0);
  printf("rect %d %d %d / %d %d %d\n", b[0][0], b[0][1], b[0][2], b[1][0], b[1][1], b[1][2]);
  omp_target_free(da, 0);
  omp_target_free(d, 0);
  omp_set_default_device(omp_get_initial_device());
  printf("fallback %d\n", launch(&m, kernel, 0, 0));
  return 0;
}
// CHECK: devices 1 default 0 initial 1 is_initial 1
// CHECK-NEXT: back 101 102 103 104
// CHECK-NEXT: associate 0 present 1 mapped ok 1
// CHECK-NEXT: h 201 202 203 204
// CHECK-NEXT: disassociate 0 present 0
// CHECK-NEXT: rect 12 13 14 / 22 23 24
// CHECK-NEXT: fallback 1
