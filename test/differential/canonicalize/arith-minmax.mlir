// Min and max with bounds and constants.
func.func @minmax(%x: i32, %c: i8) -> (i32, i32, i32, i8) {
  %max = arith.constant 2147483647 : i32
  %c5 = arith.constant 5 : i32
  %c9 = arith.constant 9 : i32
  %a = arith.minsi %x, %max : i32
  %b = arith.maxsi %c5, %c9 : i32
  %d = arith.maxui %x, %x : i32
  %z = arith.constant 0 : i8
  %e = arith.maxui %c, %z : i8
  return %a, %b, %d, %e : i32, i32, i32, i8
}
