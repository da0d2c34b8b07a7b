// offload-auto-close keeps map(alloc) without close when a fill does not
// provably precede every read, with a remark at the entry saying why and
// notes at the read and at the loop that writes: the fill has nowait and
// no barrier follows; it writes [1, N) and the reads are [0, N); it writes
// under a condition; an iteration reads what the next one writes, with no
// barrier between; the fill is distributed over teams, which no barrier
// joins inside the kernel; across kernels, the host writes the array
// between the kernel that fills it and the one that reads it, the filling
// kernel covers half of what the reader reads, or each kernel has its own
// data environment (the close copy would end with the first), or the
// bounds use a host variable assigned twice. The output
// is the same with -fopenmp-auto-close as without.
// RUN: strata-cc -fopenmp -emit-mlir=cir %s -o - | strata-opt --convert-omp-to-offload --offload-auto-close 2>/dev/null | filecheck %s
// RUN: strata-cc -fopenmp -fopenmp-auto-close -Rpass-missed=offload-auto-close -S -emit-llvm %s -o /dev/null 2>&1 | filecheck --check-prefix=REMARK %s
// RUN: strata-run -fopenmp --offload=usm %s > %t.plain
// RUN: strata-run -fopenmp --offload=usm -fopenmp-auto-close %s > %t.close
// RUN: diff %t.plain %t.close
// CHECK-NOT: close
#include <stdio.h>
#include <stdlib.h>
#pragma omp requires unified_shared_memory
#define N 64

