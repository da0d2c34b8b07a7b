// A verifier error: an scf.if that yields values without an else region.
func.func @f(%c: i1) -> i32 {
  %r = scf.if %c -> (i32) {
    %1 = arith.constant 1 : i32
    scf.yield %1 : i32
  }
  return %r : i32
}
