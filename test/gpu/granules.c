// The granule rules on one allocation of 4 MiB + 8 KiB that the kernel
// touches whole, under USM. b70 (Intel, THP): 2 MiB for the aligned
// 2 MiB regions inside the allocation, 64 KiB for the 64 KiB blocks
// inside it at its edges, 4 KiB for the pages of the edge blocks; without
// THP 64 KiB and 4 KiB only. h200 (NVIDIA): the dense faults migrate
// whole 2 MiB regions (the region at the end has 3 blocks: 64 KiB each).
// RUN: strata-run -fopenmp --offload=usm --device=b70 --report=json %s 2>&1 | filecheck --check-prefix=B70 %s
// RUN: strata-run -fopenmp --offload=usm --device=%S/Inputs/nothp.prof --report=json %s 2>&1 | filecheck --check-prefix=NOTHP %s
// RUN: strata-run -fopenmp --offload=usm --device=h200 --report=json %s 2>&1 | filecheck --check-prefix=H200 %s
#include <stdio.h>
#include <stdlib.h>

#define N ((4 << 20) + (8 << 10))

int main(void) {
  char *a = malloc(N);
  for (long i = 0; i < N; i++)
    a[i] = (char)i;
  char *p = a;
#pragma omp target teams distribute parallel for
  for (long i = 0; i < N; i++)
    p[i] += 1;
  long s = 0;
  for (long i = 0; i < N; i++)
    s += a[i];
  printf("sum %ld\n", s);
  return 0;
}
// B70: sum -2101248
// B70: "profile": "b70"
// B70: "h2d_bytes": 0
// B70: "d2h_bytes": 0
// B70: "migrated_h2d_bytes": 4206592
// B70: "migrated_d2h_bytes": 4206592
// B70: "populated_bytes": 0
// B70: "gpu_faults": 1027
// B70: "cpu_faults": 51
// B70: "migrations_h2d": {
// B70-NEXT: "2M": 1
// B70-NEXT: "4K": 19
// B70-NEXT: "64K": 31
// B70: "migrations_d2h": {
// B70-NEXT: "2M": 1
// B70-NEXT: "4K": 19
// B70-NEXT: "64K": 31
// B70: "tlb_invalidations": 51
// B70: "evictions": 0
// B70: "peak_vram_bytes": 4206592
// B70: "kernels": 1
// B70: "oversubscribed": false
// B70: "exit_code": 0
// NOTHP: sum -2101248
// NOTHP: "profile": "b70"
// NOTHP: "h2d_bytes": 0
// NOTHP: "d2h_bytes": 0
// NOTHP: "migrated_h2d_bytes": 4206592
// NOTHP: "migrated_d2h_bytes": 4206592
// NOTHP: "populated_bytes": 0
// NOTHP: "gpu_faults": 1027
// NOTHP: "cpu_faults": 82
// NOTHP: "migrations_h2d": {
// NOTHP-NEXT: "2M": 0
// NOTHP-NEXT: "4K": 19
// NOTHP-NEXT: "64K": 63
// NOTHP: "migrations_d2h": {
// NOTHP-NEXT: "2M": 0
// NOTHP-NEXT: "4K": 19
// NOTHP-NEXT: "64K": 63
// NOTHP: "tlb_invalidations": 82
// NOTHP: "evictions": 0
// NOTHP: "peak_vram_bytes": 4206592
// NOTHP: "kernels": 1
// NOTHP: "oversubscribed": false
// NOTHP: "exit_code": 0
// H200: sum -2101248
// H200: "profile": "h200"
// H200: "h2d_bytes": 0
// H200: "d2h_bytes": 0
// H200: "migrated_h2d_bytes": 4206592
// H200: "migrated_d2h_bytes": 4206592
// H200: "populated_bytes": 0
// H200: "gpu_faults": 1027
// H200: "cpu_faults": 3
// H200: "migrations_h2d": {
// H200-NEXT: "2M": 2
// H200-NEXT: "4K": 0
// H200-NEXT: "64K": 1
// H200: "migrations_d2h": {
// H200-NEXT: "2M": 2
// H200-NEXT: "4K": 0
// H200-NEXT: "64K": 1
// H200: "tlb_invalidations": 3
// H200: "evictions": 0
// H200: "peak_vram_bytes": 4206592
// H200: "kernels": 1
// H200: "oversubscribed": false
// H200: "exit_code": 0
