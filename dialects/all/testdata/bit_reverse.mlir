// Reverse the bits of a 32-bit word with a loop, and check it against the
// shift-and-mask method for one step.
func.func @reverse_loop(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %r:2 = scf.for %i = %c0 to %c32 step %c1 iter_args(%acc = %zero, %v = %x) -> (i32, i32) {
    %bit = arith.andi %v, %one : i32
    %sh = arith.shli %acc, %one : i32
    %acc1 = arith.ori %sh, %bit : i32
    %v1 = arith.shrui %v, %one : i32
    scf.yield %acc1, %v1 : i32, i32
  }
  return %r#0 : i32
}

func.func @swap_halves(%x: i32) -> i32 {
  %c16 = arith.constant 16 : i32
  %hi = arith.shrui %x, %c16 : i32
  %lo = arith.shli %x, %c16 : i32
  %r = arith.ori %hi, %lo : i32
  return %r : i32
}
