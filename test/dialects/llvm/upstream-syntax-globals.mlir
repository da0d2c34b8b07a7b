// llvm.mlir.global with upstream's keywords (MLIR 17+): an optional
// linkage, a visibility, unnamed_addr and thread_local in either order.
// The visibility prints as the attribute upstream stores it in; dso_local
// is an attribute in every version. strata prints thread_local before
// unnamed_addr, the order mlir-opt-16 reads (mlir-opt-16 itself prints the
// other, which it cannot read back).
// RUN: strata-opt %s > %t.1 && strata-opt %t.1 > %t.2 && diff %t.1 %t.2
// RUN: filecheck %s < %t.1
// RUN: strata-translate --mlir-to-llvmir %s | filecheck %s --check-prefix=IR

// CHECK: llvm.mlir.global external @__dso_handle() {addr_space = 0 : i32, dso_local, visibility_ = 1 : i64} : i8
// IR: @__dso_handle = external dso_local hidden global i8
llvm.mlir.global external hidden @__dso_handle() {addr_space = 0 : i32, dso_local} : i8

// CHECK: llvm.mlir.global external unnamed_addr constant @s("ab\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local, visibility_ = 1 : i64}
// IR: @s = dso_local hidden unnamed_addr constant [3 x i8] c"ab\00", align 1
llvm.mlir.global external hidden unnamed_addr constant @s("ab\00") {addr_space = 0 : i32, alignment = 1 : i64, dso_local} : !llvm.array<3 x i8>

// CHECK: llvm.mlir.global external thread_local local_unnamed_addr @t(1 : i32) {addr_space = 0 : i32, visibility_ = 2 : i64} : i32
// IR: @t = protected thread_local local_unnamed_addr global i32 1
llvm.mlir.global protected local_unnamed_addr thread_local @t(1 : i32) : i32

// CHECK: llvm.mlir.global external thread_local unnamed_addr @u(1 : i32) {addr_space = 0 : i32} : i32
// IR: @u = thread_local unnamed_addr global i32 1
llvm.mlir.global default thread_local unnamed_addr @u(1 : i32) : i32

// CHECK: llvm.mlir.global external @v(2 : i64) {addr_space = 0 : i32} : i64
// IR: @v = global i64 2
llvm.mlir.global @v(2 : i64) : i64
