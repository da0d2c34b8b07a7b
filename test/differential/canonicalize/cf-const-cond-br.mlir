// Conditional branches on constants become unconditional, then blocks merge.
func.func @const_br(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  cf.cond_br %true, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  cf.br ^bb3(%y : i32)
^bb2(%z: i32):
  cf.br ^bb3(%z : i32)
^bb3(%r: i32):
  return %r : i32
}
