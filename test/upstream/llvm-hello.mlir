// A variadic printf call in upstream syntax, with a string and an int.
// REQUIRES: opt, llc, gcc
// RUN: strata-opt %s | strata-opt > /dev/null
// RUN: %llvm-run | filecheck %s

// CHECK: hello, upstream 17

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global private constant @fmt("hello, %s %d\0A\00") {addr_space = 0 : i32} : !llvm.array<14 x i8>
llvm.mlir.global private constant @who("upstream\00") {addr_space = 0 : i32} : !llvm.array<9 x i8>
llvm.func @main() -> i32 {
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %w = llvm.mlir.addressof @who : !llvm.ptr
  %n = llvm.mlir.constant(17 : i32) : i32
  %0 = llvm.call @printf(%f, %w, %n) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i32) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
