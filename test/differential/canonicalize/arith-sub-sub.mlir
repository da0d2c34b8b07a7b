// (a - b) - a becomes 0 - b.
func.func @negate(%a: i32, %b: i32) -> i32 {
  %d = arith.subi %a, %b : i32
  %r = arith.subi %d, %a : i32
  return %r : i32
}
