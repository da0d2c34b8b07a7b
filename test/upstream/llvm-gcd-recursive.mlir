// A recursive gcd with a conditional branch.
// REQUIRES: opt, llc, gcc
// RUN: strata-opt %s | strata-opt > /dev/null
// RUN: %llvm-run | filecheck %s

// CHECK: gcd(1071, 462) = 21
// CHECK-NEXT: gcd(17, 5) = 1

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global private constant @fmt("gcd(%d, %d) = %d\0A\00") {addr_space = 0 : i32} : !llvm.array<18 x i8>
llvm.func internal @gcd(%a: i32, %b: i32) -> i32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %z = llvm.icmp "eq" %b, %c0 : i32
  llvm.cond_br %z, ^done, ^rec
^done:
  llvm.return %a : i32
^rec:
  %m = llvm.urem %a, %b : i32
  %r = llvm.call @gcd(%b, %m) : (i32, i32) -> i32
  llvm.return %r : i32
}
llvm.func @main() -> i32 {
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %a = llvm.mlir.constant(1071 : i32) : i32
  %b = llvm.mlir.constant(462 : i32) : i32
  %c = llvm.mlir.constant(17 : i32) : i32
  %d = llvm.mlir.constant(5 : i32) : i32
  %g1 = llvm.call @gcd(%a, %b) : (i32, i32) -> i32
  %0 = llvm.call @printf(%f, %a, %b, %g1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, i32) -> i32
  %g2 = llvm.call @gcd(%c, %d) : (i32, i32) -> i32
  %1 = llvm.call @printf(%f, %c, %d, %g2) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, i32) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
