// threadprivate and copyin, and a reduction on a parallel construct, in
// the engine, unlowered and lowered for libgomp and libomp: each engine
// thread has its own copy of a thread-local global (made from the
// initializer on its first access), the main thread's is the original.
// RUN: strata-run -fopenmp --threads=4 %s > %t.cir.out
// RUN: filecheck %s < %t.cir.out
// RUN: strata-cc -fopenmp -emit-mlir=llvm %s -o %t.gomp.mlir && strata-run --threads=4 %t.gomp.mlir > %t.gomp.out && diff %t.cir.out %t.gomp.out
// RUN: strata-cc -fopenmp=libomp -emit-mlir=llvm %s -o %t.iomp.mlir && strata-run --threads=4 %t.iomp.mlir > %t.iomp.out && diff %t.cir.out %t.iomp.out
// CHECK: copies 4 ok 1 master 5 fresh 400
#include <omp.h>
#include <stdio.h>

int counter = 100;
#pragma omp threadprivate(counter)
int fresh = 100;
#pragma omp threadprivate(fresh)

int main(void) {
  counter = 5;
  fresh = 7;
  int ok = 1, copies = 0, sum = 0;
#pragma omp parallel num_threads(4) copyin(counter) reduction(&&:ok) reduction(+:copies, sum)
  {
    ok = counter == 5;
    counter += omp_get_thread_num();
    copies++;
    sum += omp_get_thread_num() == 0 ? 100 : fresh;
  }
  printf("copies %d ok %d master %d fresh %d\n", copies, ok, counter, sum + 0 * fresh);
  return 0;
}
