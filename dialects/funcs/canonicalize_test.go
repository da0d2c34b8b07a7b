package funcs_test

import (
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all/dialecttest"
)

func TestSimplifyIndirectCallWithKnownCallee(t *testing.T) {
	out, ok := dialecttest.ApplyPattern(t, `
func.func private @g(i32) -> i32
func.func @f(%a: i32) -> i32 {
  %fn = func.constant @g : (i32) -> i32
  %r = func.call_indirect %fn(%a) : (i32) -> i32
  return %r : i32
}`, "SimplifyIndirectCallWithKnownCallee")
	if !ok {
		t.Fatal("no match")
	}
	for _, want := range []string{"%0 = call @g(%arg0) : (i32) -> i32\n", "return %0 : i32\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("got:\n%s\nwant a line %q", out, want)
		}
	}
	if strings.Contains(out, "call_indirect") {
		t.Errorf("the indirect call is still there:\n%s", out)
	}
	if _, ok := dialecttest.ApplyPattern(t, `
func.func @f(%fn: (i32) -> i32, %a: i32) -> i32 {
  %r = func.call_indirect %fn(%a) : (i32) -> i32
  return %r : i32
}`, "SimplifyIndirectCallWithKnownCallee"); ok {
		t.Error("rewrote a call through an unknown function value")
	}
}
