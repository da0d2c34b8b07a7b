// PIPELINE: convert-arith-to-llvm
// PEER-PIPELINE: arith-expand,convert-arith-to-llvm
// floordivsi on i64 and index.
func.func @floordivsi(%a: i64, %b: i64, %i: index, %j: index) -> (i64, index) {
  %0 = arith.floordivsi %a, %b : i64
  %1 = arith.floordivsi %i, %j : index
  return %0, %1 : i64, index
}
