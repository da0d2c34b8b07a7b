package irnames

import (
	"strings"
	"testing"
)

func TestNormalize(t *testing.T) {
	a := "%c0 = arith.constant 0 : index\n%0 = arith.addi %arg0, %c0 : index\ncf.br ^bb1(%0 : index)\n^bb1(%1: index):  // pred: ^bb0\n"
	b := "%c0_1 = arith.constant 0 : index\n%x = arith.addi %arg3, %c0_1 : index\ncf.br ^bb7(%x : index)\n^bb7(%y: index):  // pred: ^bb2\n"
	if Normalize(a) != Normalize(b) {
		t.Errorf("renamed programs differ:\n%s\n%s", Normalize(a), Normalize(b))
	}
	c := strings.Replace(b, "addi %arg3, %c0_1", "addi %c0_1, %arg3", 1)
	if Normalize(a) == Normalize(c) {
		t.Error("swapped operands compare equal")
	}
}

func TestRenamerKeepsNamesAcrossCalls(t *testing.T) {
	var r Renamer
	lines := []string{"%a, %b:2 = test.op", "test.use %b#1, %a, %c", "cf.br ^bb3(%a : i32)"}
	want := []string{"%v0, %v1:2 = test.op", "test.use %v1#1, %v0, %v2", "cf.br ^bb3(%v0 : i32)"}
	for i, l := range lines {
		if got := r.Values(l); got != want[i] {
			t.Errorf("Values(%q) = %q, want %q", l, got, want[i])
		}
	}
	// A new Renamer numbers from the start again.
	var fresh Renamer
	if got := fresh.Values("test.use %c"); got != "test.use %v0" {
		t.Errorf("a fresh renamer gave %q", got)
	}
}
