// Negated comparisons fold into the inverse predicate.
func.func @not_cmp(%a: i32, %b: i32) -> (i1, i1, i1) {
  %true = arith.constant true
  %lt = arith.cmpi slt, %a, %b : i32
  %ge = arith.xori %lt, %true : i1
  %eq = arith.cmpi eq, %a, %b : i32
  %ne = arith.xori %eq, %true : i1
  %ule = arith.cmpi ule, %a, %b : i32
  %ugt = arith.xori %ule, %true : i1
  return %ge, %ne, %ugt : i1, i1, i1
}
