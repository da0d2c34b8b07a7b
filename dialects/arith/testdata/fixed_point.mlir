// Q16.16 fixed-point multiplication and conversion from float.
func.func @fixmul(%a: i32, %b: i32) -> i32 {
  %c16 = arith.constant 16 : i64
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extsi %b : i32 to i64
  %2 = arith.muli %0, %1 : i64
  %3 = arith.shrsi %2, %c16 : i64
  %4 = arith.trunci %3 : i64 to i32
  return %4 : i32
}

func.func @from_float(%f: f32) -> i32 {
  %scale = arith.constant 65536.0 : f32
  %0 = arith.mulf %f, %scale : f32
  %1 = arith.fptosi %0 : f32 to i32
  return %1 : i32
}

func.func @to_float(%x: i32) -> f64 {
  %scale = arith.constant 1.52587890625e-05 : f64
  %0 = arith.sitofp %x : i32 to f64
  %1 = arith.mulf %0, %scale : f64
  return %1 : f64
}
