// A multi-block scf.execute_region whose two branches compute the same
// shape of value: once inlined, mlir-opt-16 merges the two blocks.
func.func @abs_diff(%a: i32, %b: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %lt = arith.cmpi slt, %a, %b : i32
    cf.cond_br %lt, ^less, ^more
  ^less:
    %d1 = arith.subi %b, %a : i32
    scf.yield %d1 : i32
  ^more:
    %d2 = arith.subi %a, %b : i32
    scf.yield %d2 : i32
  }
  return %r : i32
}
