// A switch reached from a case of a switch on the same flag takes the
// matching case; one reached from the default loses the cases the first
// switch already took.
func.func @dispatch(%op: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %op : i32, [
    default: ^other,
    0: ^add,
    1: ^sub
  ]
^add:
  cf.switch %op : i32, [
    default: ^fail,
    0: ^do_add,
    1: ^do_sub
  ]
^sub:
  cf.switch %op : i32, [
    default: ^fail,
    0: ^do_add
  ]
^other:
  cf.switch %op : i32, [
    default: ^fail,
    0: ^do_add,
    1: ^do_sub,
    2: ^do_mul
  ]
^do_add:
  %s = arith.addi %a, %b : i32
  return %s : i32
^do_sub:
  %d = arith.subi %a, %b : i32
  return %d : i32
^do_mul:
  %m = arith.muli %a, %b : i32
  return %m : i32
^fail:
  %z = arith.constant -1 : i32
  return %z : i32
}
