// A conditional in a loop body: the increment of the induction variable
// lands after the code that follows the scf.if.
func.func @count_even(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %rem = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %rem, %c0 : index
    %next = scf.if %even -> (i32) {
      %t = arith.addi %acc, %one : i32
      scf.yield %t : i32
    } else {
      scf.yield %acc : i32
    }
    %dbl = arith.addi %next, %z : i32
    scf.yield %dbl : i32
  }
  return %r : i32
}

// A side-effecting conditional without results in a loop without
// iter_args.
func.func @store_odd(%n: index, %f: (index) -> ()) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %n step %c1 {
    %rem = arith.remui %i, %c2 : index
    %odd = arith.cmpi ne, %rem, %c0 : index
    scf.if %odd {
      func.call_indirect %f(%i) : (index) -> ()
    }
  }
  return
}
