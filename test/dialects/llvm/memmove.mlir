// llvm.intr.memmove, in MLIR 16's form (volatility an i1 operand) and in
// MLIR 18's (an isVolatile attribute, read as the operand), translated to
// LLVM's intrinsic.
// RUN: strata-opt %s | filecheck %s
// RUN: strata-opt %s | strata-translate --mlir-to-llvmir | filecheck %s --check-prefix=LL

llvm.func @move(%d: !llvm.ptr, %s: !llvm.ptr, %n: i64) {
  %t = llvm.mlir.constant(true) : i1
  // CHECK: "llvm.intr.memmove"(%arg0, %arg1, %arg2, %{{.*}}) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
  "llvm.intr.memmove"(%d, %s, %n, %t) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
  // CHECK: %[[F:.*]] = llvm.mlir.constant(false) : i1
  // CHECK-NEXT: "llvm.intr.memmove"(%arg0, %arg1, %arg2, %[[F]]) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
  "llvm.intr.memmove"(%d, %s, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.return
}
// LL: call void @llvm.memmove.p0i8.p0i8.i64(i8* %0, i8* %1, i64 %2, i1 true)
// LL: call void @llvm.memmove.p0i8.p0i8.i64(i8* %0, i8* %1, i64 %2, i1 false)
