// Constants of every kind arith.constant holds.
func.func @integers() -> (i1, i1, i8, i16, i32, i64, index, i128, i7) {
  %t = arith.constant true
  %f = arith.constant false
  %a = arith.constant -128 : i8
  %b = arith.constant 65535 : i16
  %c = arith.constant 2147483647 : i32
  %d = arith.constant -9223372036854775808 : i64
  %e = arith.constant 0 : index
  %g = arith.constant 170141183460469231731687303715884105727 : i128
  %h = arith.constant 63 : i7
  return %t, %f, %a, %b, %c, %d, %e, %g, %h : i1, i1, i8, i16, i32, i64, index, i128, i7
}

func.func @floats() -> (f16, bf16, f32, f64, f32, f64, f32) {
  %a = arith.constant 1.5 : f16
  %b = arith.constant -2.0 : bf16
  %c = arith.constant 3.14159274 : f32
  %d = arith.constant 2.718281828459045 : f64
  %inf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FF8000000000000 : f64
  %small = arith.constant 1.0e-30 : f32
  return %a, %b, %c, %d, %inf, %nan, %small : f16, bf16, f32, f64, f32, f64, f32
}

func.func @elements() -> (tensor<2x3xi32>, vector<4xf32>, tensor<4xi1>, vector<2xindex>, tensor<i64>) {
  %a = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %b = arith.constant dense<0.5> : vector<4xf32>
  %c = arith.constant dense<[true, false, false, true]> : tensor<4xi1>
  %d = arith.constant dense<[0, 7]> : vector<2xindex>
  %e = arith.constant dense<42> : tensor<i64>
  return %a, %b, %c, %d, %e : tensor<2x3xi32>, vector<4xf32>, tensor<4xi1>, vector<2xindex>, tensor<i64>
}
