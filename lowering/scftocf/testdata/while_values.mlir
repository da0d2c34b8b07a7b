// scf.while whose before region computes new values that it passes to the
// after region, which has a payload and yields different values back.
func.func @isqrt(%n: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.while (%x = %c0, %sq = %c0) : (i32, i32) -> (i32, i32) {
    %x1 = arith.addi %x, %c1 : i32
    %sq1 = arith.muli %x1, %x1 : i32
    %fits = arith.cmpi sle, %sq1, %n : i32
    scf.condition(%fits) %x1, %sq1 : i32, i32
  } do {
  ^bb0(%y: i32, %ysq: i32):
    %d = arith.subi %ysq, %y : i32
    scf.yield %y, %d : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// The before and after regions take and pass values of different types.
func.func @mixed_types(%start: i64, %limit: index) -> index {
  %c1 = arith.constant 1 : i64
  %r = scf.while (%v = %start) : (i64) -> index {
    %i = arith.index_cast %v : i64 to index
    %go = arith.cmpi ult, %i, %limit : index
    scf.condition(%go) %i : index
  } do {
  ^bb0(%j: index):
    %w = arith.index_cast %j : index to i64
    %w1 = arith.addi %w, %c1 : i64
    scf.yield %w1 : i64
  }
  return %r : index
}
