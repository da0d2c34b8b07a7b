// PIPELINE: convert-arith-to-llvm
// Floating-point arithmetic with and without fast-math flags.
func.func @float_ops(%x: f32, %y: f32, %z: f64) -> (f32, f64) {
  %0 = arith.addf %x, %y : f32
  %1 = arith.subf %0, %y : f32
  %2 = arith.mulf %1, %x fastmath<fast> : f32
  %3 = arith.divf %2, %y fastmath<nnan,ninf> : f32
  %4 = arith.remf %3, %x : f32
  %5 = arith.negf %4 fastmath<contract> : f32
  %6 = arith.mulf %z, %z fastmath<reassoc,nsz,arcp,afn> : f64
  return %5, %6 : f32, f64
}
