// A parallel region in a kernel: its threads are the device's too (they
// inherit the device's observer), so a worker touching an unmapped host
// address fails in explicit mode.
// RUN: strata-run --offload=explicit --threads=2 -I %S/Inputs %s | filecheck %s
// RUN: not strata-run --offload=explicit --threads=2 -I %S/Inputs -DBAD %s 2>&1 | filecheck --check-prefix=BAD %s
// RUN: strata-run --offload=usm --threads=2 -I %S/Inputs -DBAD %s | filecheck --check-prefix=USM %s
#include "tgt.h"

int host[2];

void body(int *gtid, int *btid, int *a) {
  int t = omp_get_thread_num();
  a[t] = 10 + t + omp_is_initial_device();
#ifdef BAD
  if (t == 1)
    host[1] = 1;
#endif
}

void kernel(int *a) { __kmpc_fork_call(0, 1, body, a); }

int main(void) {
  int a[2] = {0, 0};
  maps_t m = {0};
  entry(&m, a, a, sizeof a, FROM | PARAM, "a");
  launch(&m, kernel, 0, 0);
  printf("a = %d %d host = %d\n", a[0], a[1], host[1]);
  return 0;
}
// CHECK: a = 10 11 host = 0
// BAD: parallel.c:16:{{[0-9]+}}: runtime error: illegal device memory access: 4-byte write at host address {{0x[0-9a-f]+}}, offset 4 of the global 'host' of 8 bytes
// USM: a = 10 11 host = 1
