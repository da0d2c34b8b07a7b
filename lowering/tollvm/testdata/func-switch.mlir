// PIPELINE: convert-func-to-llvm
// A switch whose cases pass index values.
func.func @classify(%x: i32, %i: index, %j: index) -> index {
  cf.switch %x : i32, [
    default: ^other(%i : index),
    0: ^zero,
    1: ^other(%j : index),
    7: ^seven(%x, %i : i32, index)
  ]
^zero:
  %c0 = arith.constant 0 : index
  return %c0 : index
^seven(%a: i32, %b: index):
  %c = arith.index_cast %a : i32 to index
  %s = arith.addi %c, %b : index
  return %s : index
^other(%r: index):
  return %r : index
}
