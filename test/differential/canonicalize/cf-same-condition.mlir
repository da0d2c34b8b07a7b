// A branch on a condition already tested by the only predecessor folds.
func.func private @f1()
func.func private @f2()
func.func @same_cond(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  func.call @f1() : () -> ()
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  func.call @f2() : () -> ()
  cf.br ^bb3
^bb3:
  return
}
