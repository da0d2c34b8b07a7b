// Values scf.condition passes on that neither the body nor the loop's
// users read are dropped; a loop with no effect and no used result goes.
func.func @partial(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:3 = scf.while (%i = %c0, %acc = %c0) : (i32, i32) -> (i32, i32, i32) {
    %lt = arith.cmpi slt, %i, %n : i32
    %sq = arith.muli %i, %i : i32
    scf.condition(%lt) %i, %acc, %sq : i32, i32, i32
  } do {
  ^bb0(%j: i32, %a: i32, %unused: i32):
    %j1 = arith.addi %j, %c1 : i32
    %a1 = arith.addi %a, %j : i32
    scf.yield %j1, %a1 : i32, i32
  }
  return %r#1 : i32
}

func.func @dead_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%i = %c0) : (index) -> index {
    %lt = arith.cmpi slt, %i, %n : index
    scf.condition(%lt) %i : index
  } do {
  ^bb0(%j: index):
    %next = arith.addi %j, %c1 : index
    scf.yield %next : index
  }
  return
}
