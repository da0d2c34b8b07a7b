// PIPELINE: convert-func-to-llvm
// Block arguments of index type are converted in every block.
func.func @sum(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^loop(%c0, %c0 : index, index)
^loop(%i: index, %acc: index):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit(%acc : index), ^body
^body:
  %next = arith.addi %acc, %i : index
  %inc = arith.addi %i, %c1 : index
  cf.br ^loop(%inc, %next : index, index)
^exit(%r: index):
  return %r : index
}