int main(void) {
  double *c = malloc(N * sizeof *c);
  double *d = malloc(N * sizeof *d);
  double *e = malloc(N * sizeof *e);
  double *x = malloc(N * sizeof *x);
  double *t = malloc(N * sizeof *t);
  double *u = malloc(N * sizeof *u);
  double *v = malloc(N * sizeof *v);
  double *r = malloc(N * sizeof *r);
  double *w = malloc(N * sizeof *w);
  double *out = malloc(N * sizeof *out);
  for (int k = 0; k < N; k++)
    out[k] = k;
  // REMARK: refused-fill.c:[[@LINE+8]]:{{[0-9]+}}: remark: 'offload.map' op map(alloc) of 'c[:]' kept without close: kernel @__omp_offloading_main_l[[@LINE+8]] reads it before writing it: the loop that writes it has nowait, so no barrier orders its writes before the read; no earlier kernel of its data environment writes all of [0, 64)
  // REMARK: refused-fill.c:[[@LINE+14]]:{{[0-9]+}}: note: here
  // REMARK: refused-fill.c:[[@LINE+8]]:{{[0-9]+}}: note: the loop that writes it
  // REMARK: refused-fill.c:[[@LINE+5]]:{{[0-9]+}}: remark: 'offload.map' op map(alloc) of 'd[:]' kept without close: kernel @__omp_offloading_main_l[[@LINE+5]] reads it before writing it: it wrote [1, 64) of it first, and the read may be at [0, 64)
  // REMARK: refused-fill.c:[[@LINE+4]]:{{[0-9]+}}: remark: 'offload.map' op map(alloc) of 'e[:]' kept without close: kernel @__omp_offloading_main_l[[@LINE+4]] reads it before writing it: the loop that writes it does not write element i + c of every iteration i unconditionally
  // REMARK: refused-fill.c:[[@LINE+3]]:{{[0-9]+}}: remark: 'offload.map' op map(alloc) of 'x[:]' kept without close: kernel @__omp_offloading_main_l[[@LINE+3]] reads it before writing it; no earlier kernel of its data environment writes all of [1, 64)
  // The fill has nowait; then one that misses element 0; then one under a
  // condition; then x[i + 1], which the next iteration writes.
#pragma omp target parallel map(alloc : c[0:N], d[0:N], e[0:N], x[0:N]) map(tofrom : out[0:N])
  {
#pragma omp for nowait
    for (int i = 0; i < N; i++)
      c[i] = i;
#pragma omp for
    for (int j = 0; j < N; j++)
      out[j] += c[j];
#pragma omp for
    for (int i = 1; i < N; i++)
      d[i] = i;
#pragma omp for
    for (int j = 0; j < N; j++)
      out[j] += d[j];
#pragma omp for
    for (int i = 0; i < N; i++)
      if (out[i] > 3)
        e[i] = i;
#pragma omp for
    for (int j = 0; j < N; j++)
      out[j] += e[j];
#pragma omp for
    for (int i = 0; i < N - 1; i++) {
      x[i] = i;
      out[i] += x[i + 1];
    }
  }
  // REMARK: refused-fill.c:[[@LINE+1]]:{{[0-9]+}}: remark: 'offload.map' op map(alloc) of 't[:]' kept without close: kernel @__omp_offloading_main_l[[@LINE+1]] reads it before writing it: the loop that writes it is distributed over teams, and no barrier joins the teams before the read
#pragma omp target teams map(alloc : t[0:N]) map(tofrom : out[0:N])
  {
#pragma omp distribute parallel for
    for (int i = 0; i < N; i++)
      t[i] = i;
#pragma omp distribute parallel for
    for (int j = 0; j < N; j++)
      out[j] += t[j];
  }
  // REMARK: refused-fill.c:[[@LINE+3]]:{{[0-9]+}}: remark: 'offload.map' op map(alloc) of 'u[:]' kept without close: kernel @__omp_offloading_main_l{{[0-9]+}} reads what an earlier kernel wrote of it, but in between the host writes it, or a launch that may run elsewhere uses it
  // REMARK: refused-fill.c:[[@LINE+11]]:{{[0-9]+}}: note: here
  // REMARK: refused-fill.c:[[@LINE+1]]:{{[0-9]+}}: remark: 'offload.map' op map(alloc) of 'v[:]' kept without close: kernel @__omp_offloading_main_l{{[0-9]+}} reads it before writing it; no earlier kernel of its data environment writes all of [0, 64)
#pragma omp target data map(alloc : u[0:N], v[0:N]) map(tofrom : out[0:N])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++)
      u[i] = i;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N / 2; i++)
      v[i] = i;
    // The host write between the kernels:
    u[3] = 0;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++)
      out[i] += u[i] + v[i];
  }
  // REMARK: refused-fill.c:[[@LINE+1]]:{{[0-9]+}}: remark: 'offload.map' op map(alloc) of 'r[:]' kept without close: kernel @__omp_offloading_main_l[[@LINE+4]] reads it before writing it; no earlier kernel of its data environment writes all of [0, 64)
#pragma omp target teams distribute parallel for map(alloc : r[0:N])
  for (int i = 0; i < N; i++)
    r[i] = i;
#pragma omp target teams distribute parallel for map(alloc : r[0:N]) map(tofrom : out[0:N])
  for (int i = 0; i < N; i++)
    out[i] += r[i];
  // A size the host assigns twice: the pass does not follow its value
  // from one launch to the next.
  int m = N;
  m = m - 1;
  // REMARK: refused-fill.c:[[@LINE+1]]:{{[0-9]+}}: remark: 'offload.map' op map(alloc) of 'w[:]' kept without close: kernel @__omp_offloading_main_l{{[0-9]+}} reads it before writing it; the bounds of what it reads, [0, m), use a value the pass cannot follow on the host
#pragma omp target data map(alloc : w[0:N]) map(tofrom : out[0:N])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < m; i++)
      w[i] = i;
#pragma omp target teams distribute parallel for
    for (int i = 0; i < m; i++)
      out[i] += w[i];
  }
  printf("refused-fill: %f\n", out[5]);
  free(c);
  free(d);
  free(e);
  free(x);
  free(t);
  free(u);
  free(v);
  free(r);
  free(w);
  free(out);
  return 0;
}
