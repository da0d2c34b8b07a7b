// Argument and result attributes, function attributes, quoted names.
func.func @"with space"(%a: i32 {test.name = "a"}, %b: i32) -> (i32 {test.result}, i32) attributes {test.pure, test.version = 2 : i32} {
  return %a, %b : i32, i32
}

func.func @caller() -> i32 {
  %c1 = arith.constant 1 : i32
  %0:2 = func.call @"with space"(%c1, %c1) : (i32, i32) -> (i32, i32)
  %1 = arith.addi %0#0, %0#1 : i32
  return %1 : i32
}

func.func @tensors(%t: tensor<2x?xf32> {test.layout = "row"}) -> tensor<2x?xf32> {
  return %t : tensor<2x?xf32>
}
