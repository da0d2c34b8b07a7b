// The ops the lowering creates take the location of the scf op they
// come from (the branches that replace scf.condition and the yield of a
// while's after region take those terminators' locations), and the block
// arguments it adds take the op's location too: what mlir-opt-16 gives
// them (scf-to-cf-peer.mlir compares the two).
// RUN: strata-opt --convert-scf-to-cf --mlir-print-debuginfo %s | filecheck %s
// CHECK-LABEL: func.func @loop(%arg0: index loc({{.*}}:37:17), %arg1: i1 loc({{.*}}:37:28)) -> i32 {
// CHECK-NEXT:  %c0 = arith.constant 0 : index loc({{.*}}:38:9)
// CHECK-NEXT:  %c1 = arith.constant 1 : index loc({{.*}}:39:9)
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32 loc({{.*}}:40:8)
// CHECK-NEXT:  cf.br ^bb1(%c0, %c0_i32 : index, i32) loc({{.*}}:41:8)
// CHECK-NEXT:  ^bb1(%0: index loc({{.*}}:41:16), %1: i32 loc({{.*}}:41:50))
// CHECK-NEXT:  %2 = arith.cmpi slt, %0, %arg0 : index loc({{.*}}:41:8)
// CHECK-NEXT:  cf.cond_br %2, ^bb2, ^bb7 loc({{.*}}:41:8)
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:  cf.cond_br %arg1, ^bb3, ^bb4 loc({{.*}}:42:10)
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:  cf.br ^bb5(%1 : i32) loc({{.*}}:42:10)
// CHECK-NEXT:  ^bb4:
// CHECK-NEXT:  cf.br ^bb5(%c0_i32 : i32) loc({{.*}}:42:10)
// CHECK-NEXT:  ^bb5(%3: i32 loc({{.*}}:42:10))
// CHECK-NEXT:  cf.br ^bb6 loc({{.*}}:42:10)
// CHECK-NEXT:  ^bb6:
// CHECK-NEXT:  %4 = arith.addi %0, %c1 : index loc({{.*}}:41:8)
// CHECK-NEXT:  cf.br ^bb1(%4, %3 : index, i32) loc({{.*}}:41:8)
// CHECK-NEXT:  ^bb7:
// CHECK-NEXT:  cf.br ^bb8(%1 : i32) loc({{.*}}:49:8)
// CHECK-NEXT:  ^bb8(%5: i32 loc({{.*}}:49:19))
// CHECK-NEXT:  cf.cond_br %arg1, ^bb9(%5 : i32), ^bb10 loc({{.*}}:50:5)
// CHECK-NEXT:  ^bb9(%6: i32 loc({{.*}}:52:8))
// CHECK-NEXT:  %7 = arith.addi %6, %6 : i32 loc({{.*}}:53:11)
// CHECK-NEXT:  cf.br ^bb8(%7 : i32) loc({{.*}}:54:5)
// CHECK-NEXT:  ^bb10:
// CHECK-NEXT:  return %5 : i32 loc({{.*}}:56:3)
// CHECK-NEXT:  } loc({{.*}}:37:1)

func.func @loop(%n: index, %c: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (i32) {
    %t = scf.if %c -> (i32) {
      scf.yield %a : i32
    } else {
      scf.yield %z : i32
    }
    scf.yield %t : i32
  }
  %w = scf.while (%x = %r) : (i32) -> i32 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %y1 = arith.addi %y, %y : i32
    scf.yield %y1 : i32
  }
  return %w : i32
}
