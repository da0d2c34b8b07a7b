// Globals: initial values, initializer regions, constants, alignment,
// linkage, address spaces, unnamed_addr, thread_local; and their
// addresses.
llvm.mlir.global internal constant @str("hi\00") {addr_space = 0 : i32}
llvm.mlir.global private unnamed_addr constant @str2("x\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local}
llvm.mlir.global external @counter(0 : i32) {addr_space = 0 : i32, alignment = 4 : i64} : i32
llvm.mlir.global external @declared() {addr_space = 0 : i32} : i32
llvm.mlir.global internal local_unnamed_addr @table(dense<[1, 2, 3, 4]> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
llvm.mlir.global common @zeroed(0 : i64) {addr_space = 1 : i32} : i64
llvm.mlir.global external thread_local @tls(1.000000e+00 : f64) {addr_space = 0 : i32} : f64
llvm.mlir.global weak @weak_global(7 : i8) {addr_space = 0 : i32} : i8
llvm.mlir.global private @array() {addr_space = 0 : i32} : !llvm.array<4 x i32> {
  %0 = llvm.mlir.undef : !llvm.array<4 x i32>
  %1 = llvm.mlir.constant(3 : i32) : i32
  %2 = llvm.insertvalue %1, %0[2] : !llvm.array<4 x i32> 
  llvm.return %2 : !llvm.array<4 x i32>
}
llvm.mlir.global internal @self() {addr_space = 0 : i32, alignment = 8 : i64} : !llvm.struct<(i32, ptr)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
  %1 = llvm.mlir.addressof @self : !llvm.ptr
  %2 = llvm.insertvalue %1, %0[1] : !llvm.struct<(i32, ptr)> 
  llvm.return %2 : !llvm.struct<(i32, ptr)>
}
llvm.mlir.global external @node() {addr_space = 0 : i32} : !llvm.struct<"node", (i32, ptr)>
llvm.func @use() -> i32 {
  %0 = llvm.mlir.addressof @counter : !llvm.ptr
  %1 = llvm.load %0 {alignment = 4 : i64} : !llvm.ptr -> i32
  %2 = llvm.mlir.addressof @zeroed : !llvm.ptr<1>
  %3 = llvm.mlir.addressof @str : !llvm.ptr
  llvm.return %1 : i32
}
