// offload-auto-close gives close to map(alloc) entries that are provably
// safe under USM: a malloc'd scratch array written then read with the same
// index in each iteration, and a local array in a target data region whose
// inner kernel (an implicit entry) writes before it reads; the host reads
// neither afterwards. Other entries are left as they are.
// RUN: strata-cc -fopenmp -emit-mlir=cir %s -o - | strata-opt --convert-omp-to-offload --offload-auto-close | filecheck %s
// No remark for them:
// RUN: strata-cc -fopenmp -fopenmp-auto-close -Rpass-missed=offload-auto-close -S -emit-llvm %s -o /dev/null 2>&1 | filecheck --check-prefix=QUIET --allow-empty %s
// QUIET-NOT: remark
#include <stdio.h>
#include <stdlib.h>
#pragma omp requires unified_shared_memory
#define N 256

int main(void) {
  double *tmp = malloc(N * sizeof *tmp);
  double *out = malloc(N * sizeof *out);
  double s[N];
  double r = 0;
  for (int i = 0; i < N; i++)
    out[i] = 0;
  // CHECK: offload.map {{.*}} type(close, alloc) {{.*}} name("tmp[:]")
  // CHECK: offload.map {{.*}} type(tofrom) {{.*}} name("out[:]")
#pragma omp target teams distribute parallel for map(alloc : tmp[0:N]) map(tofrom : out[0:N])
  for (int i = 0; i < N; i++) {
    tmp[i] = i * 0.5;
    out[i] = tmp[i] * 2;
  }
  // CHECK: offload.map {{.*}} type(close, alloc) name("s")
  // CHECK: offload.map {{.*}} type(implicit, tofrom) name("s")
#pragma omp target data map(alloc : s)
  {
#pragma omp target map(tofrom : r)
    for (int i = 0; i < N; i++) {
      s[i] = i;
      r += s[i];
    }
  }
  printf("%f %f\n", out[N - 1], r);
  free(tmp);
  free(out);
  return 0;
}
