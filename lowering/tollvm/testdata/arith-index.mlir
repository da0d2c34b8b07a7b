// PIPELINE: convert-arith-to-llvm
// Index values: the function keeps its index argument, so the lowered
// ops meet it through unrealized conversion casts.
func.func @index_ops(%i: index, %a: i32, %w: i64) -> (index, i32, index, i1) {
  %c4 = arith.constant 4 : index
  %0 = arith.muli %i, %c4 : index
  %1 = arith.addi %0, %c4 : index
  %2 = arith.index_cast %1 : index to i32
  %3 = arith.index_cast %a : i32 to index
  %4 = arith.index_castui %w : i64 to index
  %5 = arith.addi %3, %4 : index
  %6 = arith.cmpi ult, %5, %i : index
  return %1, %2, %5, %6 : index, i32, index, i1
}
