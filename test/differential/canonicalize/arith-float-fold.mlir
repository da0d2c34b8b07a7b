// Floating-point folding and identities.
func.func @floats(%x: f64) -> (f64, f64, f64, i1) {
  %c1 = arith.constant 1.5 : f64
  %c2 = arith.constant 2.0 : f64
  %one = arith.constant 1.0 : f64
  %nz = arith.constant -0.0 : f64
  %a = arith.mulf %c1, %c2 : f64
  %b = arith.addf %x, %nz : f64
  %c = arith.divf %b, %one : f64
  %d = arith.cmpf olt, %c1, %c2 : f64
  %e = arith.negf %a : f64
  %f = arith.negf %e : f64
  return %f, %c, %e, %d : f64, f64, f64, i1
}
