// From the canoncse workload. Erasing an op erases what its regions hold,
// but MLIR 16's driver revisits only the definitions of the erased op's
// own operands: here the 1 : i64 that only the dropped branch of the
// inner scf.if used is not revisited, survives until the extui of true
// folds to it, and so keeps its place in front of the later 1 : i32.
func.func @f(%c: i1, %x: i32, %y: i64) -> i64 {
  %true = arith.constant true
  %r = scf.if %c -> (i64) {
    %e1 = arith.extui %c : i1 to i32
    %e2 = arith.extsi %e1 : i32 to i64
    %e3 = arith.extui %c : i1 to i32
    %never = arith.cmpi ugt, %e3, %e3 : i32
    %d = arith.subi %e3, %x : i32
    %s = scf.if %never -> (i64) {
      scf.yield %e2 : i64
    } else {
      %w = arith.extsi %d : i32 to i64
      scf.yield %w : i64
    }
    %one = arith.extui %true : i1 to i64
    %m = arith.andi %s, %one : i64
    scf.yield %m : i64
  } else {
    scf.yield %y : i64
  }
  return %r : i64
}
