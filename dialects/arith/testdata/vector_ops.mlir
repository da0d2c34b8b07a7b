// Elementwise arithmetic on vectors and tensors.
func.func @saxpy(%a: vector<8xf32>, %x: vector<8xf32>, %y: vector<8xf32>) -> vector<8xf32> {
  %0 = arith.mulf %a, %x : vector<8xf32>
  %1 = arith.addf %0, %y fastmath<contract> : vector<8xf32>
  return %1 : vector<8xf32>
}

func.func @int_tensor(%a: tensor<4x4xi32>, %b: tensor<4x4xi32>) -> tensor<4x4xi32> {
  %0 = arith.addi %a, %b : tensor<4x4xi32>
  %1 = arith.muli %0, %a : tensor<4x4xi32>
  %2 = arith.maxsi %1, %b : tensor<4x4xi32>
  return %2 : tensor<4x4xi32>
}

func.func @dynamic(%a: tensor<?x8xf64>) -> tensor<?x8xf64> {
  %0 = arith.negf %a : tensor<?x8xf64>
  %1 = arith.divf %0, %a : tensor<?x8xf64>
  return %1 : tensor<?x8xf64>
}

func.func @scalable(%a: vector<[4]xi32>) -> vector<[4]xi32> {
  %0 = arith.shli %a, %a : vector<[4]xi32>
  return %0 : vector<[4]xi32>
}

func.func @unranked(%a: tensor<*xi8>) -> tensor<*xi8> {
  %0 = arith.xori %a, %a : tensor<*xi8>
  return %0 : tensor<*xi8>
}
