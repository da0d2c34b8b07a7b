// mlir-opt-16 reads what strata prints for the MLIR 17+ spellings of
// upstream-syntax.mlir, and prints it as strata does; strata reads its
// print back. mlir-opt-16 gets and gives the generic form, since MLIR
// 16's custom indirect call reads its callee as a typed pointer (it
// cannot read its own print of one).
// REQUIRES: mlir-opt-16
// RUN: strata-opt %S/upstream-syntax.mlir > %t.strata
// RUN: strata-opt --mlir-print-op-generic %S/upstream-syntax.mlir | mlir-opt-16 > %t.mlir
// RUN: diff %t.strata %t.mlir
// RUN: strata-opt --mlir-print-op-generic %S/upstream-syntax.mlir | mlir-opt-16 --mlir-print-op-generic | strata-opt > %t.back
// RUN: diff %t.strata %t.back
// A direct vararg call's MLIR 16 custom print goes to mlir-opt-16 as is.
// RUN: strata-opt %s | mlir-opt-16 | filecheck %s
// CHECK: llvm.call @printf(%arg0, %arg1) : (!llvm.ptr, i64) -> i32
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @f(%f: !llvm.ptr, %x: i64) -> i32 {
  %0 = llvm.call @printf(%f, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  llvm.return %0 : i32
}
