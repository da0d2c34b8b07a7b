// A parse error with a note: an SSA value defined twice.
func.func @f(%a: i32) -> i32 {
  %0 = arith.constant 1 : i32
  %0 = arith.constant 2 : i32
  return %0 : i32
}
