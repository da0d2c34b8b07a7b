// Counted flops and the roofline (docs/gpu.md, "Time"). saxpy over 1000
// doubles is 2000 flops (a multiply and an add each) and a sqrt over them
// 1000 more (a math function is one); both are memory-bound on h200 (a
// few KiB at 4.4 TB/s take longer than 3000 flops at 67 TFLOP/s). With
// HEAVY a kernel of 1000 x 1000 multiply-adds (2,000,000 flops) on 16 KiB
// is compute-bound: its compute time is 2e6 / 67e12 s. The counts are the
// same whether the program runs as cir (strata-run on the C file) or as
// the llvm dialect (strata-cc -emit-mlir=llvm), whose engine fuses the
// multiply into the add.
// RUN: strata-run -fopenmp --device=h200 --offload=usm --report=json %s 2>&1 | filecheck %s
// RUN: strata-cc -fopenmp -fopenmp-targets=strata-gpu -emit-mlir=llvm %s -o %t.mlir && strata-run --device=h200 --offload=usm --report=json %t.mlir 2>&1 | filecheck %s
// RUN: strata-run -fopenmp --device=h200 --offload=usm --report=json -DHEAVY %s 2>&1 | filecheck --check-prefix=HEAVY %s
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 1000

int main(void) {
  double *x = malloc(N * sizeof(double)), *y = malloc(N * sizeof(double));
  for (int i = 0; i < N; i++) {
    x[i] = i;
    y[i] = 1;
  }
  double a = 2;
#ifndef HEAVY
#pragma omp target teams distribute parallel for
  for (int i = 0; i < N; i++)
    y[i] = a * x[i] + y[i];
#pragma omp target teams distribute parallel for
  for (int i = 0; i < N; i++)
    y[i] = sqrt(y[i]);
#else
#pragma omp target teams distribute parallel for
  for (int i = 0; i < N; i++) {
    double s = x[i];
    for (int j = 0; j < 1000; j++)
      s = s * 0.5 + a;
    y[i] = s;
  }
#endif
  double s = 0;
  for (int i = 0; i < N; i++)
    s += y[i];
  printf("sum %.6f\n", s);
  return 0;
}
// CHECK: sum 29814.324878
// CHECK: "kernels": 2
// CHECK-NEXT: "flops": 3000
// HEAVY: sum 4000.000000
// HEAVY: "time_breakdown_s": {
// HEAVY-NEXT: "compute": 2.9850746268656714e-8
// HEAVY: "kernels": 1
// HEAVY-NEXT: "flops": 2000000
