/* target_alloc_kinds: LLVM libomptarget's memory-kind allocators (an LLVM
 * extension: libomptarget exports them, its omp.h leaves their
 * declarations to the program). Pinned host memory
 * (llvm_omp_target_alloc_host) and managed memory
 * (llvm_omp_target_alloc_shared) are dereferenced by the host and, through
 * is_device_ptr, by kernels, without requires unified_shared_memory;
 * device memory (llvm_omp_target_alloc_device) is filled and read back
 * with omp_target_memcpy. omp_target_free frees each kind.
 * SKIP gcc: libgomp has no llvm_omp_target_alloc_* (an LLVM extension)
 */
#include "check.h"

void *llvm_omp_target_alloc_device(size_t, int);
void *llvm_omp_target_alloc_host(size_t, int);
void *llvm_omp_target_alloc_shared(size_t, int);

#define N 1000

static void twice_plus_one(int *p, int dev) {
#pragma omp target teams distribute parallel for is_device_ptr(p) device(dev)
  for (int i = 0; i < N; i++)
    p[i] = 2 * p[i] + 1;
}

int main(void) {
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  int *h = llvm_omp_target_alloc_host(N * sizeof(int), dev);
  int *s = llvm_omp_target_alloc_shared(N * sizeof(int), dev);
  int *d = llvm_omp_target_alloc_device(N * sizeof(int), dev);
  CHECK(h && s && d, "an allocator returned NULL (host %p shared %p device %p)", (void *)h, (void *)s, (void *)d);
  if (!h || !s || !d)
    return check_report("target_alloc_kinds");
  int buf[N];
  for (int i = 0; i < N; i++) {
    h[i] = i;
    s[i] = 3 * i;
    buf[i] = 5 * i;
  }
  omp_target_memcpy(d, buf, sizeof buf, 0, 0, dev, host);
  twice_plus_one(h, dev);
  twice_plus_one(s, dev);
  twice_plus_one(d, dev);
  omp_target_memcpy(buf, d, sizeof buf, 0, 0, host, dev);
  for (int i = 0; i < N; i++) {
    CHECK(h[i] == 2 * i + 1, "host[%d] = %d, want %d", i, h[i], 2 * i + 1);
    CHECK(s[i] == 6 * i + 1, "shared[%d] = %d, want %d", i, s[i], 6 * i + 1);
    CHECK(buf[i] == 10 * i + 1, "device[%d] = %d, want %d", i, buf[i], 10 * i + 1);
  }
  omp_target_free(h, dev);
  omp_target_free(s, dev);
  omp_target_free(d, dev);
  return check_report("target_alloc_kinds");
}
