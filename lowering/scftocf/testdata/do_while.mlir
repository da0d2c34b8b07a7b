// Do-while loops: the after region only forwards its arguments, so the
// before region branches to itself. The last one forwards them in another
// order and is an ordinary while loop.
func.func @halve(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.while (%x = %n) : (i32) -> i32 {
    %h = arith.shrui %x, %c1 : i32
    %go = arith.cmpi ugt, %h, %c1 : i32
    scf.condition(%go) %h : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return %r : i32
}

func.func @pair(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %s = arith.addi %x, %y : i32
    %go = arith.cmpi slt, %s, %b : i32
    scf.condition(%go) %s, %x : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    scf.yield %p, %q : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @swap(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %go = arith.cmpi slt, %x, %y : i32
    scf.condition(%go) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    scf.yield %q, %p : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
