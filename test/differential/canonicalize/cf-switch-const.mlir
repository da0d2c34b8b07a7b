// A switch on a constant takes its case.
func.func @switch_const(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 2 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    1: ^bb1(%b : i32),
    2: ^bb2
  ]
^bb1(%x: i32):
  return %x : i32
^bb2:
  %y = arith.muli %a, %b : i32
  return %y : i32
}
