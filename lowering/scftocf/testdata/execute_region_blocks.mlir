// execute_region with several blocks: a branch inside the region, two
// yields that both leave it, and a region without results.
func.func @pick(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2(%b : i32)
  ^bb1:
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  ^bb2(%x: i32):
    %d = arith.subi %a, %x : i32
    cf.br ^bb3(%d : i32)
  ^bb3(%y: i32):
    scf.yield %y : i32
  }
  %r2 = arith.muli %r, %r : i32
  return %r2 : i32
}

func.func @no_results(%c: i1, %f: () -> ()) {
  scf.execute_region {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    func.call_indirect %f() : () -> ()
    scf.yield
  ^bb2:
    scf.yield
  }
  return
}
