// The cir verifier's and parser's errors: every case of the dialect's
// diagnostics file must report exactly the annotated error.
// RUN: strata-opt --verify-diagnostics --split-input-file %S/../../../dialects/cir/testdata/invalid.mlir

// A case without its annotation fails the run, with the error located.
// RUN: not strata-opt --verify-diagnostics %s 2>&1 | filecheck %s --check-prefix=UNEXPECTED
// UNEXPECTED: invalid.mlir:[[# @LINE + 3]]:3: error: unexpected error: 'cir.break' op must be within a loop body or a switch

cir.func @stray_break() {
  cir.break
}
