// Selects of constants become extensions or logic.
func.func @bool_to_int(%c: i1, %d: i1) -> (i32, i64, i1, i1) {
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %a = arith.select %c, %one, %zero : i32
  %one64 = arith.constant 1 : i64
  %zero64 = arith.constant 0 : i64
  %b = arith.select %c, %zero64, %one64 : i64
  %true = arith.constant true
  %false = arith.constant false
  %e = arith.select %c, %true, %false : i1
  %f = arith.select %c, %d, %false : i1
  return %a, %b, %e, %f : i32, i64, i1, i1
}
