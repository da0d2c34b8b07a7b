// Round trip: print(parse(x)) is a fixed point after one step, in custom
// and generic form, and custom -> generic -> custom (and back) gives the
// same text. The CHECK lines are mlir-opt-16's output for this file.
// RUN: strata-opt %s > %t.1 && strata-opt %t.1 > %t.2 && diff %t.1 %t.2
// RUN: strata-opt --mlir-print-op-generic %s > %t.g1 && strata-opt --mlir-print-op-generic %t.g1 > %t.g2 && diff %t.g1 %t.g2
// RUN: strata-opt %t.g1 > %t.c && diff %t.1 %t.c
// RUN: strata-opt --mlir-print-op-generic %t.1 > %t.g3 && diff %t.g1 %t.g3
// RUN: filecheck %s < %t.1
// RUN: filecheck %s --check-prefix=GENERIC < %t.g1
// The program is dialects/all/testdata/matrix_trace.mlir.

// Loops over tensor-shaped values: the elementwise running product of a
// generated vector, and the trace of an n x n identity-like pattern.
func.func @trace(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %row = scf.for %j = %c0 to %n step %c1 iter_args(%r = %acc) -> (index) {
      %diag = arith.cmpi eq, %i, %j : index
      %v = arith.select %diag, %c1, %c0 : index
      %r1 = arith.addi %r, %v : index
      scf.yield %r1 : index
    }
    scf.yield %row : index
  }
  return %t : index
}

func.func @running_product(%v: vector<4xi32>, %n: index) -> vector<4xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ones = arith.constant dense<1> : vector<4xi32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %ones) -> (vector<4xi32>) {
    %p = arith.muli %acc, %v : vector<4xi32>
    scf.yield %p : vector<4xi32>
  }
  return %r : vector<4xi32>
}

// CHECK: module {
// CHECK-LABEL: func.func @trace(%arg0: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %c0) -> (index) {
// CHECK-NEXT: %1 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg2) -> (index) {
// CHECK-NEXT: %2 = arith.cmpi eq, %arg1, %arg3 : index
// CHECK-NEXT: %3 = arith.select %2, %c1, %c0 : index
// CHECK-NEXT: %4 = arith.addi %arg4, %3 : index
// CHECK-NEXT: scf.yield %4 : index
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @running_product(%arg0: vector<4xi32>, %arg1: index) -> vector<4xi32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant dense<1> : vector<4xi32>
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %cst) -> (vector<4xi32>) {
// CHECK-NEXT: %1 = arith.muli %arg3, %arg0 : vector<4xi32>
// CHECK-NEXT: scf.yield %1 : vector<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : vector<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: index):
// GENERIC: }) {function_type = (index) -> index, sym_name = "trace"} : () -> ()
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: vector<4xi32>, %arg1: index):
// GENERIC: }) {function_type = (vector<4xi32>, index) -> vector<4xi32>, sym_name = "running_product"} : () -> ()
// GENERIC: }) : () -> ()
