// A conditional accumulation in a loop, with a dead iter arg and a select.
func.func @clamp_sum(%n: index, %lim: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z, %unused = %z) -> (i32, i32) {
    %v = arith.index_cast %i : index to i32
    %big = arith.cmpi sgt, %v, %lim : i32
    %add = scf.if %big -> (i32) {
      scf.yield %lim : i32
    } else {
      scf.yield %v : i32
    }
    %s = arith.addi %acc, %add : i32
    scf.yield %s, %unused : i32, i32
  }
  return %r#0 : i32
}
