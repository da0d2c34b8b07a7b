// PIPELINE: convert-arith-to-llvm
// Every integer and float predicate, and select.
func.func @cmpi(%a: i32, %b: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi uge, %a, %b : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @cmpf(%x: f64, %y: f64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpf oeq, %x, %y : f64
  %1 = arith.cmpf ogt, %x, %y : f64
  %2 = arith.cmpf oge, %x, %y : f64
  %3 = arith.cmpf olt, %x, %y : f64
  %4 = arith.cmpf ole, %x, %y : f64
  %5 = arith.cmpf one, %x, %y : f64
  %6 = arith.cmpf ord, %x, %y : f64
  %7 = arith.cmpf ueq, %x, %y : f64
  %8 = arith.cmpf ugt, %x, %y : f64
  %9 = arith.cmpf uge, %x, %y : f64
  %10 = arith.cmpf ult, %x, %y : f64
  %11 = arith.cmpf ule, %x, %y : f64
  %12 = arith.cmpf une, %x, %y : f64
  %13 = arith.cmpf uno, %x, %y : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @sel(%c: i1, %a: i32, %b: i32, %x: f32, %y: f32) -> (i32, f32) {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %x, %y : f32
  return %0, %1 : i32, f32
}
