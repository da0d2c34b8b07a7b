// Tasks with dependences, taskwait and taskgroup, unlowered and lowered
// for libgomp and libomp.
// RUN: strata-run -fopenmp %s | filecheck %s
// RUN: strata-run -fopenmp --schedule=deterministic --threads=4 %s | filecheck %s
// RUN: strata-cc -fopenmp -emit-mlir=llvm %s -o %t.gomp.mlir && strata-run --threads=4 %t.gomp.mlir | filecheck %s
// RUN: strata-cc -fopenmp=libomp -emit-mlir=llvm %s -o %t.iomp.mlir && strata-run %t.iomp.mlir | filecheck %s
// CHECK: chain 1234
// CHECK-NEXT: taskwait 10 taskgroup 20
#include <omp.h>
#include <stdio.h>
int main(void) {
  int x = 0, a = 0, b = 0;
#pragma omp parallel
#pragma omp single
  {
#pragma omp task depend(out : x)
    x = 1;
#pragma omp task depend(inout : x)
    x = x * 10 + 2;
#pragma omp task depend(inout : x)
    x = x * 10 + 3;
#pragma omp task depend(inout : x)
    x = x * 10 + 4;
    for (int i = 0; i < 10; i++) {
#pragma omp task
      {
#pragma omp atomic
        a++;
      }
    }
#pragma omp taskwait
#pragma omp taskgroup
    for (int i = 0; i < 20; i++) {
#pragma omp task
      {
#pragma omp atomic
        b++;
      }
    }
  }
  printf("chain %d\n", x);
  printf("taskwait %d taskgroup %d\n", a, b);
  return 0;
}
