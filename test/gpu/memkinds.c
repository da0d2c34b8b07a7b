// libomptarget's memory kinds on the model, in explicit mode (no
// requires). With -DSHARED, a managed buffer (llvm_omp_target_alloc_shared) that
// the host wrote, streamed by a kernel: its pages fault and migrate as
// under USM, and the host's read afterwards faults them back. -DCOPY: a
// 4 MiB omp_target_memcpy from pinned memory (llvm_omp_target_alloc_host)
// takes the pinned link (7.5 us + 55 GB/s on h200), from malloc'd memory
// the pageable one (10 us + 8 GB/s). -DZERO: a kernel reading pinned memory
// directly: zero-copy, no faults, no migrations (4 MiB over the pinned
// link, 76.3 us, in the transfer time; the rest is the 8-byte copies of
// sum over the pageable links, 22 us). Under USM the same, with the
// reduction variable's page migrating.
// RUN: strata-run -fopenmp --offload=explicit --device=h200 --report=json -DSHARED %s 2>&1 | filecheck --check-prefix=SHARED %s
// RUN: strata-run -fopenmp --offload=explicit --device=h200 --report=json -DCOPY -DPINNED %s 2>&1 | filecheck --check-prefix=PINNED %s
// RUN: strata-run -fopenmp --offload=explicit --device=h200 --report=json -DCOPY %s 2>&1 | filecheck --check-prefix=PAGEABLE %s
// RUN: strata-run -fopenmp --offload=explicit --device=h200 --report=json -DZERO %s 2>&1 | filecheck --check-prefix=ZERO %s
// RUN: strata-run -fopenmp --offload=usm --device=h200 --report=json -DSHARED %s 2>&1 | filecheck --check-prefix=SHARED %s
// RUN: strata-run -fopenmp --offload=usm --device=h200 --report=json -DZERO %s 2>&1 | filecheck --check-prefix=ZUSM %s
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N (1 << 20)

int main(void) {
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  long sum = 0;
#ifdef SHARED
  int *s = llvm_omp_target_alloc_shared(N * sizeof *s, dev);
  for (int i = 0; i < N; i++)
    s[i] = i % 7;
#pragma omp target teams distribute parallel for is_device_ptr(s)
  for (int i = 0; i < N; i++)
    s[i] += 1;
  for (int i = 0; i < N; i += 1024)
    sum += s[i];
  omp_target_free(s, dev);
#endif
#ifdef COPY
#ifdef PINNED
  int *h = llvm_omp_target_alloc_host(N * sizeof *h, dev);
#else
  int *h = malloc(N * sizeof *h);
#endif
  int *d = omp_target_alloc(N * sizeof *d, dev);
  for (int i = 0; i < N; i++)
    h[i] = i % 7;
  omp_target_memcpy(d, h, N * sizeof *h, 0, 0, dev, host);
  int back = 0;
  omp_target_memcpy(&back, d, sizeof back, 0, 5 * sizeof back, host, dev);
  sum = back;
#endif
#ifdef ZERO
  int *h = llvm_omp_target_alloc_host(N * sizeof *h, dev);
  for (int i = 0; i < N; i++)
    h[i] = i % 7;
#pragma omp target teams distribute parallel for reduction(+ : sum) is_device_ptr(h)
  for (int i = 0; i < N; i++)
    sum += h[i];
  omp_target_free(h, dev);
#endif
  printf("sum = %ld\n", sum);
  return 0;
}
// SHARED: sum = 4092
// SHARED: "mode": "{{explicit|usm}}"
// The managed_alloc (22 us) at the allocation, plus the launch (9 us).
// SHARED: "idle": 0.0000309999
// SHARED: "h2d_bytes": 0
// SHARED: "d2h_bytes": 0
// SHARED: "migrated_h2d_bytes": 4194304
// SHARED: "migrated_d2h_bytes": 4194304
// SHARED: "zero_copy_bytes": 0
// SHARED: "gpu_faults": 1024
// The 4 MiB block starts on a 2 MiB boundary (as cuMemAllocManaged's):
// two whole regions each way.
// SHARED: "cpu_faults": 2
// SHARED: "migrations_h2d": {
// SHARED-NEXT: "2M": 2
// SHARED-NEXT: "4K": 0
// SHARED-NEXT: "64K": 0
// SHARED: "migrations_d2h": {
// SHARED-NEXT: "2M": 2
// SHARED-NEXT: "4K": 0
// SHARED-NEXT: "64K": 0
// SHARED: "tlb_invalidations": 2
// SHARED: "peak_vram_bytes": 4194304
// SHARED: "kernels": 1
// SHARED: "device_allocs": 0
// SHARED: "exit_code": 0
// 83.76 us (pinned H2D) + 13.5 us (4 bytes back, pageable D2H: the
// h200's curve below its first point, 4 KiB).
// PINNED: sum = 5
// PINNED: "transfer": 0.0000972600
// PINNED: "h2d_bytes": 4194304
// PINNED: "d2h_bytes": 4
// PINNED: "zero_copy_bytes": 0
// PINNED: "copies": 2
// 583.3 us (pageable H2D: between the curve's 2 and 16 MiB points) +
// 13.5 us.
// PAGEABLE: sum = 5
// PAGEABLE: "transfer": 0.000596814
// PAGEABLE: "h2d_bytes": 4194304
// PAGEABLE: "d2h_bytes": 4
// PAGEABLE: "zero_copy_bytes": 0
// PAGEABLE: "copies": 2
// ZERO: sum = 3145722
// ZERO: "mode": "explicit"
// ZERO: "transfer": 0.0000942600
// ZERO: "h2d_bytes": 8
// ZERO: "d2h_bytes": 8
// ZERO: "migrated_h2d_bytes": 0
// ZERO: "migrated_d2h_bytes": 0
// ZERO: "populated_bytes": 0
// ZERO: "zero_copy_bytes": 4194304
// ZERO: "gpu_faults": 0
// ZERO: "cpu_faults": 0
// ZERO: "kernels": 1
// ZERO: "exit_code": 0
// ZUSM: sum = 3145722
// ZUSM: "mode": "usm"
// ZUSM: "transfer": 0.0000762600
// ZUSM: "h2d_bytes": 0
// ZUSM: "migrated_h2d_bytes": 4096
// ZUSM: "zero_copy_bytes": 4194304
// ZUSM: "gpu_faults": 1
// ZUSM: "exit_code": 0
