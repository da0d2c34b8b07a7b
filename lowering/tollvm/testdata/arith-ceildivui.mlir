// PIPELINE: convert-arith-to-llvm
// PEER-PIPELINE: arith-expand,convert-arith-to-llvm
// ceildivui on i16 and index.
func.func @ceildivui(%a: i16, %b: i16, %i: index) -> (i16, index) {
  %c3 = arith.constant 3 : index
  %0 = arith.ceildivui %a, %b : i16
  %1 = arith.ceildivui %i, %c3 : index
  return %0, %1 : i16, index
}
