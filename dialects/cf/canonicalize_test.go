package cf_test

import (
	"testing"

	"github.com/strata-ir/strata/dialects/all/dialecttest"
)

func TestBranchPatterns(t *testing.T) {
	dialecttest.RunPatternCases(t, []dialecttest.PatternCase{
		{Name: "SimplifyBrToBlockWithSinglePred", Pattern: "SimplifyBrToBlockWithSinglePred", Src: `
func.func @f(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  return %y : i32
}`, Want: dialecttest.TrimLines(`
%0 = arith.addi %arg0, %arg0 : i32
return %0 : i32`)},
		{Name: "SimplifyPassThroughBr", Pattern: "SimplifyPassThroughBr", Src: `
func.func @f(%a: i32, %b: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  cf.br ^bb2(%b, %x : i32, i32)
^bb2(%y: i32, %z: i32):
  return %z : i32
}`, Want: dialecttest.TrimLines(`
cf.br ^bb2(%arg1, %arg0 : i32, i32)
^bb1(%0: i32):  // no predecessors
cf.br ^bb2(%arg1, %0 : i32, i32)
^bb2(%1: i32, %2: i32):  // 2 preds: ^bb0, ^bb1
return %2 : i32`)},
		{Name: "SimplifyPassThroughBr infinite loop", Pattern: "SimplifyPassThroughBr", Src: `
func.func @f() {
  cf.br ^bb1
^bb1:
  cf.br ^bb1
}`, Want: ""},
	})
}

func TestCondBranchPatterns(t *testing.T) {
	dialecttest.RunPatternCases(t, []dialecttest.PatternCase{
		{Name: "SimplifyConstCondBranchPred", Pattern: "SimplifyConstCondBranchPred", Src: `
func.func @f(%a: i32, %b: i32) -> i32 {
  %false = arith.constant false
  cf.cond_br %false, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return %x : i32
}`, Want: dialecttest.TrimLines(`
%false = arith.constant false
cf.br ^bb1(%arg1 : i32)
^bb1(%0: i32):  // pred: ^bb0
return %0 : i32`)},
		{Name: "SimplifyCondBranchIdenticalSuccessors selects", Pattern: "SimplifyCondBranchIdenticalSuccessors", Src: `
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a, %a : i32, i32), ^bb1(%b, %a : i32, i32)
^bb1(%x: i32, %y: i32):
  %z = arith.addi %x, %y : i32
  return %z : i32
}`, Want: dialecttest.TrimLines(`
%0 = arith.select %arg0, %arg1, %arg2 : i32
cf.br ^bb1(%0, %arg1 : i32, i32)
^bb1(%1: i32, %2: i32):  // pred: ^bb0
%3 = arith.addi %1, %2 : i32
return %3 : i32`)},
		{Name: "SimplifyPassThroughCondBranch", Pattern: "SimplifyPassThroughCondBranch", Src: `
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2(%b : i32)
^bb1:
  cf.br ^bb2(%a : i32)
^bb2(%x: i32):
  return %x : i32
}`, Want: dialecttest.TrimLines(`
cf.cond_br %arg0, ^bb2(%arg1 : i32), ^bb2(%arg2 : i32)
^bb1:  // no predecessors
cf.br ^bb2(%arg1 : i32)
^bb2(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb1
return %0 : i32`)},
		{Name: "SimplifyCondBranchFromCondBranchOnSameCondition", Pattern: "SimplifyCondBranchFromCondBranchOnSameCondition", Src: `
func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb3(%b : i32)
^bb1:
  cf.cond_br %c, ^bb2, ^bb3(%a : i32)
^bb2:
  return %a : i32
^bb3(%x: i32):
  return %x : i32
}`, Want: dialecttest.TrimLines(`
cf.cond_br %arg0, ^bb1, ^bb3(%arg2 : i32)
^bb1:  // pred: ^bb0
cf.br ^bb2
^bb2:  // pred: ^bb1
return %arg1 : i32
^bb3(%0: i32):  // pred: ^bb0
return %0 : i32`)},
		{Name: "CondBranchTruthPropagation", Pattern: "CondBranchTruthPropagation", Src: `
func.func @f(%c: i1) -> i1 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.xori %c, %c : i1
  return %x : i1
^bb2:
  return %c : i1
}`, Want: dialecttest.TrimLines(`
%true = arith.constant true
%false = arith.constant false
cf.cond_br %arg0, ^bb1, ^bb2
^bb1:  // pred: ^bb0
%0 = arith.xori %true, %true : i1
return %0 : i1
^bb2:  // pred: ^bb0
return %false : i1`)},
	})
}

