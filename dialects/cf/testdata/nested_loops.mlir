// A doubly nested counted loop in unstructured form: sum of i * j.
func.func @sum_products(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^outer(%c0, %c0 : index, index)
^outer(%i: index, %acc: index):
  %oc = arith.cmpi slt, %i, %n : index
  cf.cond_br %oc, ^inner_entry, ^done(%acc : index)
^inner_entry:
  cf.br ^inner(%c0, %acc : index, index)
^inner(%j: index, %acc2: index):
  %ic = arith.cmpi slt, %j, %n : index
  cf.cond_br %ic, ^inner_body, ^outer_latch(%acc2 : index)
^inner_body:
  %p = arith.muli %i, %j : index
  %s = arith.addi %acc2, %p : index
  %j1 = arith.addi %j, %c1 : index
  cf.br ^inner(%j1, %s : index, index)
^outer_latch(%acc3: index):
  %i1 = arith.addi %i, %c1 : index
  cf.br ^outer(%i1, %acc3 : index, index)
^done(%r: index):
  return %r : index
}
