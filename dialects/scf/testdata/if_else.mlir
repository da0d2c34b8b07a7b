// scf.if with and without results, nested.
func.func @sign(%x: f32) -> f32 {
  %zero = arith.constant 0.0 : f32
  %neg = arith.cmpf olt, %x, %zero : f32
  %r = scf.if %neg -> (f32) {
    %m1 = arith.constant -1.0 : f32
    scf.yield %m1 : f32
  } else {
    %pos = arith.cmpf ogt, %x, %zero : f32
    %s = scf.if %pos -> (f32) {
      %p1 = arith.constant 1.0 : f32
      scf.yield %p1 : f32
    } else {
      scf.yield %zero : f32
    }
    scf.yield %s : f32
  }
  return %r : f32
}

func.func @side_effect_only(%c: i1, %x: i32) {
  scf.if %c {
    func.call @observe(%x) : (i32) -> ()
  }
  scf.if %c {
    func.call @observe(%x) : (i32) -> ()
  } else {
    %d = arith.addi %x, %x : i32
    func.call @observe(%d) : (i32) -> ()
  }
  return
}

func.func @two_results(%c: i1, %a: i32, %b: i64) -> (i32, i64) {
  %r:2 = scf.if %c -> (i32, i64) {
    scf.yield %a, %b : i32, i64
  } else {
    %a2 = arith.muli %a, %a : i32
    %b2 = arith.muli %b, %b : i64
    scf.yield %a2, %b2 : i32, i64
  }
  return %r#0, %r#1 : i32, i64
}

func.func private @observe(i32)
