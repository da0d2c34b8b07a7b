// An empty else branch is removed.
func.func private @sink(i32)
func.func @empty_else(%c: i1, %a: i32) {
  scf.if %c {
    func.call @sink(%a) : (i32) -> ()
  } else {
  }
  return
}
