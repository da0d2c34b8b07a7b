// llvm.switch on 0..5 with three cases and a default, in a loop.
// REQUIRES: opt, llc, gcc
// RUN: strata-opt %s | strata-opt > /dev/null
// RUN: %llvm-run | filecheck %s

// CHECK: 0 is zero
// CHECK-NEXT: 1 is one
// CHECK-NEXT: 2 is two
// CHECK-NEXT: 3 is many
// CHECK-NEXT: 4 is many
// CHECK-NEXT: 5 is many

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global private constant @fmt("%d is %s\0A\00") {addr_space = 0 : i32} : !llvm.array<10 x i8>
llvm.mlir.global private constant @s0("zero\00") {addr_space = 0 : i32} : !llvm.array<5 x i8>
llvm.mlir.global private constant @s1("one\00") {addr_space = 0 : i32} : !llvm.array<4 x i8>
llvm.mlir.global private constant @s2("two\00") {addr_space = 0 : i32} : !llvm.array<4 x i8>
llvm.mlir.global private constant @sn("many\00") {addr_space = 0 : i32} : !llvm.array<5 x i8>
llvm.func internal @name(%v: i32) -> !llvm.ptr {
  llvm.switch %v : i32, ^default [
    0: ^zero,
    1: ^one,
    2: ^two
  ]
^zero:
  %a = llvm.mlir.addressof @s0 : !llvm.ptr
  llvm.return %a : !llvm.ptr
^one:
  %b = llvm.mlir.addressof @s1 : !llvm.ptr
  llvm.return %b : !llvm.ptr
^two:
  %c = llvm.mlir.addressof @s2 : !llvm.ptr
  llvm.return %c : !llvm.ptr
^default:
  %d = llvm.mlir.addressof @sn : !llvm.ptr
  llvm.return %d : !llvm.ptr
}
llvm.func @main() -> i32 {
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c6 = llvm.mlir.constant(6 : i32) : i32
  llvm.br ^loop(%c0 : i32)
^loop(%i: i32):
  %s = llvm.call @name(%i) : (i32) -> !llvm.ptr
  %0 = llvm.call @printf(%f, %i, %s) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, !llvm.ptr) -> i32
  %i1 = llvm.add %i, %c1 : i32
  %more = llvm.icmp "ult" %i1, %c6 : i32
  llvm.cond_br %more, ^loop(%i1 : i32), ^exit
^exit:
  llvm.return %c0 : i32
}
