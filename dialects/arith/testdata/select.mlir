// select with scalar conditions and with masks.
func.func @abs(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %neg = arith.subi %c0, %x : i32
  %lt = arith.cmpi slt, %x, %c0 : i32
  %r = arith.select %lt, %neg, %x : i32
  return %r : i32
}

func.func @clamp(%x: f32, %lo: f32, %hi: f32) -> f32 {
  %below = arith.cmpf olt, %x, %lo : f32
  %0 = arith.select %below, %lo, %x : f32
  %above = arith.cmpf ogt, %0, %hi : f32
  %1 = arith.select %above, %hi, %0 : f32
  return %1 : f32
}

func.func @masked(%m: vector<8xi1>, %a: vector<8xf32>, %b: vector<8xf32>) -> vector<8xf32> {
  %r = arith.select %m, %a, %b : vector<8xi1>, vector<8xf32>
  return %r : vector<8xf32>
}

func.func @whole(%c: i1, %a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r = arith.select %c, %a, %b : tensor<4xi32>
  return %r : tensor<4xi32>
}
