// --mlir-print-debuginfo prints the location of every operation: where it
// was parsed, or the loc(...) it was written with. The implicit module is
// located at line 0, column 0 of the file, as in MLIR.
// RUN: strata-opt --mlir-print-debuginfo %s | filecheck %s -DFILE=%s
// RUN: strata-opt -mlir-print-debuginfo --mlir-print-op-generic %s | filecheck %s -DFILE=%s --check-prefix=GENERIC
// Locations printed are read back: the output is a fixed point.
// RUN: strata-opt --mlir-print-debuginfo %s > %t.1 && strata-opt --mlir-print-debuginfo %t.1 > %t.2 && diff %t.1 %t.2
// RUN: strata-opt --mlir-print-debuginfo %t.1 | filecheck %s -DFILE=%s
// Without the flag, no location is printed.
// RUN: strata-opt %s | filecheck %s --check-prefix=NOLOC
// Standard input is named <stdin>.
// RUN: strata-opt --mlir-print-debuginfo < %s | filecheck %s -DFILE='<stdin>'

func.func @f(%a: i32) -> i32 {
  %c = arith.constant 7 : i32 loc("seven")
  %s = arith.addi %a, %c : i32 loc(callsite("inlined" at "caller.mlir":4:2))
  %m = arith.muli %s, %s : i32 loc(fused["a.mlir":1:1, "b.mlir":2:2])
  %r = arith.subi %m, %a : i32
  return %r : i32
}

// CHECK:      module {
// CHECK-NEXT:   func.func @f(%arg0: i32 loc("[[FILE]]":14:14)) -> i32 {
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32 loc("seven")
// CHECK-NEXT:     %0 = arith.addi %arg0, %c7_i32 : i32 loc(callsite("inlined" at "caller.mlir":4:2))
// CHECK-NEXT:     %1 = arith.muli %0, %0 : i32 loc(fused["a.mlir":1:1, "b.mlir":2:2])
// CHECK-NEXT:     %2 = arith.subi %1, %arg0 : i32 loc("[[FILE]]":18:8)
// CHECK-NEXT:     return %2 : i32 loc("[[FILE]]":19:3)
// CHECK-NEXT:   } loc("[[FILE]]":14:1)
// CHECK-NEXT: } loc("[[FILE]]":0:0)

// GENERIC:      "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() ({
// GENERIC-NEXT:   ^bb0(%arg0: i32 loc("[[FILE]]":14:14)):
// GENERIC-NEXT:     %0 = "arith.constant"() {value = 7 : i32} : () -> i32 loc("seven")
// GENERIC:          "func.return"(%3) : (i32) -> () loc("[[FILE]]":19:3)
// GENERIC-NEXT:   }) {function_type = (i32) -> i32, sym_name = "f"} : () -> () loc("[[FILE]]":14:1)
// GENERIC-NEXT: }) : () -> () loc("[[FILE]]":0:0)

// NOLOC-NOT: loc(
