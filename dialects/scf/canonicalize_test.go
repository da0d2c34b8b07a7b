package scf_test

import "testing"

func TestForPatterns(t *testing.T) {
	runPatternCases(t, []patternCase{
		{"IterArgsFolder drops forwarded and unused", "ForOpIterArgsFolder", `
func.func @f(%n: index, %a: i32, %b: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b, %w = %a) -> (i32, i32, i32) {
    %s = arith.addi %x, %b : i32
    scf.yield %s, %y, %a : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}`, trim(`
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
%0 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg1) -> (i32) {
%1 = arith.addi %arg4, %arg2 : i32
scf.yield %1 : i32
}
return %0, %arg2, %arg1 : i32, i32, i32`)},
		{"IterArgsFolder keeps carried values", "ForOpIterArgsFolder", `
func.func @f(%n: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (i32) {
    %s = arith.addi %x, %x : i32
    scf.yield %s : i32
  }
  return %r : i32
}`, ""},
		{"zero trip", "SimplifyTrivialLoops", `
func.func @f(%a: i32) -> i32 {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c4 to %c2 step %c1 iter_args(%x = %a) -> (i32) {
    %s = arith.addi %x, %x : i32
    scf.yield %s : i32
  }
  return %r : i32
}`, trim(`
%c4 = arith.constant 4 : index
%c2 = arith.constant 2 : index
%c1 = arith.constant 1 : index
return %arg0 : i32`)},
		{"single trip inlined", "SimplifyTrivialLoops", `
func.func @f(%a: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c1 step %c8 iter_args(%x = %a) -> (index) {
    %s = arith.addi %x, %i : index
    scf.yield %s : index
  }
  return %r : index
}`, trim(`
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
%c8 = arith.constant 8 : index
%0 = arith.addi %arg0, %c0 : index
return %0 : index`)},
		{"empty body yielding outside values", "SimplifyTrivialLoops", `
func.func @f(%a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%x = %a) -> (i32) {
    scf.yield %b : i32
  }
  return %r : i32
}`, trim(`
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
%c8 = arith.constant 8 : index
return %arg1 : i32`)},
		{"unknown trip count", "SimplifyTrivialLoops", `
func.func @f(%n: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (i32) {
    %s = arith.addi %x, %x : i32
    scf.yield %s : i32
  }
  return %r : i32
}`, ""},
	})
}

