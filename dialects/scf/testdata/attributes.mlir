// Discardable attributes on the scf ops, in their places in the syntax.
func.func @tagged(%n: index, %c: i1) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0) -> (index) {
    %s = arith.addi %a, %i : index
    scf.yield %s : index
  } {test.unroll = 4 : i64}
  scf.for %i = %c0 to %n step %c1 {
  } {test.empty}
  scf.if %c {
  } {test.branch_weights = [1, 2]}
  %w = scf.while (%x = %r) : (index) -> index {
    scf.condition(%c) %x : index
  } do {
  ^bb0(%y: index):
    scf.yield %y : index
  } attributes {test.loop}
  return %w : index
}
