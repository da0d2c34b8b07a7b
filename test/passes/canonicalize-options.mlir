// The options of canonicalize, as mlir-opt-16's: the same input gives the
// same output as mlir-opt-16 under each of them.
// RUN: strata-opt %s --canonicalize | filecheck %s --check-prefix=DEFAULT
// RUN: strata-opt %s --canonicalize=top-down=false | filecheck %s --check-prefix=DEFAULT
// RUN: strata-opt %s --pass-pipeline='builtin.module(canonicalize{top-down=false max-iterations=-1})' | filecheck %s --check-prefix=DEFAULT
// RUN: strata-opt %s --canonicalize=max-iterations=1 | filecheck %s --check-prefix=ONCE
// RUN: strata-opt %s --canonicalize=region-simplify=false | filecheck %s --check-prefix=NOSIMPLIFY
// RUN: strata-opt %s --canonicalize=max-num-rewrites=0 | filecheck %s --check-prefix=NOREWRITE
// RUN: strata-opt %s --canonicalize=max-iterations=0 | filecheck %s --check-prefix=NOTHING
// disable-patterns and enable-patterns name patterns as the dialects
// declare them (ir.CanonicalizationPattern.Name).
// RUN: strata-opt %s --canonicalize=disable-patterns=SimplifyCondBranchIdenticalSuccessors | filecheck %s --check-prefix=DISABLE
// RUN: strata-opt %s '--canonicalize=enable-patterns=SimplifyPassThroughCondBranch,SimplifyBrToBlockWithSinglePred' | filecheck %s --check-prefix=DISABLE

func.func @f(%a: i32, %b: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  cf.cond_br %b, ^bb1(%c1, %a : i32, i32), ^bb2(%a : i32)
^bb1(%x: i32, %unused: i32):
  %d = arith.muli %x, %unused : i32
  cf.br ^bb2(%x : i32)
^bb2(%y: i32):
  %z = arith.addi %y, %a : i32
  %r = arith.addi %c0, %z : i32
  return %r : i32
}

// Enough iterations turn the diamond into a select.
// DEFAULT:      func.func @f(%arg0: i32, %arg1: i1) -> i32 {
// DEFAULT-NEXT:   %c1_i32 = arith.constant 1 : i32
// DEFAULT-NEXT:   %0 = arith.select %arg1, %c1_i32, %arg0 : i32
// DEFAULT-NEXT:   %1 = arith.addi %0, %arg0 : i32
// DEFAULT-NEXT:   return %1 : i32
// DEFAULT-NEXT: }

// One iteration folds and simplifies the regions once: the dead argument
// and its operand are gone, the rest waits for the next iteration.
// ONCE:      func.func @f(%arg0: i32, %arg1: i1) -> i32 {
// ONCE-NEXT:   %c1_i32 = arith.constant 1 : i32
// ONCE-NEXT:   cf.cond_br %arg1, ^bb1(%c1_i32 : i32), ^bb2(%arg0 : i32)
// ONCE-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// ONCE-NEXT:   cf.br ^bb2(%0 : i32)
// ONCE-NEXT: ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
// ONCE-NEXT:   %2 = arith.addi %1, %arg0 : i32
// ONCE-NEXT:   return %2 : i32
// ONCE-NEXT: }

// Without region simplification the block that patterns made unreachable
// stays, with both its arguments.
// NOSIMPLIFY:      func.func @f(%arg0: i32, %arg1: i1) -> i32 {
// NOSIMPLIFY-NEXT:   %c1_i32 = arith.constant 1 : i32
// NOSIMPLIFY-NEXT:   cf.cond_br %arg1, ^bb2(%c1_i32 : i32), ^bb2(%arg0 : i32)
// NOSIMPLIFY-NEXT: ^bb1(%0: i32, %1: i32):  // no predecessors
// NOSIMPLIFY-NEXT:   cf.br ^bb2(%0 : i32)
// NOSIMPLIFY-NEXT: ^bb2(%2: i32):  // 3 preds: ^bb0, ^bb0, ^bb1
// NOSIMPLIFY-NEXT:   %3 = arith.addi %2, %arg0 : i32
// NOSIMPLIFY-NEXT:   return %3 : i32
// NOSIMPLIFY-NEXT: }

// The rewrite limit also stops the worklist, folds included: with none
// allowed, only region simplification runs (as in mlir-opt-16).
// NOREWRITE:      func.func @f(%arg0: i32, %arg1: i1) -> i32 {
// NOREWRITE-NEXT:   %c1_i32 = arith.constant 1 : i32
// NOREWRITE-NEXT:   %c0_i32 = arith.constant 0 : i32
// NOREWRITE-NEXT:   cf.cond_br %arg1, ^bb1(%c1_i32 : i32), ^bb2(%arg0 : i32)
// NOREWRITE-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// NOREWRITE-NEXT:   cf.br ^bb2(%0 : i32)
// NOREWRITE-NEXT: ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
// NOREWRITE-NEXT:   %2 = arith.addi %1, %arg0 : i32
// NOREWRITE-NEXT:   %3 = arith.addi %c0_i32, %2 : i32
// NOREWRITE-NEXT:   return %3 : i32
// NOREWRITE-NEXT: }

// Zero iterations change nothing.
// NOTHING:      %c1_i32 = arith.constant 1 : i32
// NOTHING-NEXT: %c0_i32 = arith.constant 0 : i32
// NOTHING-NEXT: cf.cond_br %arg1, ^bb1(%c1_i32, %arg0 : i32, i32), ^bb2(%arg0 : i32)

// Without the pattern that turns a branch to identical successors into a
// select, the branch stays.
// DISABLE:      %c1_i32 = arith.constant 1 : i32
// DISABLE-NEXT: cf.cond_br %arg1, ^bb1(%c1_i32 : i32), ^bb1(%arg0 : i32)
// DISABLE-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// DISABLE-NEXT:   %1 = arith.addi %0, %arg0 : i32
// DISABLE-NEXT:   return %1 : i32
