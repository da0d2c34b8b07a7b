// nowait launches with depend, waited for by taskwait.
// RUN: strata-run --offload=explicit --threads=2 -I %S/Inputs %s | filecheck %s
#include "tgt.h"

void add(int *a) { a[0] += 1; }
void twice(int *a) { a[0] *= 2; }

int main(void) {
  int x[1] = {1};
  maps_t m = {0};
  entry(&m, x, x, 4, TOFROM | PARAM, "x");
  kargs_t k = {2, m.n, m.bases, m.begins, m.sizes, m.types, m.names, 0, 0, 0, {0, 0, 0}, {0, 0, 0}, 0};
  dep_t d = {(long)x, 4, 3};
  __tgt_target_kernel_nowait(0, -1, 0, 0, add, &k, 1, &d, 0, 0);
  __tgt_target_kernel_nowait(0, -1, 0, 0, twice, &k, 1, &d, 0, 0);
  __kmpc_omp_taskwait(0, 0);
  printf("x = %d\n", x[0]);
  return 0;
}
// CHECK: x = 4
