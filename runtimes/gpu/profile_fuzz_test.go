package gpu

import (
	"errors"
	"math"
	"strings"
	"testing"
)

// FuzzParse: a profile file either parses into a profile whose costs are
// finite and whose links read back from their own text, or fails with a
// located error naming the file; it never panics.
func FuzzParse(f *testing.F) {
	for _, name := range Builtins() {
		text, err := builtins.ReadFile("profiles/" + name + ".prof")
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(text))
	}
	f.Add("base = h200\nvram = 8 MiB\n")
	f.Add("base = h200\nh2d_pageable = 4 KiB: 5 us, 1 MiB: 105 us\n")
	f.Add("base = b70\nlaunch = 3 us # comment\n")
	f.Add("name = x\n")
	f.Fuzz(func(t *testing.T, text string) {
		p, err := Parse("fuzz.prof", text)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || !strings.HasPrefix(err.Error(), "fuzz.prof:") || pe.Line < 1 || pe.Col < 1 {
				t.Fatalf("not a located error: %v", err)
			}
			return
		}
		for _, l := range []Link{p.H2DPinned, p.D2HPinned, p.H2DPageable, p.D2HPageable} {
			for _, n := range []uint64{1, 4 << 10, 3 << 20, 1 << 32} {
				if x := l.Time(n); math.IsNaN(x) || math.IsInf(x, 0) || x < 0 {
					t.Fatalf("link %s: Time(%d) = %g", l, n, x)
				}
			}
			if len(l.Points) > 0 {
				back, err := parseCurve(l.String())
				if err != nil || len(back.Points) != len(l.Points) {
					t.Fatalf("link %s does not read back: %v", l, err)
				}
			}
		}
	})
}
