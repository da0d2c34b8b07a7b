// Top-level operations without a module: the parser wraps them in one.
func.func private @external(i32) -> i32

func.func @first(%x: i32) -> i32 {
  %r = func.call @external(%x) : (i32) -> i32
  return %r : i32
}

func.func @second() -> i32 {
  %c = arith.constant 3 : i32
  %r = func.call @first(%c) : (i32) -> i32
  return %r : i32
}
