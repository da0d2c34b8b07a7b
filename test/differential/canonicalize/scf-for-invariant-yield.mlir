// An iter arg never read that yields its initial value is loop invariant.
func.func @invariant(%n: index, %a: f32, %b: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %r:2 = scf.for %i = %c0 to %n step %c2 iter_args(%x = %a, %y = %b) -> (f32, f32) {
    %s = arith.addf %x, %b : f32
    scf.yield %s, %b : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
