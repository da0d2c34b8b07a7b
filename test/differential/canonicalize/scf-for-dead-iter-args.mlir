// Loop-carried values that the loop does not need are dropped.
func.func @loop(%n: index, %a: i32, %b: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%sum = %a, %same = %b, %dead = %a) -> (i32, i32, i32) {
    %s = arith.addi %sum, %b : i32
    %d = arith.muli %dead, %dead : i32
    scf.yield %s, %same, %d : i32, i32, i32
  }
  return %r#0, %r#1, %b : i32, i32, i32
}
