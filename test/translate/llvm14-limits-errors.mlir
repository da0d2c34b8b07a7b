// strata-translate rejects, located, what the llvm dialect (MLIR 16's
// verifier) takes and LLVM 14's IR reader does not: the integer types i0
// and over 8388608 bits (1 << 23), and alignments that are not a power of
// two or are over 1 << 32. The widest integer LLVM takes translates, and
// LLVM 14's opt reads it.
//
// RUN: not strata-translate --mlir-to-llvmir --split-input-file %s 2>&1 | filecheck %s
// RUN: strata-translate --mlir-to-llvmir %S/Inputs/int-width-max.mlir | filecheck %s --check-prefix=MAX
// RUN: strata-translate --mlir-to-llvmir %S/Inputs/int-width-max.mlir | opt -S -o /dev/null
// REQUIRES: opt

// CHECK: llvm14-limits-errors.mlir:[[# @LINE + 1]]:1: error: cannot translate 'llvm.func' to LLVM IR: type 'i16777215' has no LLVM 14 equivalent: LLVM integers are 1 to 8388608 bits wide
llvm.func @widest_mlir(%x: i16777215) -> i16777215 {
  llvm.return %x : i16777215
}

// -----

// CHECK: llvm14-limits-errors.mlir:[[# @LINE + 1]]:1: error: cannot translate 'llvm.func' to LLVM IR: type 'i8388609' has no LLVM 14 equivalent
llvm.func @one_over(%x: i8388609) {
  llvm.return
}

// -----

// CHECK: llvm14-limits-errors.mlir:[[# @LINE + 1]]:1: error: cannot translate 'llvm.func' to LLVM IR: type 'i0' has no LLVM 14 equivalent
llvm.func @zero(%x: i0) {
  llvm.return
}

// -----

// A wide value inside a function of ordinary signature is located at its op.
llvm.func @inner(%x: i32) -> i32 {
  // CHECK: llvm14-limits-errors.mlir:[[# @LINE + 1]]:8: error: cannot translate 'llvm.zext' to LLVM IR: type 'i9000000' has no LLVM 14 equivalent
  %w = llvm.zext %x : i32 to i9000000
  llvm.return %x : i32
}

// -----

llvm.func @align_load(%p: !llvm.ptr) -> i32 {
  // CHECK: llvm14-limits-errors.mlir:[[# @LINE + 1]]:8: error: cannot translate 'llvm.load' to LLVM IR: alignment 3 is not a power of two, which LLVM requires
  %v = llvm.load %p {alignment = 3 : i64} : !llvm.ptr -> i32
  llvm.return %v : i32
}

// -----

llvm.func @align_alloca(%n: i64) -> !llvm.ptr {
  // CHECK: llvm14-limits-errors.mlir:[[# @LINE + 1]]:8: error: cannot translate 'llvm.alloca' to LLVM IR: alignment 8589934592 is over LLVM 14's limit of 4294967296
  %p = llvm.alloca %n x i32 {alignment = 8589934592 : i64} : (i64) -> !llvm.ptr
  llvm.return %p : !llvm.ptr
}

// -----

// CHECK: llvm14-limits-errors.mlir:[[# @LINE + 1]]:1: error: cannot translate 'llvm.func' to LLVM IR: llvm.align of argument #0: alignment 12 is not a power of two, which LLVM requires
llvm.func @align_arg(%p: !llvm.ptr {llvm.align = 12 : i64}) {
  llvm.return
}

// MAX: define i8388608 @widest(i8388608 %0)
