// Floating-point intrinsics (sqrt, fma, floor, maxnum, fabs) printed with %.3f.
// REQUIRES: opt, llc, gcc
// RUN: strata-opt %s | strata-opt > /dev/null
// RUN: %llvm-run | filecheck %s

// CHECK: sqrt = 1.414 fma = 7.000 floor = -3.000 max = 2.500 fabs = 0.125

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global private constant @fmt("sqrt = %.3f fma = %.3f floor = %.3f max = %.3f fabs = %.3f\0A\00") {addr_space = 0 : i32} : !llvm.array<60 x i8>
llvm.func @main() -> i32 {
  %two = llvm.mlir.constant(2.0 : f64) : f64
  %three = llvm.mlir.constant(3.0 : f64) : f64
  %one = llvm.mlir.constant(1.0 : f64) : f64
  %m = llvm.mlir.constant(-2.25 : f64) : f64
  %h = llvm.mlir.constant(2.5 : f64) : f64
  %e = llvm.mlir.constant(-0.125 : f64) : f64
  %s = llvm.intr.sqrt(%two) : (f64) -> f64
  %fm = llvm.intr.fma(%two, %three, %one) : (f64, f64, f64) -> f64
  %fl = llvm.intr.floor(%m) : (f64) -> f64
  %mx = llvm.intr.maxnum(%h, %two) : (f64, f64) -> f64
  %ab = llvm.intr.fabs(%e) : (f64) -> f64
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %0 = llvm.call @printf(%f, %s, %fm, %fl, %mx, %ab) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64, f64, f64, f64) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
