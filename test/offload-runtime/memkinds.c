// LLVM libomptarget's memory-kind allocators in explicit mode (no
// requires): the host writes pinned (llvm_omp_target_alloc_host) and
// managed (llvm_omp_target_alloc_shared) memory, a kernel reads and
// writes it through the pointer (no illegal device memory access), the
// host sees the kernel's values; device memory
// (llvm_omp_target_alloc_device) goes through copies. omp_target_free
// frees each kind; a second free is the heap's double free, a kernel's
// access after it the engine's use after free.
// RUN: strata-run --offload=explicit -I %S/Inputs %s | filecheck %s
// RUN: strata-run --offload=usm -I %S/Inputs %s | filecheck %s
// RUN: env LIBOMPTARGET_INFO=1 strata-run --offload=explicit -I %S/Inputs %s 2>&1 | filecheck --check-prefix=TRACE %s
// RUN: not strata-run --offload=explicit -I %S/Inputs -DTWICE %s 2>&1 | filecheck --check-prefix=TWICE %s
// RUN: not strata-run --offload=explicit -I %S/Inputs -DHOSTDEV %s 2>&1 | filecheck --check-prefix=HOSTDEV %s
// RUN: not strata-run --offload=explicit -I %S/Inputs -DUAF %s 2>&1 | filecheck --check-prefix=UAF %s
#include "tgt.h"

void kernel(int *p, long n) {
  for (long i = 0; i < n; i++) p[i] = 2 * p[i] + 1;
}

static void run(int *p) {
  maps_t m = {0};
  entry(&m, p, p, 0, LITERAL | PARAM, "p");
  entry(&m, (void *)4L, (void *)4L, 8, LITERAL | PARAM, "n");
  launch(&m, kernel, 0, 0);
}

int main(void) {
  int *h = llvm_omp_target_alloc_host(4 * sizeof(int), 0);
  int *s = llvm_omp_target_alloc_shared(4 * sizeof(int), 0);
  int *d = llvm_omp_target_alloc_device(4 * sizeof(int), 0);
  int init[4] = {100, 200, 300, 400}, back[4] = {0};
  for (int i = 0; i < 4; i++) {
    h[i] = i + 1;
    s[i] = 10 * (i + 1);
  }
  omp_target_memcpy(d, init, sizeof init, 0, 0, 0, omp_get_initial_device());
  run(h);
  run(s);
  run(d);
  omp_target_memcpy(back, d, sizeof back, 0, 0, omp_get_initial_device(), 0);
  printf("host %d %d %d %d\n", h[0], h[1], h[2], h[3]);
  printf("shared %d %d %d %d\n", s[0], s[1], s[2], s[3]);
  printf("device %d %d %d %d\n", back[0], back[1], back[2], back[3]);
  printf("page-aligned %d %d\n", (int)((long)h % 4096 == 0), (int)((long)s % 4096 == 0));
#ifdef HOSTDEV
  omp_target_free(s, omp_get_initial_device());
#endif
  omp_target_free(h, 0);
  omp_target_free(s, 0);
  omp_target_free(d, 0);
#ifdef TWICE
  omp_target_free(s, 0);
#endif
#ifdef UAF
  run(s);
#endif
  return 0;
}
// CHECK: host 3 5 7 9
// CHECK-NEXT: shared 21 41 61 81
// CHECK-NEXT: device 201 401 601 801
// CHECK-NEXT: page-aligned 1 1
// TRACE: offload: llvm_omp_target_alloc_host size=16 kind=host host=[[H:0x[0-9a-f]+]]
// TRACE-NEXT: offload: llvm_omp_target_alloc_shared size=16 kind=shared host=[[S:0x[0-9a-f]+]]
// TRACE-NEXT: offload: llvm_omp_target_alloc_device size=16 device=[[D:0x[0-9a-f]+]]
// TRACE: offload: omp_target_free kind=host host=[[H]]
// TRACE-NEXT: offload: omp_target_free kind=shared host=[[S]]
// TRACE-NEXT: offload: omp_target_free device=[[D]]
// TWICE: memkinds.c:53:3: runtime error: offload: omp_target_free: double free of the 16-byte heap block at {{0x[0-9a-f]+}} from llvm_omp_target_alloc_shared (allocated at {{.*}}memkinds.c:30:12), already freed at {{.*}}memkinds.c:50:3
// HOSTDEV: memkinds.c:47:3: runtime error: offload: omp_target_free: {{0x[0-9a-f]+}} is device 0's shared memory (from llvm_omp_target_alloc_shared), freed with the initial device 1
// UAF: memkinds.c:18:{{[0-9]+}}: runtime error: use after free: 4-byte access at [[S:0x[0-9a-f]+]] in the freed 16-byte heap block at [[S]] from llvm_omp_target_alloc_shared (allocated at {{.*}}memkinds.c:30:12)
