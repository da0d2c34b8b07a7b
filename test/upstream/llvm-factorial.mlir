// Factorials 1..10 by a loop in llvm blocks, printed as i64.
// REQUIRES: opt, llc, gcc
// RUN: strata-opt %s | strata-opt > /dev/null
// RUN: %llvm-run | filecheck %s

// CHECK: 1! = 1
// CHECK-NEXT: 2! = 2
// CHECK-NEXT: 3! = 6
// CHECK-NEXT: 4! = 24
// CHECK-NEXT: 5! = 120
// CHECK-NEXT: 6! = 720
// CHECK-NEXT: 7! = 5040
// CHECK-NEXT: 8! = 40320
// CHECK-NEXT: 9! = 362880
// CHECK-NEXT: 10! = 3628800

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global private constant @fmt("%d! = %ld\0A\00") {addr_space = 0 : i32} : !llvm.array<11 x i8>
llvm.func @main() -> i32 {
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c10 = llvm.mlir.constant(10 : i32) : i32
  %one = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^loop(%c1, %one : i32, i64)
^loop(%i: i32, %acc: i64):
  %w = llvm.zext nneg %i : i32 to i64
  %next = llvm.mul %acc, %w overflow<nsw, nuw> : i64
  %0 = llvm.call @printf(%f, %i, %next) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64) -> i32
  %i1 = llvm.add %i, %c1 : i32
  %more = llvm.icmp "sle" %i1, %c10 : i32
  llvm.cond_br %more, ^loop(%i1, %next : i32, i64), ^exit
^exit:
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
