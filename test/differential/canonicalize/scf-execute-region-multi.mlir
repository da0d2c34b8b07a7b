// Multi-block scf.execute_region ops are inlined into the function (or
// the enclosing execute_region); inside scf.if they stay.
func.func @piecewise(%x: i32, %t: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %small = arith.cmpi slt, %x, %t : i32
    cf.cond_br %small, ^low, ^high
  ^low:
    %c2 = arith.constant 2 : i32
    %d = arith.muli %x, %c2 : i32
    scf.yield %d : i32
  ^high:
    %e = arith.addi %x, %t : i32
    %f = arith.shli %e, %t : i32
    scf.yield %f : i32
  }
  %c1 = arith.constant 1 : i32
  %s = arith.addi %r, %c1 : i32
  return %s : i32
}

func.func @nested(%a: i64, %c: i1) -> i64 {
  %r = scf.execute_region -> i64 {
    %inner = scf.execute_region -> i64 {
      cf.cond_br %c, ^one, ^two
    ^one:
      %m = arith.muli %a, %a : i64
      scf.yield %m : i64
    ^two:
      scf.yield %a : i64
    }
    cf.br ^done(%inner : i64)
  ^done(%v: i64):
    scf.yield %v : i64
  }
  return %r : i64
}

func.func @in_if(%a: i32, %c: i1, %d: i1) -> i32 {
  %r = scf.if %c -> (i32) {
    %e = scf.execute_region -> i32 {
      cf.cond_br %d, ^x, ^y
    ^x:
      %m = arith.muli %a, %a : i32
      scf.yield %m : i32
    ^y:
      %n = arith.subi %a, %a : i32
      scf.yield %n : i32
    }
    scf.yield %e : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
