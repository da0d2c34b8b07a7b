// Bitwise logic and comparisons on extended values narrow to the source.
func.func @narrow(%a: i8, %b: i8, %c: i16, %d: i16) -> (i32, i32, i32, i1, i1) {
  %ea = arith.extui %a : i8 to i32
  %eb = arith.extui %b : i8 to i32
  %and = arith.andi %ea, %eb : i32
  %or = arith.ori %ea, %eb : i32
  %sc = arith.extsi %c : i16 to i32
  %sd = arith.extsi %d : i16 to i32
  %xor = arith.xori %sc, %sd : i32
  %eq = arith.cmpi eq, %sc, %sd : i32
  %ne = arith.cmpi ne, %ea, %eb : i32
  return %and, %or, %xor, %eq, %ne : i32, i32, i32, i1, i1
}
