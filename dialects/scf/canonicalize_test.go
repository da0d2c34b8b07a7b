package scf_test

import (
	"testing"

	"github.com/strata-ir/strata/dialects/all/dialecttest"
)

func TestForPatterns(t *testing.T) {
	dialecttest.RunPatternCases(t, []dialecttest.PatternCase{
		{Name: "IterArgsFolder drops forwarded and unused", Pattern: "ForOpIterArgsFolder", Src: `
func.func @f(%n: index, %a: i32, %b: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b, %w = %a) -> (i32, i32, i32) {
    %s = arith.addi %x, %b : i32
    scf.yield %s, %y, %a : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}`, Want: dialecttest.TrimLines(`
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
%0 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg1) -> (i32) {
%1 = arith.addi %arg4, %arg2 : i32
scf.yield %1 : i32
}
return %0, %arg2, %arg1 : i32, i32, i32`)},
		{Name: "IterArgsFolder keeps carried values", Pattern: "ForOpIterArgsFolder", Src: `
func.func @f(%n: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (i32) {
    %s = arith.addi %x, %x : i32
    scf.yield %s : i32
  }
  return %r : i32
}`, Want: ""},
		{Name: "zero trip", Pattern: "SimplifyTrivialLoops", Src: `
func.func @f(%a: i32) -> i32 {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c4 to %c2 step %c1 iter_args(%x = %a) -> (i32) {
    %s = arith.addi %x, %x : i32
    scf.yield %s : i32
  }
  return %r : i32
}`, Want: dialecttest.TrimLines(`
%c4 = arith.constant 4 : index
%c2 = arith.constant 2 : index
%c1 = arith.constant 1 : index
return %arg0 : i32`)},
		{Name: "single trip inlined", Pattern: "SimplifyTrivialLoops", Src: `
func.func @f(%a: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c1 step %c8 iter_args(%x = %a) -> (index) {
    %s = arith.addi %x, %i : index
    scf.yield %s : index
  }
  return %r : index
}`, Want: dialecttest.TrimLines(`
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
%c8 = arith.constant 8 : index
%0 = arith.addi %arg0, %c0 : index
return %0 : index`)},
		{Name: "empty body yielding outside values", Pattern: "SimplifyTrivialLoops", Src: `
func.func @f(%a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%x = %a) -> (i32) {
    scf.yield %b : i32
  }
  return %r : i32
}`, Want: dialecttest.TrimLines(`
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index
%c8 = arith.constant 8 : index
return %arg1 : i32`)},
		{Name: "unknown trip count", Pattern: "SimplifyTrivialLoops", Src: `
func.func @f(%n: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (i32) {
    %s = arith.addi %x, %x : i32
    scf.yield %s : i32
  }
  return %r : i32
}`, Want: ""},
	})
}

