// Float comparisons of converted integers become integer comparisons.
func.func @cmpf_int(%x: i16, %y: i8) -> (i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i16 to f32
  %c4 = arith.constant 4.0 : f32
  %a = arith.cmpf oge, %f, %c4 : f32
  %c45 = arith.constant 4.5 : f32
  %b = arith.cmpf ult, %f, %c45 : f32
  %g = arith.uitofp %y : i8 to f64
  %big = arith.constant 1000.0 : f64
  %c = arith.cmpf olt, %g, %big : f64
  %neg = arith.constant -3.5 : f64
  %d = arith.cmpf ogt, %g, %neg : f64
  %e = arith.cmpf one, %f, %c45 : f32
  return %a, %b, %c, %d, %e : i1, i1, i1, i1, i1
}
