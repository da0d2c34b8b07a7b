// Every binary integer op, on scalars of several widths.
func.func @arith32(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %0, %b : i32
  %2 = arith.muli %1, %a : i32
  %3 = arith.divsi %2, %b : i32
  %4 = arith.divui %3, %b : i32
  %5 = arith.ceildivsi %4, %b : i32
  %6 = arith.ceildivui %5, %b : i32
  %7 = arith.floordivsi %6, %b : i32
  %8 = arith.remsi %7, %b : i32
  %9 = arith.remui %8, %b : i32
  return %9 : i32
}

func.func @bits64(%a: i64, %b: i64) -> i64 {
  %0 = arith.andi %a, %b : i64
  %1 = arith.ori %0, %a : i64
  %2 = arith.xori %1, %b : i64
  %3 = arith.shli %2, %b : i64
  %4 = arith.shrsi %3, %b : i64
  %5 = arith.shrui %4, %b : i64
  return %5 : i64
}

func.func @minmax(%a: index, %b: index) -> (index, index, index, index) {
  %0 = arith.maxsi %a, %b : index
  %1 = arith.maxui %a, %b : index
  %2 = arith.minsi %a, %b : index
  %3 = arith.minui %a, %b : index
  return %0, %1, %2, %3 : index, index, index, index
}

func.func @narrow(%a: i1, %b: i8, %c: i16) -> (i1, i8, i16) {
  %0 = arith.xori %a, %a : i1
  %1 = arith.muli %b, %b : i8
  %2 = arith.subi %c, %c : i16
  return %0, %1, %2 : i1, i8, i16
}
