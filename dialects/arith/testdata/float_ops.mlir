// The float ops, with and without fast-math flags.
func.func @ops(%a: f32, %b: f32) -> f32 {
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %0, %b fastmath<nnan> : f32
  %2 = arith.mulf %1, %a fastmath<nnan,ninf> : f32
  %3 = arith.divf %2, %b fastmath<fast> : f32
  %4 = arith.remf %3, %b : f32
  %5 = arith.maxf %4, %a : f32
  %6 = arith.minf %5, %b fastmath<nsz> : f32
  %7 = arith.negf %6 : f32
  %8 = arith.negf %7 fastmath<reassoc,contract> : f32
  return %8 : f32
}

func.func @wide(%a: f64, %b: f16, %c: bf16) -> (f64, f16, bf16) {
  %0 = arith.mulf %a, %a fastmath<afn,arcp> : f64
  %1 = arith.addf %b, %b : f16
  %2 = arith.subf %c, %c : bf16
  return %0, %1, %2 : f64, f16, bf16
}

// Horner evaluation of 3x^2 + 2x + 1.
func.func @poly(%x: f64) -> f64 {
  %c3 = arith.constant 3.0 : f64
  %c2 = arith.constant 2.0 : f64
  %c1 = arith.constant 1.0 : f64
  %0 = arith.mulf %c3, %x : f64
  %1 = arith.addf %0, %c2 : f64
  %2 = arith.mulf %1, %x : f64
  %3 = arith.addf %2, %c1 : f64
  return %3 : f64
}
