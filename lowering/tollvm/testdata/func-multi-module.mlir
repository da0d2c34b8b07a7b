// PIPELINE: convert-func-to-llvm,reconcile-unrealized-casts
// Several functions calling one another, then the casts reconciled.
func.func @square(%x: f64) -> f64 {
  %0 = arith.mulf %x, %x : f64
  return %0 : f64
}
func.func @norm2(%x: f64, %y: f64) -> f64 {
  %0 = call @square(%x) : (f64) -> f64
  %1 = call @square(%y) : (f64) -> f64
  %2 = arith.addf %0, %1 : f64
  return %2 : f64
}
func.func @dist(%a: index, %b: index) -> f64 {
  %0 = arith.index_cast %a : index to i64
  %1 = arith.index_cast %b : index to i64
  %2 = arith.sitofp %0 : i64 to f64
  %3 = arith.sitofp %1 : i64 to f64
  %4 = call @norm2(%2, %3) : (f64, f64) -> f64
  return %4 : f64
}
