// Index arithmetic on loop bounds folds before the loop is simplified.
func.func @bounds(%buf: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %lb = arith.muli %c0, %c4 : index
  %ub = arith.subi %c8, %c4 : index
  %step = arith.addi %c4, %c0 : index
  %r = scf.for %i = %lb to %ub step %step iter_args(%x = %buf) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %y = arith.addi %x, %ii : i32
    scf.yield %y : i32
  }
  return %r : i32
}
