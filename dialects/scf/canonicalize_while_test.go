package scf_test

import (
	"testing"

	"github.com/strata-ir/strata/dialects/all/dialecttest"
)

func TestWhilePatterns(t *testing.T) {
	dialecttest.RunPatternCases(t, []dialecttest.PatternCase{
		{Name: "invariant arg yielded back as its initial value", Pattern: "RemoveLoopInvariantArgsFromBeforeBlock", Src: `
func.func @f(%a: i32, %b: i32, %c: i1) -> i32 {
  %r = scf.while (%x = %a, %y = %b) : (i32, i32) -> i32 {
    %s = arith.addi %x, %y : i32
    scf.condition(%c) %s : i32
  } do {
  ^bb0(%v: i32):
    scf.yield %v, %b : i32, i32
  }
  return %r : i32
}`, Want: dialecttest.TrimLines(`
%0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
%1 = arith.addi %arg3, %arg1 : i32
scf.condition(%arg2) %1 : i32
} do {
^bb0(%arg3: i32):
scf.yield %arg3 : i32
}
return %0 : i32`)},
		{Name: "invariant arg passed through both regions", Pattern: "RemoveLoopInvariantArgsFromBeforeBlock", Src: `
func.func @f(%a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %y : i32
    scf.condition(%c) %y, %x : i32, i32
  } do {
  ^bb0(%u: i32, %v: i32):
    %n = arith.addi %v, %v : i32
    scf.yield %n, %u : i32, i32
  }
  return %r#1 : i32
}`, Want: dialecttest.TrimLines(`
%0:2 = scf.while (%arg2 = %arg0) : (i32) -> (i32, i32) {
%1 = arith.cmpi slt, %arg2, %arg1 : i32
scf.condition(%1) %arg1, %arg2 : i32, i32
} do {
^bb0(%arg2: i32, %arg3: i32):
%1 = arith.addi %arg3, %arg3 : i32
scf.yield %1 : i32
}
return %0#1 : i32`)},
		{Name: "carried values stay", Pattern: "RemoveLoopInvariantArgsFromBeforeBlock", Src: `
func.func @f(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %b : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%v: i32):
    %n = arith.addi %v, %v : i32
    scf.yield %n : i32
  }
  return %r : i32
}`, Want: ""},
		{Name: "value from outside the before block", Pattern: "RemoveLoopInvariantValueYielded", Src: `
func.func @f(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %b : i32
    scf.condition(%c) %b, %x : i32, i32
  } do {
  ^bb0(%u: i32, %v: i32):
    %n = arith.addi %u, %v : i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i32
}`, Want: dialecttest.TrimLines(`
%0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
%1 = arith.cmpi slt, %arg2, %arg1 : i32
scf.condition(%1) %arg2 : i32
} do {
^bb0(%arg2: i32):
%1 = arith.addi %arg1, %arg2 : i32
scf.yield %1 : i32
}
return %arg1, %0 : i32, i32`)},
		{Name: "values from the before block stay", Pattern: "RemoveLoopInvariantValueYielded", Src: `
func.func @f(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %b : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%v: i32):
    scf.yield %v : i32
  }
  return %r : i32
}`, Want: ""},
		{Name: "condition is true in the after block", Pattern: "WhileConditionTruth", Src: `
func.func @f(%a: i32) -> i32 {
  %r:3 = scf.while (%x = %a) : (i32) -> (i1, i32, i1) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %c, %x, %c : i1, i32, i1
  } do {
  ^bb0(%p: i1, %v: i32, %q: i1):
    %n = "test.next"(%v, %p, %q) : (i32, i1, i1) -> i32
    scf.yield %n : i32
  }
  return %r#1 : i32
}`, Want: dialecttest.TrimLines(`
%true = arith.constant true
%0:3 = scf.while (%arg1 = %arg0) : (i32) -> (i1, i32, i1) {
%1 = "test.cond"(%arg1) : (i32) -> i1
scf.condition(%1) %1, %arg1, %1 : i1, i32, i1
} do {
^bb0(%arg1: i1, %arg2: i32, %arg3: i1):
%1 = "test.next"(%arg2, %true, %true) : (i32, i1, i1) -> i32
scf.yield %1 : i32
}
return %0#1 : i32`)},
		{Name: "repeated and inverted comparisons", Pattern: "WhileCmpCond", Src: `
func.func @f(%a: i32, %lim: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi ult, %lim, %x : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%v: i32):
    %same = arith.cmpi ult, %lim, %v : i32
    %inv = arith.cmpi uge, %lim, %v : i32
    %other = arith.cmpi eq, %lim, %v : i32
    %n = "test.next"(%v, %same, %inv, %other) : (i32, i1, i1, i1) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}`, Want: dialecttest.TrimLines(`
%0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
%1 = arith.cmpi ult, %arg1, %arg2 : i32
scf.condition(%1) %arg2 : i32
} do {
^bb0(%arg2: i32):
%true = arith.constant true
%false = arith.constant false
%1 = arith.cmpi eq, %arg1, %arg2 : i32
%2 = "test.next"(%arg2, %true, %false, %1) : (i32, i1, i1, i1) -> i32
scf.yield %2 : i32
}
return %0 : i32`)},
		{Name: "comparison against another bound stays", Pattern: "WhileCmpCond", Src: `
func.func @f(%a: i32, %lim: i32, %other: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %lim : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%v: i32):
    %d = arith.cmpi slt, %v, %other : i32
    %n = "test.next"(%v, %d) : (i32, i1) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}`, Want: ""},
		{Name: "unused result and after argument", Pattern: "WhileUnusedResult", Src: `
func.func @f(%a: i32) -> i32 {
  %r:3 = scf.while (%x = %a) : (i32) -> (i32, i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    %d = "test.other"(%x) : (i32) -> i32
    scf.condition(%c) %x, %d, %d : i32, i32, i32
  } do {
  ^bb0(%u: i32, %v: i32, %w: i32):
    %n = "test.next"(%u) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r#2 : i32
}`, Want: dialecttest.TrimLines(`
%0:2 = scf.while (%arg1 = %arg0) : (i32) -> (i32, i32) {
%1 = "test.cond"(%arg1) : (i32) -> i1
%2 = "test.other"(%arg1) : (i32) -> i32
scf.condition(%1) %arg1, %2 : i32, i32
} do {
^bb0(%arg1: i32, %arg2: i32):
%1 = "test.next"(%arg1) : (i32) -> i32
scf.yield %1 : i32
}
return %0#1 : i32`)},
	})
}

