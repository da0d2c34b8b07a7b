// Memory effects let --cse and --canonicalize work on the llvm dialect:
// pure ops are merged and dead ones erased; loads are merged only when no
// store comes between; unused loads go, stores, calls and volatile loads
// stay.
// RUN: strata-opt --cse --canonicalize %s | filecheck %s

// CHECK-LABEL: llvm.func @f(%arg0: i32, %arg1: !llvm.ptr) -> i32 {
// CHECK-NEXT:    %0 = llvm.add %arg0, %arg0  : i32
// CHECK-NEXT:    %1 = llvm.load %arg1 : !llvm.ptr -> i32
// CHECK-NEXT:    llvm.store %0, %arg1 : i32, !llvm.ptr
// CHECK-NEXT:    %2 = llvm.load %arg1 : !llvm.ptr -> i32
// CHECK-NEXT:    %3 = llvm.load volatile %arg1 : !llvm.ptr -> i32
// CHECK-NEXT:    %4 = llvm.call @g() : () -> i32
// CHECK-NEXT:    %5 = llvm.add %0, %1  : i32
// CHECK-NEXT:    %6 = llvm.add %5, %2  : i32
// CHECK-NEXT:    llvm.return %6 : i32
// CHECK-NEXT:  }
llvm.func @g() -> i32
llvm.func @f(%a: i32, %p: !llvm.ptr) -> i32 {
  %0 = llvm.add %a, %a : i32
  %1 = llvm.add %a, %a : i32
  %unused = llvm.mul %a, %a : i32
  %2 = llvm.load %p : !llvm.ptr -> i32
  %3 = llvm.load %p : !llvm.ptr -> i32
  %dead = llvm.load %p : !llvm.ptr -> i32
  llvm.store %1, %p : i32, !llvm.ptr
  %4 = llvm.load %p : !llvm.ptr -> i32
  %5 = llvm.load volatile %p : !llvm.ptr -> i32
  %6 = llvm.call @g() : () -> i32
  %7 = llvm.add %0, %3 : i32
  %8 = llvm.add %7, %4 : i32
  llvm.return %8 : i32
}
