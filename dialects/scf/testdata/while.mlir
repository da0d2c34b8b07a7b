// scf.while: the number of Collatz steps to reach 1.
func.func @collatz(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %r:2 = scf.while (%x = %n, %steps = %c0) : (i64, i64) -> (i64, i64) {
    %c1 = arith.constant 1 : i64
    %more = arith.cmpi ugt, %x, %c1 : i64
    scf.condition(%more) %x, %steps : i64, i64
  } do {
  ^bb0(%y: i64, %s: i64):
    %c1 = arith.constant 1 : i64
    %c2 = arith.constant 2 : i64
    %c3 = arith.constant 3 : i64
    %bit = arith.andi %y, %c1 : i64
    %odd = arith.cmpi ne, %bit, %c0 : i64
    %next = scf.if %odd -> (i64) {
      %t = arith.muli %y, %c3 : i64
      %t1 = arith.addi %t, %c1 : i64
      scf.yield %t1 : i64
    } else {
      %h = arith.divui %y, %c2 : i64
      scf.yield %h : i64
    }
    %s1 = arith.addi %s, %c1 : i64
    scf.yield %next, %s1 : i64, i64
  }
  return %r#1 : i64
}

// A do-while whose condition region passes a different value than it
// receives.
func.func @first_power_above(%limit: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.while (%p = %c1) : (i32) -> i32 {
    %c2 = arith.constant 2 : i32
    %next = arith.muli %p, %c2 : i32
    %below = arith.cmpi sle, %next, %limit : i32
    scf.condition(%below) %next : i32
  } do {
  ^bb0(%q: i32):
    scf.yield %q : i32
  }
  return %r : i32
}

func.func @no_values(%c: i1) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
