// Results computed outside the branches become selects.
func.func @to_select(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %a, %x, %b : i32, i32, i32
  } else {
    scf.yield %b, %a, %b : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
