// Round trip: print(parse(x)) is a fixed point after one step, in custom
// and generic form, and custom -> generic -> custom (and back) gives the
// same text. The CHECK lines are mlir-opt-16's output for this file.
// RUN: strata-opt %s > %t.1 && strata-opt %t.1 > %t.2 && diff %t.1 %t.2
// RUN: strata-opt --mlir-print-op-generic %s > %t.g1 && strata-opt --mlir-print-op-generic %t.g1 > %t.g2 && diff %t.g1 %t.g2
// RUN: strata-opt %t.g1 > %t.c && diff %t.1 %t.c
// RUN: strata-opt --mlir-print-op-generic %t.1 > %t.g3 && diff %t.g1 %t.g3
// RUN: filecheck %s < %t.1
// RUN: filecheck %s --check-prefix=GENERIC < %t.g1
// The program is dialects/all/testdata/conversions.mlir.

// Type conversions in a lowering pipeline's middle: index arithmetic in
// i64, floats narrowed for storage, and unrealized casts left behind by a
// partial conversion.
func.func @mean(%sum: f64, %count: index) -> f32 {
  %c = arith.index_castui %count : index to i64
  %cf = arith.uitofp %c : i64 to f64
  %m = arith.divf %sum, %cf : f64
  %r = arith.truncf %m : f64 to f32
  return %r : f32
}

func.func @partially_converted(%x: i32) -> i64 {
  %0 = builtin.unrealized_conversion_cast %x : i32 to index
  %1 = arith.index_cast %0 : index to i64
  %c1 = arith.constant 1 : i64
  %2 = arith.addi %1, %c1 : i64
  return %2 : i64
}

func.func @quantize(%x: f32) -> i8 {
  %scale = arith.constant 127.0 : f32
  %lo = arith.constant -1.0 : f32
  %hi = arith.constant 1.0 : f32
  %c0 = arith.maxf %x, %lo : f32
  %c1 = arith.minf %c0, %hi : f32
  %s = arith.mulf %c1, %scale : f32
  %q = arith.fptosi %s : f32 to i8
  return %q : i8
}

// CHECK: module {
// CHECK-LABEL: func.func @mean(%arg0: f64, %arg1: index) -> f32 {
// CHECK-NEXT: %0 = arith.index_castui %arg1 : index to i64
// CHECK-NEXT: %1 = arith.uitofp %0 : i64 to f64
// CHECK-NEXT: %2 = arith.divf %arg0, %1 : f64
// CHECK-NEXT: %3 = arith.truncf %2 : f64 to f32
// CHECK-NEXT: return %3 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @partially_converted(%arg0: i32) -> i64 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i32 to index
// CHECK-NEXT: %1 = arith.index_cast %0 : index to i64
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %2 = arith.addi %1, %c1_i64 : i64
// CHECK-NEXT: return %2 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @quantize(%arg0: f32) -> i8 {
// CHECK-NEXT: %cst = arith.constant 1.270000e+02 : f32
// CHECK-NEXT: %cst_0 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = arith.maxf %arg0, %cst_0 : f32
// CHECK-NEXT: %1 = arith.minf %0, %cst_1 : f32
// CHECK-NEXT: %2 = arith.mulf %1, %cst : f32
// CHECK-NEXT: %3 = arith.fptosi %2 : f32 to i8
// CHECK-NEXT: return %3 : i8
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: f64, %arg1: index):
// GENERIC: }) {function_type = (f64, index) -> f32, sym_name = "mean"} : () -> ()
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: i32):
// GENERIC: }) {function_type = (i32) -> i64, sym_name = "partially_converted"} : () -> ()
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: f32):
// GENERIC: }) {function_type = (f32) -> i8, sym_name = "quantize"} : () -> ()
// GENERIC: }) : () -> ()
