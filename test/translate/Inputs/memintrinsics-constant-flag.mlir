// memcpy, memmove and memset with constant flags, in MLIR 16's form and
// in MLIR 18's (the flag an attribute): LLVM 14 takes them
// (llvm14-immarg-errors.mlir).
llvm.func @mem(%d: !llvm.ptr, %s: !llvm.ptr, %n: i64, %b: i8) {
  %f = llvm.mlir.constant(false) : i1
  %t = llvm.mlir.constant(true) : i1
  "llvm.intr.memcpy"(%d, %s, %n, %f) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
  "llvm.intr.memmove"(%d, %s, %n, %t) : (!llvm.ptr, !llvm.ptr, i64, i1) -> ()
  "llvm.intr.memset"(%d, %b, %n, %f) : (!llvm.ptr, i8, i64, i1) -> ()
  "llvm.intr.memcpy"(%d, %s, %n) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.return
}
