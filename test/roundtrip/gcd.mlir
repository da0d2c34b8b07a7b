// Round trip: print(parse(x)) is a fixed point after one step, in custom
// and generic form, and custom -> generic -> custom (and back) gives the
// same text. The CHECK lines are mlir-opt-16's output for this file.
// RUN: strata-opt %s > %t.1 && strata-opt %t.1 > %t.2 && diff %t.1 %t.2
// RUN: strata-opt --mlir-print-op-generic %s > %t.g1 && strata-opt --mlir-print-op-generic %t.g1 > %t.g2 && diff %t.g1 %t.g2
// RUN: strata-opt %t.g1 > %t.c && diff %t.1 %t.c
// RUN: strata-opt --mlir-print-op-generic %t.1 > %t.g3 && diff %t.g1 %t.g3
// RUN: filecheck %s < %t.1
// RUN: filecheck %s --check-prefix=GENERIC < %t.g1
// The program is dialects/all/testdata/gcd.mlir.

// Greatest common divisor three ways: scf.while, cf loop and recursion,
// with a checker comparing them.
func.func @gcd_while(%a: i64, %b: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %r:2 = scf.while (%x = %a, %y = %b) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi ne, %y, %c0 : i64
    scf.condition(%more) %x, %y : i64, i64
  } do {
  ^bb0(%x1: i64, %y1: i64):
    %m = arith.remui %x1, %y1 : i64
    scf.yield %y1, %m : i64, i64
  }
  return %r#0 : i64
}

func.func @gcd_cf(%a: i64, %b: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  cf.br ^head(%a, %b : i64, i64)
^head(%x: i64, %y: i64):
  %z = arith.cmpi eq, %y, %c0 : i64
  cf.cond_br %z, ^exit, ^body
^body:
  %m = arith.remui %x, %y : i64
  cf.br ^head(%y, %m : i64, i64)
^exit:
  return %x : i64
}

func.func @gcd_rec(%a: i64, %b: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %z = arith.cmpi eq, %b, %c0 : i64
  %r = scf.if %z -> (i64) {
    scf.yield %a : i64
  } else {
    %m = arith.remui %a, %b : i64
    %g = func.call @gcd_rec(%b, %m) : (i64, i64) -> i64
    scf.yield %g : i64
  }
  return %r : i64
}

func.func @check(%a: i64, %b: i64) {
  %0 = func.call @gcd_while(%a, %b) : (i64, i64) -> i64
  %1 = func.call @gcd_cf(%a, %b) : (i64, i64) -> i64
  %2 = func.call @gcd_rec(%a, %b) : (i64, i64) -> i64
  %e1 = arith.cmpi eq, %0, %1 : i64
  %e2 = arith.cmpi eq, %1, %2 : i64
  %ok = arith.andi %e1, %e2 : i1
  cf.assert %ok, "gcd implementations disagree"
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @gcd_while(%arg0: i64, %arg1: i64) -> i64 {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i64, i64) -> (i64, i64) {
// CHECK-NEXT: %1 = arith.cmpi ne, %arg3, %c0_i64 : i64
// CHECK-NEXT: scf.condition(%1) %arg2, %arg3 : i64, i64
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i64, %arg3: i64):
// CHECK-NEXT: %1 = arith.remui %arg2, %arg3 : i64
// CHECK-NEXT: scf.yield %arg3, %1 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @gcd_cf(%arg0: i64, %arg1: i64) -> i64 {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg1 : i64, i64)
// CHECK-NEXT: ^bb1(%0: i64, %1: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %2 = arith.cmpi eq, %1, %c0_i64 : i64
// CHECK-NEXT: cf.cond_br %2, ^bb3, ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %3 = arith.remui %0, %1 : i64
// CHECK-NEXT: cf.br ^bb1(%1, %3 : i64, i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @gcd_rec(%arg0: i64, %arg1: i64) -> i64 {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0 = arith.cmpi eq, %arg1, %c0_i64 : i64
// CHECK-NEXT: %1 = scf.if %0 -> (i64) {
// CHECK-NEXT: scf.yield %arg0 : i64
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = arith.remui %arg0, %arg1 : i64
// CHECK-NEXT: %3 = func.call @gcd_rec(%arg1, %2) : (i64, i64) -> i64
// CHECK-NEXT: scf.yield %3 : i64
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @check(%arg0: i64, %arg1: i64) {
// CHECK-NEXT: %0 = call @gcd_while(%arg0, %arg1) : (i64, i64) -> i64
// CHECK-NEXT: %1 = call @gcd_cf(%arg0, %arg1) : (i64, i64) -> i64
// CHECK-NEXT: %2 = call @gcd_rec(%arg0, %arg1) : (i64, i64) -> i64
// CHECK-NEXT: %3 = arith.cmpi eq, %0, %1 : i64
// CHECK-NEXT: %4 = arith.cmpi eq, %1, %2 : i64
// CHECK-NEXT: %5 = arith.andi %3, %4 : i1
// CHECK-NEXT: cf.assert %5, "gcd implementations disagree"
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: i64, %arg1: i64):
// GENERIC: }) {function_type = (i64, i64) -> i64, sym_name = "gcd_while"} : () -> ()
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: i64, %arg1: i64):
// GENERIC: }) {function_type = (i64, i64) -> i64, sym_name = "gcd_cf"} : () -> ()
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: i64, %arg1: i64):
// GENERIC: }) {function_type = (i64, i64) -> i64, sym_name = "gcd_rec"} : () -> ()
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: i64, %arg1: i64):
// GENERIC: }) {function_type = (i64, i64) -> (), sym_name = "check"} : () -> ()
// GENERIC: }) : () -> ()
