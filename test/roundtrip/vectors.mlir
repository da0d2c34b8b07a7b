// Round trip: print(parse(x)) is a fixed point after one step, in custom
// and generic form, and custom -> generic -> custom (and back) gives the
// same text. The CHECK lines are mlir-opt-16's output for this file.
// RUN: strata-opt %s > %t.1 && strata-opt %t.1 > %t.2 && diff %t.1 %t.2
// RUN: strata-opt --mlir-print-op-generic %s > %t.g1 && strata-opt --mlir-print-op-generic %t.g1 > %t.g2 && diff %t.g1 %t.g2
// RUN: strata-opt %t.g1 > %t.c && diff %t.1 %t.c
// RUN: strata-opt --mlir-print-op-generic %t.1 > %t.g3 && diff %t.g1 %t.g3
// RUN: filecheck %s < %t.1
// RUN: filecheck %s --check-prefix=GENERIC < %t.g1

// Element-wise kernels on vectors and tensors-free vector constants:
// saturating add, a lane mask, and a bit-level float trick.
func.func @saturating_add(%a: vector<4xi16>, %b: vector<4xi16>) -> vector<4xi16> {
  %max = arith.constant dense<32767> : vector<4xi16>
  %min = arith.constant dense<-32768> : vector<4xi16>
  %wa = arith.extsi %a : vector<4xi16> to vector<4xi32>
  %wb = arith.extsi %b : vector<4xi16> to vector<4xi32>
  %s = arith.addi %wa, %wb : vector<4xi32>
  %hi = arith.extsi %max : vector<4xi16> to vector<4xi32>
  %lo = arith.extsi %min : vector<4xi16> to vector<4xi32>
  %c1 = arith.minsi %s, %hi : vector<4xi32>
  %c2 = arith.maxsi %c1, %lo : vector<4xi32>
  %r = arith.trunci %c2 : vector<4xi32> to vector<4xi16>
  return %r : vector<4xi16>
}

func.func @lane_mask(%v: vector<4xi32>) -> vector<4xi32> {
  %pattern = arith.constant dense<[1, 0, 1, 0]> : vector<4xi32>
  %zero = arith.constant dense<0> : vector<4xi32>
  %on = arith.cmpi ne, %pattern, %zero : vector<4xi32>
  %r = arith.select %on, %v, %zero : vector<4xi1>, vector<4xi32>
  return %r : vector<4xi32>
}

func.func @fast_abs(%x: vector<2xf32>) -> vector<2xf32> {
  %bits = arith.bitcast %x : vector<2xf32> to vector<2xi32>
  %mask = arith.constant dense<2147483647> : vector<2xi32>
  %abs = arith.andi %bits, %mask : vector<2xi32>
  %r = arith.bitcast %abs : vector<2xi32> to vector<2xf32>
  return %r : vector<2xf32>
}

// CHECK: module {
// CHECK-LABEL: func.func @saturating_add(%arg0: vector<4xi16>, %arg1: vector<4xi16>) -> vector<4xi16> {
// CHECK-NEXT: %cst = arith.constant dense<32767> : vector<4xi16>
// CHECK-NEXT: %cst_0 = arith.constant dense<-32768> : vector<4xi16>
// CHECK-NEXT: %0 = arith.extsi %arg0 : vector<4xi16> to vector<4xi32>
// CHECK-NEXT: %1 = arith.extsi %arg1 : vector<4xi16> to vector<4xi32>
// CHECK-NEXT: %2 = arith.addi %0, %1 : vector<4xi32>
// CHECK-NEXT: %3 = arith.extsi %cst : vector<4xi16> to vector<4xi32>
// CHECK-NEXT: %4 = arith.extsi %cst_0 : vector<4xi16> to vector<4xi32>
// CHECK-NEXT: %5 = arith.minsi %2, %3 : vector<4xi32>
// CHECK-NEXT: %6 = arith.maxsi %5, %4 : vector<4xi32>
// CHECK-NEXT: %7 = arith.trunci %6 : vector<4xi32> to vector<4xi16>
// CHECK-NEXT: return %7 : vector<4xi16>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @lane_mask(%arg0: vector<4xi32>) -> vector<4xi32> {
// CHECK-NEXT: %cst = arith.constant dense<[1, 0, 1, 0]> : vector<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT: %0 = arith.cmpi ne, %cst, %cst_0 : vector<4xi32>
// CHECK-NEXT: %1 = arith.select %0, %arg0, %cst_0 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: return %1 : vector<4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fast_abs(%arg0: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : vector<2xf32> to vector<2xi32>
// CHECK-NEXT: %cst = arith.constant dense<2147483647> : vector<2xi32>
// CHECK-NEXT: %1 = arith.andi %0, %cst : vector<2xi32>
// CHECK-NEXT: %2 = arith.bitcast %1 : vector<2xi32> to vector<2xf32>
// CHECK-NEXT: return %2 : vector<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: vector<4xi16>, %arg1: vector<4xi16>):
// GENERIC: }) {function_type = (vector<4xi16>, vector<4xi16>) -> vector<4xi16>, sym_name = "saturating_add"} : () -> ()
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: vector<4xi32>):
// GENERIC: }) {function_type = (vector<4xi32>) -> vector<4xi32>, sym_name = "lane_mask"} : () -> ()
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: vector<2xf32>):
// GENERIC: }) {function_type = (vector<2xf32>) -> vector<2xf32>, sym_name = "fast_abs"} : () -> ()
// GENERIC: }) : () -> ()
