// offload-auto-close gives close to map(alloc) arrays that the device
// fills before it reads them, when the fill is a whole loop: a
// worksharing loop whose barrier orders every iteration's write before a
// later loop reads indices the pass proves inside the written range
// (a[j - 1], a[j + 1] of j in [1, N - 1)); a nowait loop followed by an
// explicit barrier; a serial loop over a variable bound, read over the
// same bound; a parallel for, whose region's end joins the threads; and,
// across kernels, a temporary one kernel of a target data region fills
// and a later one reads (LULESH), over constant bounds or over a size
// both kernels get from one host variable. The host reads none of them
// afterwards.
// RUN: strata-cc -fopenmp -emit-mlir=cir %s -o - | strata-opt --convert-omp-to-offload --offload-auto-close | filecheck %s
// No remark for them:
// RUN: strata-cc -fopenmp -fopenmp-auto-close -Rpass-missed=offload-auto-close -S -emit-llvm %s -o /dev/null 2>&1 | filecheck --check-prefix=QUIET --allow-empty %s
// QUIET-NOT: remark
// The program prints the same with close as without:
// RUN: strata-run -fopenmp --offload=usm %s > %t.plain
// RUN: strata-run -fopenmp --offload=usm -fopenmp-auto-close %s > %t.close
// RUN: diff %t.plain %t.close
// RUN: filecheck --check-prefix=OUT %s < %t.close
// Each of the six arrays gets a device copy of its own under close:
// RUN: env LIBOMPTARGET_INFO=1 strata-run -fopenmp --offload=usm -fopenmp-auto-close %s 2>&1 >/dev/null | filecheck --check-prefix=TRACE %s
// TRACE: offload: map '?' host=0x{{[0-9a-f]+}} size=512 device=0x8{{[0-9a-f]+}} dyn=0 str=1 (new)
// TRACE: offload: map '?' host=0x{{[0-9a-f]+}} size=512 device=0x8{{[0-9a-f]+}} dyn=0 str=1 (new)
// TRACE: offload: map '?' host=0x{{[0-9a-f]+}} size=512 device=0x8{{[0-9a-f]+}} dyn=0 str=1 (new)
// TRACE: offload: map '?' host=0x{{[0-9a-f]+}} size=512 device=0x8{{[0-9a-f]+}} dyn=0 str=1 (new)
// TRACE: offload: map '?' host=0x{{[0-9a-f]+}} size=512 device=0x8{{[0-9a-f]+}} dyn=0 str=1 (new)
// TRACE: offload: map '?' host=0x{{[0-9a-f]+}} size=512 device=0x8{{[0-9a-f]+}} dyn=0 str=1 (new)
// OUT: fill-then-use: 19908.000000 209.000000
#include <stdio.h>
#include <stdlib.h>
#pragma omp requires unified_shared_memory
#define N 64

int main(int argc, char **argv) {
  int n = argc + N - 1;
  double *a = malloc(N * sizeof *a);
  double *g = malloc(N * sizeof *g);
  double *b = malloc(N * sizeof *b);
  double *h = malloc(N * sizeof *h);
  double *tmp = malloc(N * sizeof *tmp);
  double *big = malloc(n * sizeof *big);
  double *out = malloc(N * sizeof *out);
  for (int k = 0; k < N; k++)
    out[k] = 0;
  // CHECK: offload.map {{.*}} type(close, alloc) {{.*}} name("a[:]")
  // CHECK: offload.map {{.*}} type(close, alloc) {{.*}} name("g[:]")
#pragma omp target parallel map(alloc : a[0:N], g[0:N]) map(tofrom : out[0:N])
  {
#pragma omp for
    for (int i = 0; i < N; i++)
      a[i] = i;
#pragma omp for
    for (int j = 1; j < N - 1; j++)
      out[j] += a[j - 1] + a[j + 1];
#pragma omp for nowait
    for (int i = 0; i < N; i++)
      g[i] = i;
#pragma omp barrier
#pragma omp for
    for (int j = 0; j < N; j++)
      out[j] += g[j];
  }
  // CHECK: offload.map {{.*}} type(close, alloc) {{.*}} name("b[:]")
  // CHECK: offload.map {{.*}} type(close, alloc) {{.*}} name("h[:]")
#pragma omp target map(alloc : b[0:n], h[0:N]) map(tofrom : out[0:N])
  {
    for (int i = 0; i < n; i++)
      b[i] = 2 * i;
    for (int j = 0; j < n; j++)
      out[j % N] += b[j];
#pragma omp parallel for
    for (int i = 0; i < N; i++)
      h[i] = i;
#pragma omp parallel for
    for (int i = 0; i < N; i++)
      out[i] += h[N - 1 - i];
  }
  // CHECK: offload.map {{.*}} type(close, alloc) {{.*}} name("tmp[:]")
#pragma omp target data map(alloc : tmp[0:N]) map(tofrom : out[0:N])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++)
      tmp[i] = 2 * i;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++)
      out[i] += tmp[N - 1 - i];
  }
  // CHECK: offload.map {{.*}} type(close, alloc) {{.*}} name("big[:]")
#pragma omp target data map(alloc : big[0:n]) map(tofrom : out[0:N])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      big[i] = i % N;
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++)
      out[i % N] += big[i - 1] + big[i + 1];
  }
  double sum = 0;
  for (int k = 0; k < N; k++)
    sum += out[k];
  printf("fill-then-use: %f %f\n", sum, out[5]);
  free(a);
  free(g);
  free(b);
  free(h);
  free(tmp);
  free(big);
  free(out);
  return 0;
}
