// Mutually recursive even/odd, and a call of a function defined later.
func.func @is_even(%n: i32) -> i1 {
  %c0 = arith.constant 0 : i32
  %zero = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %zero, ^yes, ^recurse
^yes:
  %t = arith.constant true
  return %t : i1
^recurse:
  %c1 = arith.constant 1 : i32
  %m = arith.subi %n, %c1 : i32
  %r = func.call @is_odd(%m) : (i32) -> i1
  return %r : i1
}

func.func @is_odd(%n: i32) -> i1 {
  %c0 = arith.constant 0 : i32
  %zero = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %zero, ^no, ^recurse
^no:
  %f = arith.constant false
  return %f : i1
^recurse:
  %c1 = arith.constant 1 : i32
  %m = arith.subi %n, %c1 : i32
  %r = func.call @is_even(%m) : (i32) -> i1
  return %r : i1
}
