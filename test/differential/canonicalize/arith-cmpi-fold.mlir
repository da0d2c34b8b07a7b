// Comparisons of constants and of a value with itself.
func.func @cmp(%x: index) -> (i1, i1, i1, i1) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %a = arith.cmpi slt, %c3, %c5 : index
  %b = arith.cmpi uge, %x, %x : index
  %c = arith.cmpi sgt, %c5, %x : index
  %d = arith.cmpi ne, %x, %x : index
  return %a, %b, %c, %d : i1, i1, i1, i1
}
