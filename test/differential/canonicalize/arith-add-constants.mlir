// Reassociation of additions and subtractions with constants.
func.func @offsets(%x: i64) -> (i64, i64, i64, i64) {
  %c1 = arith.constant 1 : i64
  %c4 = arith.constant 4 : i64
  %c10 = arith.constant 10 : i64
  %a = arith.addi %x, %c1 : i64
  %b = arith.addi %a, %c4 : i64
  %c = arith.subi %b, %c10 : i64
  %d = arith.subi %c10, %c : i64
  %e = arith.subi %c4, %x : i64
  %f = arith.addi %e, %c1 : i64
  %g = arith.subi %f, %c10 : i64
  return %b, %c, %d, %g : i64, i64, i64, i64
}
