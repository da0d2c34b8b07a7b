// Operations, types and attributes of an unregistered dialect.
func.func @f(%a: i32) -> i32 {
  %0 = "foo.op"(%a) {foo.attr = #foo.attr<1>} : (i32) -> !foo.tensor<"x">
  "foo.sink"(%0) : (!foo.tensor<"x">) -> ()
  return %a : i32
}
