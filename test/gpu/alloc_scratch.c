// map(alloc) of a scratch array under USM: the host never touches it,
// yet the device's touches migrate it (b70: copied, 4 MiB h2d); h200
// models the populate on the device (populated_bytes, no copy). close
// makes it a device allocation: no faults at all (explicit mode too).
// RUN: strata-run -fopenmp --offload=usm --device=b70 --report=json %s 2>&1 | filecheck --check-prefix=B70 %s
// RUN: strata-run -fopenmp --offload=usm --device=h200 --report=json %s 2>&1 | filecheck --check-prefix=H200 %s
// RUN: strata-run -fopenmp --offload=usm --device=h200 --report=json -DCLOSE %s 2>&1 | filecheck --check-prefix=CLOSE %s
// RUN: strata-run -fopenmp --offload=explicit --device=h200 --report=json %s 2>&1 | filecheck --check-prefix=EXPL %s
#include <stdio.h>
#include <stdlib.h>

#define N (1 << 20)

int main(void) {
  float *tmp = aligned_alloc(2 << 20, N * sizeof *tmp);
  double sum = 0;
#ifdef CLOSE
#pragma omp target map(close, alloc : tmp[0:N]) map(tofrom : sum)
#else
#pragma omp target map(alloc : tmp[0:N]) map(tofrom : sum)
#endif
  {
    for (int i = 0; i < N; i++)
      tmp[i] = i % 3;
    for (int i = 0; i < N; i++)
      sum += tmp[i];
  }
  printf("sum = %g\n", sum);
  return 0;
}
// B70: sum = 1.04858e+06
// B70: "profile": "b70"
// B70: "h2d_bytes": 0
// B70: "d2h_bytes": 0
// B70: "migrated_h2d_bytes": 4198400
// B70: "migrated_d2h_bytes": 4096
// B70: "populated_bytes": 0
// B70: "gpu_faults": 1025
// B70: "cpu_faults": 1
// B70: "migrations_h2d": {
// B70-NEXT: "2M": 2
// B70-NEXT: "4K": 1
// B70-NEXT: "64K": 0
// B70: "migrations_d2h": {
// B70-NEXT: "2M": 0
// B70-NEXT: "4K": 1
// B70-NEXT: "64K": 0
// B70: "tlb_invalidations": 1
// B70: "evictions": 0
// B70: "peak_vram_bytes": 4198400
// B70: "kernels": 1
// B70: "oversubscribed": false
// B70: "exit_code": 0
// H200: sum = 1.04858e+06
// H200: "profile": "h200"
// H200: "h2d_bytes": 0
// H200: "d2h_bytes": 0
// H200: "migrated_h2d_bytes": 4096
// H200: "migrated_d2h_bytes": 4096
// H200: "populated_bytes": 4194304
// H200: "gpu_faults": 1025
// H200: "cpu_faults": 1
// H200: "migrations_h2d": {
// H200-NEXT: "2M": 2
// H200-NEXT: "4K": 0
// H200-NEXT: "64K": 1
// H200: "migrations_d2h": {
// H200-NEXT: "2M": 0
// H200-NEXT: "4K": 0
// H200-NEXT: "64K": 1
// H200: "tlb_invalidations": 1
// H200: "evictions": 0
// H200: "peak_vram_bytes": 4198400
// H200: "kernels": 1
// H200: "oversubscribed": false
// H200: "exit_code": 0
// CLOSE: sum = 1.04858e+06
// CLOSE: "profile": "h200"
// CLOSE: "h2d_bytes": 0
// CLOSE: "d2h_bytes": 0
// CLOSE: "migrated_h2d_bytes": 4096
// CLOSE: "migrated_d2h_bytes": 4096
// CLOSE: "populated_bytes": 0
// CLOSE: "gpu_faults": 1
// CLOSE: "cpu_faults": 1
// CLOSE: "migrations_h2d": {
// CLOSE-NEXT: "2M": 0
// CLOSE-NEXT: "4K": 0
// CLOSE-NEXT: "64K": 1
// CLOSE: "migrations_d2h": {
// CLOSE-NEXT: "2M": 0
// CLOSE-NEXT: "4K": 0
// CLOSE-NEXT: "64K": 1
// CLOSE: "tlb_invalidations": 1
// CLOSE: "evictions": 0
// CLOSE: "peak_vram_bytes": 4198400
// CLOSE: "kernels": 1
// CLOSE: "oversubscribed": false
// CLOSE: "exit_code": 0
// EXPL: sum = 1.04858e+06
// EXPL: "profile": "h200"
// EXPL: "h2d_bytes": 8
// EXPL: "d2h_bytes": 8
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
// EXPL: "peak_vram_bytes": 6291456
// EXPL: "kernels": 1
// EXPL: "oversubscribed": false
// EXPL: "exit_code": 0
