// The target construct maps what its clauses say and, by OpenMP's
// implicit rules, the rest of what the region names: scalars by copy
// (firstprivate), arrays tofrom. strata-opt verifies the module and
// prints it back unchanged.
// RUN: strata-cc -fopenmp -emit-mlir=cir %s -o %t.mlir
// RUN: strata-opt %t.mlir -o %t.1.mlir && strata-opt %t.1.mlir -o %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: filecheck %s < %t.1.mlir

double a[100], b[100];

int main(void) {
  int n = 100;
  double s = 2.0;
  // CHECK: %[[BA:.*]] = omp.map.bounds lower_bound(%{{.*}} : i64) upper_bound(%{{.*}} : i64) extent(%{{.*}} : i64) stride(%{{.*}} : i64) start_idx(%{{.*}} : i64)
  // CHECK: %[[MA:.*]] = omp.map.info var_ptr(%{{.*}} : !cir.ptr<!cir.array<!cir.double x 100>>, !cir.array<!cir.double x 100>) map_clauses(to) capture(ByRef) bounds(%[[BA]]) -> !cir.ptr<!cir.array<!cir.double x 100>> {name = "a[:]"}
  // CHECK: %[[MB:.*]] = omp.map.info var_ptr(%{{.*}} : !cir.ptr<!cir.array<!cir.double x 100>>, !cir.array<!cir.double x 100>) map_clauses(always, from) capture(ByRef)
  // CHECK: %[[MN:.*]] = omp.map.info var_ptr(%{{.*}} : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>) map_clauses(implicit, to) capture(ByCopy) -> !cir.ptr<!cir.int<s, 32>> {name = "n"}
  // CHECK: %[[MS:.*]] = omp.map.info var_ptr(%{{.*}} : !cir.ptr<!cir.double>, !cir.double) map_clauses(implicit, to) capture(ByCopy) -> !cir.ptr<!cir.double> {name = "s"}
  // CHECK: omp.target map_entries(%[[MA]] -> %{{.*}}, %[[MB]] -> %{{.*}}, %[[MN]] -> %{{.*}}, %[[MS]] -> %{{.*}} :
#pragma omp target map(to: a[0:n]) map(always, from: b)
  for (int i = 0; i < n; i++)
    b[i] = s * a[i];
  // CHECK: omp.terminator
  return 0;
}
