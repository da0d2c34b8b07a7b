// Selects whose outcome is known.
func.func @select_known(%c: i1, %x: f32, %y: f32, %a: i32, %b: i32) -> (f32, f32, i32, i32) {
  %true = arith.constant true
  %s1 = arith.select %c, %x, %x : f32
  %s2 = arith.select %true, %x, %y : f32
  %eq = arith.cmpi eq, %a, %b : i32
  %s3 = arith.select %eq, %a, %b : i32
  %ne = arith.cmpi ne, %a, %b : i32
  %s4 = arith.select %ne, %a, %b : i32
  return %s1, %s2, %s3, %s4 : f32, f32, i32, i32
}
