// A verifier error with notes at the same location: a call whose result type is not the callee's.
func.func private @g(i32) -> i64
func.func @f(%a: i32) {
  %0 = func.call @g(%a) : (i32) -> i32
  return
}
