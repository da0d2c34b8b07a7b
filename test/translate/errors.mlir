// What cannot be translated is a located error naming the op, with the
// source line and a caret; the exit status is 1 and -o is not written.
//
// RUN: not strata-translate --mlir-to-llvmir --split-input-file %s 2>&1 | FileCheck %s
// RUN: rm -f %t.ll && not strata-translate --mlir-to-llvmir %s -o %t.ll 2> /dev/null && test ! -e %t.ll

// An omp op left over after the conversions.
// CHECK: errors.mlir:[[# @LINE + 4]]:3: error: cannot translate 'omp.parallel' to LLVM IR: the 'omp' dialect has no translation to LLVM IR; lower OpenMP for a runtime first: strata-opt --omp-lower-to-llvm=runtime=libgomp (or iomp, pmsis)
// CHECK-NEXT: {{^}}  omp.parallel {
// CHECK-NEXT: {{^}}  ^
llvm.func @f() {
  omp.parallel {
    omp.terminator
  }
  llvm.return
}

// -----

// A cir function that was not converted.
// CHECK: errors.mlir:[[# @LINE + 1]]:1: error: cannot translate 'cir.func' to LLVM IR: the 'cir' dialect has no translation to LLVM IR
cir.func @g() {
  cir.return
}

// -----

// A type LLVM 14 IR (through llir) cannot spell.
// CHECK: errors.mlir:[[# @LINE + 1]]:1: error: cannot translate 'llvm.func' to LLVM IR: type 'bf16' has no LLVM IR equivalent
llvm.func @h(bf16)

// -----

// A definition needs an initializer.
// CHECK: errors.mlir:[[# @LINE + 1]]:1: error: cannot translate 'llvm.mlir.global' to LLVM IR: a global with internal linkage needs an initializer
llvm.mlir.global internal @x() : i32

// -----

// An initializer region may use only ops with constant counterparts.
// CHECK: errors.mlir:[[# @LINE + 4]]:8: error: cannot translate 'llvm.load' to LLVM IR: the operation cannot be folded into a global's initializer
llvm.mlir.global internal @y(1 : i32) : i32
llvm.mlir.global internal @z() : i32 {
  %0 = llvm.mlir.addressof @y : !llvm.ptr
  %1 = llvm.load %0 : !llvm.ptr -> i32
  llvm.return %1 : i32
}

// -----

// A loop annotation that is not LLVM loop metadata.
// CHECK: errors.mlir:[[# @LINE + 3]]:3: error: cannot translate 'llvm.br' to LLVM IR: loop property 'unroll' is not LLVM loop metadata (llvm.loop.*)
llvm.func @loop() {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^bb1 {llvm.loop = {unroll = 4 : i32}}
^bb1:
  llvm.return
}

// -----

// Parse errors are reported as the parser words them.
// CHECK: errors.mlir:[[# @LINE + 2]]:18: error: expected ':'
// CHECK-NEXT: {{^}}llvm.func @bad(%a i32)
llvm.func @bad(%a i32)
