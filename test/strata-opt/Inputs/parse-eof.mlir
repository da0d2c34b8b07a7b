// A parse error: the function's region is not closed before the end of the file.
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
