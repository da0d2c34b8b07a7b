// REQUIRES: mlir-opt-16
// strata-opt's output, generic or custom, is read by mlir-opt-16, which
// prints the same program; mlir-opt-16's output is read by strata-opt.
// RUN: strata-opt --mlir-print-op-generic %s | mlir-opt-16 | filecheck %s
// RUN: strata-opt %s | mlir-opt-16 | filecheck %s
// RUN: mlir-opt-16 --mlir-print-op-generic %s | strata-opt | filecheck %s
// RUN: mlir-opt-16 %s | strata-opt | filecheck %s
// For this program the output is mlir-opt-16's byte for byte.
// RUN: strata-opt %s > %t.ours && mlir-opt-16 %s > %t.theirs && diff %t.ours %t.theirs
// RUN: strata-opt --mlir-print-op-generic %s > %t.ours.g && mlir-opt-16 --mlir-print-op-generic %s > %t.theirs.g && diff %t.ours.g %t.theirs.g
// Locations survive the trip both ways: strata-opt prints them inline,
// mlir-opt-16 as #loc aliases, and each reads the other's.
// RUN: strata-opt --mlir-print-op-generic --mlir-print-debuginfo %s | mlir-opt-16 --mlir-print-debuginfo | filecheck %s -DFILE=%s --check-prefix=ALIAS
// RUN: mlir-opt-16 --mlir-print-debuginfo %s | strata-opt --mlir-print-debuginfo | filecheck %s -DFILE=%s --check-prefix=INLINE
// Unregistered operations too, with the flag on both sides.
// RUN: strata-opt --allow-unregistered-dialect --mlir-print-op-generic %S/Inputs/unregistered.mlir | mlir-opt-16 --allow-unregistered-dialect | filecheck %s --check-prefix=UNREG

func.func @clamp(%x: i32, %lo: i32, %hi: i32) -> i32 {
  %a = arith.maxsi %x, %lo : i32
  %b = arith.minsi %a, %hi : i32
  return %b : i32
}

func.func @sum_to(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %v = arith.index_cast %i : index to i64
    %t = arith.addi %acc, %v : i64
    scf.yield %t : i64
  }
  return %s : i64
}

func.func @sign(%x: f64) -> i32 {
  %zero = arith.constant 0.0 : f64
  %neg = arith.cmpf olt, %x, %zero : f64
  cf.cond_br %neg, ^minus, ^plus
^minus:
  %m = arith.constant -1 : i32
  cf.br ^done(%m : i32)
^plus:
  %p = arith.constant 1 : i32
  cf.br ^done(%p : i32)
^done(%r: i32):
  return %r : i32
}

// CHECK:      module {
// CHECK-NEXT:   func.func @clamp(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.minsi %0, %arg2 : i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sum_to(%arg0: index) -> i64 {
// CHECK:          %0 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %c0_i64) -> (i64) {
// CHECK:        func.func @sign(%arg0: f64) -> i32 {
// CHECK:          cf.cond_br %0, ^bb1, ^bb2
// CHECK:        ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     return %1 : i32

// ALIAS-DAG: #loc{{[0-9]*}} = loc("[[FILE]]":0:0)
// ALIAS-DAG: #loc{{[0-9]*}} = loc("[[FILE]]":18:1)
// ALIAS-DAG: #loc{{[0-9]*}} = loc("[[FILE]]":19:8)
// ALIAS-DAG: #loc{{[0-9]*}} = loc("[[FILE]]":47:3)

// INLINE: func.func @clamp(%arg0: i32 loc("[[FILE]]":18:18), %arg1: i32 loc("[[FILE]]":18:27), %arg2: i32 loc("[[FILE]]":18:37)) -> i32 {
// INLINE-NEXT: %0 = arith.maxsi %arg0, %arg1 : i32 loc("[[FILE]]":19:8)
// INLINE: return %1 : i32 loc("[[FILE]]":47:3)
// INLINE: } loc("[[FILE]]":0:0)

// UNREG: "foo.op"(%arg0) {foo.attr = #foo.attr<1>} : (i32) -> !foo.tensor<"x">
