// Assertions guarding a division.
func.func @checked_div(%a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %nz = arith.cmpi ne, %b, %c0 : i32
  cf.assert %nz, "division by zero"
  %min = arith.constant -2147483648 : i32
  %m1 = arith.constant -1 : i32
  %a_min = arith.cmpi eq, %a, %min : i32
  %b_m1 = arith.cmpi eq, %b, %m1 : i32
  %ovf = arith.andi %a_min, %b_m1 : i1
  %true = arith.constant true
  %ok = arith.xori %ovf, %true : i1
  cf.assert %ok, "overflow: \"INT_MIN / -1\""
  %q = arith.divsi %a, %b : i32
  return %q : i32
}
