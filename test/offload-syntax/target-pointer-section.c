// A section through a pointer maps the pointee; in the region the
// pointer is rebuilt around the mapped address (a local of the region).
// RUN: strata-cc -fopenmp -emit-mlir=cir %s -o %t.mlir
// RUN: strata-opt %t.mlir | filecheck %s
#include <stdlib.h>

int main(void) {
  int n = 64;
  double *x = malloc(n * sizeof(double));
  // CHECK: %[[P:.*]] = cir.load %{{.*}} : !cir.ptr<!cir.ptr<!cir.double>>, !cir.ptr<!cir.double>
  // CHECK: %[[M:.*]] = omp.map.info var_ptr(%[[P]] : !cir.ptr<!cir.double>, !cir.double) map_clauses(tofrom) capture(ByRef) bounds(%{{.*}}) -> !cir.ptr<!cir.double> {name = "x[:]"}
  // CHECK: omp.target map_entries(%[[M]] -> %[[ARG:.*]], %{{.*}} -> %{{.*}} : !cir.ptr<!cir.double>, !cir.ptr<!cir.int<s, 32>>) {
  // CHECK: %[[SLOT:.*]] = cir.alloca !cir.ptr<!cir.double>, !cir.ptr<!cir.ptr<!cir.double>>, ["x"]
  // CHECK: cir.store %[[ARG]], %[[SLOT]]
#pragma omp target map(tofrom: x[0:n])
  for (int i = 0; i < n; i++)
    x[i] = i;
  free(x);
  return 0;
}
