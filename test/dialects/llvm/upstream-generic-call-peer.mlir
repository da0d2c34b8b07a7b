// mlir-opt-16 reads what strata prints of upstream's generic calls.
// REQUIRES: mlir-opt-16
// RUN: strata-opt %S/upstream-generic-call.mlir | mlir-opt-16 | filecheck %s
// CHECK-COUNT-2: llvm.call @twice
