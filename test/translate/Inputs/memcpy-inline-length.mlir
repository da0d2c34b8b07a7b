// MLIR 16's memcpy.inline with a length that is not a constant: LLVM 14
// takes the length as an immediate (upstream-intrinsics.mlir).
llvm.func @copy(%d: !llvm.ptr, %s: !llvm.ptr, %n: i64, %v: i1) {
  "llvm.intr.memcpy.inline"(%d, %s, %n, %v) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
  llvm.return
}
