// Blocks that only forward their arguments are bypassed.
func.func private @use(i32)
func.func @forward(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%y: i32):
  func.call @use(%y) : (i32) -> ()
  cf.br ^bb4
^bb4:
  return
}
