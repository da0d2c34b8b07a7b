// A small state machine counting "ab" pairs in a packed input word.
func.func @count_ab(%word: i64, %len: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  cf.br ^step(%c0, %c0, %c0 : i32, i32, i32)
^step(%pos: i32, %state: i32, %count: i32):
  %end = arith.cmpi sge, %pos, %len : i32
  cf.cond_br %end, ^done(%count : i32), ^read
^read:
  %pos64 = arith.extui %pos : i32 to i64
  %c8 = arith.constant 8 : i64
  %shift = arith.muli %pos64, %c8 : i64
  %byte64 = arith.shrui %word, %shift : i64
  %byte = arith.trunci %byte64 : i64 to i8
  %c1 = arith.constant 1 : i32
  %next = arith.addi %pos, %c1 : i32
  cf.switch %state : i32, [
    default: ^start(%byte, %next, %count : i8, i32, i32),
    1: ^seen_a(%byte, %next, %count : i8, i32, i32)
  ]
^start(%b: i8, %p: i32, %n: i32):
  %a = arith.constant 97 : i8
  %is_a = arith.cmpi eq, %b, %a : i8
  %s = arith.extui %is_a : i1 to i32
  cf.br ^step(%p, %s, %n : i32, i32, i32)
^seen_a(%b2: i8, %p2: i32, %n2: i32):
  %bb = arith.constant 98 : i8
  %is_b = arith.cmpi eq, %b2, %bb : i8
  %inc = arith.extui %is_b : i1 to i32
  %n3 = arith.addi %n2, %inc : i32
  %a2 = arith.constant 97 : i8
  %again = arith.cmpi eq, %b2, %a2 : i8
  %s2 = arith.extui %again : i1 to i32
  cf.br ^step(%p2, %s2, %n3 : i32, i32, i32)
^done(%r: i32):
  return %r : i32
}
