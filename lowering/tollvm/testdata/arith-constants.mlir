// PIPELINE: convert-arith-to-llvm
// Constants keep their attribute: index constants stay `: index`.
func.func @constants() -> (i1, i8, i32, i64, index, f16, f32, f64, vector<4xi32>, vector<2xf32>, vector<3xindex>) {
  %0 = arith.constant true
  %1 = arith.constant -7 : i8
  %2 = arith.constant 42 : i32
  %3 = arith.constant 9223372036854775807 : i64
  %4 = arith.constant 16 : index
  %5 = arith.constant 1.5 : f16
  %6 = arith.constant -0.25 : f32
  %7 = arith.constant 3.141592653589793 : f64
  %8 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %9 = arith.constant dense<2.0> : vector<2xf32>
  %10 = arith.constant dense<[0, 1, 2]> : vector<3xindex>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i1, i8, i32, i64, index, f16, f32, f64, vector<4xi32>, vector<2xf32>, vector<3xindex>
}
