// Flops are counted per kernel, exactly, while two nowait kernels run at
// once from the two threads of a host parallel region, on device threads
// that the OpenMP runtime pools and reuses: 'wide' runs a parallel region
// of two threads doing 200 flops each (100 multiply-adds), 'narrow' a sqrt
// and a multiply. runtimes/offload's TestKernelFlops checks each kernel's
// count; here the model's total: 4 rounds of 400 + 2.
// RUN: strata-run --offload=usm --threads=2 --device=h200 --report=json -I %S/Inputs %s 2>&1 | filecheck %s
#include "tgt.h"
#include <math.h>

double a[2] = {1, 2}, b[1] = {4};

void body(int *gtid, int *btid, double *p) {
  int t = omp_get_thread_num();
  double s = p[t];
  for (int i = 0; i < 100; i++)
    s = s * 0.5 + 1.0;
  p[t] = s;
}

void wide(double *p) { __kmpc_fork_call(0, 1, body, p); }

void narrow(double *p) { p[0] = sqrt(p[0]) * 3.0; }

void host(int *gtid, int *btid) {
  int t = omp_get_thread_num();
  maps_t m = {0};
  if (t == 0)
    entry(&m, a, a, sizeof a, TOFROM | PARAM, "a");
  else
    entry(&m, b, b, sizeof b, TOFROM | PARAM, "b");
  kargs_t k = {2, m.n, m.bases, m.begins, m.sizes, m.types, m.names, 0, 0, 0, {0, 0, 0}, {0, 0, 0}, 0};
  __tgt_target_kernel_nowait(0, -1, 0, 0, t == 0 ? (void *)wide : (void *)narrow, &k, 0, 0, 0, 0);
  __kmpc_omp_taskwait(0, *gtid);
}

int main(void) {
  for (int r = 0; r < 4; r++)
    __kmpc_fork_call(0, 0, host);
  printf("a = %.3f %.3f b = %.3f\n", a[0], a[1], b[0]);
  return 0;
}
// CHECK: a = 2.000 2.000 b = 8.555
// CHECK: "kernels": 8
// CHECK-NEXT: "flops": 1608
