// A tofrom map, a kernel, the trace.
// RUN: env LIBOMPTARGET_INFO=1 strata-run --offload=explicit -I %S/Inputs %s 2>&1 | filecheck %s
// RUN: strata-run --offload=usm -I %S/Inputs %s | filecheck --check-prefix=USM %s
#include "tgt.h"

void kernel(int *a, long n) {
  for (long i = 0; i < n; i++)
    a[i] = a[i] * 10 + (omp_is_initial_device() ? 1 : 0);
}

int main(void) {
  int a[4] = {1, 2, 3, 4};
  maps_t m = {0};
  entry(&m, a, a, sizeof a, TOFROM | PARAM, "a[0:4]");
  entry(&m, (void *)4L, (void *)4L, 8, LITERAL | PARAM, "n");
  int r = launch(&m, kernel, 1, 1);
  printf("r=%d a = %d %d %d %d, initial %d\n", r, a[0], a[1], a[2], a[3], omp_is_initial_device());
  return 0;
}
// CHECK: offload: map 'a[0:4]' host=[[H:0x[0-9a-f]+]] size=16 device=[[D:0x[0-9a-f]+]] dyn=0 str=1 (new)
// CHECK-NEXT: offload: copy to device 'a[0:4]' host=[[H]] device=[[D]] size=16
// CHECK-NEXT: offload: launch 'kernel' teams=1 thread_limit=1 args=2
// CHECK-NEXT: offload: copy from device 'a[0:4]' device=[[D]] host=[[H]] size=16
// CHECK-NEXT: offload: unmap 'a[0:4]' host=[[H]] size=16 device=[[D]] dyn=0 str=0 (freed)
// CHECK: r=0 a = 10 20 30 40, initial 1
// USM: r=0 a = 10 20 30 40, initial 1
