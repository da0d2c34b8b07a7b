// A parse error: an unterminated dense literal.
func.func @f() {
  %0 = arith.constant 1 : i32
  %1 = arith.constant dense<[1, 2> : vector<2xi32>
  return
}
