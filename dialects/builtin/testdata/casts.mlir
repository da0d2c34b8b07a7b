// unrealized_conversion_cast with no, one and several values.
func.func @casts(%a: i32, %b: f32) -> (i64, tuple<i32, f32>, i1) {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to tuple<i32, f32>
  %2:2 = builtin.unrealized_conversion_cast %1 : tuple<i32, f32> to i1, index
  %3 = builtin.unrealized_conversion_cast to i8
  return %0, %1, %2#0 : i64, tuple<i32, f32>, i1
}
