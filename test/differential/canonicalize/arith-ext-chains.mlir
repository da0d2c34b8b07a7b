// Chains of extensions, truncations and index casts.
func.func @casts(%x: i8, %y: i8, %i: index) -> (i64, i32, index, i8, i32) {
  %a = arith.extui %x : i8 to i16
  %b = arith.extsi %a : i16 to i64
  %c = arith.extsi %x : i8 to i16
  %d = arith.extsi %c : i16 to i32
  %e = arith.index_cast %i : index to i64
  %f = arith.index_cast %e : i64 to index
  %g = arith.extui %y : i8 to i32
  %h = arith.trunci %g : i32 to i8
  %k = arith.index_cast %d : i32 to index
  %l = arith.index_cast %k : index to i32
  return %b, %d, %f, %h, %l : i64, i32, index, i8, i32
}
