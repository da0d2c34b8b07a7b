// A host/device ping-pong over one 4 MiB buffer, 3 rounds: the host
// writes it (CPU faults bring it back, invalidating the GPU's mapping),
// the GPU read-modify-writes it (GPU faults migrate it again).
// RUN: strata-run -fopenmp --offload=usm --device=h200 --report=json %s 2>&1 | filecheck --check-prefix=H200 %s
// RUN: strata-run -fopenmp --offload=usm --device=b70 --report=json %s 2>&1 | filecheck --check-prefix=B70 %s
// RUN: strata-run -fopenmp --offload=explicit --device=h200 --report=json %s 2>&1 | filecheck --check-prefix=EXPL %s
#include <stdio.h>
#include <stdlib.h>

#define N (1 << 20)

int main(void) {
  int *a = aligned_alloc(2 << 20, N * sizeof *a);
  long check = 0;
  for (int r = 0; r < 3; r++) {
    for (int i = 0; i < N; i += 1024)
      a[i] = r;
#pragma omp target teams distribute parallel for map(tofrom : a[0:N])
    for (int i = 0; i < N; i += 1024)
      a[i] += 1;
    check += a[0];
  }
  printf("check = %ld\n", check);
  return 0;
}
// H200: check = 6
// H200: "profile": "h200"
// H200: "h2d_bytes": 0
// H200: "d2h_bytes": 0
// H200: "migrated_h2d_bytes": 12582912
// H200: "migrated_d2h_bytes": 10485760
// H200: "populated_bytes": 0
// H200: "gpu_faults": 3072
// H200: "cpu_faults": 5
// H200: "migrations_h2d": {
// H200-NEXT: "2M": 6
// H200-NEXT: "4K": 0
// H200-NEXT: "64K": 0
// H200: "migrations_d2h": {
// H200-NEXT: "2M": 5
// H200-NEXT: "4K": 0
// H200-NEXT: "64K": 0
// H200: "tlb_invalidations": 5
// H200: "evictions": 0
// H200: "peak_vram_bytes": 4194304
// H200: "kernels": 3
// H200: "oversubscribed": false
// H200: "exit_code": 0
// B70: check = 6
// B70: "profile": "b70"
// B70: "h2d_bytes": 0
// B70: "d2h_bytes": 0
// B70: "migrated_h2d_bytes": 12582912
// B70: "migrated_d2h_bytes": 10485760
// B70: "populated_bytes": 0
// B70: "gpu_faults": 3072
// B70: "cpu_faults": 5
// B70: "migrations_h2d": {
// B70-NEXT: "2M": 6
// B70-NEXT: "4K": 0
// B70-NEXT: "64K": 0
// B70: "migrations_d2h": {
// B70-NEXT: "2M": 5
// B70-NEXT: "4K": 0
// B70-NEXT: "64K": 0
// B70: "tlb_invalidations": 5
// B70: "evictions": 0
// B70: "peak_vram_bytes": 4194304
// B70: "kernels": 3
// B70: "oversubscribed": false
// B70: "exit_code": 0
// EXPL: check = 6
// EXPL: "profile": "h200"
// EXPL: "h2d_bytes": 12582912
// EXPL: "d2h_bytes": 12582912
// EXPL: "migrated_h2d_bytes": 0
// EXPL: "migrated_d2h_bytes": 0
// EXPL: "populated_bytes": 0
// EXPL: "gpu_faults": 0
// EXPL: "cpu_faults": 0
// EXPL: "migrations_h2d": {
// EXPL-NEXT: "2M": 0
// EXPL-NEXT: "4K": 0
// EXPL-NEXT: "64K": 0
// EXPL: "migrations_d2h": {
// EXPL-NEXT: "2M": 0
// EXPL-NEXT: "4K": 0
// EXPL-NEXT: "64K": 0
// EXPL: "tlb_invalidations": 0
// EXPL: "evictions": 0
// EXPL: "peak_vram_bytes": 4194304
// EXPL: "kernels": 3
// EXPL: "oversubscribed": false
// EXPL: "exit_code": 0
