// Verifier messages strata words differently from mlir-opt-16, or for IR
// mlir-opt-16 mishandles (mlir-opt-16 does not read this file).

// MLIR 16's list also names ops strata does not define (scf.index_switch,
// scf.parallel).
func.func @yield_parent() {
  // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.while'}}
  scf.yield
}

// -----

// MLIR 16 reports "target successor needs 18446744073709551615" here.
func.func @for_no_induction_variable(%lb: index) {
  // expected-error @+1 {{'scf.for' op expected body first argument to be an index argument for the induction variable}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0:
    scf.yield
  }) : (index, index, index) -> ()
  return
}
