// Named modules with attributes, nested modules and symbol references
// into them.
module @outer attributes {test.target = "cpu", test.version = 1 : i32} {
  module @lib {
    func.func @helper(%x: i32) -> i32 {
      return %x : i32
    }
  }
  module {
    func.func private @anonymous()
  }
  func.func @main() -> i32 {
    %c = arith.constant 7 : i32
    return %c : i32
  }
}
