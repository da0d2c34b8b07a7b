// --mlir-print-op-generic prints every operation in the generic form, and
// the flag may be spelled with one dash, given a value, or follow the input.
// RUN: strata-opt --mlir-print-op-generic %s | filecheck %s
// RUN: strata-opt %s -mlir-print-op-generic | filecheck %s
// RUN: strata-opt --mlir-print-op-generic=true %s | filecheck %s
// RUN: strata-opt --mlir-print-op-generic=1 %s | filecheck %s
// RUN: strata-opt --mlir-print-op-generic=false %s | filecheck %s --check-prefix=CUSTOM
// RUN: strata-opt --mlir-print-op-generic --mlir-print-op-generic=0 %s | filecheck %s --check-prefix=CUSTOM

func.func @select_max(%a: i32, %b: i32) -> i32 {
  %gt = arith.cmpi sgt, %a, %b : i32
  %r = scf.if %gt -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

func.func @loop(%n: i32) {
  cf.br ^head(%n : i32)
^head(%i: i32):
  %c0 = arith.constant 0 : i32
  %done = arith.cmpi eq, %i, %c0 : i32
  cf.cond_br %done, ^exit, ^body
^body:
  %c1 = arith.constant 1 : i32
  %next = arith.subi %i, %c1 : i32
  cf.br ^head(%next : i32)
^exit:
  return
}

// CHECK:      "builtin.module"() ({
// CHECK-NEXT:   "func.func"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32, %arg1: i32):
// CHECK-NEXT:     %0 = "arith.cmpi"(%arg0, %arg1) {predicate = 4 : i64} : (i32, i32) -> i1
// CHECK-NEXT:     %1 = "scf.if"(%0) ({
// CHECK-NEXT:       "scf.yield"(%arg0) : (i32) -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:       "scf.yield"(%arg1) : (i32) -> ()
// CHECK-NEXT:     }) : (i1) -> i32
// CHECK-NEXT:     "func.return"(%1) : (i32) -> ()
// CHECK-NEXT:   }) {function_type = (i32, i32) -> i32, sym_name = "select_max"} : () -> ()
// CHECK-NEXT:   "func.func"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     "cf.br"(%arg0)[^bb1] : (i32) -> ()
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %1 = "arith.constant"() {value = 0 : i32} : () -> i32
// CHECK-NEXT:     %2 = "arith.cmpi"(%0, %1) {predicate = 0 : i64} : (i32, i32) -> i1
// CHECK-NEXT:     "cf.cond_br"(%2)[^bb3, ^bb2] {operand_segment_sizes = array<i32: 1, 0, 0>} : (i1) -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %3 = "arith.constant"() {value = 1 : i32} : () -> i32
// CHECK-NEXT:     %4 = "arith.subi"(%0, %3) : (i32, i32) -> i32
// CHECK-NEXT:     "cf.br"(%4)[^bb1] : (i32) -> ()
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) {function_type = (i32) -> (), sym_name = "loop"} : () -> ()
// CHECK-NEXT: }) : () -> ()

// CUSTOM:     module {
// CUSTOM-NEXT:  func.func @select_max(%arg0: i32, %arg1: i32) -> i32 {
// CUSTOM-NOT:   "
