// Folding inside nested loops; the inner loop collapses to one iteration.
func.func @nested(%n: index, %init: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (i64) {
    %k = arith.addi %c2, %c3 : i64
    %inner = scf.for %j = %c0 to %c1 step %c1 iter_args(%a = %acc) -> (i64) {
      %t = arith.addi %a, %k : i64
      scf.yield %t : i64
    }
    scf.yield %inner : i64
  }
  return %r : i64
}
