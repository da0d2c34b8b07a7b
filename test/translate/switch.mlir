// llvm.switch with case operands: the successors' arguments become phis,
// and the two cases that reach one block with different values each get
// a block of their own (a phi takes one value per predecessor).
//
// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// REQUIRES: llc, gcc
// RUN: strata-translate --mlir-to-llvmir %s | opt -O3 | llc -relocation-model=pic -filetype=obj -o %t.o && gcc %t.o -o %t && %t | FileCheck --check-prefix=OUT %s

// CHECK-LABEL: define internal i32 @classify(i32 %0)
// CHECK: switch i32 %0, label %bb3 [
// CHECK-NEXT: i32 0, label %bb1
// CHECK-NEXT: i32 1, label %[[SPLIT:[0-9]+]]
// CHECK-NEXT: i32 2, label %bb2
// CHECK-NEXT: i32 7, label %bb2
// CHECK-NEXT: ]
// CHECK: bb1:
// CHECK-NEXT: %{{[0-9]+}} = phi i32 [ 100, %{{[0-9]+}} ], [ 111, %[[SPLIT]] ]
// CHECK: {{^}}[[SPLIT]]:
// CHECK-NEXT: br label %bb1

// OUT: classify(0) = 100
// OUT: classify(1) = 111
// OUT: classify(2) = 200
// OUT: classify(3) = -1
// OUT: classify(4) = -1
// OUT: classify(5) = -1
// OUT: classify(6) = -1
// OUT: classify(7) = 200

module {
  llvm.mlir.global private constant @fmt("classify(%d) = %d\0A\00")
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func internal @classify(%x: i32) -> i32 {
    %c100 = llvm.mlir.constant(100 : i32) : i32
    %c111 = llvm.mlir.constant(111 : i32) : i32
    llvm.switch %x : i32, ^default [
      0: ^small(%c100 : i32),
      1: ^small(%c111 : i32),
      2: ^big,
      7: ^big
    ]
  ^small(%v: i32):
    llvm.return %v : i32
  ^big:
    %c200 = llvm.mlir.constant(200 : i32) : i32
    llvm.return %c200 : i32
  ^default:
    %m1 = llvm.mlir.constant(-1 : i32) : i32
    llvm.return %m1 : i32
  }
  llvm.func @main() -> i32 {
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c8 = llvm.mlir.constant(8 : i32) : i32
    llvm.br ^loop(%c0 : i32)
  ^loop(%i: i32):
    %more = llvm.icmp "slt" %i, %c8 : i32
    llvm.cond_br %more, ^body, ^done
  ^body:
    %r = llvm.call @classify(%i) : (i32) -> i32
    %0 = llvm.call @printf(%fmt, %i, %r) : (!llvm.ptr, i32, i32) -> i32
    %i1 = llvm.add %i, %c1 : i32
    llvm.br ^loop(%i1 : i32)
  ^done:
    llvm.return %c0 : i32
  }
}
