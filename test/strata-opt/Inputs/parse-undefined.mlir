// A parse error: a use of an undefined SSA value.
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
