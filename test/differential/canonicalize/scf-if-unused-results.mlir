// Unused results are removed, and an if with nothing left disappears.
func.func @unused(%c: i1, %a: i32, %b: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = arith.addi %a, %b : i32
    %y = arith.muli %a, %b : i32
    scf.yield %x, %y : i32, i32
  } else {
    %z = arith.subi %a, %b : i32
    scf.yield %z, %a : i32, i32
  }
  %s = scf.if %c -> (i32) {
    %w = arith.divsi %a, %b : i32
    scf.yield %w : i32
  } else {
    scf.yield %a : i32
  }
  return %r#0 : i32
}
