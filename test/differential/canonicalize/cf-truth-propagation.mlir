// In a successor reached only through one edge, the condition is a constant.
func.func private @use(i1)
func.func @truth(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  func.call @use(%c) : (i1) -> ()
  return
^bb2:
  func.call @use(%c) : (i1) -> ()
  return
}
