// PIPELINE: convert-func-to-llvm
// Calls of functions with no, one and several results.
func.func private @ext(i32) -> i32
func.func private @sink(index)
func.func @pair(%a: i32, %b: f32) -> (f32, i32) {
  return %b, %a : f32, i32
}
func.func @caller(%a: i32, %f: f32, %i: index) -> (i32, f32) {
  %0 = call @ext(%a) : (i32) -> i32
  %1:2 = call @pair(%0, %f) : (i32, f32) -> (f32, i32)
  call @sink(%i) : (index) -> ()
  %2 = arith.addi %1#1, %0 : i32
  return %2, %1#0 : i32, f32
}
