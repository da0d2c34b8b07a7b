// Nested loops with several loop-carried values: the sum and the maximum of
// i * j + k.
func.func @sum_and_max(%n: index, %k: i64) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %min = arith.constant -9223372036854775808 : i64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%sum = %zero, %max = %min) -> (i64, i64) {
    %inner:2 = scf.for %j = %c0 to %n step %c1 iter_args(%s = %sum, %m = %max) -> (i64, i64) {
      %p = arith.muli %i, %j : index
      %p64 = arith.index_cast %p : index to i64
      %v = arith.addi %p64, %k : i64
      %s1 = arith.addi %s, %v : i64
      %m1 = arith.maxsi %m, %v : i64
      scf.yield %s1, %m1 : i64, i64
    }
    scf.yield %inner#0, %inner#1 : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}
