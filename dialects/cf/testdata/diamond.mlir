// If-then-else diamonds joined by block arguments.
func.func @max(%a: i32, %b: i32) -> i32 {
  %gt = arith.cmpi sgt, %a, %b : i32
  cf.cond_br %gt, ^then, ^else
^then:
  cf.br ^join(%a : i32)
^else:
  cf.br ^join(%b : i32)
^join(%r: i32):
  return %r : i32
}

func.func @nested(%a: i32, %b: i32, %c: i1) -> i32 {
  %z = arith.cmpi eq, %a, %b : i32
  cf.cond_br %z, ^inner(%a : i32), ^outer(%b, %c : i32, i1)
^inner(%x: i32):
  cf.cond_br %c, ^join(%x : i32), ^join(%a : i32)
^outer(%y: i32, %f: i1):
  cf.cond_br %f, ^join(%y : i32), ^inner(%y : i32)
^join(%r: i32):
  return %r : i32
}
