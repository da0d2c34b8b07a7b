// PIPELINE: convert-arith-to-llvm
// PEER-PIPELINE: arith-expand,convert-arith-to-llvm
// ceildivsi is expanded as MLIR 16's arith-expand expands it.
func.func @ceildivsi(%a: i32, %b: i32) -> i32 {
  %0 = arith.ceildivsi %a, %b : i32
  return %0 : i32
}
