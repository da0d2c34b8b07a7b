// convert-scf-to-cf lowers scf.for, scf.if, scf.while and
// scf.execute_region to cf branches in the enclosing region, as
// mlir-opt-16 --convert-scf-to-cf does (the CHECK lines are its output).
// The pass has no anchor, so it runs on the module, or nested on each
// function, with the same result.
// RUN: strata-opt --convert-scf-to-cf %s | filecheck %s
// RUN: strata-opt --pass-pipeline='builtin.module(convert-scf-to-cf)' %s | filecheck %s
// RUN: strata-opt --pass-pipeline='builtin.module(func.func(convert-scf-to-cf))' %s | filecheck %s
// No scf operation is left.
// RUN: strata-opt --convert-scf-to-cf %s | filecheck %s --check-prefix=NOSCF
// NOSCF-NOT: scf.

// scf.for with a loop-carried value: the entry block of the body becomes
// the condition block, with the induction variable and the carried value
// as arguments; the increment goes at the end of the last body block,
// after the body, before the branch back.
// CHECK-LABEL: func.func @for_iter_args(%arg0: index) -> i32 {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  cf.br ^bb1(%c0, %c0_i32 : index, i32)
// CHECK-NEXT:  ^bb1(%0: index, %1: i32):
// CHECK-NEXT:  %2 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:  cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:  %3 = arith.index_cast %0 : index to i32
// CHECK-NEXT:  %4 = arith.addi %1, %3 : i32
// CHECK-NEXT:  %5 = arith.addi %0, %c1 : index
// CHECK-NEXT:  cf.br ^bb1(%5, %4 : index, i32)
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:  return %1 : i32
// CHECK-NEXT:  }
func.func @for_iter_args(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %v = arith.index_cast %i : index to i32
    %s = arith.addi %acc, %v : i32
    scf.yield %s : i32
  }
  return %r : i32
}

// scf.if with a result: the value arrives as an argument of a new block,
// which branches to the rest of the original block.
// CHECK-LABEL: func.func @if_yield(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:  cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:  %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:  cf.br ^bb3(%0 : i32)
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:  cf.br ^bb3(%arg2 : i32)
// CHECK-NEXT:  ^bb3(%1: i32):
// CHECK-NEXT:  cf.br ^bb4
// CHECK-NEXT:  ^bb4:
// CHECK-NEXT:  return %1 : i32
// CHECK-NEXT:  }
func.func @if_yield(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// scf.if without else and without results: the false edge goes straight
// to the rest of the block.
// CHECK-LABEL: func.func @if_no_else(%arg0: i1, %arg1: () -> ()) {
// CHECK-NEXT:  cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:  call_indirect %arg1() : () -> ()
// CHECK-NEXT:  cf.br ^bb2
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @if_no_else(%c: i1, %f: () -> ()) {
  scf.if %c {
    func.call_indirect %f() : () -> ()
  }
  return
}

// scf.if inside scf.for: the if splits the loop body, and the increment
// lands after the code that follows the if.
// CHECK-LABEL: func.func @if_in_for(%arg0: index, %arg1: (index) -> ()) {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  cf.br ^bb1(%c0 : index)
// CHECK-NEXT:  ^bb1(%0: index):
// CHECK-NEXT:  %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:  cf.cond_br %1, ^bb2, ^bb5
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:  %2 = arith.cmpi eq, %0, %c0 : index
// CHECK-NEXT:  cf.cond_br %2, ^bb3, ^bb4
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:  call_indirect %arg1(%0) : (index) -> ()
// CHECK-NEXT:  cf.br ^bb4
// CHECK-NEXT:  ^bb4:
// CHECK-NEXT:  call_indirect %arg1(%c1) : (index) -> ()
// CHECK-NEXT:  %3 = arith.addi %0, %c1 : index
// CHECK-NEXT:  cf.br ^bb1(%3 : index)
// CHECK-NEXT:  ^bb5:
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @if_in_for(%n: index, %f: (index) -> ()) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %p = arith.cmpi eq, %i, %c0 : index
    scf.if %p {
      func.call_indirect %f(%i) : (index) -> ()
    }
    func.call_indirect %f(%c1) : (index) -> ()
  }
  return
}

// scf.while: before region, then after region, then the continuation;
// the results are the values scf.condition passed (visible by dominance).
// CHECK-LABEL: func.func @while_loop(%arg0: i32) -> i32 {
// CHECK-NEXT:  %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:  cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):
// CHECK-NEXT:  %1 = arith.cmpi sgt, %0, %c1_i32 : i32
// CHECK-NEXT:  cf.cond_br %1, ^bb2(%0 : i32), ^bb3
// CHECK-NEXT:  ^bb2(%2: i32):
// CHECK-NEXT:  %3 = arith.subi %2, %c1_i32 : i32
// CHECK-NEXT:  cf.br ^bb1(%3 : i32)
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @while_loop(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.while (%x = %n) : (i32) -> i32 {
    %go = arith.cmpi sgt, %x, %c1 : i32
    scf.condition(%go) %x : i32
  } do {
  ^bb0(%y: i32):
    %d = arith.subi %y, %c1 : i32
    scf.yield %d : i32
  }
  return %r : i32
}

// scf.while whose after region only forwards its arguments: the do-while
// pattern (benefit 2) makes the before region branch to itself.
// CHECK-LABEL: func.func @do_while(%arg0: i32) -> i32 {
// CHECK-NEXT:  %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:  cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):
// CHECK-NEXT:  %1 = arith.subi %0, %c1_i32 : i32
// CHECK-NEXT:  %2 = arith.cmpi sgt, %1, %c1_i32 : i32
// CHECK-NEXT:  cf.cond_br %2, ^bb1(%1 : i32), ^bb2
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:  return %1 : i32
// CHECK-NEXT:  }
func.func @do_while(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.while (%x = %n) : (i32) -> i32 {
    %d = arith.subi %x, %c1 : i32
    %go = arith.cmpi sgt, %d, %c1 : i32
    scf.condition(%go) %d : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return %r : i32
}

// scf.execute_region with several blocks: a branch into its first block,
// each scf.yield a branch to the rest, which takes the results as
// arguments.
// CHECK-LABEL: func.func @execute_region(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:  cf.br ^bb1
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:  cf.cond_br %arg0, ^bb2, ^bb3
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:  cf.br ^bb4(%arg1 : i32)
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:  %0 = arith.subi %arg1, %arg1 : i32
// CHECK-NEXT:  cf.br ^bb4(%0 : i32)
// CHECK-NEXT:  ^bb4(%1: i32):
// CHECK-NEXT:  return %1 : i32
// CHECK-NEXT:  }
func.func @execute_region(%c: i1, %a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    %n = arith.subi %a, %a : i32
    scf.yield %n : i32
  }
  return %r : i32
}
