// Conditionals yielding one and several results, and one nested in the
// then branch of another.
func.func @abs(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %neg = arith.cmpi slt, %x, %c0 : i32
  %r = scf.if %neg -> (i32) {
    %n = arith.subi %c0, %x : i32
    scf.yield %n : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}

func.func @minmax(%a: i32, %b: i32) -> (i32, i32) {
  %lt = arith.cmpi slt, %a, %b : i32
  %r:2 = scf.if %lt -> (i32, i32) {
    scf.yield %a, %b : i32, i32
  } else {
    scf.yield %b, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @sign(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %pos = arith.cmpi sgt, %x, %c0 : i32
  %r = scf.if %pos -> (i32) {
    scf.yield %c1 : i32
  } else {
    %zero = arith.cmpi eq, %x, %c0 : i32
    %s = scf.if %zero -> (i32) {
      scf.yield %c0 : i32
    } else {
      scf.yield %cm1 : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}
