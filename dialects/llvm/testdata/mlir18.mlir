// What MLIR 16 lacks, in MLIR 18's syntax: overflow flags on integer
// arithmetic, llvm.mlir.zero, and the indirect call naming its pointer
// type. mlir-opt-16 rejects #llvm.overflow and llvm.mlir.zero.
llvm.func @flags(%a: i32, %b: i32) -> i32 {
  %0 = llvm.add %a, %b overflow<nsw> : i32
  %1 = llvm.sub %0, %b overflow<nuw> : i32
  %2 = llvm.mul %1, %a overflow<nsw, nuw> : i32
  %3 = llvm.shl %2, %b overflow<nsw> {tag} : i32
  llvm.return %3 : i32
}
llvm.func @zero() -> !llvm.struct<(i32, ptr)> {
  %0 = llvm.mlir.zero : !llvm.ptr
  %1 = llvm.mlir.zero : !llvm.struct<(i32, ptr)>
  llvm.return %1 : !llvm.struct<(i32, ptr)>
}
llvm.func @indirect(%fp: !llvm.ptr<1>, %a: i32) -> i32 {
  %0 = llvm.call %fp(%a) : !llvm.ptr<1>, (i32) -> i32
  llvm.return %0 : i32
}
