// Three nested loops summing i*j*k, the inner ones reading the outer
// induction variables and carrying the sum through every level.
func.func @triple(%n: index, %m: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0) -> (index) {
    %ri = scf.for %j = %i to %m step %c1 iter_args(%b = %a) -> (index) {
      %rj = scf.for %k = %c0 to %j step %c1 iter_args(%c = %b) -> (index) {
        %p = arith.muli %i, %j : index
        %q = arith.muli %p, %k : index
        %s = arith.addi %c, %q : index
        scf.yield %s : index
      }
      scf.yield %rj : index
    }
    scf.yield %ri : index
  }
  return %r : index
}
