// PIPELINE: reconcile-unrealized-casts
// Casts that undo one another, casts to the same type, unused casts.
func.func @chain(%a: i64, %b: i32) -> (i64, i32) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  %2 = builtin.unrealized_conversion_cast %b : i32 to i32
  %3 = builtin.unrealized_conversion_cast %b : i32 to si32
  %4 = arith.addi %1, %a : i64
  return %4, %2 : i64, i32
}
