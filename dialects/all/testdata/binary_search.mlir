// Integer square root by binary search over [0, x].
func.func @isqrt(%x: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %hi0 = arith.addi %x, %c1 : i64
  %r:2 = scf.while (%lo = %c0, %hi = %hi0) : (i64, i64) -> (i64, i64) {
    %d = arith.subi %hi, %lo : i64
    %more = arith.cmpi ugt, %d, %c1 : i64
    scf.condition(%more) %lo, %hi : i64, i64
  } do {
  ^bb0(%l: i64, %h: i64):
    %s = arith.addi %l, %h : i64
    %mid = arith.shrui %s, %c1 : i64
    %sq = arith.muli %mid, %mid : i64
    %le = arith.cmpi ule, %sq, %x : i64
    %l1 = arith.select %le, %mid, %l : i64
    %h1 = arith.select %le, %h, %mid : i64
    scf.yield %l1, %h1 : i64, i64
  }
  return %r#0 : i64
}
