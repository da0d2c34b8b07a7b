// The body re-tests the loop condition (and its inverse) on the value the
// condition passed on; both comparisons fold to constants.
func.func @bounded(%lo: i32, %hi: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.while (%i = %lo) : (i32) -> i32 {
    %lt = arith.cmpi slt, %i, %hi : i32
    scf.condition(%lt) %i : i32
  } do {
  ^bb0(%j: i32):
    %inside = arith.cmpi slt, %j, %hi : i32
    %outside = arith.cmpi sge, %j, %hi : i32
    %step = scf.if %inside -> (i32) {
      scf.yield %c1 : i32
    } else {
      %c0 = arith.constant 0 : i32
      scf.yield %c0 : i32
    }
    %extra = arith.extui %outside : i1 to i32
    %a = arith.addi %j, %step : i32
    %b = arith.addi %a, %extra : i32
    scf.yield %b : i32
  }
  return %r : i32
}
