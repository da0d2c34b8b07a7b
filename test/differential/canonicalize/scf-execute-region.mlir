// A single-block execute_region is inlined.
func.func @exec(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %c1 = arith.constant 1 : i32
    %x = arith.addi %a, %c1 : i32
    scf.yield %x : i32
  }
  return %r : i32
}
