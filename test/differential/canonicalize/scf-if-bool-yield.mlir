// Branches yielding true/false constants give the condition or its negation.
func.func @bool_yield(%c: i1, %x: i32) -> (i1, i1, i32) {
  %r:3 = scf.if %c -> (i1, i1, i32) {
    %t = arith.constant true
    %f = arith.constant false
    %y = arith.addi %x, %x : i32
    scf.yield %t, %f, %y : i1, i1, i32
  } else {
    %t = arith.constant true
    %f = arith.constant false
    scf.yield %f, %t, %x : i1, i1, i32
  }
  return %r#0, %r#1, %r#2 : i1, i1, i32
}
