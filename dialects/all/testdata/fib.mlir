// Fibonacci: recursive, iterative with scf.for, and by fast doubling.
module {
  func.func @fib_rec(%n: i32) -> i32 {
    %c2 = arith.constant 2 : i32
    %small = arith.cmpi slt, %n, %c2 : i32
    cf.cond_br %small, ^leaf, ^split
  ^leaf:
    return %n : i32
  ^split:
    %c1 = arith.constant 1 : i32
    %a = arith.subi %n, %c1 : i32
    %b = arith.subi %n, %c2 : i32
    %fa = func.call @fib_rec(%a) : (i32) -> i32
    %fb = func.call @fib_rec(%b) : (i32) -> i32
    %s = arith.addi %fa, %fb : i32
    return %s : i32
  }

  func.func @fib_iter(%n: index) -> i64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0 : i64
    %one = arith.constant 1 : i64
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %zero, %b = %one) -> (i64, i64) {
      %s = arith.addi %a, %b : i64
      scf.yield %b, %s : i64, i64
    }
    return %r#0 : i64
  }

  // F(2k) = F(k) * (2F(k+1) - F(k)), F(2k+1) = F(k)^2 + F(k+1)^2.
  func.func @fib_doubling(%n: i64) -> (i64, i64) {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c2 = arith.constant 2 : i64
    %is0 = arith.cmpi eq, %n, %c0 : i64
    %r:2 = scf.if %is0 -> (i64, i64) {
      scf.yield %c0, %c1 : i64, i64
    } else {
      %h = arith.shrui %n, %c1 : i64
      %p:2 = func.call @fib_doubling(%h) : (i64) -> (i64, i64)
      %t = arith.muli %p#1, %c2 : i64
      %t1 = arith.subi %t, %p#0 : i64
      %even = arith.muli %p#0, %t1 : i64
      %sq0 = arith.muli %p#0, %p#0 : i64
      %sq1 = arith.muli %p#1, %p#1 : i64
      %odd = arith.addi %sq0, %sq1 : i64
      %bit = arith.andi %n, %c1 : i64
      %is_odd = arith.cmpi ne, %bit, %c0 : i64
      %sum = arith.addi %even, %odd : i64
      %lo = arith.select %is_odd, %odd, %even : i64
      %hi = arith.select %is_odd, %sum, %odd : i64
      scf.yield %lo, %hi : i64, i64
    }
    return %r#0, %r#1 : i64, i64
  }
}
