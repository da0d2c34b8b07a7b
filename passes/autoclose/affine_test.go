package autoclose

import (
	"math"
	"testing"
)

// Ranges cover a read when their union holds it, gaps and other
// element types aside.
func TestCoveredBy(t *testing.T) {
	span := func(elem string, lo, hi int64) interval { return interval{elem, constAff(lo), constAff(hi)} }
	have := []interval{span("d", 32, 64), span("d", 0, 32), span("f", 64, 80)}
	for _, c := range []struct {
		need interval
		want bool
	}{
		{span("d", 0, 64), true},
		{span("d", 10, 20), true},
		{span("d", 0, 65), false},
		{span("d", -1, 3), false},
		{span("f", 64, 70), true},
		{span("i", 0, 1), false},
		{span("i", 5, 5), true}, // empty
	} {
		if got := coveredBy(have, c.need); got != c.want {
			t.Errorf("coveredBy(%v) = %v, want %v", c.need, got, c.want)
		}
	}
	if coveredBy([]interval{span("d", 0, 10), span("d", 11, 20)}, span("d", 0, 20)) {
		t.Error("a gap at 10 is covered")
	}
}

// Index bounds substitute induction variables' ranges, as deep as they
// nest, and prove containment only by constant differences.
func TestInside(t *testing.T) {
	w := &kernelWalk{ranges: map[string]interval{}}
	n := atomAff("n")
	nMinus1, _ := n.plus(-1, constAff(1))
	// i in [1, n - 1), j in [0, i)
	w.ranges["i"] = interval{lo: constAff(1), hi: nMinus1}
	w.ranges["j"] = interval{lo: constAff(0), hi: atomAff("i")}
	iPlus1, _ := atomAff("i").plus(1, constAff(1))
	iMinus1, _ := atomAff("i").plus(-1, constAff(1))
	whole := interval{lo: constAff(0), hi: n}
	for _, c := range []struct {
		idx  aff
		want bool
	}{
		{iPlus1, true},
		{iMinus1, true},
		{atomAff("j"), true},
		{n, false},
		{atomAff("m"), false},
	} {
		if got := w.inside(c.idx, whole); got != c.want {
			t.Errorf("inside(%v, [0, n)) = %v, want %v", c.idx, got, c.want)
		}
	}
	if _, ok := constAff(math.MaxInt64).plus(1, constAff(1)); ok {
		t.Error("overflow not caught")
	}
}

// A symbolic read is covered by one range whose bounds differ from it by
// constants of the right sign.
func TestCoveredBySymbolic(t *testing.T) {
	n := atomAff("h0")
	plus := func(a aff, c int64) aff { b, _ := a.plus(1, constAff(c)); return b }
	have := []interval{{"d", constAff(0), n}}
	if !coveredBy(have, interval{"d", constAff(1), plus(n, -1)}) {
		t.Error("[0, n) does not cover [1, n - 1)")
	}
	if coveredBy(have, interval{"d", constAff(0), plus(n, 1)}) {
		t.Error("[0, n) covers [0, n + 1)")
	}
	if coveredBy(have, interval{"d", constAff(0), atomAff("h1")}) {
		t.Error("[0, n) covers [0, m)")
	}
}
