package transforms

import "testing"

var licmInputs = map[string]string{
	"basic-nested-speculation": `func.func @f(%lb: index, %ub: index, %step: index, %a: i32, %b: i32, %c: i1) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %c0) -> i32 {
    %k = arith.constant 7 : i32
    %x = arith.addi %a, %b : i32
    %y = arith.muli %x, %k : i32
    %z = arith.addi %acc, %y : i32
    %d = arith.divui %a, %k : i32
    %d2 = arith.divui %a, %b : i32
    %w = scf.if %c -> i32 {
      %q = arith.addi %a, %a : i32
      scf.yield %q : i32
    } else {
      scf.yield %b : i32
    }
    %ii = arith.index_cast %i : index to i32
    %inner = scf.for %j = %lb to %ub step %step iter_args(%acc2 = %z) -> i32 {
      %m = arith.muli %a, %k : i32
      %n = arith.addi %acc2, %m : i32
      scf.yield %n : i32
    }
    %c1 = arith.constant 1 : index
    %inner2 = scf.for %j = %lb to %ub step %c1 iter_args(%acc2 = %a) -> i32 {
      %m = arith.muli %a, %b : i32
      scf.yield %m : i32
    }
    %s1 = arith.addi %inner, %w : i32
    %s2 = arith.addi %s1, %d : i32
    %s3 = arith.addi %s2, %d2 : i32
    %s4 = arith.addi %s3, %ii : i32
    %s5 = arith.addi %s4, %inner2 : i32
    scf.yield %s5 : i32
  }
  %w = scf.while (%arg = %a) : (i32) -> i32 {
    %cond = arith.cmpi slt, %arg, %b : i32
    scf.condition(%cond) %arg : i32
  } do {
  ^bb0(%arg2: i32):
    %e = arith.addi %a, %b : i32
    %f = arith.addi %arg2, %e : i32
    scf.yield %f : i32
  }
  %t = arith.addi %r, %w : i32
  return %t : i32
}
`,
	"divisions": `func.func @f(%lb: index, %ub: index, %step: index, %a: i32, %b: i32) {
  %k = arith.constant 7 : i32
  %m1 = arith.constant -1 : i32
  %z = arith.constant 0 : i32
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %lb to %ub step %step {
    %1 = arith.divsi %a, %k : i32
    %2 = arith.divsi %a, %m1 : i32
    %3 = arith.remui %a, %k : i32
    %4 = arith.remsi %a, %b : i32
    %5 = arith.ceildivsi %a, %k : i32
    %6 = arith.floordivsi %a, %b : i32
    %7 = arith.ceildivui %a, %k : i32
    %8 = arith.divui %a, %z : i32
    %9 = arith.remsi %a, %m1 : i32
    %10 = arith.ceildivsi %a, %m1 : i32
    %11 = arith.divui %a, %m1 : i32
    scf.for %j = %lb to %ub step %c2 {
      %q = arith.addi %a, %a : i32
    }
    scf.for %j = %lb to %ub step %c1 {
      %q = arith.divui %a, %b : i32
    }
    scf.for %j = %lb to %ub step %c1 {
      scf.for %j2 = %lb to %ub step %c1 {
        %q = arith.addi %a, %a : i32
      }
    }
  }
  return
}
`,
	"effects-and-chains": `func.func private @ext(i32) -> i32
func.func @f(%lb: index, %ub: index, %step: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %c0) -> i32 {
    %e = func.call @ext(%a) : (i32) -> i32
    %x = arith.addi %a, %a : i32
    %y = arith.addi %x, %x : i32
    %z = arith.addi %y, %e : i32
    %t = arith.addi %acc, %y : i32
    %u = arith.addi %t, %z : i32
    scf.yield %u : i32
  }
  return %r : i32
}
`,
}

func TestLICMDifferential(t *testing.T) {
	differential(t, NewLICM, licmInputs, "--loop-invariant-code-motion")
}
