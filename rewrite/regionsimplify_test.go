package rewrite_test

import (
	"testing"

	"github.com/strata-ir/strata/rewrite"
)

func simplify(t *testing.T, src string) (string, bool) {
	t.Helper()
	m := parse(t, src)
	fn := firstFunc(m)
	changed := rewrite.SimplifyRegions(rewrite.NewRewriter(fn.Context(), nil), fn.Regions())
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

func TestSimplifyKeepsArgumentsOfUnknownBranches(t *testing.T) {
	// cf.switch's successor operands are not understood, so the unused
	// argument of ^bb1 stays; the dead op in ^bb1 still goes.
	got, changed := simplify(t, `func.func @f(%a: i32) -> i32 {
  cf.switch %a : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2
  ]
^bb1(%u: i32):
  %d = arith.addi %u, %u : i32
  return %a : i32
^bb2:
  return %a : i32
}`)
	want := `module {
  func.func @f(%arg0: i32) -> i32 {
    cf.switch %arg0 : i32, [
      default: ^bb1(%arg0 : i32),
      42: ^bb2
    ]
  ^bb1(%0: i32):  // pred: ^bb0
    return %arg0 : i32
  ^bb2:  // pred: ^bb0
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
