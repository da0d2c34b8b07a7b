// scf.condition passing on values defined outside the loop: the after
// block and the loop's users get the values themselves.
func.func @outside_values(%a: i32, %b: i32, %lim: i32) -> (i32, i32, i32) {
  %c10 = arith.constant 10 : i32
  %r:3 = scf.while (%x = %a) : (i32) -> (i32, i32, i32) {
    %lt = arith.cmpi slt, %x, %lim : i32
    scf.condition(%lt) %b, %x, %c10 : i32, i32, i32
  } do {
  ^bb0(%u: i32, %v: i32, %w: i32):
    %s = arith.addi %v, %u : i32
    %t = arith.muli %s, %w : i32
    scf.yield %t : i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
