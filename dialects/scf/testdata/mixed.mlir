// Loops nested in loops and conditionals: count the primes below n by
// trial division.
func.func @count_primes(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %count = scf.for %i = %c2 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %prime = scf.while (%d = %c2) : (index) -> index {
      %sq = arith.muli %d, %d : index
      %in_range = arith.cmpi ule, %sq, %i : index
      %rem = arith.remui %i, %d : index
      %not_div = arith.cmpi ne, %rem, %c0 : index
      %go = arith.andi %in_range, %not_div : i1
      scf.condition(%go) %d : index
    } do {
    ^bb0(%d2: index):
      %next = arith.addi %d2, %c1 : index
      scf.yield %next : index
    }
    %sq = arith.muli %prime, %prime : index
    %is_prime = arith.cmpi ugt, %sq, %i : index
    %acc1 = scf.if %is_prime -> (index) {
      %a = arith.addi %acc, %c1 : index
      scf.yield %a : index
    } else {
      scf.yield %acc : index
    }
    scf.yield %acc1 : index
  }
  return %count : index
}