func TestMultiBlockExecuteInliner(t *testing.T) {
	dialecttest.RunPatternCases(t, []dialecttest.PatternCase{
		{Name: "inlined into a function", Pattern: "MultiBlockExecuteInliner", Src: `
func.func @f(%a: i32, %b: i32, %c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^t, ^e
  ^t:
    scf.yield %a : i32
  ^e:
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  }
  %d = arith.muli %r, %r : i32
  return %d : i32
}`, Want: dialecttest.TrimLines(`
cf.br ^bb1
^bb1:  // pred: ^bb0
cf.cond_br %arg2, ^bb2, ^bb3
^bb2:  // pred: ^bb1
cf.br ^bb4(%arg0 : i32)
^bb3:  // pred: ^bb1
%0 = arith.addi %arg0, %arg1 : i32
cf.br ^bb4(%0 : i32)
^bb4(%1: i32):  // 2 preds: ^bb2, ^bb3
%2 = arith.muli %1, %1 : i32
return %2 : i32`)},
		{Name: "not into an scf.if", Pattern: "MultiBlockExecuteInliner", Src: `
func.func @f(%a: i32, %c: i1) -> i32 {
  %r = scf.if %c -> i32 {
    %e = scf.execute_region -> i32 {
      cf.br ^next
    ^next:
      scf.yield %a : i32
    }
    scf.yield %e : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}`, Want: ""},
	})
}
