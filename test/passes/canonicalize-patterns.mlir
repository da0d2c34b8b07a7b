// The dialects' canonicalization patterns under --canonicalize: arith
// reassociation, scf loop and if simplification, cf branch folding, and
// selecting patterns by name with disable-patterns and enable-patterns.
// RUN: strata-opt --canonicalize %s | filecheck %s
// RUN: strata-opt '--canonicalize=disable-patterns=AddIAddConstant,ForOpIterArgsFolder' %s | filecheck %s --check-prefix=DISABLED
// RUN: strata-opt '--canonicalize=enable-patterns=SimplifyTrivialLoops' %s | filecheck %s --check-prefix=ONLY

// CHECK-LABEL: func.func @add_chain
// CHECK-NEXT:    %[[C:.*]] = arith.constant 7 : i32
// CHECK-NEXT:    %[[R:.*]] = arith.addi %arg0, %[[C]] : i32
// CHECK-NEXT:    return %[[R]] : i32
// DISABLED-LABEL: func.func @add_chain
// DISABLED:         arith.addi %arg0, %{{.*}} : i32
// DISABLED-NEXT:    arith.addi %{{.*}}, %{{.*}} : i32
func.func @add_chain(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %a = arith.addi %x, %c3 : i32
  %b = arith.addi %a, %c4 : i32
  return %b : i32
}

// CHECK-LABEL: func.func @loop
// CHECK:         %[[R:.*]] = scf.for {{.*}} iter_args(%[[ACC:.*]] = %arg1) -> (i32) {
// CHECK-NEXT:      %[[S:.*]] = arith.addi %[[ACC]], %arg2 : i32
// CHECK-NEXT:      scf.yield %[[S]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]], %arg2 : i32, i32
// DISABLED-LABEL: func.func @loop
// DISABLED:         scf.for {{.*}} -> (i32, i32)
func.func @loop(%n: index, %a: i32, %b: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a, %same = %b) -> (i32, i32) {
    %s = arith.addi %acc, %b : i32
    scf.yield %s, %same : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// A loop that runs once is inlined; ONLY shows SimplifyTrivialLoops alone
// does it.
// CHECK-LABEL: func.func @once
// CHECK-NEXT:    %[[C:.*]] = arith.constant 5 : index
// CHECK-NEXT:    %[[R:.*]] = arith.addi %arg0, %[[C]] : index
// CHECK-NEXT:    return %[[R]] : index
// ONLY-LABEL: func.func @once
// ONLY-NOT:     scf.for
// ONLY:         return
func.func @once(%a: index) -> index {
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c5 to %c6 step %c1 iter_args(%x = %a) -> (index) {
    %y = arith.addi %x, %i : index
    scf.yield %y : index
  }
  return %r : index
}

// CHECK-LABEL: func.func @if_select
// CHECK-NEXT:    %[[S:.*]] = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:    return %[[S]] : i32
func.func @if_select(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @branches
// CHECK-NEXT:    %[[S:.*]] = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:    return %[[S]] : i32
func.func @branches(%c: i1, %a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  cf.cond_br %true, ^bb1, ^bb3(%b : i32)
^bb1:
  cf.cond_br %c, ^bb2, ^bb3(%b : i32)
^bb2:
  cf.br ^bb3(%a : i32)
^bb3(%r: i32):
  return %r : i32
}
