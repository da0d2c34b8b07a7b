// Calls through a constant function reference become direct calls.
func.func private @callee(i32) -> i32
func.func @indirect(%a: i32) -> i32 {
  %f = func.constant @callee : (i32) -> i32
  %r = func.call_indirect %f(%a) : (i32) -> i32
  return %r : i32
}
