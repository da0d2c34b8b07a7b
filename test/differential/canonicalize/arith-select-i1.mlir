// A select of booleans becomes and/or/xor.
func.func @select_bool(%c: i1, %a: i1, %b: i1) -> i1 {
  %s = arith.select %c, %a, %b : i1
  return %s : i1
}
