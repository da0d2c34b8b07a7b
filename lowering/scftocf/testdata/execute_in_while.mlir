// An execute_region in the after region of a while loop, and a while
// loop whose values are unused.
func.func @countdown(%n: i64) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %r = scf.while (%x = %n) : (i64) -> i64 {
    %go = arith.cmpi sgt, %x, %c0 : i64
    scf.condition(%go) %x : i64
  } do {
  ^bb0(%y: i64):
    %next = scf.execute_region -> i64 {
      %d = arith.subi %y, %c1 : i64
      scf.yield %d : i64
    }
    scf.yield %next : i64
  }
  return
}
