// strata-translate refuses, located, an operand LLVM 14 takes as an
// immediate (immarg) that is not an llvm.mlir.constant: MLIR 16's memcpy,
// memmove and memset take their isVolatile flag as an i1 operand, which
// the llvm dialect's verifier lets be any value, and LLVM 14's verifier
// rejects the call ("immarg operand has non-immediate parameter"). A
// constant flag translates, and LLVM 14's opt takes it.
//
// RUN: not strata-translate --mlir-to-llvmir --split-input-file %s 2>&1 | filecheck %s
// REQUIRES: opt
// RUN: strata-translate --mlir-to-llvmir %S/Inputs/memintrinsics-constant-flag.mlir | opt -verify -S -o /dev/null

llvm.func @copy(%d: !llvm.ptr, %s: !llvm.ptr, %n: i64, %v: i1) {
  // CHECK: llvm14-immarg-errors.mlir:[[# @LINE + 1]]:3: error: cannot translate 'llvm.intr.memcpy' to LLVM IR: the isVolatile flag of llvm.intr.memcpy must be a constant (LLVM takes it as an immediate)
  "llvm.intr.memcpy"(%d, %s, %n, %v) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
  llvm.return
}

// -----

llvm.func @move(%d: !llvm.ptr, %s: !llvm.ptr, %n: i32, %v: i1) {
  // CHECK: llvm14-immarg-errors.mlir:[[# @LINE + 1]]:3: error: cannot translate 'llvm.intr.memmove' to LLVM IR: the isVolatile flag of llvm.intr.memmove must be a constant (LLVM takes it as an immediate)
  "llvm.intr.memmove"(%d, %s, %n, %v) : (!llvm.ptr, !llvm.ptr, i32, i1) -> ()
  llvm.return
}

// -----

// A flag computed from constants is still not an immediate.
llvm.func @set(%d: !llvm.ptr, %b: i8, %n: i64) {
  %t = llvm.mlir.constant(true) : i1
  %f = llvm.xor %t, %t : i1
  // CHECK: llvm14-immarg-errors.mlir:[[# @LINE + 1]]:3: error: cannot translate 'llvm.intr.memset' to LLVM IR: the isVolatile flag of llvm.intr.memset must be a constant (LLVM takes it as an immediate)
  "llvm.intr.memset"(%d, %b, %n, %f) : (!llvm.ptr, i8, i64, i1) -> ()
  llvm.return
}

// -----

llvm.func @inline(%d: !llvm.ptr, %s: !llvm.ptr, %v: i1) {
  %n = llvm.mlir.constant(8 : i64) : i64
  // CHECK: llvm14-immarg-errors.mlir:[[# @LINE + 1]]:3: error: cannot translate 'llvm.intr.memcpy.inline' to LLVM IR: the isVolatile flag of llvm.intr.memcpy.inline must be a constant (LLVM takes it as an immediate)
  "llvm.intr.memcpy.inline"(%d, %s, %n, %v) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
  llvm.return
}
