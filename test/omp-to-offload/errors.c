// What the lowering cannot do is a located error, not a crash. (The
// printed cir carries no C locations, so the error points into it.)
// RUN: strata-cc -fopenmp -emit-mlir=cir %s -o %t.mlir
// RUN: not strata-opt --convert-omp-to-offload %t.mlir 2>&1 | filecheck %s

int main(void) {
  int x = 0;
  // CHECK: errors.c.tmp.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'omp.target' op depend kind 'mutexinoutset' is not supported on target constructs
#pragma omp target map(tofrom: x) depend(mutexinoutset: x)
  x = 1;
  return x;
}
