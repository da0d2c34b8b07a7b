package rewrite_test

import (
	"testing"

	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/rewrite"
)

func simplify(t *testing.T, src string) (string, bool) {
	t.Helper()
	m := parse(t, src)
	fn := firstFunc(m)
	changed := rewrite.SimplifyRegions(rewrite.NewRewriter(fn.Context(), nil), fn.Regions())
	if err := ir.Verify(m); err != nil {
		t.Fatalf("the result does not verify: %v\n%s", err, print(t, m))
	}
	return print(t, m), changed
}

func TestSimplifyErasesUnreachableBlocks(t *testing.T) {
	got, changed := simplify(t, `func.func @f(%a: i32) -> i32 {
  cf.br ^bb2(%a : i32)
^bb1:
  %x = arith.addi %a, %a : i32
  cf.br ^bb3(%x : i32)
^bb3(%y: i32):
  cf.br ^bb1
^bb2(%r: i32):
  return %r : i32
}`)
	want := `module {
  func.func @f(%arg0: i32) -> i32 {
    cf.br ^bb1(%arg0 : i32)
  ^bb1(%0: i32):  // pred: ^bb0
    return %0 : i32
  }
}
`
	if !changed || got != want {
		t.Errorf("changed=%v, got\n%s\nwant\n%s", changed, got, want)
	}
}

func TestSimplifyErasesDeadArgumentsAndCycles(t *testing.T) {
	got, changed := simplify(t, `func.func @f(%a: i32, %b: i1) -> i32 {
  cf.cond_br %b, ^bb1(%a, %a : i32, i32), ^bb2(%a : i32)
^bb1(%x: i32, %unused: i32):
  %d = arith.muli %unused, %unused : i32
  cf.br ^bb2(%x : i32)
^bb2(%y: i32):
  %i = arith.addi %y, %a : i32
  cf.cond_br %b, ^bb2(%i : i32), ^bb3
^bb3:
  return %a : i32
}`)
	want := `module {
  func.func @f(%arg0: i32, %arg1: i1) -> i32 {
    cf.cond_br %arg1, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    cf.br ^bb2
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb2
    cf.cond_br %arg1, ^bb2, ^bb3
  ^bb3:  // pred: ^bb2
    return %arg0 : i32
  }
}
`
	if !changed || got != want {
		t.Errorf("changed=%v, got\n%s\nwant\n%s", changed, got, want)
	}
}

func TestSimplifyErasesDeadSwitchArguments(t *testing.T) {
	// The unused argument of ^bb1 goes, with what the default and case 2
	// pass it; ^bb2's unused argument goes from case 1.
	got, changed := simplify(t, `func.func @f(%flag: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %flag : i32, [
    default: ^bb1(%a, %b : i32, i32),
    1: ^bb2(%b, %a : i32, i32),
    2: ^bb1(%b, %a : i32, i32)
  ]
^bb1(%x: i32, %unused: i32):
  %d = arith.muli %unused, %unused : i32
  return %x : i32
^bb2(%y: i32, %z: i32):
  %s = arith.addi %y, %a : i32
  return %s : i32
}`)
	want := `module {
  func.func @f(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    cf.switch %arg0 : i32, [
      default: ^bb1(%arg1 : i32),
      1: ^bb2(%arg2 : i32),
      2: ^bb1(%arg2 : i32)
    ]
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
    return %0 : i32
  ^bb2(%1: i32):  // pred: ^bb0
    %2 = arith.addi %1, %arg1 : i32
    return %2 : i32
  }
}
`
	if !changed || got != want {
		t.Errorf("changed=%v, got\n%s\nwant\n%s", changed, got, want)
	}
}

