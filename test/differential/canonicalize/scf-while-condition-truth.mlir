// The loop condition passed on to the body is true there: a branch on it
// and a select on it fold away.
func.func @search(%start: i64, %step: i64, %bound: i64) -> i64 {
  %r:2 = scf.while (%x = %start) : (i64) -> (i1, i64) {
    %more = arith.cmpi ult, %x, %bound : i64
    scf.condition(%more) %more, %x : i1, i64
  } do {
  ^bb0(%ok: i1, %y: i64):
    %z = scf.if %ok -> (i64) {
      %n = arith.addi %y, %step : i64
      scf.yield %n : i64
    } else {
      scf.yield %y : i64
    }
    %s = arith.select %ok, %z, %y : i64
    scf.yield %s : i64
  }
  return %r#1 : i64
}
