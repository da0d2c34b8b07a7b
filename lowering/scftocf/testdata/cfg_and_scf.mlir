// scf ops in several blocks of a function with its own branches, and an
// execute_region holding a loop.
func.func @branchy(%c: i1, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.cond_br %c, ^left, ^right
^left:
  %a = scf.for %i = %c0 to %n step %c1 iter_args(%s = %c0) -> (index) {
    %t = arith.addi %s, %i : index
    scf.yield %t : index
  }
  cf.br ^join(%a : index)
^right:
  %b = scf.execute_region -> index {
    %m = scf.for %i = %c0 to %n step %c1 iter_args(%s = %c1) -> (index) {
      %t = arith.muli %s, %c1 : index
      scf.yield %t : index
    }
    scf.yield %m : index
  }
  cf.br ^join(%b : index)
^join(%r: index):
  %z = scf.if %c -> (index) {
    scf.yield %r : index
  } else {
    scf.yield %c0 : index
  }
  return %z : index
}
