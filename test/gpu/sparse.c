// h200's NVIDIA rule: a kernel touching one byte per 2 MiB of 16 MiB
// faults 8 isolated pages, each migrating the 64 KiB around it; one
// touching a byte per 64 KiB faults 32 blocks of each 2 MiB region,
// which migrate whole (2 MiB). The host only reads the first byte.
// RUN: strata-run -fopenmp --offload=usm --device=h200 --report=json %s -- 2097152 2>&1 | filecheck --check-prefix=ISO %s
// RUN: strata-run -fopenmp --offload=usm --device=h200 --report=json %s -- 65536 2>&1 | filecheck --check-prefix=DENSE %s
// RUN: strata-run -fopenmp --offload=usm --device=b70 --report=json %s -- 2097152 2>&1 | filecheck --check-prefix=B70 %s
#include <stdio.h>
#include <stdlib.h>

#define N (16L << 20)

int main(int argc, char **argv) {
  long stride = atol(argv[1]);
  // 2 MiB aligned, so that the regions are the allocation's.
  char *a = aligned_alloc(2 << 20, N);
  for (long i = 0; i < N; i += 4096)
    a[i] = 1;
  char *p = a;
#pragma omp target teams distribute parallel for
  for (long i = 0; i < N; i += stride)
    p[i] += 1;
  printf("a[0] = %d\n", a[0]);
  return 0;
}
// ISO: a[0] = 2
// ISO: "profile": "h200"
// ISO: "h2d_bytes": 0
// ISO: "d2h_bytes": 0
// ISO: "migrated_h2d_bytes": 524288
// ISO: "migrated_d2h_bytes": 65536
// ISO: "populated_bytes": 0
// ISO: "gpu_faults": 8
// ISO: "cpu_faults": 1
// ISO: "migrations_h2d": {
// ISO-NEXT: "2M": 0
// ISO-NEXT: "4K": 0
// ISO-NEXT: "64K": 8
// ISO: "migrations_d2h": {
// ISO-NEXT: "2M": 0
// ISO-NEXT: "4K": 0
// ISO-NEXT: "64K": 1
// ISO: "tlb_invalidations": 1
// ISO: "evictions": 0
// ISO: "peak_vram_bytes": 524288
// ISO: "kernels": 1
// ISO: "oversubscribed": false
// ISO: "exit_code": 0
// DENSE: a[0] = 2
// DENSE: "profile": "h200"
// DENSE: "h2d_bytes": 0
// DENSE: "d2h_bytes": 0
// DENSE: "migrated_h2d_bytes": 16777216
// DENSE: "migrated_d2h_bytes": 2097152
// DENSE: "populated_bytes": 0
// DENSE: "gpu_faults": 256
// DENSE: "cpu_faults": 1
// DENSE: "migrations_h2d": {
// DENSE-NEXT: "2M": 8
// DENSE-NEXT: "4K": 0
// DENSE-NEXT: "64K": 0
// DENSE: "migrations_d2h": {
// DENSE-NEXT: "2M": 1
// DENSE-NEXT: "4K": 0
// DENSE-NEXT: "64K": 0
// DENSE: "tlb_invalidations": 1
// DENSE: "evictions": 0
// DENSE: "peak_vram_bytes": 16777216
// DENSE: "kernels": 1
// DENSE: "oversubscribed": false
// DENSE: "exit_code": 0
// B70: a[0] = 2
// B70: "profile": "b70"
// B70: "h2d_bytes": 0
// B70: "d2h_bytes": 0
// B70: "migrated_h2d_bytes": 16777216
// B70: "migrated_d2h_bytes": 2097152
// B70: "populated_bytes": 0
// B70: "gpu_faults": 8
// B70: "cpu_faults": 1
// B70: "migrations_h2d": {
// B70-NEXT: "2M": 8
// B70-NEXT: "4K": 0
// B70-NEXT: "64K": 0
// B70: "migrations_d2h": {
// B70-NEXT: "2M": 1
// B70-NEXT: "4K": 0
// B70-NEXT: "64K": 0
// B70: "tlb_invalidations": 1
// B70: "evictions": 0
// B70: "peak_vram_bytes": 16777216
// B70: "kernels": 1
// B70: "oversubscribed": false
// B70: "exit_code": 0
