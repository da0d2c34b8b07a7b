// A tiny stack-free bytecode interpreter: opcodes packed four to a word,
// dispatched with cf.switch.
func.func @run(%code: i64, %acc0: i32) -> i32 {
  %c0 = arith.constant 0 : i64
  cf.br ^fetch(%code, %acc0 : i64, i32)
^fetch(%pc: i64, %acc: i32):
  %c255 = arith.constant 255 : i64
  %op64 = arith.andi %pc, %c255 : i64
  %op = arith.trunci %op64 : i64 to i32
  %c8 = arith.constant 8 : i64
  %rest = arith.shrui %pc, %c8 : i64
  cf.switch %op : i32, [
    default: ^halt(%acc : i32),
    1: ^inc(%rest, %acc : i64, i32),
    2: ^dbl(%rest, %acc : i64, i32),
    3: ^neg(%rest, %acc : i64, i32)
  ]
^inc(%p1: i64, %a1: i32):
  %one = arith.constant 1 : i32
  %r1 = arith.addi %a1, %one : i32
  cf.br ^fetch(%p1, %r1 : i64, i32)
^dbl(%p2: i64, %a2: i32):
  %r2 = arith.addi %a2, %a2 : i32
  cf.br ^fetch(%p2, %r2 : i64, i32)
^neg(%p3: i64, %a3: i32):
  %z = arith.constant 0 : i32
  %r3 = arith.subi %z, %a3 : i32
  cf.br ^fetch(%p3, %r3 : i64, i32)
^halt(%r: i32):
  return %r : i32
}
