// Bit manipulation: population count by the SWAR method, and the lowest
// set bit, as a compiler would lower them.
func.func @popcount(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c4 = arith.constant 4 : i32
  %c24 = arith.constant 24 : i32
  %m1 = arith.constant 1431655765 : i32
  %m2 = arith.constant 858993459 : i32
  %m4 = arith.constant 252645135 : i32
  %h01 = arith.constant 16843009 : i32
  %0 = arith.shrui %x, %c1 : i32
  %1 = arith.andi %0, %m1 : i32
  %2 = arith.subi %x, %1 : i32
  %3 = arith.andi %2, %m2 : i32
  %4 = arith.shrui %2, %c2 : i32
  %5 = arith.andi %4, %m2 : i32
  %6 = arith.addi %3, %5 : i32
  %7 = arith.shrui %6, %c4 : i32
  %8 = arith.addi %6, %7 : i32
  %9 = arith.andi %8, %m4 : i32
  %10 = arith.muli %9, %h01 : i32
  %11 = arith.shrui %10, %c24 : i32
  return %11 : i32
}

func.func @lowest_set_bit(%x: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %neg = arith.subi %c0, %x : i64
  %r = arith.andi %x, %neg : i64
  return %r : i64
}

func.func @rotate_left(%x: i16, %n: i16) -> i16 {
  %c16 = arith.constant 16 : i16
  %0 = arith.shli %x, %n : i16
  %1 = arith.subi %c16, %n : i16
  %2 = arith.shrui %x, %1 : i16
  %3 = arith.ori %0, %2 : i16
  return %3 : i16
}
