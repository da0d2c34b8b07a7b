// Algebraic identities that fold to an operand or a constant.
func.func @identities(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %m1 = arith.constant -1 : i32
  %a = arith.addi %x, %c0 : i32
  %b = arith.muli %c1, %a : i32
  %c = arith.andi %b, %m1 : i32
  %d = arith.ori %c, %c0 : i32
  %e = arith.xori %d, %d : i32
  %f = arith.subi %y, %y : i32
  %g = arith.divui %x, %c1 : i32
  %h = arith.remsi %y, %c1 : i32
  %s = arith.subi %x, %y : i32
  %t = arith.addi %s, %y : i32
  return %d, %e, %f, %g, %h, %t, %b : i32, i32, i32, i32, i32, i32, i32
}
