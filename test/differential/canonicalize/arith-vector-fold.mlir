// Elementwise folding of vector constants.
func.func @vectors(%v: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>) {
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<10> : vector<4xi32>
  %c = arith.addi %a, %b : vector<4xi32>
  %z = arith.constant dense<0> : vector<4xi32>
  %d = arith.addi %v, %z : vector<4xi32>
  %e = arith.muli %d, %c : vector<4xi32>
  return %c, %e : vector<4xi32>, vector<4xi32>
}
