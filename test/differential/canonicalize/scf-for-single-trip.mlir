// A loop that runs once is inlined, with the induction variable at its lower bound.
func.func @single_trip(%a: index) -> index {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c3 to %c4 step %c8 iter_args(%x = %a) -> (index) {
    %y = arith.addi %x, %i : index
    %z = arith.muli %y, %i : index
    scf.yield %z : index
  }
  return %r : index
}
