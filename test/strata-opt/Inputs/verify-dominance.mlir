// A verifier error with a note elsewhere: a use before its definition.
func.func @f(%a: i32) -> i32 {
  cf.br ^bb1
^bb1:
  %1 = arith.addi %0, %a : i32
  %0 = arith.addi %a, %a : i32
  return %1 : i32
}
