// Square root by Newton's method, iterating until the estimate settles.
func.func @sqrt(%x: f64) -> f64 {
  %zero = arith.constant 0.0 : f64
  %half = arith.constant 0.5 : f64
  %eps = arith.constant 1.0e-12 : f64
  %neg = arith.cmpf olt, %x, %zero : f64
  %r = scf.if %neg -> (f64) {
    %nan = arith.constant 0x7FF8000000000000 : f64
    scf.yield %nan : f64
  } else {
    %est = scf.while (%g = %x) : (f64) -> f64 {
      %q = arith.divf %x, %g : f64
      %s = arith.addf %g, %q : f64
      %next = arith.mulf %s, %half : f64
      %d = arith.subf %g, %next : f64
      %ad = arith.maxf %d, %zero : f64
      %big = arith.cmpf ogt, %ad, %eps : f64
      scf.condition(%big) %next : f64
    } do {
    ^bb0(%n: f64):
      scf.yield %n : f64
    }
    scf.yield %est : f64
  }
  return %r : f64
}