func TestSwitchPatterns(t *testing.T) {
	dialecttest.RunPatternCases(t, []dialecttest.PatternCase{
		{Name: "SimplifyConstSwitchValue", Pattern: "SimplifyConstSwitchValue", Src: `
func.func @f(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 7 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    7: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}`, Want: dialecttest.TrimLines(`
%c7_i32 = arith.constant 7 : i32
cf.br ^bb1(%arg1 : i32)
^bb1(%0: i32):  // pred: ^bb0
return %0 : i32`)},
		{Name: "DropSwitchCasesThatMatchDefault", Pattern: "DropSwitchCasesThatMatchDefault", Src: `
func.func @f(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    4294967295: ^bb1(%b : i32),
    3: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}`, Want: dialecttest.TrimLines(`
cf.switch %arg0 : i32, [
default: ^bb1(%arg1 : i32),
4294967295: ^bb1(%arg2 : i32)
]
^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
return %0 : i32`)},
		{Name: "SimplifySwitchWithOnlyDefault", Pattern: "SimplifySwitchWithOnlyDefault", Src: `
func.func @f(%f: i32, %a: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}`, Want: dialecttest.TrimLines(`
cf.br ^bb1(%arg1 : i32)
^bb1(%0: i32):  // pred: ^bb0
return %0 : i32`)},
		{Name: "SimplifySwitchFromSwitchOnSameCondition takes the known case", Pattern: "SimplifySwitchFromSwitchOnSameCondition", Src: `
func.func @f(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    5: ^bb2
  ]
^bb2:
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    4: ^bb1(%a : i32),
    5: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}`, Want: dialecttest.TrimLines(`
cf.switch %arg0 : i32, [
default: ^bb2(%arg1 : i32),
5: ^bb1
]
^bb1:  // pred: ^bb0
cf.br ^bb2(%arg2 : i32)
^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
return %0 : i32`)},
		{Name: "SimplifySwitchFromSwitchOnSameCondition falls to the default", Pattern: "SimplifySwitchFromSwitchOnSameCondition", Src: `
func.func @f(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    5: ^bb2
  ]
^bb2:
  cf.switch %f : i32, [
    default: ^bb1(%b : i32),
    6: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}`, Want: dialecttest.TrimLines(`
cf.switch %arg0 : i32, [
default: ^bb2(%arg1 : i32),
5: ^bb1
]
^bb1:  // pred: ^bb0
cf.br ^bb2(%arg2 : i32)
^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
return %0 : i32`)},
		{Name: "SimplifySwitchFromSwitchOnSameCondition needs the same flag", Pattern: "SimplifySwitchFromSwitchOnSameCondition", Src: `
func.func @f(%f: i32, %g: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    5: ^bb2
  ]
^bb2:
  cf.switch %g : i32, [
    default: ^bb1(%b : i32),
    5: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}`, Want: ""},
		{Name: "SimplifySwitchFromSwitchOnSameCondition needs a single edge in", Pattern: "SimplifySwitchFromSwitchOnSameCondition", Src: `
func.func @f(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    5: ^bb2,
    6: ^bb2
  ]
^bb2:
  cf.switch %f : i32, [
    default: ^bb1(%b : i32),
    5: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}`, Want: ""},
		{Name: "SimplifySwitchFromDefaultSwitchOnSameCondition drops impossible cases", Pattern: "SimplifySwitchFromDefaultSwitchOnSameCondition", Src: `
func.func @f(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb2,
    5: ^bb1(%a : i32),
    6: ^bb1(%b : i32)
  ]
^bb2:
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    6: ^bb1(%a : i32),
    7: ^bb1(%b : i32),
    5: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}`, Want: dialecttest.TrimLines(`
cf.switch %arg0 : i32, [
default: ^bb1,
5: ^bb2(%arg1 : i32),
6: ^bb2(%arg2 : i32)
]
^bb1:  // pred: ^bb0
cf.switch %arg0 : i32, [
default: ^bb2(%arg1 : i32),
7: ^bb2(%arg2 : i32)
]
^bb2(%0: i32):  // 4 preds: ^bb0, ^bb0, ^bb1, ^bb1
return %0 : i32`)},
		{Name: "SimplifySwitchFromDefaultSwitchOnSameCondition keeps possible cases", Pattern: "SimplifySwitchFromDefaultSwitchOnSameCondition", Src: `
func.func @f(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb2,
    5: ^bb1(%a : i32)
  ]
^bb2:
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    7: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}`, Want: ""},
	})
}
