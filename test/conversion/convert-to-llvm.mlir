// convert-to-llvm lowers cir, scf, arith and func together; omp ops stay,
// with the cir values in their regions converted. convert-cir-to-llvm
// alone leaves the ops without cir types as they are.
// RUN: strata-opt --convert-to-llvm %s | FileCheck %s
// RUN: strata-opt --convert-to-llvm=overflow-flags=false %s | FileCheck --check-prefix=NOFLAGS %s
// RUN: strata-opt --convert-cir-to-llvm %s | FileCheck --check-prefix=CIRONLY %s

!s32i = !cir.int<s, 32>
func.func @sum(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %v = arith.index_cast %i : index to i64
    %a = arith.addi %acc, %v : i64
    scf.yield %a : i64
  }
  return %r : i64
}
cir.func @twice(%x: !s32i) -> !s32i {
  %two = cir.const #cir.int<2> : !s32i
  %r = cir.binop(mul, %x, %two) : !s32i
  cir.return %r : !s32i
}
cir.func @par(%n: !s32i) {
  omp.parallel {
    %p = cir.alloca !s32i, !cir.ptr<!s32i>, ["t"] {alignment = 4 : i64}
    cir.store %n, %p : !s32i, !cir.ptr<!s32i>
    omp.terminator
  }
  cir.return
}

// CHECK-LABEL: llvm.func @sum(%arg0: i64) -> i64
// CHECK:         llvm.br ^bb1
// CHECK:         llvm.icmp "slt"
// CHECK:         llvm.cond_br
// CHECK-NOT:     scf.
// CHECK:         llvm.return
// CHECK-LABEL: llvm.func @twice(%arg0: i32) -> i32
// CHECK:         llvm.mul %arg0, %{{.*}} overflow<nsw> : i32
// CHECK-LABEL: llvm.func @par(%arg0: i32)
// CHECK:         omp.parallel {
// CHECK:           llvm.alloca %{{.*}} x i32
// CHECK:           llvm.store %arg0, %{{.*}} : i32, !llvm.ptr
// CHECK:           omp.terminator
// CHECK-NOT:   cir.
// CHECK-NOT:   unrealized_conversion_cast

// NOFLAGS-LABEL: llvm.func @twice
// NOFLAGS:         llvm.mul %arg0, %{{[0-9]+}} : i32

// CIRONLY-LABEL: func.func @sum(%arg0: index) -> i64
// CIRONLY:         scf.for
// CIRONLY:         arith.addi
// CIRONLY-LABEL: llvm.func @twice
