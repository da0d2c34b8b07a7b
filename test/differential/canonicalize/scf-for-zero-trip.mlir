// Loops that never run are replaced by their initial values.
func.func @zero_trip(%a: i32, %n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c10 to %c0 step %c1 iter_args(%x = %a) -> (i32) {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  %s = scf.for %i = %n to %n step %c1 iter_args(%x = %a) -> (i32) {
    %y = arith.muli %x, %x : i32
    scf.yield %y : i32
  }
  return %r, %s : i32, i32
}
