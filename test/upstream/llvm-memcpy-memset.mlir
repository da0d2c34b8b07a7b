// memcpy and memset in upstream's generic form (isVolatile an attribute):
// fill a buffer with memset, copy part of a string over it with memcpy,
// print it; the buffer's lifetime is marked with llvm.intr.lifetime.*.
// REQUIRES: opt, llc, gcc
// RUN: strata-opt %s | strata-opt > /dev/null
// RUN: strata-translate --mlir-to-llvmir %s | filecheck %s --check-prefix=IR
// RUN: %llvm-run | filecheck %s

// IR: call void @llvm.lifetime.start.p0i8(i64 12, i8* {{.*}})
// IR: call void @llvm.memset.p0i8.i64(i8* {{.*}}, i8 45, i64 11, i1 false)
// IR: call void @llvm.memcpy.p0i8.p0i8.i64(i8* {{.*}}, i8* {{.*}}, i64 5, i1 false)
// CHECK: [hello------]

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global private constant @fmt("[%s]\0A\00") {addr_space = 0 : i32} : !llvm.array<6 x i8>
llvm.mlir.global private constant @src("hello, world\00") {addr_space = 0 : i32} : !llvm.array<13 x i8>

llvm.func @main() -> i32 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %buf = llvm.alloca %c1 x !llvm.array<12 x i8> {alignment = 1 : i64} : (i64) -> !llvm.ptr
  llvm.intr.lifetime.start 12, %buf : !llvm.ptr
  %dash = llvm.mlir.constant(45 : i8) : i8
  %c11 = llvm.mlir.constant(11 : i64) : i64
  "llvm.intr.memset"(%buf, %dash, %c11) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %end = llvm.getelementptr %buf[11] : (!llvm.ptr) -> !llvm.ptr, i8
  %zero = llvm.mlir.constant(0 : i8) : i8
  llvm.store %zero, %end : i8, !llvm.ptr
  %src = llvm.mlir.addressof @src : !llvm.ptr
  %c5 = llvm.mlir.constant(5 : i64) : i64
  "llvm.intr.memcpy"(%buf, %src, %c5) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%f, %buf) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
  llvm.intr.lifetime.end 12, %buf : !llvm.ptr
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
