// Greatest common divisor three ways: scf.while, cf loop and recursion,
// with a checker comparing them.
func.func @gcd_while(%a: i64, %b: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %r:2 = scf.while (%x = %a, %y = %b) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi ne, %y, %c0 : i64
    scf.condition(%more) %x, %y : i64, i64
  } do {
  ^bb0(%x1: i64, %y1: i64):
    %m = arith.remui %x1, %y1 : i64
    scf.yield %y1, %m : i64, i64
  }
  return %r#0 : i64
}

func.func @gcd_cf(%a: i64, %b: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  cf.br ^head(%a, %b : i64, i64)
^head(%x: i64, %y: i64):
  %z = arith.cmpi eq, %y, %c0 : i64
  cf.cond_br %z, ^exit, ^body
^body:
  %m = arith.remui %x, %y : i64
  cf.br ^head(%y, %m : i64, i64)
^exit:
  return %x : i64
}

func.func @gcd_rec(%a: i64, %b: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %z = arith.cmpi eq, %b, %c0 : i64
  %r = scf.if %z -> (i64) {
    scf.yield %a : i64
  } else {
    %m = arith.remui %a, %b : i64
    %g = func.call @gcd_rec(%b, %m) : (i64, i64) -> i64
    scf.yield %g : i64
  }
  return %r : i64
}

func.func @check(%a: i64, %b: i64) {
  %0 = func.call @gcd_while(%a, %b) : (i64, i64) -> i64
  %1 = func.call @gcd_cf(%a, %b) : (i64, i64) -> i64
  %2 = func.call @gcd_rec(%a, %b) : (i64, i64) -> i64
  %e1 = arith.cmpi eq, %0, %1 : i64
  %e2 = arith.cmpi eq, %1, %2 : i64
  %ok = arith.andi %e1, %e2 : i1
  cf.assert %ok, "gcd implementations disagree"
  return
}
