// An indirect variadic call through a function pointer (the vararg(...)
// clause on an indirect call) and a direct call with the ccc prefix.
// REQUIRES: opt, llc, gcc
// RUN: strata-opt %s | strata-opt > /dev/null
// RUN: %llvm-run | filecheck %s

// CHECK: via pointer: 6 x 7 = 42
// CHECK-NEXT: direct: done

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global private constant @fmt("via pointer: %d x %d = %d\0A\00") {addr_space = 0 : i32} : !llvm.array<27 x i8>
llvm.mlir.global private constant @fmt2("direct: %s\0A\00") {addr_space = 0 : i32} : !llvm.array<12 x i8>
llvm.mlir.global private constant @done("done\00") {addr_space = 0 : i32} : !llvm.array<5 x i8>
llvm.func @main() -> i32 {
  %fp = llvm.mlir.addressof @printf : !llvm.ptr
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %a = llvm.mlir.constant(6 : i32) : i32
  %b = llvm.mlir.constant(7 : i32) : i32
  %p = llvm.mul %a, %b : i32
  %0 = llvm.call %fp(%f, %a, %b, %p) vararg(!llvm.func<i32 (ptr, ...)>) : !llvm.ptr, (!llvm.ptr, i32, i32, i32) -> i32
  %f2 = llvm.mlir.addressof @fmt2 : !llvm.ptr
  %d = llvm.mlir.addressof @done : !llvm.ptr
  %1 = llvm.call ccc @printf(%f2, %d) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
