// A switch-based state machine: the first state dispatches on the input,
// and the states it reaches re-dispatch on it; constant states fold.
func.func @step(%in: i8, %x: i32) -> i32 {
  %c1 = arith.constant 1 : i8
  cf.switch %in : i8, [
    default: ^rest,
    10: ^ten,
    20: ^twenty
  ]
^ten:
  cf.switch %in : i8, [
    default: ^bad,
    10: ^inc,
    20: ^dec
  ]
^twenty:
  cf.switch %in : i8, [
    default: ^bad,
    30: ^inc
  ]
^rest:
  cf.switch %in : i8, [
    default: ^konst,
    10: ^inc,
    20: ^dec,
    30: ^dec
  ]
^konst:
  cf.switch %c1 : i8, [
    default: ^bad,
    1: ^inc
  ]
^inc:
  %one = arith.constant 1 : i32
  %a = arith.addi %x, %one : i32
  return %a : i32
^dec:
  %two = arith.constant 1 : i32
  %d = arith.subi %x, %two : i32
  return %d : i32
^bad:
  %z = arith.constant 0 : i32
  return %z : i32
}
