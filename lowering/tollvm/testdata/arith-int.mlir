// PIPELINE: convert-arith-to-llvm
// Integer arithmetic, bitwise ops and shifts on i32 and i64.
func.func @int_ops(%a: i32, %b: i32, %c: i64, %d: i64) -> (i32, i64) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %b, %0 : i32
  %2 = arith.muli %1, %a : i32
  %3 = arith.divsi %2, %b : i32
  %4 = arith.divui %3, %a : i32
  %5 = arith.remsi %4, %b : i32
  %6 = arith.remui %5, %a : i32
  %7 = arith.andi %6, %b : i32
  %8 = arith.ori %7, %a : i32
  %9 = arith.xori %8, %b : i32
  %10 = arith.shli %c, %d : i64
  %11 = arith.shrsi %10, %d : i64
  %12 = arith.shrui %11, %c : i64
  return %9, %12 : i32, i64
}
