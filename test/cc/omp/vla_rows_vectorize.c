// Rows of a VLA in a worksharing loop: X[i][c] -= L[i][j] * X[j][c].
// The front end steps over a VLA row in bytes (i * sizeof row, on a
// char pointer): counted in elements (i * n on a double *), LLVM 14's
// loop access analysis took n for a symbolic stride of the c loop (it
// is the stride of the outer loop's i) and versioned the loop on
// n == 1, so the vector code never ran. The worksharing loop's index
// steps with nsw, so that LLVM counts its iterations when the bounds
// come from libomp through pointers, and vectorizes it.
// REQUIRES: opt, llc
// RUN: strata-cc -fopenmp -emit-mlir=cir %s -o %t.cir
// RUN: filecheck --check-prefix=CIR %s < %t.cir
// RUN: strata-cc -O3 -fopenmp -S -emit-llvm %s -o %t.gomp.ll
// RUN: filecheck %s < %t.gomp.ll
// RUN: strata-cc -O3 -fopenmp=libomp -S -emit-llvm %s -o %t.iomp.ll
// RUN: filecheck %s < %t.iomp.ll
// RUN: filecheck --check-prefix=IOMP %s < %t.iomp.ll

// CIR-LABEL: cir.func {{.*}}@update
// CIR: %[[ROWS:.*]] = cir.binop(mul, %{{.*}}, %{{.*}}) : !cir.int<s, 64>
// CIR: %[[BYTES:.*]] = cir.binop(mul, %{{.*}}, %[[ROWS]]) : !cir.int<s, 64>
// CIR: %[[P:.*]] = cir.cast(bitcast, %{{.*}} : !cir.ptr<!cir.double>), !cir.ptr<!cir.int<u, 8>>
// CIR: cir.ptr_stride(%[[P]] : !cir.ptr<!cir.int<u, 8>>, %[[BYTES]] : !cir.int<s, 64>), !cir.ptr<!cir.int<u, 8>>

// CHECK-LABEL: define internal void @update.omp_outlined(
// CHECK-NOT: ident.check
// CHECK: vector.body:
// CHECK-NOT: ident.check
// CHECK: ret void

// IOMP-LABEL: define internal void @scale.omp_outlined(
// IOMP: vector.body:
// IOMP: ret void

void update(int n, int m, int j, double L[n][n], double X[n][m]) {
#pragma omp parallel for
  for (int i = j + 1; i < n; i++)
    for (int c = 0; c < m; c++)
      X[i][c] -= L[i][j] * X[j][c];
}

void scale(int n, double *a, const double *b) {
#pragma omp parallel for
  for (int i = 1; i < n - 1; i++)
    a[i] = 0.5 * (b[i - 1] + b[i + 1]);
}
