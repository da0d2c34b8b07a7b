// A block that only a cir.goto enters (its cir.label has the JumpTarget
// trait) is reachable: canonicalize, dce and symbol-dce keep it, the
// blocks it branches to and the values they use, so the goto still has
// its label and the result lowers.
// RUN: strata-opt --canonicalize %s | filecheck %s
// RUN: strata-opt --dce %s | filecheck %s
// RUN: strata-opt --canonicalize --cse --dce %s | strata-opt --convert-cir-to-llvm | filecheck --check-prefix=LLVM %s

// CHECK-LABEL: cir.func @find
// CHECK: cir.goto "found"
// CHECK: ^bb{{[0-9]+}}:
// CHECK-NEXT: cir.label "found"
// CHECK: cir.return
// LLVM-LABEL: llvm.func @find
cir.func @find(%p: !cir.ptr<!cir.int<s, 32>>, %n: !cir.int<s, 32>) -> !cir.int<s, 32> {
  %zero = cir.const #cir.int<0> : !cir.int<s, 32>
  %c = cir.cmp(gt, %n, %zero) : !cir.int<s, 32>, !cir.bool
  cir.if %c {
    cir.store %n, %p : !cir.int<s, 32>, !cir.ptr<!cir.int<s, 32>>
    cir.goto "found"
  }
  %m = cir.const #cir.int<-1> : !cir.int<s, 32>
  cir.return %m : !cir.int<s, 32>
^bb1:
  cir.label "found"
  %v = cir.load %p : !cir.ptr<!cir.int<s, 32>>, !cir.int<s, 32>
  cir.return %v : !cir.int<s, 32>
}
