// Region simplification edits the operands cf.switch forwards to its
// targets, as it does for cf.br and cf.cond_br: unused target arguments are
// erased with what each case passes them, and identical blocks behind a
// switch are merged, the values they differ in becoming new arguments that
// every case passes. The CHECK lines are what mlir-opt-16 --canonicalize
// prints for this file.
// RUN: strata-opt %s --canonicalize | filecheck %s

// CHECK-LABEL: func.func @dead_args
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1(%arg1 : i32),
// CHECK-NEXT:      1: ^bb2(%arg2 : i32),
// CHECK-NEXT:      2: ^bb1(%arg2 : i32)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT:    %2 = arith.addi %1, %arg1 : i32
// CHECK-NEXT:    return %2 : i32
// CHECK-NEXT:  }
func.func @dead_args(%flag: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %flag : i32, [
    default: ^bb1(%a, %b : i32, i32),
    1: ^bb2(%b, %a : i32, i32),
    2: ^bb1(%b, %a : i32, i32)
  ]
^bb1(%x: i32, %unused: i32):
  %d = arith.muli %unused, %unused : i32
  return %x : i32
^bb2(%y: i32, %z: i32):
  %s = arith.addi %y, %a : i32
  return %s : i32
}

// The three targets differ only in their first multiplicand: one block is
// left, taking it as an argument.
// CHECK-LABEL: func.func @merge_cases
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1(%arg1 : i32),
// CHECK-NEXT:      4: ^bb1(%arg2 : i32),
// CHECK-NEXT:      7: ^bb1(%arg3 : i32)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT:    %1 = arith.muli %0, %arg1 : i32
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
func.func @merge_cases(%flag: i32, %a: i32, %b: i32, %c: i32) -> i32 {
  cf.switch %flag : i32, [
    default: ^bb1,
    4: ^bb2,
    7: ^bb3
  ]
^bb1:
  %x = arith.muli %a, %a : i32
  return %x : i32
^bb2:
  %y = arith.muli %b, %a : i32
  return %y : i32
^bb3:
  %z = arith.muli %c, %a : i32
  return %z : i32
}

// Merged blocks that already take arguments: the new argument is appended
// after the operands the cases pass. ^bb4 differs, and keeps its
// predecessors, a cond_br and a switch case.
// CHECK-LABEL: func.func @merge_with_args
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1, ^bb3(%arg3 : i32)
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb2(%arg2, %arg2 : i32, i32),
// CHECK-NEXT:      1: ^bb2(%arg3, %arg3 : i32, i32),
// CHECK-NEXT:      2: ^bb3(%arg2 : i32)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^bb2(%0: i32, %1: i32):  // 2 preds: ^bb1, ^bb1
// CHECK-NEXT:    %2 = arith.addi %0, %1 : i32
// CHECK-NEXT:    cf.br ^bb4(%2 : i32)
// CHECK-NEXT:  ^bb3(%3: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    %4 = arith.subi %3, %arg3 : i32
// CHECK-NEXT:    cf.br ^bb4(%4 : i32)
// CHECK-NEXT:  ^bb4(%5: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:    return %5 : i32
// CHECK-NEXT:  }
func.func @merge_with_args(%flag: i32, %cond: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %cond, ^bb1, ^bb4(%b : i32)
^bb1:
  cf.switch %flag : i32, [
    default: ^bb2(%a : i32),
    1: ^bb3(%b : i32),
    2: ^bb4(%a : i32)
  ]
^bb2(%x: i32):
  %r1 = arith.addi %x, %a : i32
  cf.br ^bb5(%r1 : i32)
^bb3(%y: i32):
  %r2 = arith.addi %y, %b : i32
  cf.br ^bb5(%r2 : i32)
^bb4(%w: i32):
  %r3 = arith.subi %w, %b : i32
  cf.br ^bb5(%r3 : i32)
^bb5(%r: i32):
  return %r : i32
}
