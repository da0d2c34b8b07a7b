// libc calls: strlen and a printf with %s and %zu; the strings are
// upstream-style constant globals.
// REQUIRES: opt, llc, gcc
// RUN: strata-opt %s | strata-opt > /dev/null
// RUN: %llvm-run | filecheck %s

// CHECK: "upstream mlir" has 13 chars

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @strlen(!llvm.ptr) -> i64
llvm.mlir.global private constant @fmt("\22%s\22 has %zu chars\0A\00") {addr_space = 0 : i32} : !llvm.array<20 x i8>
llvm.mlir.global private constant @s("upstream mlir\00") {addr_space = 0 : i32} : !llvm.array<14 x i8>
llvm.func @main() -> i32 {
  %s = llvm.mlir.addressof @s : !llvm.ptr
  %n = llvm.call @strlen(%s) : (!llvm.ptr) -> i64
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %0 = llvm.call @printf(%f, %s, %n) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
