// PIPELINE: convert-cf-to-llvm
// Branches between blocks whose arguments need no conversion.
func.func @branches(%c: i1, %a: i32, %b: f32) -> i32 {
  cf.cond_br %c, ^left(%a : i32), ^right(%b, %a : f32, i32)
^left(%x: i32):
  cf.br ^join(%x : i32)
^right(%y: f32, %z: i32):
  cf.br ^join(%z : i32)
^join(%r: i32):
  return %r : i32
}
