// Unused pure operations disappear, duplicates merge.
func.func @dead(%x: i32, %y: i32) -> i32 {
  %a = arith.addi %x, %y : i32
  %b = arith.muli %x, %y : i32
  %c = arith.addi %x, %y : i32
  %d = arith.xori %b, %b : i32
  %e = arith.addi %a, %c : i32
  return %e : i32
}
