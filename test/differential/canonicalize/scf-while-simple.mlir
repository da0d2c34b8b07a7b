// A while loop counting up, with folding in both regions.
func.func @count(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %lt = arith.cmpi slt, %i, %n : i32
    scf.condition(%lt) %i : i32
  } do {
  ^bb0(%j: i32):
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %k = arith.addi %c1, %c2 : i32
    %next = arith.addi %j, %k : i32
    scf.yield %next : i32
  }
  return %r : i32
}
