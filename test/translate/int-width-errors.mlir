// strata-translate rejects, located, the integer types MLIR has and LLVM
// 14's IR reader does not: i0, and widths over 8388608 bits (1 << 23). The
// widest LLVM takes translates, and LLVM 14's opt reads it.
//
// RUN: not strata-translate --mlir-to-llvmir --split-input-file %s 2>&1 | filecheck %s
// RUN: strata-translate --mlir-to-llvmir %S/Inputs/int-width-max.mlir | filecheck %s --check-prefix=MAX
// RUN: strata-translate --mlir-to-llvmir %S/Inputs/int-width-max.mlir | opt -S -o /dev/null
// REQUIRES: opt

// CHECK: int-width-errors.mlir:[[# @LINE + 1]]:1: error: cannot translate 'llvm.func' to LLVM IR: type 'i16777215' has no LLVM 14 equivalent: LLVM integers are 1 to 8388608 bits wide
llvm.func @widest_mlir(%x: i16777215) -> i16777215 {
  llvm.return %x : i16777215
}

// -----

// CHECK: int-width-errors.mlir:[[# @LINE + 1]]:1: error: cannot translate 'llvm.func' to LLVM IR: type 'i8388609' has no LLVM 14 equivalent
llvm.func @one_over(%x: i8388609) {
  llvm.return
}

// -----

// CHECK: int-width-errors.mlir:[[# @LINE + 1]]:1: error: cannot translate 'llvm.func' to LLVM IR: type 'i0' has no LLVM 14 equivalent
llvm.func @zero(%x: i0) {
  llvm.return
}

// -----

// A wide value inside a function of ordinary signature is located at its op.
llvm.func @inner(%x: i32) -> i32 {
  // CHECK: int-width-errors.mlir:[[# @LINE + 1]]:8: error: cannot translate 'llvm.zext' to LLVM IR: type 'i9000000' has no LLVM 14 equivalent
  %w = llvm.zext %x : i32 to i9000000
  llvm.return %x : i32
}

// MAX: define i8388608 @widest(i8388608 %0)
