// An OpenMP program in every form the engine runs: unlowered (cir + omp)
// and lowered to the llvm dialect for libgomp, libomp and pmsis.
// RUN: strata-run -fopenmp --threads=3 %s > %t.cir.out
// RUN: filecheck %s < %t.cir.out
// RUN: strata-cc -fopenmp -emit-mlir=llvm %s -o %t.gomp.mlir && strata-run --threads=3 %t.gomp.mlir > %t.gomp.out && diff %t.cir.out %t.gomp.out
// RUN: strata-cc -fopenmp=libomp -emit-mlir=llvm %s -o %t.iomp.mlir && strata-run --threads=3 %t.iomp.mlir > %t.iomp.out && diff %t.cir.out %t.iomp.out
// RUN: strata-cc -fopenmp=pmsis -emit-mlir=llvm %s -o %t.pmsis.mlir && strata-run %t.pmsis.mlir > %t.pmsis.out && diff %t.cir.out %t.pmsis.out
// CHECK: team of 3 ran 3 times
// CHECK-NEXT: sum 500500 dynamic 5050 guided 1275
// CHECK-NEXT: critical 300
#include <omp.h>
#include <stdio.h>
int main(void) {
  int ran = 0, team = 0, crit = 0;
  long sum = 0, dyn = 0, gui = 0;
#pragma omp parallel num_threads(3)
  {
#pragma omp critical
    {
      ran++;
      team = omp_get_num_threads();
    }
  }
  printf("team of %d ran %d times\n", team, ran);
#pragma omp parallel for reduction(+ : sum) num_threads(3)
  for (int i = 1; i <= 1000; i++)
    sum += i;
#pragma omp parallel for schedule(dynamic, 7) reduction(+ : dyn) num_threads(3)
  for (int i = 1; i <= 100; i++)
    dyn += i;
#pragma omp parallel for schedule(guided) reduction(+ : gui) num_threads(3)
  for (int i = 1; i <= 50; i++)
    gui += i;
  printf("sum %ld dynamic %ld guided %ld\n", sum, dyn, gui);
#pragma omp parallel num_threads(3)
  for (int i = 0; i < 100; i++) {
#pragma omp critical
    crit++;
  }
  printf("critical %d\n", crit);
  return 0;
}
