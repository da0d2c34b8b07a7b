// llvm.select and the integer intrinsics smax, smin, umin, ctpop, bswap.
// REQUIRES: opt, llc, gcc
// RUN: strata-opt %s | strata-opt > /dev/null
// RUN: %llvm-run | filecheck %s

// CHECK: select = -7 smax = 5 smin = -7 umin = 5 ctpop = 8 bswap = 0x78563412

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global private constant @fmt("select = %d smax = %d smin = %d umin = %d ctpop = %d bswap = 0x%x\0A\00") {addr_space = 0 : i32} : !llvm.array<67 x i8>
llvm.func @main() -> i32 {
  %a = llvm.mlir.constant(5 : i32) : i32
  %b = llvm.mlir.constant(-7 : i32) : i32
  %k = llvm.mlir.constant(255 : i32) : i32
  %w = llvm.mlir.constant(305419896 : i32) : i32
  %lt = llvm.icmp "slt" %b, %a : i32
  %sel = llvm.select %lt, %b, %a : i1, i32
  %mx = llvm.intr.smax(%a, %b) : (i32, i32) -> i32
  %mn = llvm.intr.smin(%a, %b) : (i32, i32) -> i32
  %um = llvm.intr.umin(%a, %b) : (i32, i32) -> i32
  %pc = llvm.intr.ctpop(%k) : (i32) -> i32
  %bs = llvm.intr.bswap(%w) : (i32) -> i32
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %0 = llvm.call @printf(%f, %sel, %mx, %mn, %um, %pc, %bs) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, i32, i32, i32, i32) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
