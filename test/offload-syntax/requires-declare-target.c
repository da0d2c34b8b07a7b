// requires reaches the module's omp.requires; declare target marks the
// functions and globals it lists or encloses.
// RUN: strata-cc -fopenmp -emit-mlir=cir %s -o %t.mlir
// RUN: strata-opt %t.mlir | filecheck %s
// CHECK: module attributes {omp.requires = #omp<clause_requires unified_address|unified_shared_memory>}
#pragma omp requires unified_shared_memory
#pragma omp requires unified_address

// CHECK-DAG: cir.global external @table = {{.*}}omp.declare_target = "to"
// CHECK-DAG: cir.func @square({{.*}} attributes {omp.declare_target = "to"}
#pragma omp declare target
int table[4] = {1, 2, 3, 4};
int square(int x) { return x * x; }
#pragma omp end declare target

// CHECK-DAG: cir.global external @counter = {{.*}}omp.declare_target = "link"
int counter = 0;
#pragma omp declare target link(counter)

int main(void) {
  int r = 0;
#pragma omp target map(tofrom: r)
  r = square(table[2]) + counter;
  return r == 9 ? 0 : 1;
}
