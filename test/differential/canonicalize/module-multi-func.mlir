// Several functions, each simplified on its own.
func.func @square(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %y = arith.muli %x, %x : i32
  %z = arith.muli %y, %c1 : i32
  return %z : i32
}
func.func @zero() -> i32 {
  %c7 = arith.constant 7 : i32
  %z = arith.subi %c7, %c7 : i32
  return %z : i32
}
func.func @pick(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  %s = func.call @square(%r) : (i32) -> i32
  return %s : i32
}
