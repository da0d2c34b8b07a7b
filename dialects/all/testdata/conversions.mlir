// Type conversions in a lowering pipeline's middle: index arithmetic in
// i64, floats narrowed for storage, and unrealized casts left behind by a
// partial conversion.
func.func @mean(%sum: f64, %count: index) -> f32 {
  %c = arith.index_castui %count : index to i64
  %cf = arith.uitofp %c : i64 to f64
  %m = arith.divf %sum, %cf : f64
  %r = arith.truncf %m : f64 to f32
  return %r : f32
}

func.func @partially_converted(%x: i32) -> i64 {
  %0 = builtin.unrealized_conversion_cast %x : i32 to index
  %1 = arith.index_cast %0 : index to i64
  %c1 = arith.constant 1 : i64
  %2 = arith.addi %1, %c1 : i64
  return %2 : i64
}

func.func @quantize(%x: f32) -> i8 {
  %scale = arith.constant 127.0 : f32
  %lo = arith.constant -1.0 : f32
  %hi = arith.constant 1.0 : f32
  %c0 = arith.maxf %x, %lo : f32
  %c1 = arith.minf %c0, %hi : f32
  %s = arith.mulf %c1, %scale : f32
  %q = arith.fptosi %s : f32 to i8
  return %q : i8
}