func TestIfPatterns(t *testing.T) {
	runPatternCases(t, []patternCase{
		{"RemoveUnusedResults", "RemoveUnusedResults", `
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x, %a : i32, i32
  } else {
    scf.yield %b, %b : i32, i32
  }
  return %r#1 : i32
}`, trim(`
%0 = scf.if %arg0 -> (i32) {
%1 = arith.addi %arg1, %arg2 : i32
scf.yield %arg1 : i32
} else {
scf.yield %arg2 : i32
}
return %0 : i32`)},
		{"RemoveStaticCondition true", "RemoveStaticCondition", `
func.func @f(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %r = scf.if %true -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}`, trim(`
%true = arith.constant true
%0 = arith.addi %arg0, %arg1 : i32
return %0 : i32`)},
		{"RemoveStaticCondition false without else", "RemoveStaticCondition", `
func.func @f(%a: i32) {
  %false = arith.constant false
  scf.if %false {
    %x = arith.addi %a, %a : i32
  }
  return
}`, trim(`
%false = arith.constant false
return`)},
		{"ConvertTrivialIfToSelect", "ConvertTrivialIfToSelect", `
func.func @f(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x, %a, %b : i32, i32, i32
  } else {
    scf.yield %b, %b, %b : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}`, trim(`
%0 = arith.select %arg0, %arg1, %arg2 : i32
%1 = scf.if %arg0 -> (i32) {
%2 = arith.addi %arg1, %arg2 : i32
scf.yield %2 : i32
} else {
scf.yield %arg2 : i32
}
return %1, %0, %arg2 : i32, i32, i32`)},
		{"ConditionPropagation", "ConditionPropagation", `
func.func @f(%c: i1, %a: i1) -> (i1, i1) {
  %r:2 = scf.if %c -> (i1, i1) {
    %x = arith.andi %c, %a : i1
    scf.yield %x, %c : i1, i1
  } else {
    scf.yield %c, %a : i1, i1
  }
  return %r#0, %r#1 : i1, i1
}`, trim(`
%false = arith.constant false
%true = arith.constant true
%0:2 = scf.if %arg0 -> (i1, i1) {
%1 = arith.andi %true, %arg1 : i1
scf.yield %1, %true : i1, i1
} else {
scf.yield %false, %arg1 : i1, i1
}
return %0#0, %0#1 : i1, i1`)},
		{"ReplaceIfYieldWithConditionOrValue", "ReplaceIfYieldWithConditionOrValue", `
func.func @f(%c: i1, %a: i32) -> (i1, i1, i32) {
  %r:3 = scf.if %c -> (i1, i1, i32) {
    %true = arith.constant true
    %false = arith.constant false
    scf.yield %true, %false, %a : i1, i1, i32
  } else {
    %true = arith.constant true
    %false = arith.constant false
    scf.yield %false, %true, %a : i1, i1, i32
  }
  return %r#0, %r#1, %r#2 : i1, i1, i32
}`, trim(`
%true = arith.constant true
%0 = arith.xori %arg0, %true : i1
%1:3 = scf.if %arg0 -> (i1, i1, i32) {
%true_0 = arith.constant true
%false = arith.constant false
scf.yield %true_0, %false, %arg1 : i1, i1, i32
} else {
%true_0 = arith.constant true
%false = arith.constant false
scf.yield %false, %true_0, %arg1 : i1, i1, i32
}
return %arg0, %0, %arg1 : i1, i1, i32`)},
		{"RemoveEmptyElseBranch", "RemoveEmptyElseBranch", `
func.func @f(%c: i1, %a: i32) {
  scf.if %c {
    %x = arith.addi %a, %a : i32
  } else {
  }
  return
}`, trim(`
scf.if %arg0 {
%0 = arith.addi %arg1, %arg1 : i32
}
return`)},
		{"CombineIfs", "CombineIfs", `
func.func @f(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %s = scf.if %c -> (i32) {
    %x = arith.addi %r, %r : i32
    scf.yield %x : i32
  } else {
    %y = arith.muli %r, %r : i32
    scf.yield %y : i32
  }
  return %r, %s : i32, i32
}`, trim(`
%0:2 = scf.if %arg0 -> (i32, i32) {
%1 = arith.addi %arg1, %arg1 : i32
scf.yield %arg1, %1 : i32, i32
} else {
%1 = arith.muli %arg2, %arg2 : i32
scf.yield %arg2, %1 : i32, i32
}
return %0#0, %0#1 : i32, i32`)},
		{"CombineNestedIfs", "CombineNestedIfs", `
func.func @f(%c: i1, %d: i1, %a: i32) {
  scf.if %c {
    scf.if %d {
      %x = arith.addi %a, %a : i32
    }
  }
  return
}`, trim(`
%0 = arith.andi %arg0, %arg1 : i1
scf.if %0 {
%1 = arith.addi %arg2, %arg2 : i32
}
return`)},
		{"CombineNestedIfs with results", "CombineNestedIfs", `
func.func @f(%c: i1, %d: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %s = scf.if %d -> (i32) {
      %x = arith.addi %a, %a : i32
      scf.yield %x : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %s, %a : i32, i32
  } else {
    scf.yield %b, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}`, trim(`
%0 = arith.andi %arg0, %arg1 : i1
%1 = arith.select %arg0, %arg2, %arg3 : i32
%2:2 = scf.if %0 -> (i32, i32) {
%3 = arith.addi %arg2, %arg2 : i32
scf.yield %3, %arg2 : i32, i32
} else {
scf.yield %arg3, %arg3 : i32, i32
}
return %2#0, %1 : i32, i32`)},
		{"SingleBlockExecuteInliner", "SingleBlockExecuteInliner", `
func.func @f(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  }
  return %r : i32
}`, trim(`
%0 = arith.addi %arg0, %arg0 : i32
return %0 : i32`)},
	})
}
