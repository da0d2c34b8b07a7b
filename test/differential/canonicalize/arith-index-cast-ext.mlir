// index_cast looks through sign extension, index_castui through zero extension.
func.func @index_of_ext(%x: i16, %y: i16) -> (index, index) {
  %a = arith.extsi %x : i16 to i64
  %b = arith.index_cast %a : i64 to index
  %c = arith.extui %y : i16 to i32
  %d = arith.index_castui %c : i32 to index
  return %b, %d : index, index
}