func TestSimplifyErasesDeadCycleThroughSwitch(t *testing.T) {
	// %dead only feeds itself around the loop, through the switch: it goes,
	// and so does the add computing its next value.
	got, changed := simplify(t, `func.func @f(%a: i32, %n: i32) -> i32 {
  cf.br ^bb1(%a, %a : i32, i32)
^bb1(%i: i32, %dead: i32):
  %next = arith.addi %dead, %i : i32
  cf.switch %i : i32, [
    default: ^bb1(%n, %next : i32, i32),
    0: ^bb2(%i : i32)
  ]
^bb2(%r: i32):
  return %r : i32
}`)
	want := `module {
  func.func @f(%arg0: i32, %arg1: i32) -> i32 {
    cf.br ^bb1(%arg0 : i32)
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
    cf.switch %0 : i32, [
      default: ^bb1(%arg1 : i32),
      0: ^bb2(%0 : i32)
    ]
  ^bb2(%1: i32):  // pred: ^bb1
    return %1 : i32
  }
}
`
	if !changed || got != want {
		t.Errorf("changed=%v, got\n%s\nwant\n%s", changed, got, want)
	}
}

func TestSimplifyKeepsArgumentsOfUnknownBranches(t *testing.T) {
	// The operands of the unregistered t.br are not understood, so the
	// unused argument of ^bb1 stays; the dead op in ^bb1 still goes.
	got, changed := simplify(t, `func.func @f(%a: i32) -> i32 {
  "t.br"(%a)[^bb1] : (i32) -> ()
^bb1(%u: i32):
  %d = arith.addi %u, %u : i32
  return %a : i32
}`)
	want := `module {
  func.func @f(%arg0: i32) -> i32 {
    "t.br"(%arg0)[^bb1] : (i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    return %arg0 : i32
  }
}
`
	if !changed || got != want {
		t.Errorf("changed=%v, got\n%s\nwant\n%s", changed, got, want)
	}
}

func TestSimplifyLeavesLiveCodeAlone(t *testing.T) {
	src := `func.func @f(%a: i32, %b: i1) -> i32 {
  cf.cond_br %b, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  return %x : i32
^bb2:
  "t.effect"() : () -> ()
  return %a : i32
}`
	m := parse(t, src)
	before := print(t, m)
	fn := firstFunc(m)
	if rewrite.SimplifyRegions(rewrite.NewRewriter(fn.Context(), nil), fn.Regions()) {
		t.Error("reported a change")
	}
	if after := print(t, m); after != before {
		t.Errorf("changed the IR:\n%s", after)
	}
}

func TestMergeIdenticalBlocks(t *testing.T) {
	// ^bb1 and ^bb2 differ only in a value from outside, which becomes an
	// argument of the merged block; ^bb3 has a different op and stays.
	got, changed := simplify(t, `func.func @f(%a: i32, %b: i32, %c: i1, %d: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb4
^bb4:
  cf.cond_br %d, ^bb2, ^bb3
^bb1:
  %x = arith.addi %a, %a : i32
  cf.br ^bb5(%x : i32)
^bb2:
  %y = arith.addi %b, %a : i32
  cf.br ^bb5(%y : i32)
^bb3:
  %z = arith.muli %b, %a : i32
  cf.br ^bb5(%z : i32)
^bb5(%r: i32):
  return %r : i32
}`)
	want := `module {
  func.func @f(%arg0: i32, %arg1: i32, %arg2: i1, %arg3: i1) -> i32 {
    cf.cond_br %arg2, ^bb2(%arg0 : i32), ^bb1
  ^bb1:  // pred: ^bb0
    cf.cond_br %arg3, ^bb2(%arg1 : i32), ^bb3
  ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
    %1 = arith.addi %0, %arg0 : i32
    cf.br ^bb4(%1 : i32)
  ^bb3:  // pred: ^bb1
    %2 = arith.muli %arg1, %arg0 : i32
    cf.br ^bb4(%2 : i32)
  ^bb4(%3: i32):  // 2 preds: ^bb2, ^bb3
    return %3 : i32
  }
}
`
	if !changed || got != want {
		t.Errorf("changed=%v, got\n%s\nwant\n%s", changed, got, want)
	}
}

