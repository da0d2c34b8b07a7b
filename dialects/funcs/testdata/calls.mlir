// Direct calls: recursion through cf, and calls of multi-result functions.
func.func @factorial(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %done = arith.cmpi sle, %n, %c1 : i64
  cf.cond_br %done, ^base, ^recurse
^base:
  return %c1 : i64
^recurse:
  %m = arith.subi %n, %c1 : i64
  %r = func.call @factorial(%m) : (i64) -> i64
  %p = arith.muli %n, %r : i64
  return %p : i64
}

func.func @divmod(%a: i32, %b: i32) -> (i32, i32) {
  %q = arith.divsi %a, %b : i32
  %r = arith.remsi %a, %b : i32
  return %q, %r : i32, i32
}

func.func @use_divmod(%a: i32) -> i32 {
  %c10 = arith.constant 10 : i32
  %q, %r = func.call @divmod(%a, %c10) : (i32, i32) -> (i32, i32)
  %s = arith.addi %q, %r : i32
  func.call @sink(%s) : (i32) -> ()
  return %s : i32
}

func.func private @sink(i32)
