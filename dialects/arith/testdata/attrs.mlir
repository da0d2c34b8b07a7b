// Discardable attributes on arith ops, and wide integers.
func.func @tagged(%a: i128, %b: i128) -> i128 {
  %0 = arith.addi %a, %b {tag = "sum", test.weight = 3 : i32} : i128
  %1 = arith.muli %0, %a {overflow.checked} : i128
  %c = arith.constant {note = "big"} -170141183460469231731687303715884105728 : i128
  %2 = arith.xori %1, %c : i128
  return %2 : i128
}

func.func @fast(%a: f32) -> f32 {
  %0 = arith.addf %a, %a fastmath<fast> {tag} : f32
  %1 = arith.cmpf oeq, %0, %a {test.kind = 1 : i64} : f32
  %2 = arith.select %1, %a, %0 {sel} : f32
  return %2 : f32
}
