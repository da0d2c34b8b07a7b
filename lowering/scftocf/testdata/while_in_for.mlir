// A while loop (with an if in its before region) nested in a for loop.
func.func @digits_total(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %ten = arith.constant 10 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %v = arith.index_cast %i : index to i64
    %d:2 = scf.while (%x = %v, %k = %z) : (i64, i64) -> (i64, i64) {
      %more = arith.cmpi ugt, %x, %z : i64
      %k1 = scf.if %more -> (i64) {
        %one = arith.constant 1 : i64
        %kk = arith.addi %k, %one : i64
        scf.yield %kk : i64
      } else {
        scf.yield %k : i64
      }
      scf.condition(%more) %x, %k1 : i64, i64
    } do {
    ^bb0(%y: i64, %m: i64):
      %q = arith.divui %y, %ten : i64
      scf.yield %q, %m : i64, i64
    }
    %s = arith.addi %acc, %d#1 : i64
    scf.yield %s : i64
  }
  return %r : i64
}
