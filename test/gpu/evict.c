// A working set twice the VRAM (a profile of 8 MiB): two 8 MiB arrays,
// b = 2a, then a += b, on the device under USM; the result equals the
// host's and the LRU evictions are reported. Explicit mode cannot map
// 16 MiB into 8 MiB: the report says the pool is oversubscribed.
// RUN: strata-run -fopenmp --offload=usm --device=%S/Inputs/small.prof --report=json %s 2>&1 | filecheck --check-prefix=H200 %s
// RUN: strata-run -fopenmp --offload=usm --device=%S/Inputs/small-b70.prof --report=json %s 2>&1 | filecheck --check-prefix=B70 %s
// RUN: strata-run -fopenmp --offload=explicit --device=%S/Inputs/small.prof --report=json %s 2>&1 | filecheck --check-prefix=EXPL %s
// RUN: strata-run -fopenmp --offload=usm %s | filecheck --check-prefix=HOST %s
#include <stdio.h>
#include <stdlib.h>

#define N (1 << 20)

int main(void) {
  double *a = aligned_alloc(2 << 20, N * sizeof *a);
  double *b = aligned_alloc(2 << 20, N * sizeof *b);
  for (int i = 0; i < N; i++)
    a[i] = i;
#pragma omp target teams distribute parallel for map(tofrom : a[0:N], b[0:N])
  for (int i = 0; i < N; i++)
    b[i] = 2 * a[i];
#pragma omp target teams distribute parallel for map(tofrom : a[0:N], b[0:N])
  for (int i = 0; i < N; i++)
    a[i] += b[i];
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += a[i] != 3.0 * i;
  printf("%s: %d wrong\n", bad ? "FAIL" : "PASS", bad);
  return bad != 0;
}
// HOST: PASS: 0 wrong
// H200: PASS: 0 wrong
// H200: "profile": "h200"
// H200: "h2d_bytes": 0
// H200: "d2h_bytes": 0
// H200: "migrated_h2d_bytes": 16777216
// H200: "migrated_d2h_bytes": 25165824
// H200: "populated_bytes": 8388608
// H200: "gpu_faults": 6144
// H200: "cpu_faults": 4
// H200: "migrations_h2d": {
// H200-NEXT: "2M": 12
// H200-NEXT: "4K": 0
// H200-NEXT: "64K": 0
// H200: "migrations_d2h": {
// H200-NEXT: "2M": 12
// H200-NEXT: "4K": 0
// H200-NEXT: "64K": 0
// H200: "tlb_invalidations": 12
// H200: "evictions": 8
// H200: "peak_vram_bytes": 8388608
// H200: "kernels": 2
// H200: "oversubscribed": false
// H200: "exit_code": 0
// B70: PASS: 0 wrong
// B70: "profile": "b70"
// B70: "h2d_bytes": 0
// B70: "d2h_bytes": 0
// B70: "migrated_h2d_bytes": 25165824
// B70: "migrated_d2h_bytes": 25165824
// B70: "populated_bytes": 0
// B70: "gpu_faults": 6144
// B70: "cpu_faults": 4
// B70: "migrations_h2d": {
// B70-NEXT: "2M": 12
// B70-NEXT: "4K": 0
// B70-NEXT: "64K": 0
// B70: "migrations_d2h": {
// B70-NEXT: "2M": 12
// B70-NEXT: "4K": 0
// B70-NEXT: "64K": 0
// B70: "tlb_invalidations": 12
// B70: "evictions": 8
// B70: "peak_vram_bytes": 8388608
// B70: "kernels": 2
// B70: "oversubscribed": false
// B70: "exit_code": 0
// EXPL: PASS: 0 wrong
// EXPL: "profile": "h200"
// EXPL: "h2d_bytes": 33554432
// EXPL: "d2h_bytes": 33554432
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
// EXPL: "peak_vram_bytes": 16777216
// EXPL: "kernels": 2
// EXPL: "oversubscribed": true
// EXPL: "exit_code": 0
