// A struct built with llvm.mlir.poison and insertvalue, stored, its fields
// read back through struct GEPs and extractvalue.
// REQUIRES: opt, llc, gcc
// RUN: strata-opt %s | strata-opt > /dev/null
// RUN: %llvm-run | filecheck %s

// CHECK: point = (3, 4) norm2 = 25 tag = 2.50

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global private constant @fmt("point = (%d, %d) norm2 = %d tag = %.2f\0A\00") {addr_space = 0 : i32} : !llvm.array<40 x i8>
llvm.func @main() -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %x = llvm.mlir.constant(3 : i32) : i32
  %y = llvm.mlir.constant(4 : i32) : i32
  %t = llvm.mlir.constant(2.5 : f64) : f64
  %u = llvm.mlir.poison : !llvm.struct<"point", (i32, i32, f64)>
  %s0 = llvm.insertvalue %x, %u[0] : !llvm.struct<"point", (i32, i32, f64)>
  %s1 = llvm.insertvalue %y, %s0[1] : !llvm.struct<"point", (i32, i32, f64)>
  %s2 = llvm.insertvalue %t, %s1[2] : !llvm.struct<"point", (i32, i32, f64)>
  %p = llvm.alloca %one x !llvm.struct<"point", (i32, i32, f64)> : (i64) -> !llvm.ptr
  llvm.store %s2, %p : !llvm.struct<"point", (i32, i32, f64)>, !llvm.ptr
  %px = llvm.getelementptr inbounds %p[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"point", (i32, i32, f64)>
  %py = llvm.getelementptr inbounds %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"point", (i32, i32, f64)>
  %vx = llvm.load %px : !llvm.ptr -> i32
  %vy = llvm.load %py : !llvm.ptr -> i32
  %xx = llvm.mul %vx, %vx : i32
  %yy = llvm.mul %vy, %vy : i32
  %n = llvm.add %xx, %yy : i32
  %back = llvm.load %p : !llvm.ptr -> !llvm.struct<"point", (i32, i32, f64)>
  %vt = llvm.extractvalue %back[2] : !llvm.struct<"point", (i32, i32, f64)>
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %0 = llvm.call @printf(%f, %vx, %vy, %n, %vt) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, i32, f64) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
