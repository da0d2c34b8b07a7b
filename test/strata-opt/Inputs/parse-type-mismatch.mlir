// A parse error with a note: a value used with two types.
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i64
  return %0 : i32
}
