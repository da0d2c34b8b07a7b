// PIPELINE: convert-arith-to-llvm,reconcile-unrealized-casts
// Only i-typed values: after the lowering no cast is left.
func.func @poly(%x: i64, %y: i64) -> i64 {
  %c3 = arith.constant 3 : i64
  %c5 = arith.constant 5 : i64
  %0 = arith.muli %x, %x : i64
  %1 = arith.muli %0, %c3 : i64
  %2 = arith.muli %y, %c5 : i64
  %3 = arith.addi %1, %2 : i64
  %4 = arith.maxsi %3, %y : i64
  return %4 : i64
}
