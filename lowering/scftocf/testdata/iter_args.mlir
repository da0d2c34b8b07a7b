// Several loop-carried values of different types, one result unused, and
// a loop whose results are all unused.
func.func @fib_and_count(%n: index) -> (i64, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a0 = arith.constant 0 : i64
  %b0 = arith.constant 1 : i64
  %f0 = arith.constant 0.0 : f32
  %fone = arith.constant 1.0 : f32
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %a0, %b = %b0, %f = %f0) -> (i64, i64, f32) {
    %s = arith.addi %a, %b : i64
    %g = arith.addf %f, %fone : f32
    scf.yield %b, %s, %g : i64, i64, f32
  }
  %u = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a0) -> (i64) {
    scf.yield %x : i64
  }
  return %r#0, %r#2 : i64, f32
}
