// Float reductions: a dot product of generated values, and a vector
// accumulator.
func.func @harmonic(%n: index) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  %r = scf.for %i = %c1 to %n step %c1 iter_args(%acc = %zero) -> (f64) {
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f64
    %t = arith.divf %one, %fi : f64
    %s = arith.addf %acc, %t fastmath<reassoc> : f64
    scf.yield %s : f64
  }
  return %r : f64
}

func.func @vector_acc(%n: index, %step: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant dense<0.0> : vector<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (vector<4xf32>) {
    %s = arith.addf %acc, %step : vector<4xf32>
    scf.yield %s : vector<4xf32>
  }
  return %r : vector<4xf32>
}
