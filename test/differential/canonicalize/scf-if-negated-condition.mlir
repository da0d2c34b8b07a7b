// scf.if on `xori %c, true` with an else branch folds (MLIR's IfOp::fold)
// to scf.if %c with the branches swapped; the xori then dies. Without an
// else branch, or when the xori is not a negation, nothing happens.
func.func @negated(%c: i1, %a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %r = scf.if %n -> (i32) {
    scf.yield %a : i32
  } else {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  }
  return %r : i32
}

func.func private @use(i32)

func.func @negated_no_results(%c: i1, %a: i32, %b: i32) {
  %true = arith.constant true
  %n = arith.xori %true, %c : i1
  scf.if %n {
    func.call @use(%a) : (i32) -> ()
  } else {
    func.call @use(%b) : (i32) -> ()
  }
  return
}

func.func @negated_no_else(%c: i1, %a: i32) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    func.call @use(%a) : (i32) -> ()
  }
  return
}

func.func @not_a_negation(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  %n = arith.xori %c, %d : i1
  %r = scf.if %n -> (i32) {
    %m = arith.muli %a, %b : i32
    scf.yield %m : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// From the canoncse workload: the negated if sits among constants the
// folder hoists, and its condition is computed from folded values.
func.func @negated_after_folds(%x: i64, %c: i1, %f: f64) -> f64 {
  %z = arith.constant 0.0 : f64
  %true = arith.constant true
  %k = arith.constant 51 : i64
  %n = arith.xori %c, %true : i1
  %r = scf.if %n -> (f64) {
    %m = arith.xori %x, %k : i64
    %t = arith.sitofp %m : i64 to f64
    scf.yield %t : f64
  } else {
    scf.yield %z : f64
  }
  %s = arith.addf %r, %f : f64
  return %s : f64
}
