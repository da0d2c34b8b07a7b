// Adjacent ifs on the same condition merge.
func.func private @use(i32)
func.func @combine(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  scf.if %c {
    func.call @use(%r) : (i32) -> ()
  }
  return %r : i32
}
