// A small reduction kernel with invariant computations and constant bounds.
func.func @dot(%a: f32, %b: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %r:2 = scf.for %i = %c0 to %c64 step %c1 iter_args(%acc = %zero, %scale = %one) -> (f32, f32) {
    %p = arith.mulf %a, %b : f32
    %q = arith.mulf %p, %scale : f32
    %s = arith.addf %acc, %q : f32
    scf.yield %s, %scale : f32, f32
  }
  return %r#0 : f32
}
