// An iteration argument yielded in place of another: after the forwarded
// argument is folded away, the yield must use its replacement.
func.func @twice(%x: i32, %lb: index, %ub: index, %s: index) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (i32, i32) {
    scf.yield %b, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
