// Constant folding through a chain of integer arithmetic.
func.func @fold_chain() -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %a = arith.addi %c2, %c3 : i32
  %b = arith.muli %a, %c3 : i32
  %c = arith.subi %b, %c2 : i32
  %d = arith.shli %c, %c2 : i32
  %e = arith.divsi %d, %c3 : i32
  return %e : i32
}
