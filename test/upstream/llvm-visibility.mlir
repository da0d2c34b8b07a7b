// Functions with upstream's keywords before the name (hidden, protected,
// unnamed_addr, local_unnamed_addr) and dso_local, called from main.
// REQUIRES: opt, llc, gcc
// RUN: strata-opt %s | strata-opt > /dev/null
// RUN: %llvm-run | filecheck %s

// CHECK: twice(21) = 42 inc(41) = 42

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global private constant @fmt("twice(%d) = %d inc(%d) = %d\0A\00") {addr_space = 0 : i32} : !llvm.array<29 x i8>
llvm.func hidden unnamed_addr @twice(%x: i32) -> i32 attributes {dso_local} {
  %0 = llvm.add %x, %x : i32
  llvm.return %0 : i32
}
llvm.func protected local_unnamed_addr @inc(%x: i32) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %0 = llvm.add %x, %c1 : i32
  llvm.return %0 : i32
}
llvm.func @main() -> i32 attributes {dso_local} {
  %a = llvm.mlir.constant(21 : i32) : i32
  %b = llvm.mlir.constant(41 : i32) : i32
  %x = llvm.call @twice(%a) : (i32) -> i32
  %y = llvm.call tail @inc(%b) : (i32) -> i32
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %0 = llvm.call @printf(%f, %a, %x, %b, %y) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, i32, i32) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
