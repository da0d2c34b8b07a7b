// Four threads each add tid+1 to a shared counter with omp.atomic.update
// and multiply a double by 2; the sum is 10, the product 16.
// REQUIRES: opt, llc, gcc, libomp
// RUN: strata-opt %s | strata-opt > /dev/null
// RUN: %gomp-run | filecheck %s
// RUN: %iomp-run | filecheck %s

// CHECK: sum = 10 product = 16.0

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @omp_get_thread_num() -> i32
llvm.mlir.global private constant @fmt("sum = %d product = %.1f\0A\00") {addr_space = 0 : i32} : !llvm.array<25 x i8>
llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %f1 = llvm.mlir.constant(1.0 : f64) : f64
  %f2 = llvm.mlir.constant(2.0 : f64) : f64
  %sum = llvm.alloca %one x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %prod = llvm.alloca %one x f64 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  llvm.store %c0, %sum : i32, !llvm.ptr
  llvm.store %f1, %prod : f64, !llvm.ptr
  omp.parallel num_threads(%c4 : i32) {
    %t = llvm.call @omp_get_thread_num() : () -> i32
    %k = llvm.add %t, %c1 : i32
    omp.atomic.update %sum : !llvm.ptr {
    ^bb0(%old: i32):
      %new = llvm.add %old, %k : i32
      omp.yield(%new : i32)
    }
    omp.atomic.update %prod : !llvm.ptr {
    ^bb0(%old: f64):
      %new = llvm.fmul %old, %f2 : f64
      omp.yield(%new : f64)
    }
    omp.terminator
  }
  %s = llvm.load %sum : !llvm.ptr -> i32
  %p = llvm.load %prod : !llvm.ptr -> f64
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%fmt, %s, %p) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, f64) -> i32
  llvm.return %c0 : i32
}