func TestMergeIdenticalBlocksBehindSwitch(t *testing.T) {
	// Three cases whose blocks differ only in a value from outside merge
	// into one block with a new argument, which every case passes.
	got, changed := simplify(t, `func.func @f(%flag: i32, %a: i32, %b: i32, %c: i32) -> i32 {
  cf.switch %flag : i32, [
    default: ^bb1,
    4: ^bb2,
    7: ^bb3
  ]
^bb1:
  %x = arith.muli %a, %a : i32
  return %x : i32
^bb2:
  %y = arith.muli %b, %a : i32
  return %y : i32
^bb3:
  %z = arith.muli %c, %a : i32
  return %z : i32
}`)
	want := `module {
  func.func @f(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32) -> i32 {
    cf.switch %arg0 : i32, [
      default: ^bb1(%arg1 : i32),
      4: ^bb1(%arg2 : i32),
      7: ^bb1(%arg3 : i32)
    ]
  ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb0
    %1 = arith.muli %0, %arg1 : i32
    return %1 : i32
  }
}
`
	if !changed || got != want {
		t.Errorf("changed=%v, got\n%s\nwant\n%s", changed, got, want)
	}
}

func TestMergeAppendsToSwitchAndCondBranchOperands(t *testing.T) {
	// ^bb2 and ^bb3 already take an argument; merging them adds one more,
	// appended after the operands the switch's cases already pass. ^bb4 is
	// different and stays, reached from both the cond_br and the switch.
	got, changed := simplify(t, `func.func @f(%flag: i32, %cond: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %cond, ^bb1, ^bb4(%b : i32)
^bb1:
  cf.switch %flag : i32, [
    default: ^bb2(%a : i32),
    1: ^bb3(%b : i32),
    2: ^bb4(%a : i32)
  ]
^bb2(%x: i32):
  %r1 = arith.addi %x, %a : i32
  cf.br ^bb5(%r1 : i32)
^bb3(%y: i32):
  %r2 = arith.addi %y, %b : i32
  cf.br ^bb5(%r2 : i32)
^bb4(%w: i32):
  %r3 = arith.subi %w, %b : i32
  cf.br ^bb5(%r3 : i32)
^bb5(%r: i32):
  return %r : i32
}`)
	want := `module {
  func.func @f(%arg0: i32, %arg1: i1, %arg2: i32, %arg3: i32) -> i32 {
    cf.cond_br %arg1, ^bb1, ^bb3(%arg3 : i32)
  ^bb1:  // pred: ^bb0
    cf.switch %arg0 : i32, [
      default: ^bb2(%arg2, %arg2 : i32, i32),
      1: ^bb2(%arg3, %arg3 : i32, i32),
      2: ^bb3(%arg2 : i32)
    ]
  ^bb2(%0: i32, %1: i32):  // 2 preds: ^bb1, ^bb1
    %2 = arith.addi %0, %1 : i32
    cf.br ^bb4(%2 : i32)
  ^bb3(%3: i32):  // 2 preds: ^bb0, ^bb1
    %4 = arith.subi %3, %arg3 : i32
    cf.br ^bb4(%4 : i32)
  ^bb4(%5: i32):  // 2 preds: ^bb2, ^bb3
    return %5 : i32
  }
}
`
	if !changed || got != want {
		t.Errorf("changed=%v, got\n%s\nwant\n%s", changed, got, want)
	}
}

func TestMergeNeedsUnderstoodBranches(t *testing.T) {
	// The blocks differ in a value from outside, but the operands of the
	// unregistered t.br cannot be extended, so they stay apart.
	src := `func.func @f(%a: i32, %b: i32, %c: i1) -> i32 {
  "t.br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  %x = arith.addi %a, %a : i32
  return %x : i32
^bb2:
  %y = arith.addi %b, %a : i32
  return %y : i32
}`
	m := parse(t, src)
	fn := firstFunc(m)
	if rewrite.MergeIdenticalBlocks(rewrite.NewRewriter(fn.Context(), nil), fn.Regions()) {
		t.Errorf("merged blocks behind an unregistered branch:\n%s", print(t, m))
	}
}
