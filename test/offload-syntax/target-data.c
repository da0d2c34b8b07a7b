// target data, enter/exit data and update: the data-motion ops with
// their map types, and use_device_ptr / use_device_addr as block
// arguments of omp.target_data.
// RUN: strata-cc -fopenmp -emit-mlir=cir %s -o %t.mlir
// RUN: strata-opt %t.mlir | filecheck %s
#include <stdlib.h>

double g[256];

int main(void) {
  int n = 256;
  double *p = malloc(n * sizeof(double));
  // CHECK: map_clauses(to) capture(ByRef) bounds(%{{.*}}) -> {{.*}} {name = "p[:]"}
  // CHECK: map_clauses(exit_release_or_enter_alloc) capture(ByRef) -> {{.*}} {name = "g"}
  // CHECK: omp.target_enter_data map_entries(
#pragma omp target enter data map(to: p[0:n]) map(alloc: g)
  // CHECK: map_clauses(present, to)
  // CHECK: map_clauses(from)
  // CHECK: omp.target_update map_entries(
#pragma omp target update to(present: p[0:n]) from(g)
  // CHECK: map_clauses(delete)
  // CHECK: map_clauses(from)
  // CHECK: omp.target_exit_data map_entries(
#pragma omp target exit data map(delete: p[0:n]) map(from: g)
  // CHECK: omp.target_data map_entries(%{{.*}} : !cir.ptr<!cir.array<!cir.double x 256>>) use_device_addr(%{{.*}} -> %{{.*}} : !cir.ptr<!cir.array<!cir.double x 256>>) use_device_ptr(%{{.*}} -> %{{.*}} : !cir.ptr<!cir.ptr<!cir.double>>) {
#pragma omp target data map(tofrom: g) use_device_ptr(p) use_device_addr(g)
  {
    p[0] = g[0];
  }
  free(p);
  return 0;
}
