// Inside a branch, the condition is known.
func.func @propagate(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %s = arith.select %c, %a, %b : i32
    %t = arith.addi %s, %a : i32
    scf.yield %t : i32
  } else {
    %s = arith.select %c, %a, %b : i32
    %t = arith.muli %s, %b : i32
    scf.yield %t : i32
  }
  return %r : i32
}
