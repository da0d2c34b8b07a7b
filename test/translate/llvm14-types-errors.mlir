// Types LLVM 14 has no room for, which the llvm dialect's verifier
// refuses as MLIR does (so strata-opt says so too): arrays and structs of
// void or of functions, functions taking void or a function or returning
// a function, and loads and stores of a type without a size (a function,
// an opaque struct, an aggregate holding one).
//
// RUN: not strata-translate --mlir-to-llvmir --split-input-file %s 2>&1 | filecheck %s
// RUN: not strata-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=OPT

llvm.func @f(%p: !llvm.ptr) {
  // CHECK: llvm14-types-errors.mlir:[[# @LINE + 2]]:52: error: invalid array element type: !llvm.void
  // OPT: llvm14-types-errors.mlir:[[# @LINE + 1]]:52: error: invalid array element type: !llvm.void
  %v = llvm.load %p : !llvm.ptr -> !llvm.array<2 x void>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // CHECK: llvm14-types-errors.mlir:[[# @LINE + 1]]:52: error: invalid array element type: !llvm.func<void ()>
  %v = llvm.load %p : !llvm.ptr -> !llvm.array<2 x func<void ()>>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // CHECK: llvm14-types-errors.mlir:[[# @LINE + 1]]:55: error: invalid LLVM structure element type: !llvm.void
  %v = llvm.load %p : !llvm.ptr -> !llvm.struct<(i32, void)>
  llvm.return
}

// -----

// CHECK: llvm14-types-errors.mlir:[[# @LINE + 1]]:1: error: 'llvm.func' op invalid function argument type: !llvm.void
llvm.func @f(%x: !llvm.void) {
  llvm.return
}

// -----

// CHECK: llvm14-types-errors.mlir:[[# @LINE + 1]]:1: error: 'llvm.func' op invalid function argument type: !llvm.func<void ()>
llvm.func @f(!llvm.func<void ()>)

// -----

// CHECK: llvm14-types-errors.mlir:[[# @LINE + 1]]:1: error: 'llvm.func' op invalid function result type: !llvm.func<void ()>
llvm.func @f() -> !llvm.func<void ()>

// -----

llvm.func @f(%p: !llvm.ptr) -> !llvm.ptr {
  // CHECK: llvm14-types-errors.mlir:[[# @LINE + 1]]:42: error: invalid function argument type: !llvm.void
  %t = llvm.mlir.undef : !llvm.func<i32 (void)>
  llvm.return %p : !llvm.ptr
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // CHECK: llvm14-types-errors.mlir:[[# @LINE + 1]]:8: error: 'llvm.load' op result #0 must be LLVM type with size, but got '!llvm.func<i32 ()>'
  %v = llvm.load %p : !llvm.ptr -> !llvm.func<i32 ()>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // CHECK: llvm14-types-errors.mlir:[[# @LINE + 1]]:8: error: 'llvm.load' op result #0 must be LLVM type with size, but got '!llvm.struct<"o", opaque>'
  %v = llvm.load %p : !llvm.ptr -> !llvm.struct<"o", opaque>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: !llvm.array<2 x struct<"o", opaque>>) {
  // CHECK: llvm14-types-errors.mlir:[[# @LINE + 1]]:3: error: 'llvm.store' op operand #0 must be LLVM type with size, but got '!llvm.array<2 x struct<"o", opaque>>'
  llvm.store %v, %p : !llvm.array<2 x struct<"o", opaque>>, !llvm.ptr
  llvm.return
}
