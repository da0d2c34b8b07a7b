// A verifier error with a note: a symbol defined twice.
func.func @f() {
  return
}
func.func @f() {
  return
}
