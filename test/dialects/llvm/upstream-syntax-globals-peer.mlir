// mlir-opt-16 reads strata's print of upstream-syntax-globals.mlir.
// REQUIRES: mlir-opt-16
// RUN: strata-opt %S/upstream-syntax-globals.mlir | mlir-opt-16 --mlir-print-op-generic | strata-opt > %t.back
// RUN: strata-opt %S/upstream-syntax-globals.mlir | diff - %t.back
