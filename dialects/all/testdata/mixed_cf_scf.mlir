// Unstructured control flow inside structured loops: a loop whose body
// branches through scf.execute_region.
func.func @sum_of_abs(%n: index, %base: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %v = arith.subi %ii, %base : i32
    %a = scf.execute_region -> i32 {
      %neg = arith.cmpi slt, %v, %zero : i32
      cf.cond_br %neg, ^flip, ^keep
    ^flip:
      %f = arith.subi %zero, %v : i32
      scf.yield %f : i32
    ^keep:
      scf.yield %v : i32
    }
    %s = arith.addi %acc, %a : i32
    scf.yield %s : i32
  }
  return %r : i32
}
