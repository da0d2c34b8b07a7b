// Loops whose induction variables and accumulators are block arguments:
// they become phi nodes, and the nested loop's header takes its values
// from two predecessors.
//
// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// REQUIRES: llc, gcc
// RUN: strata-translate --mlir-to-llvmir %s | opt -O3 | llc -relocation-model=pic -filetype=obj -o %t.o && gcc %t.o -o %t && %t | FileCheck --check-prefix=OUT %s

// CHECK-LABEL: define i64 @sum(i64 %0)
// CHECK: br label %bb1
// CHECK: bb1:
// CHECK-NEXT: %[[I:[0-9]+]] = phi i64 [ 1, %{{[0-9]+}} ], [ %[[NEXT:[0-9]+]], %bb2 ]
// CHECK-NEXT: %[[ACC:[0-9]+]] = phi i64 [ 0, %{{[0-9]+}} ], [ %[[ACC2:[0-9]+]], %bb2 ]
// CHECK: bb2:
// CHECK: %[[ACC2]] = add nsw i64 %[[ACC]], %[[I]]
// CHECK: %[[NEXT]] = add nuw nsw i64 %[[I]], 1
// CHECK: bb3:
// CHECK-NEXT: ret i64 %[[ACC]]

// OUT: sum(10) = 55
// OUT: sum(1000) = 500500
// OUT: table = 2025

module {
  llvm.mlir.global private constant @fmt("%s(%ld) = %ld\0A\00")
  llvm.mlir.global private constant @name("sum\00")
  llvm.mlir.global private constant @fmt2("table = %d\0A\00")
  llvm.func @printf(!llvm.ptr, ...) -> i32

  // sum(n) = 1 + 2 + ... + n
  llvm.func @sum(%n: i64) -> i64 {
    %one = llvm.mlir.constant(1 : i64) : i64
    %zero = llvm.mlir.constant(0 : i64) : i64
    llvm.br ^header(%one, %zero : i64, i64)
  ^header(%i: i64, %acc: i64):
    %done = llvm.icmp "sgt" %i, %n : i64
    llvm.cond_br %done, ^exit, ^body
  ^body:
    %acc2 = llvm.add %acc, %i overflow<nsw> : i64
    %next = llvm.add %i, %one overflow<nsw, nuw> : i64
    llvm.br ^header(%next, %acc2 : i64, i64)
  ^exit:
    llvm.return %acc : i64
  }

  // The sum of i*j for i, j in 0..9: two nested loops.
  llvm.func @table() -> i32 {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c10 = llvm.mlir.constant(10 : i32) : i32
    llvm.br ^outer(%c0, %c0 : i32, i32)
  ^outer(%i: i32, %acc: i32):
    %oc = llvm.icmp "slt" %i, %c10 : i32
    llvm.cond_br %oc, ^inner(%c0, %acc : i32, i32), ^done
  ^inner(%j: i32, %acc1: i32):
    %ic = llvm.icmp "slt" %j, %c10 : i32
    llvm.cond_br %ic, ^inner_body, ^outer_latch
  ^inner_body:
    %p = llvm.mul %i, %j : i32
    %acc2 = llvm.add %acc1, %p : i32
    %j1 = llvm.add %j, %c1 : i32
    llvm.br ^inner(%j1, %acc2 : i32, i32)
  ^outer_latch:
    %i1 = llvm.add %i, %c1 : i32
    llvm.br ^outer(%i1, %acc1 : i32, i32)
  ^done:
    llvm.return %acc : i32
  }

  llvm.func @main() -> i32 {
    %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
    %name = llvm.mlir.addressof @name : !llvm.ptr
    %c10 = llvm.mlir.constant(10 : i64) : i64
    %c1000 = llvm.mlir.constant(1000 : i64) : i64
    %s10 = llvm.call @sum(%c10) : (i64) -> i64
    %0 = llvm.call @printf(%fmt, %name, %c10, %s10) : (!llvm.ptr, !llvm.ptr, i64, i64) -> i32
    %s1000 = llvm.call @sum(%c1000) : (i64) -> i64
    %1 = llvm.call @printf(%fmt, %name, %c1000, %s1000) : (!llvm.ptr, !llvm.ptr, i64, i64) -> i32
    %fmt2 = llvm.mlir.addressof @fmt2 : !llvm.ptr
    %t = llvm.call @table() : () -> i32
    %2 = llvm.call @printf(%fmt2, %t) : (!llvm.ptr, i32) -> i32
    %z = llvm.mlir.constant(0 : i32) : i32
    llvm.return %z : i32
  }
}
