// omp.masked without a filter (thread 0) in a team of 4: the body runs once, on thread 0.
// REQUIRES: opt, llc, gcc, libomp
// RUN: strata-opt %s | strata-opt > /dev/null
// RUN: %gomp-run | filecheck %s
// RUN: %iomp-run | filecheck %s

// CHECK: ran 1 times, on thread 0

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @omp_get_thread_num() -> i32
llvm.mlir.global private constant @fmt("ran %d times, on thread %d\0A\00") {addr_space = 0 : i32} : !llvm.array<28 x i8>
llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %n = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %who = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  llvm.store %c0, %n : i32, !llvm.ptr
  llvm.store %c0, %who : i32, !llvm.ptr
  omp.parallel num_threads(%c4 : i32) {
    omp.masked {
      %v = llvm.load %n : !llvm.ptr -> i32
      %w = llvm.add %v, %c1 : i32
      llvm.store %w, %n : i32, !llvm.ptr
      %t = llvm.call @omp_get_thread_num() : () -> i32
      llvm.store %t, %who : i32, !llvm.ptr
      omp.terminator
    }
    omp.terminator
  }
  %vn = llvm.load %n : !llvm.ptr -> i32
  %vw = llvm.load %who : !llvm.ptr -> i32
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%fmt, %vn, %vw) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
  llvm.return %c0 : i32
}
