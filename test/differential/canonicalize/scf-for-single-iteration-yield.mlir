// A loop that runs exactly once is inlined; what it yields (an iteration
// argument and the induction variable) becomes the loop's results.
func.func @once(%x: index) -> index {
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %c3 = arith.constant 3 : index
  %r:2 = scf.for %i = %c5 to %c8 step %c3 iter_args(%a = %x, %b = %x) -> (index, index) {
    %n = arith.addi %b, %i : index
    scf.yield %i, %n : index, index
  }
  %s = arith.addi %r#0, %r#1 : index
  return %s : index
}
