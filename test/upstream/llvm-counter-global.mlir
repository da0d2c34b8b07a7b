// A mutable internal global counter, incremented by a helper 5 times.
// REQUIRES: opt, llc, gcc
// RUN: strata-opt %s | strata-opt > /dev/null
// RUN: %llvm-run | filecheck %s

// CHECK: counter = 5, last = 4

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global private constant @fmt("counter = %d, last = %d\0A\00") {addr_space = 0 : i32} : !llvm.array<25 x i8>
llvm.mlir.global internal @counter(0 : i32) {addr_space = 0 : i32} : i32
llvm.func internal @bump() -> i32 {
  %g = llvm.mlir.addressof @counter : !llvm.ptr
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %v = llvm.load %g {alignment = 4 : i64} : !llvm.ptr -> i32
  %w = llvm.add %v, %c1 : i32
  llvm.store %w, %g {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return %v : i32
}
llvm.func @main() -> i32 {
  %0 = llvm.call @bump() : () -> i32
  %1 = llvm.call @bump() : () -> i32
  %2 = llvm.call @bump() : () -> i32
  %3 = llvm.call @bump() : () -> i32
  %4 = llvm.call @bump() : () -> i32
  %g = llvm.mlir.addressof @counter : !llvm.ptr
  %v = llvm.load %g : !llvm.ptr -> i32
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%f, %v, %4) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
