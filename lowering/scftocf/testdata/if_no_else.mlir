// Conditionals without an else region: the false edge goes straight to
// the continuation.
func.func @maybe_call(%c: i1, %f: () -> ()) {
  scf.if %c {
    func.call_indirect %f() : () -> ()
  }
  return
}

// Two in a row in one block, and one that ends the function.
func.func @twice(%c: i1, %d: i1, %f: () -> ()) {
  scf.if %c {
    func.call_indirect %f() : () -> ()
  }
  scf.if %d {
    func.call_indirect %f() : () -> ()
  }
  return
}
