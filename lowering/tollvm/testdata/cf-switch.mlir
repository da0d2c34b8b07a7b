// PIPELINE: convert-cf-to-llvm
// Switches with no case, and with cases passing values.
func.func @switches(%x: i64, %v: i32) -> i32 {
  cf.switch %x : i64, [
    default: ^bb1
  ]
^bb1:
  cf.switch %x : i64, [
    default: ^bb2(%v : i32),
    -1: ^bb3,
    5: ^bb2(%v : i32),
    100: ^bb3
  ]
^bb2(%a: i32):
  return %a : i32
^bb3:
  return %v : i32
}
