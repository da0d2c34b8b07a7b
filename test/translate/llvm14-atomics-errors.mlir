// Atomics LLVM 14 refuses. The llvm dialect's verifier refuses what MLIR
// refuses too: atomicrmw and cmpxchg of an integer that is not a
// power-of-two number of bytes (i1, i7), of a float that is not (f80),
// atomic loads and stores of f80 and with alignment 0 (none). strata-
// translate refuses the rest: a fence that is unordered or monotonic, and
// an atomicrmw xchg of a pointer (LLVM 15 takes it, LLVM 14 does not).
//
// RUN: not strata-translate --mlir-to-llvmir --split-input-file %s 2>&1 | filecheck %s

llvm.func @f(%p: !llvm.ptr, %a: i7) {
  // CHECK: llvm14-atomics-errors.mlir:[[# @LINE + 1]]:8: error: 'llvm.atomicrmw' op expected LLVM IR integer type
  %r = llvm.atomicrmw add %p, %a monotonic : !llvm.ptr, i7
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %a: i1) {
  // CHECK: llvm14-atomics-errors.mlir:[[# @LINE + 1]]:8: error: 'llvm.atomicrmw' op unexpected LLVM IR type for 'xchg' bin_op
  %r = llvm.atomicrmw xchg %p, %a monotonic : !llvm.ptr, i1
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %a: f80) {
  // CHECK: llvm14-atomics-errors.mlir:[[# @LINE + 1]]:8: error: 'llvm.atomicrmw' op expected LLVM IR floating point type
  %r = llvm.atomicrmw fadd %p, %a monotonic : !llvm.ptr, f80
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %a: i7, %b: i7) {
  // CHECK: llvm14-atomics-errors.mlir:[[# @LINE + 1]]:8: error: 'llvm.cmpxchg' op unexpected LLVM IR type
  %r = llvm.cmpxchg %p, %a, %b acq_rel monotonic : !llvm.ptr, i7
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) -> f80 {
  // CHECK: llvm14-atomics-errors.mlir:[[# @LINE + 1]]:8: error: 'llvm.load' op unsupported type 'f80' for atomic access
  %r = llvm.load %p atomic monotonic {alignment = 16 : i64} : !llvm.ptr -> f80
  llvm.return %r : f80
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i32) {
  // CHECK: llvm14-atomics-errors.mlir:[[# @LINE + 1]]:3: error: 'llvm.store' op expected alignment for atomic access
  llvm.store %v, %p atomic release {alignment = 0 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f() {
  // CHECK: llvm14-atomics-errors.mlir:[[# @LINE + 1]]:3: error: cannot translate 'llvm.fence' to LLVM IR: a fence cannot be 'monotonic'; LLVM 14 takes acquire, release, acq_rel and seq_cst
  llvm.fence monotonic
  llvm.return
}

// -----

llvm.func @f() {
  // CHECK: llvm14-atomics-errors.mlir:[[# @LINE + 1]]:3: error: cannot translate 'llvm.fence' to LLVM IR: a fence cannot be 'unordered'
  llvm.fence syncscope("agent") unordered
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %q: !llvm.ptr) -> !llvm.ptr {
  // CHECK: llvm14-atomics-errors.mlir:[[# @LINE + 1]]:8: error: cannot translate 'llvm.atomicrmw' to LLVM IR: atomicrmw xchg of a pointer is not supported by LLVM 14, whose xchg takes integers and floats only
  %r = llvm.atomicrmw xchg %p, %q seq_cst : !llvm.ptr, !llvm.ptr
  llvm.return %r : !llvm.ptr
}
