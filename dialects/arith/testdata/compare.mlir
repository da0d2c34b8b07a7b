// Every comparison predicate.
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

func.func @cmpf(%a: f64, %b: f64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpf false, %a, %b : f64
  %1 = arith.cmpf oeq, %a, %b : f64
  %2 = arith.cmpf ogt, %a, %b : f64
  %3 = arith.cmpf oge, %a, %b : f64
  %4 = arith.cmpf olt, %a, %b : f64
  %5 = arith.cmpf ole, %a, %b : f64
  %6 = arith.cmpf one, %a, %b : f64
  %7 = arith.cmpf ord, %a, %b : f64
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @cmpf_unordered(%a: f16, %b: f16) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpf ueq, %a, %b : f16
  %1 = arith.cmpf ugt, %a, %b : f16
  %2 = arith.cmpf uge, %a, %b : f16
  %3 = arith.cmpf ult, %a, %b : f16
  %4 = arith.cmpf ule, %a, %b : f16
  %5 = arith.cmpf une, %a, %b : f16
  %6 = arith.cmpf uno, %a, %b : f16
  %7 = arith.cmpf true, %a, %b : f16
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @vectors(%a: vector<4xi32>, %b: tensor<2x?xf32>) -> (vector<4xi1>, tensor<2x?xi1>) {
  %0 = arith.cmpi sge, %a, %a : vector<4xi32>
  %1 = arith.cmpf oge, %b, %b : tensor<2x?xf32>
  return %0, %1 : vector<4xi1>, tensor<2x?xi1>
}
