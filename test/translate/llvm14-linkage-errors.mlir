// Linkages LLVM 14 refuses. The llvm dialect's verifier refuses, as
// upstream MLIR does, a common function, an appending global that is not
// an array and a common global whose value is not zero; strata-translate
// refuses an appending function, an extern_weak definition (function or
// global), a constant common global, a common global whose initializer
// region does not give zero, and a global of function type.
//
// RUN: not strata-translate --mlir-to-llvmir --split-input-file %s 2>&1 | filecheck %s

// CHECK: llvm14-linkage-errors.mlir:[[# @LINE + 1]]:1: error: 'llvm.func' op functions cannot have 'common' linkage
llvm.func common @f() {
  llvm.return
}

// -----

// CHECK: llvm14-linkage-errors.mlir:[[# @LINE + 1]]:1: error: cannot translate 'llvm.func' to LLVM IR: a function cannot have appending linkage (LLVM 14 refuses it; only global arrays can)
llvm.func appending @f() {
  llvm.return
}

// -----

// CHECK: llvm14-linkage-errors.mlir:[[# @LINE + 1]]:1: error: cannot translate 'llvm.func' to LLVM IR: a function with a body cannot have extern_weak linkage (LLVM 14 refuses it; extern_weak is for declarations)
llvm.func extern_weak @f() {
  llvm.return
}

// -----

// CHECK: llvm14-linkage-errors.mlir:[[# @LINE + 1]]:1: error: 'llvm.mlir.global' op expected array type for 'appending' linkage
llvm.mlir.global appending @g(0 : i32) : i32

// -----

// CHECK: llvm14-linkage-errors.mlir:[[# @LINE + 1]]:1: error: 'llvm.mlir.global' op expected zero value for 'common' linkage
llvm.mlir.global common @g(1 : i32) : i32

// -----

// CHECK: llvm14-linkage-errors.mlir:[[# @LINE + 1]]:1: error: cannot translate 'llvm.mlir.global' to LLVM IR: a global with common linkage cannot be constant (LLVM 14 refuses it)
llvm.mlir.global common constant @g(0 : i32) : i32

// -----

// CHECK: llvm14-linkage-errors.mlir:[[# @LINE + 1]]:1: error: cannot translate 'llvm.mlir.global' to LLVM IR: a global with common linkage must be initialized to zero (LLVM 14 refuses i64 7)
llvm.mlir.global common @g() : i64 {
  %c = llvm.mlir.constant(7 : i64) : i64
  llvm.return %c : i64
}

// -----

// CHECK: llvm14-linkage-errors.mlir:[[# @LINE + 1]]:1: error: cannot translate 'llvm.mlir.global' to LLVM IR: a global with extern_weak linkage cannot have an initializer (LLVM 14 refuses it; extern_weak is for declarations)
llvm.mlir.global extern_weak @g(0 : i32) : i32

// -----

// CHECK: llvm14-linkage-errors.mlir:[[# @LINE + 1]]:1: error: cannot translate 'llvm.mlir.global' to LLVM IR: a global cannot be of function type void () (LLVM 14 refuses it: declare a function with llvm.func)
llvm.mlir.global external @g() : !llvm.func<void ()>
