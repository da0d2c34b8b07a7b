// PIPELINE: convert-arith-to-llvm
// 1-D vectors lower op for op.
func.func @vectors(%a: vector<4xi32>, %b: vector<4xi32>, %x: vector<2xf64>, %y: vector<2xf64>) -> (vector<4xi32>, vector<4xi1>, vector<2xf64>, vector<2xi1>, vector<4xi64>, vector<4xi32>) {
  %0 = arith.addi %a, %b : vector<4xi32>
  %1 = arith.cmpi sgt, %0, %b : vector<4xi32>
  %2 = arith.mulf %x, %y : vector<2xf64>
  %3 = arith.cmpf olt, %2, %y : vector<2xf64>
  %4 = arith.extsi %0 : vector<4xi32> to vector<4xi64>
  %5 = arith.select %1, %0, %a : vector<4xi1>, vector<4xi32>
  return %0, %1, %2, %3, %4, %5 : vector<4xi32>, vector<4xi1>, vector<2xf64>, vector<2xi1>, vector<4xi64>, vector<4xi32>
}