func TestIfPatterns(t *testing.T) {
	dialecttest.RunPatternCases(t, []dialecttest.PatternCase{
		{Name: "RemoveUnusedResults", Pattern: "RemoveUnusedResults", Src: `
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x, %a : i32, i32
  } else {
    scf.yield %b, %b : i32, i32
  }
  return %r#1 : i32
}`, Want: dialecttest.TrimLines(`
%0 = scf.if %arg0 -> (i32) {
%1 = arith.addi %arg1, %arg2 : i32
scf.yield %arg1 : i32
} else {
scf.yield %arg2 : i32
}
return %0 : i32`)},
		{Name: "RemoveStaticCondition true", Pattern: "RemoveStaticCondition", Src: `
func.func @f(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %r = scf.if %true -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}`, Want: dialecttest.TrimLines(`
%true = arith.constant true
%0 = arith.addi %arg0, %arg1 : i32
return %0 : i32`)},
		{Name: "RemoveStaticCondition false without else", Pattern: "RemoveStaticCondition", Src: `
func.func @f(%a: i32) {
  %false = arith.constant false
  scf.if %false {
    %x = arith.addi %a, %a : i32
  }
  return
}`, Want: dialecttest.TrimLines(`
%false = arith.constant false
return`)},
		{Name: "ConvertTrivialIfToSelect", Pattern: "ConvertTrivialIfToSelect", Src: `
func.func @f(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x, %a, %b : i32, i32, i32
  } else {
    scf.yield %b, %b, %b : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}`, Want: dialecttest.TrimLines(`
%0 = arith.select %arg0, %arg1, %arg2 : i32
%1 = scf.if %arg0 -> (i32) {
%2 = arith.addi %arg1, %arg2 : i32
scf.yield %2 : i32
} else {
scf.yield %arg2 : i32
}
return %1, %0, %arg2 : i32, i32, i32`)},
		{Name: "ConditionPropagation", Pattern: "ConditionPropagation", Src: `
func.func @f(%c: i1, %a: i1) -> (i1, i1) {
  %r:2 = scf.if %c -> (i1, i1) {
    %x = arith.andi %c, %a : i1
    scf.yield %x, %c : i1, i1
  } else {
    scf.yield %c, %a : i1, i1
  }
  return %r#0, %r#1 : i1, i1
}`, Want: dialecttest.TrimLines(`
%false = arith.constant false
%true = arith.constant true
%0:2 = scf.if %arg0 -> (i1, i1) {
%1 = arith.andi %true, %arg1 : i1
scf.yield %1, %true : i1, i1
} else {
scf.yield %false, %arg1 : i1, i1
}
return %0#0, %0#1 : i1, i1`)},
		{Name: "ReplaceIfYieldWithConditionOrValue", Pattern: "ReplaceIfYieldWithConditionOrValue", Src: `
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
}`, Want: dialecttest.TrimLines(`
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
		{Name: "RemoveEmptyElseBranch", Pattern: "RemoveEmptyElseBranch", Src: `
func.func @f(%c: i1, %a: i32) {
  scf.if %c {
    %x = arith.addi %a, %a : i32
  } else {
  }
  return
}`, Want: dialecttest.TrimLines(`
scf.if %arg0 {
%0 = arith.addi %arg1, %arg1 : i32
}
return`)},
		{Name: "CombineIfs", Pattern: "CombineIfs", Src: `
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
}`, Want: dialecttest.TrimLines(`
%0:2 = scf.if %arg0 -> (i32, i32) {
%1 = arith.addi %arg1, %arg1 : i32
scf.yield %arg1, %1 : i32, i32
} else {
%1 = arith.muli %arg2, %arg2 : i32
scf.yield %arg2, %1 : i32, i32
}
return %0#0, %0#1 : i32, i32`)},
		{Name: "CombineNestedIfs", Pattern: "CombineNestedIfs", Src: `
func.func @f(%c: i1, %d: i1, %a: i32) {
  scf.if %c {
    scf.if %d {
      %x = arith.addi %a, %a : i32
    }
  }
  return
}`, Want: dialecttest.TrimLines(`
%0 = arith.andi %arg0, %arg1 : i1
scf.if %0 {
%1 = arith.addi %arg2, %arg2 : i32
}
return`)},
		{Name: "CombineNestedIfs with results", Pattern: "CombineNestedIfs", Src: `
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
}`, Want: dialecttest.TrimLines(`
%0 = arith.andi %arg0, %arg1 : i1
%1 = arith.select %arg0, %arg2, %arg3 : i32
%2:2 = scf.if %0 -> (i32, i32) {
%3 = arith.addi %arg2, %arg2 : i32
scf.yield %3, %arg2 : i32, i32
} else {
scf.yield %arg3, %arg3 : i32, i32
}
return %2#0, %1 : i32, i32`)},
		{Name: "SingleBlockExecuteInliner", Pattern: "SingleBlockExecuteInliner", Src: `
func.func @f(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  }
  return %r : i32
}`, Want: dialecttest.TrimLines(`
%0 = arith.addi %arg0, %arg0 : i32
return %0 : i32`)},
	})
}
