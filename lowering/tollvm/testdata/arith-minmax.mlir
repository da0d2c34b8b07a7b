// PIPELINE: convert-arith-to-llvm
// Min and max become LLVM intrinsics.
func.func @minmax(%a: i32, %b: i32, %x: f32, %y: f32) -> (i32, i32, i32, i32, f32, f32) {
  %0 = arith.maxsi %a, %b : i32
  %1 = arith.minsi %a, %b : i32
  %2 = arith.maxui %a, %b : i32
  %3 = arith.minui %a, %b : i32
  %4 = arith.maxf %x, %y : f32
  %5 = arith.minf %x, %y fastmath<nnan> : f32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, f32, f32
}
