// Several small kernels in one module, calling each other.
module attributes {test.name = "kernels"} {
  func.func private @log(i32, f64)

  func.func @dot(%n: index, %x: f64, %y: f64) -> f64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0.0 : f64
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f64) {
      %ii = arith.index_cast %i : index to i64
      %fi = arith.sitofp %ii : i64 to f64
      %a = arith.mulf %x, %fi : f64
      %b = arith.mulf %y, %fi : f64
      %p = arith.mulf %a, %b : f64
      %s = arith.addf %acc, %p : f64
      scf.yield %s : f64
    }
    return %r : f64
  }

  func.func @norm2(%n: index, %x: f64) -> f64 {
    %d = func.call @dot(%n, %x, %x) : (index, f64, f64) -> f64
    return %d : f64
  }

  func.func @report(%n: index, %x: f64) {
    %d = func.call @norm2(%n, %x) : (index, f64) -> f64
    %id = arith.constant 1 : i32
    func.call @log(%id, %d) : (i32, f64) -> ()
    return
  }
}
