// scf.execute_region with an unstructured body.
func.func @abs_diff(%a: i32, %b: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %lt = arith.cmpi slt, %a, %b : i32
    cf.cond_br %lt, ^less, ^more
  ^less:
    %d1 = arith.subi %b, %a : i32
    scf.yield %d1 : i32
  ^more:
    %d2 = arith.subi %a, %b : i32
    scf.yield %d2 : i32
  }
  return %r : i32
}

func.func @no_results(%x: i32) {
  scf.execute_region {
    func.call @use(%x) : (i32) -> ()
    scf.yield
  }
  return
}

func.func @attributed(%x: f32) -> (f32, f32) {
  %r:2 = scf.execute_region -> (f32, f32) {
    %y = arith.mulf %x, %x : f32
    scf.yield %x, %y : f32, f32
  } {test.inline_hint}
  return %r#0, %r#1 : f32, f32
}

func.func private @use(i32)
