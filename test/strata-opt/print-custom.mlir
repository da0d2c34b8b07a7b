// strata-opt prints the custom form by default, whatever form the input is
// in: here every operation is written in the generic form.
// RUN: strata-opt %s | filecheck %s
// The output ends with an empty line, as mlir-opt's does.
// RUN: test -z "$(strata-opt %s | tail -n 1)"

"builtin.module"() ({
  "func.func"() ({
  ^bb0(%n: index, %x: f32):
    %c0 = "arith.constant"() {value = 0 : index} : () -> index
    %c1 = "arith.constant"() {value = 1 : index} : () -> index
    %init = "arith.constant"() {value = 0.0 : f32} : () -> f32
    %r = "scf.for"(%c0, %n, %c1, %init) ({
    ^bb0(%i: index, %acc: f32):
      %s = "arith.addf"(%acc, %x) {fastmath = #arith.fastmath<none>} : (f32, f32) -> f32
      "scf.yield"(%s) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    %neg = "arith.cmpf"(%r, %init) {predicate = 4 : i64} : (f32, f32) -> i1
    "cf.cond_br"(%neg)[^bb1, ^bb2] {operand_segment_sizes = array<i32: 1, 0, 0>} : (i1) -> ()
  ^bb1:
    %z = "func.call"(%r) {callee = @abs} : (f32) -> f32
    "func.return"(%z) : (f32) -> ()
  ^bb2:
    "func.return"(%r) : (f32) -> ()
  }) {function_type = (index, f32) -> f32, sym_name = "sum"} : () -> ()
  "func.func"() ({
  }) {function_type = (f32) -> f32, sym_name = "abs", sym_visibility = "private"} : () -> ()
}) : () -> ()

// CHECK:      module {
// CHECK-NEXT:   func.func @sum(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %cst) -> (f32) {
// CHECK-NEXT:       %3 = arith.addf %arg3, %arg1 : f32
// CHECK-NEXT:       scf.yield %3 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = arith.cmpf olt, %0, %cst : f32
// CHECK-NEXT:     cf.cond_br %1, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %2 = call @abs(%0) : (f32) -> f32
// CHECK-NEXT:     return %2 : f32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @abs(f32) -> f32
// CHECK-NEXT: }
