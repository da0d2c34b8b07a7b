// Switch cases that go where the default goes are dropped; a switch left
// with only its default becomes a branch.
func.func @switch_default(%flag: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    1: ^bb1(%a : i32),
    2: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  %y = arith.addi %x, %b : i32
  return %y : i32
}
