// An unknown operation of a registered dialect, in generic form.
func.func @f(%a: i32) {
  "arith.frobnicate"(%a) : (i32) -> ()
  return
}
