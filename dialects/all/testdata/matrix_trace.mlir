// Loops over tensor-shaped values: the elementwise running product of a
// generated vector, and the trace of an n x n identity-like pattern.
func.func @trace(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %row = scf.for %j = %c0 to %n step %c1 iter_args(%r = %acc) -> (index) {
      %diag = arith.cmpi eq, %i, %j : index
      %v = arith.select %diag, %c1, %c0 : index
      %r1 = arith.addi %r, %v : index
      scf.yield %r1 : index
    }
    scf.yield %row : index
  }
  return %t : index
}

func.func @running_product(%v: vector<4xi32>, %n: index) -> vector<4xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ones = arith.constant dense<1> : vector<4xi32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %ones) -> (vector<4xi32>) {
    %p = arith.muli %acc, %v : vector<4xi32>
    scf.yield %p : vector<4xi32>
  }
  return %r : vector<4xi32>
}
