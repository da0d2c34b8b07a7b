// The poison-generating flags of MLIR 19+ (zext nneg, or disjoint, trunc
// overflow, gep nusw|nuw) and llvm.mlir.poison, on values where they hold.
// REQUIRES: opt, llc, gcc
// RUN: strata-opt %s | strata-opt > /dev/null
// RUN: %llvm-run | filecheck %s

// CHECK: zext = 200 or = 243 trunc = 77 elem = 30 frozen = 9

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global private constant @fmt("zext = %ld or = %d trunc = %d elem = %d frozen = %d\0A\00") {addr_space = 0 : i32} : !llvm.array<53 x i8>
llvm.mlir.global internal constant @tbl(dense<[10, 20, 30, 40]> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
llvm.func @main() -> i32 {
  %c200 = llvm.mlir.constant(200 : i32) : i32
  %hi = llvm.mlir.constant(240 : i32) : i32
  %lo = llvm.mlir.constant(3 : i32) : i32
  %big = llvm.mlir.constant(77 : i64) : i64
  %two = llvm.mlir.constant(2 : i64) : i64
  %nine = llvm.mlir.constant(9 : i32) : i32
  %z = llvm.zext nneg %c200 : i32 to i64
  %o = llvm.or disjoint %hi, %lo : i32
  %t = llvm.trunc %big overflow<nsw, nuw> : i64 to i32
  %tbl = llvm.mlir.addressof @tbl : !llvm.ptr
  %p = llvm.getelementptr nusw|nuw %tbl[0, %two] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i32>
  %e = llvm.load %p : !llvm.ptr -> i32
  %u = llvm.mlir.poison : !llvm.array<2 x i32>
  %a = llvm.insertvalue %nine, %u[1] : !llvm.array<2 x i32>
  %v = llvm.extractvalue %a[1] : !llvm.array<2 x i32>
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %0 = llvm.call @printf(%f, %z, %o, %t, %e, %v) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i32, i32, i32, i32) -> i32
  %r = llvm.mlir.constant(0 : i32) : i32
  llvm.return %r : i32
}
