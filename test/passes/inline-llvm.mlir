// The inliner on llvm functions, as MLIR 16's LLVM inliner allows:
// arithmetic, loads and stores move into the caller; a callee with an
// alloca stays a call; a callee of several blocks splits the caller's
// block, its llvm.return becoming an llvm.br to the rest
// (passes/transforms/inline_test.go compares these with mlir-opt-16).
// RUN: strata-opt --inline='default-pipeline=' %s | filecheck %s
// CHECK-LABEL: llvm.func @caller(%arg0: i32, %arg1: !llvm.ptr) -> i32 {
// CHECK-NEXT:    %0 = llvm.add %arg0, %arg0  : i32
// CHECK-NEXT:    %1 = llvm.load %arg1 : !llvm.ptr -> i32
// CHECK-NEXT:    %2 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:    %3 = llvm.add %1, %2  : i32
// CHECK-NEXT:    llvm.store %3, %arg1 : i32, !llvm.ptr
// CHECK-NEXT:    %4 = llvm.call @withalloca(%3) : (i32) -> i32
// CHECK-NEXT:    %5 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    %6 = llvm.icmp "slt" %4, %5 : i32
// CHECK-NEXT:    llvm.cond_br %6, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    %7 = llvm.sub %5, %4  : i32
// CHECK-NEXT:    llvm.br ^bb3(%7 : i32)
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    llvm.br ^bb3(%4 : i32)
// CHECK-NEXT:  ^bb3(%8: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    %9 = llvm.add %0, %8  : i32
// CHECK-NEXT:    llvm.return %9 : i32
// A callee marked noinline stays a call.
// RUN: strata-opt --inline %s | filecheck --check-prefix=NOINLINE %s
// NOINLINE-LABEL: llvm.func @uses_noinline
// NOINLINE-NEXT: llvm.call @noinl

module {
  llvm.func @add(%a: i32, %b: i32) -> i32 {
    %0 = llvm.add %a, %b : i32
    llvm.return %0 : i32
  }
  llvm.func @mem(%p: !llvm.ptr) -> i32 {
    %0 = llvm.load %p : !llvm.ptr -> i32
    %c = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.add %0, %c : i32
    llvm.store %1, %p : i32, !llvm.ptr
    llvm.return %1 : i32
  }
  llvm.func @withalloca(%a: i32) -> i32 {
    %c = llvm.mlir.constant(1 : i32) : i32
    %p = llvm.alloca %c x i32 : (i32) -> !llvm.ptr
    llvm.store %a, %p : i32, !llvm.ptr
    %0 = llvm.load %p : !llvm.ptr -> i32
    llvm.return %0 : i32
  }
  llvm.func @branchy(%a: i32) -> i32 {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %cond = llvm.icmp "slt" %a, %c0 : i32
    llvm.cond_br %cond, ^neg, ^pos
  ^neg:
    %n = llvm.sub %c0, %a : i32
    llvm.return %n : i32
  ^pos:
    llvm.return %a : i32
  }
  llvm.func @caller(%x: i32, %p: !llvm.ptr) -> i32 {
    %0 = llvm.call @add(%x, %x) : (i32, i32) -> i32
    %1 = llvm.call @mem(%p) : (!llvm.ptr) -> i32
    %2 = llvm.call @withalloca(%1) : (i32) -> i32
    %3 = llvm.call @branchy(%2) : (i32) -> i32
    %4 = llvm.add %0, %3 : i32
    llvm.return %4 : i32
  }
  llvm.func @noinl(%a: i32) -> i32 attributes {passthrough = ["noinline"]} {
    llvm.return %a : i32
  }
  llvm.func @uses_noinline(%a: i32) -> i32 {
    %0 = llvm.call @noinl(%a) : (i32) -> i32
    llvm.return %0 : i32
  }
}
