// A loop inside each branch of a conditional that yields the loop's
// result.
func.func @sum_or_product(%c: i1, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.if %c -> (index) {
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0) -> (index) {
      %t = arith.addi %a, %i : index
      scf.yield %t : index
    }
    scf.yield %s : index
  } else {
    %p = scf.for %i = %c1 to %n step %c1 iter_args(%a = %c1) -> (index) {
      %t = arith.muli %a, %i : index
      scf.yield %t : index
    }
    scf.yield %p : index
  }
  return %r : index
}
