// A while loop nested in a for loop: the while carries the for's
// induction variable unchanged and passes on a value of the outer body.
func.func @triangle(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %twice = arith.addi %i, %i : index
    %w:3 = scf.while (%j = %c0, %lim = %i, %sum = %acc) : (index, index, index) -> (index, index, index) {
      %lt = arith.cmpi ult, %j, %lim : index
      scf.condition(%lt) %j, %twice, %sum : index, index, index
    } do {
    ^bb0(%k: index, %t: index, %s: index):
      %k1 = arith.addi %k, %c1 : index
      %s1 = arith.addi %s, %t : index
      scf.yield %k1, %i, %s1 : index, index, index
    }
    scf.yield %w#2 : index
  }
  return %r : index
}
