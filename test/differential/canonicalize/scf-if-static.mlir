// scf.if on constant conditions.
func.func @static(%a: i32, %b: i32) -> (i32, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %r = scf.if %true -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %b : i32
  }
  %s = scf.if %false -> (i32) {
    scf.yield %a : i32
  } else {
    %y = arith.muli %a, %b : i32
    scf.yield %y : i32
  }
  scf.if %false {
    %z = arith.subi %a, %b : i32
  }
  return %r, %s : i32, i32
}
