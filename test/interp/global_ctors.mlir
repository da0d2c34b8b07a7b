// Global constructors and destructors (llvm.mlir.global_ctors and
// _dtors): constructors run before main by increasing priority,
// destructors after main returns. The engine, the native build through
// LLVM 14 and mlir-opt-16's reading of the same text agree.
// RUN: strata-run %s | filecheck %s
// RUN: strata-opt %s | filecheck --check-prefix=IR %s
// RUN: strata-translate --mlir-to-llvmir %s | filecheck --check-prefix=LL %s
// REQUIRES: llc, gcc
// RUN: strata-translate --mlir-to-llvmir %s | llc -O0 -relocation-model=pic -filetype=obj -o %t.o && gcc %t.o -o %t && %t | filecheck %s

// CHECK: init2
// CHECK-NEXT: init
// CHECK-NEXT: main
// CHECK-NEXT: fini
// IR: llvm.mlir.global_ctors {ctors = [@init, @init2], priorities = [65535 : i32, 101 : i32]}
// IR: llvm.mlir.global_dtors {dtors = [@fini], priorities = [65535 : i32]}
// LL: @llvm.global_ctors = appending global [2 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 u0xFFFF, void ()* @init, i8* null }, { i32, void ()*, i8* } { i32 101, void ()* @init2, i8* null }]
// LL: @llvm.global_dtors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 u0xFFFF, void ()* @fini, i8* null }]

module {
  llvm.mlir.global_ctors {ctors = [@init, @init2], priorities = [65535 : i32, 101 : i32]}
  llvm.mlir.global_dtors {dtors = [@fini], priorities = [65535 : i32]}
  llvm.func @puts(!llvm.ptr) -> i32
  llvm.mlir.global private constant @s1("init\00") {addr_space = 0 : i32}
  llvm.mlir.global private constant @s2("init2\00") {addr_space = 0 : i32}
  llvm.mlir.global private constant @s3("fini\00") {addr_space = 0 : i32}
  llvm.mlir.global private constant @s4("main\00") {addr_space = 0 : i32}
  llvm.func @init() {
    %0 = llvm.mlir.addressof @s1 : !llvm.ptr
    %1 = llvm.call @puts(%0) : (!llvm.ptr) -> i32
    llvm.return
  }
  llvm.func @init2() {
    %0 = llvm.mlir.addressof @s2 : !llvm.ptr
    %1 = llvm.call @puts(%0) : (!llvm.ptr) -> i32
    llvm.return
  }
  llvm.func @fini() {
    %0 = llvm.mlir.addressof @s3 : !llvm.ptr
    %1 = llvm.call @puts(%0) : (!llvm.ptr) -> i32
    llvm.return
  }
  llvm.func @main() -> i32 {
    %0 = llvm.mlir.addressof @s4 : !llvm.ptr
    %1 = llvm.call @puts(%0) : (!llvm.ptr) -> i32
    %2 = llvm.mlir.constant(0 : i32) : i32
    llvm.return %2 : i32
  }
}
