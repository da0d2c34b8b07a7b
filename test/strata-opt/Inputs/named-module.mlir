// A single named module with an attribute: it is the output's top level.
module @outer attributes {app.id = 7 : i64} {
  func.func private @f()
}
