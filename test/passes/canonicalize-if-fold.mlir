// scf.if on a negated condition swaps its branches by folding (MLIR 16's
// IfOp::fold), not by a pattern: disabling every scf.if pattern keeps it,
// as in mlir-opt-16, and it needs an else branch.
// RUN: strata-opt %s --canonicalize | filecheck %s
// RUN: strata-opt %s '--canonicalize=disable-patterns=CombineIfs,CombineNestedIfs,ConditionPropagation,ConvertTrivialIfToSelect,RemoveEmptyElseBranch,RemoveStaticCondition,RemoveUnusedResults,ReplaceIfYieldWithConditionOrValue' | filecheck %s

// CHECK-LABEL: func.func @negated
// CHECK-NEXT:    %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %1 = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT:      scf.yield %1 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : i32
func.func @negated(%c: i1, %a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %r = scf.if %n -> (i32) {
    scf.yield %a : i32
  } else {
    %m = arith.muli %a, %b : i32
    scf.yield %m : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @no_else
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT:    scf.if %0 {
func.func private @use(i32)
func.func @no_else(%c: i1, %a: i32) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    func.call @use(%a) : (i32) -> ()
  }
  return
}
