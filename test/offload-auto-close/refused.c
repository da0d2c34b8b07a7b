// offload-auto-close keeps map(alloc) without close, with a remark at the
// entry saying why, when it cannot prove close safe: the kernel reads data
// it did not write (404.lbm), the host reads the array after the region,
// the array escapes to a call, it is a parameter, the region is in a loop
// whose next iteration the host reads before, it is also mapped by enter
// data. The map types stay alloc.
// RUN: strata-cc -fopenmp -emit-mlir=cir %s -o - | strata-opt --convert-omp-to-offload --offload-auto-close 2>/dev/null | filecheck %s
// RUN: strata-cc -fopenmp -fopenmp-auto-close -Rpass-missed=offload-auto-close -S -emit-llvm %s -o /dev/null 2>&1 | filecheck --check-prefix=REMARK %s
// CHECK-NOT: close
#include <stdio.h>
#include <stdlib.h>
#pragma omp requires unified_shared_memory
#define N 64

void init(double *p);

double param(double *q) {
  double r = 0;
  // REMARK: refused.c:[[@LINE+1]]:{{[0-9]+}}: remark: 'offload.map' op map(alloc) of 'q[:]' kept without close: it comes from a parameter of @param, whose callers may read it afterwards
#pragma omp target map(alloc : q[0:N]) map(tofrom : r)
  for (int i = 0; i < N; i++) {
    q[i] = i;
    r += q[i];
  }
  return r;
}

int main(void) {
  double *src = malloc(N * sizeof *src);
  double *dst = malloc(N * sizeof *dst);
  double *esc = malloc(N * sizeof *esc);
  double *tmp = malloc(N * sizeof *tmp);
  double *ent = malloc(N * sizeof *ent);
  double *par = malloc(N * sizeof *par);
  for (int i = 0; i < N; i++)
    src[i] = i;
  init(esc);
  // REMARK: refused.c:[[@LINE+4]]:{{[0-9]+}}: remark: 'offload.map' op map(alloc) of 'src[:]' kept without close: kernel @__omp_offloading_main_l[[@LINE+4]] reads it before writing it
  // REMARK: refused.c:[[@LINE+5]]:{{[0-9]+}}: note: here
  // REMARK: refused.c:[[@LINE+2]]:{{[0-9]+}}: remark: 'offload.map' op map(alloc) of 'dst[:]' kept without close: the host reads 'dst[:]' after the data environment begins, where it may see what the device wrote
  // REMARK: refused.c:[[@LINE+1]]:{{[0-9]+}}: remark: 'offload.map' op map(alloc) of 'esc[:]' kept without close: it escapes to a call of @init, which the pass cannot see
#pragma omp target teams distribute parallel for map(alloc : src[0:N], dst[0:N], esc[0:N])
  for (int i = 0; i < N; i++) {
    dst[i] = src[i] + 1;
    esc[i] = 1;
  }
  tmp[1] = 0;
  for (int step = 0; step < 2; step++) {
    // The read comes before the region, but the loop runs it again after.
    printf("%f\n", tmp[1]);
    // REMARK: refused.c:[[@LINE+2]]:{{[0-9]+}}: remark: 'offload.map' op map(alloc) of 'tmp[:]' kept without close: the host reads 'tmp[:]' after the data environment begins, where it may see what the device wrote
    // REMARK: refused.c:[[@LINE-2]]:{{[0-9]+}}: note: here
#pragma omp target map(alloc : tmp[0:N])
    for (int i = 0; i < N; i++) {
      tmp[i] = i;
      tmp[i] += tmp[i];
    }
  }
#pragma omp target enter data map(to : ent[0:N])
  // REMARK: refused.c:[[@LINE+1]]:{{[0-9]+}}: remark: 'offload.map' op map(alloc) of 'ent[:]' kept without close: it is also mapped by 'offload.enter_data', whose other end the pass does not pair
#pragma omp target map(alloc : ent[0:N])
  for (int i = 0; i < N; i++)
    ent[i] = 2;
  printf("%f %f\n", dst[3], param(par));
  return 0;
}
