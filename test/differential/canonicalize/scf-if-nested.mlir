// Nested ifs whose outer then branch is only the inner if combine.
func.func private @effect()
func.func @nested(%a: i32, %b: i32) {
  %c0 = arith.constant 0 : i32
  %p = arith.cmpi sgt, %a, %c0 : i32
  %q = arith.cmpi slt, %b, %c0 : i32
  scf.if %p {
    scf.if %q {
      func.call @effect() : () -> ()
    }
  }
  return
}
