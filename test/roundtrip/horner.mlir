// Round trip: print(parse(x)) is a fixed point after one step, in custom
// and generic form, and custom -> generic -> custom (and back) gives the
// same text. The CHECK lines are mlir-opt-16's output for this file.
// RUN: strata-opt %s > %t.1 && strata-opt %t.1 > %t.2 && diff %t.1 %t.2
// RUN: strata-opt --mlir-print-op-generic %s > %t.g1 && strata-opt --mlir-print-op-generic %t.g1 > %t.g2 && diff %t.g1 %t.g2
// RUN: strata-opt %t.g1 > %t.c && diff %t.1 %t.c
// RUN: strata-opt --mlir-print-op-generic %t.1 > %t.g3 && diff %t.g1 %t.g3
// RUN: filecheck %s < %t.1
// RUN: filecheck %s --check-prefix=GENERIC < %t.g1

// Polynomial evaluation by Horner's rule on f64 with fast-math flags, a
// float-to-int rounding helper, and an f32 variant through casts.
func.func @horner(%x: f64, %c0: f64, %c1: f64, %c2: f64, %c3: f64) -> f64 {
  %a = arith.mulf %c3, %x fastmath<contract> : f64
  %b = arith.addf %a, %c2 fastmath<contract> : f64
  %c = arith.mulf %b, %x fastmath<contract> : f64
  %d = arith.addf %c, %c1 fastmath<contract> : f64
  %e = arith.mulf %d, %x fastmath<contract> : f64
  %f = arith.addf %e, %c0 fastmath<contract> : f64
  return %f : f64
}

func.func @round_to_i32(%v: f64) -> i32 {
  %half = arith.constant 5.000000e-01 : f64
  %zero = arith.constant 0.000000e+00 : f64
  %neg = arith.cmpf olt, %v, %zero : f64
  %nhalf = arith.negf %half : f64
  %bias = arith.select %neg, %nhalf, %half : f64
  %w = arith.addf %v, %bias : f64
  %i = arith.fptosi %w : f64 to i32
  return %i : i32
}

func.func @horner_f32(%x: f32) -> f32 {
  %xd = arith.extf %x : f32 to f64
  %k0 = arith.constant 1.000000e+00 : f64
  %k1 = arith.constant -2.500000e+00 : f64
  %k2 = arith.constant 0x7FF0000000000000 : f64
  %k3 = arith.constant 3.140000e+00 : f64
  %r = func.call @horner(%xd, %k0, %k1, %k2, %k3) : (f64, f64, f64, f64, f64) -> f64
  %rf = arith.truncf %r : f64 to f32
  %m = arith.maxf %rf, %x : f32
  %n = arith.minf %m, %x : f32
  %q = arith.remf %n, %x : f32
  return %q : f32
}

// CHECK: module {
// CHECK-LABEL: func.func @horner(%arg0: f64, %arg1: f64, %arg2: f64, %arg3: f64, %arg4: f64) -> f64 {
// CHECK-NEXT: %0 = arith.mulf %arg4, %arg0 fastmath<contract> : f64
// CHECK-NEXT: %1 = arith.addf %0, %arg3 fastmath<contract> : f64
// CHECK-NEXT: %2 = arith.mulf %1, %arg0 fastmath<contract> : f64
// CHECK-NEXT: %3 = arith.addf %2, %arg2 fastmath<contract> : f64
// CHECK-NEXT: %4 = arith.mulf %3, %arg0 fastmath<contract> : f64
// CHECK-NEXT: %5 = arith.addf %4, %arg1 fastmath<contract> : f64
// CHECK-NEXT: return %5 : f64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @round_to_i32(%arg0: f64) -> i32 {
// CHECK-NEXT: %cst = arith.constant 5.000000e-01 : f64
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %0 = arith.cmpf olt, %arg0, %cst_0 : f64
// CHECK-NEXT: %1 = arith.negf %cst : f64
// CHECK-NEXT: %2 = arith.select %0, %1, %cst : f64
// CHECK-NEXT: %3 = arith.addf %arg0, %2 : f64
// CHECK-NEXT: %4 = arith.fptosi %3 : f64 to i32
// CHECK-NEXT: return %4 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @horner_f32(%arg0: f32) -> f32 {
// CHECK-NEXT: %0 = arith.extf %arg0 : f32 to f64
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f64
// CHECK-NEXT: %cst_0 = arith.constant -2.500000e+00 : f64
// CHECK-NEXT: %cst_1 = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT: %cst_2 = arith.constant 3.140000e+00 : f64
// CHECK-NEXT: %1 = call @horner(%0, %cst, %cst_0, %cst_1, %cst_2) : (f64, f64, f64, f64, f64) -> f64
// CHECK-NEXT: %2 = arith.truncf %1 : f64 to f32
// CHECK-NEXT: %3 = arith.maxf %2, %arg0 : f32
// CHECK-NEXT: %4 = arith.minf %3, %arg0 : f32
// CHECK-NEXT: %5 = arith.remf %4, %arg0 : f32
// CHECK-NEXT: return %5 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: f64, %arg1: f64, %arg2: f64, %arg3: f64, %arg4: f64):
// GENERIC: }) {function_type = (f64, f64, f64, f64, f64) -> f64, sym_name = "horner"} : () -> ()
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: f64):
// GENERIC: }) {function_type = (f64) -> i32, sym_name = "round_to_i32"} : () -> ()
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: f32):
// GENERIC: }) {function_type = (f32) -> f32, sym_name = "horner_f32"} : () -> ()
// GENERIC: }) : () -> ()
