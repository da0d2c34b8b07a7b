// MLIR 16 interop for ../linkedlist.mlir: mlir-opt-16 accepts the generic form of
// its llvm dialect output, and the binary built from mlir-translate-16's
// LLVM IR by clang-16 prints what ours prints (see lit.cfg here).
// REQUIRES: opt, llc, gcc, mlir-opt-16, mlir-translate-16, clang-16
// RUN: %mlir16-exe && %cir-exe && %run-compare
// RUN: filecheck %prog < %t.ref
