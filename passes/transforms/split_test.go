package transforms

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/strata-ir/strata/passes"
	"github.com/strata-ir/strata/rewrite"
)

// The tests of this file check that canonicalize, cse and dce, which
// process the functions of a module apart (and in parallel with
// threading), give what one run over the whole module gives.

var symbolRef = regexp.MustCompile(`@(\w+)`)

// manyFunctionsModule returns one module holding the functions of every
// canonicalize input (their symbols renamed apart) and, between them,
// top-level operations that the passes must handle too.
func manyFunctionsModule() string {
	var src strings.Builder
	for i, name := range sortedKeys(canonicalizeInputs) {
		fmt.Fprintf(&src, "// %s\n%s\n", name, symbolRef.ReplaceAllString(canonicalizeInputs[name], fmt.Sprintf("@${1}_%d", i)))
		if i%5 == 0 {
			// A dead pure op, a duplicate pair and an op with effects.
			fmt.Fprintf(&src, "%%dead%d = arith.constant %d : i32\n", i, i)
			fmt.Fprintf(&src, "%%x%d = \"test.producer\"() : () -> i32\n", i)
			fmt.Fprintf(&src, "%%s%d = arith.addi %%x%d, %%x%d : i32\n", i, i, i)
			fmt.Fprintf(&src, "%%t%d = arith.addi %%x%d, %%x%d : i32\n", i, i, i)
			fmt.Fprintf(&src, "\"test.sink\"(%%s%d, %%t%d) : (i32, i32) -> ()\n", i, i)
		}
	}
	return src.String()
}

func TestCanonicalizeSplitMatchesOneRun(t *testing.T) {
	src := manyFunctionsModule()
	configs := map[string]func(*Canonicalize){
		"default":                func(*Canonicalize) {},
		"bottom-up":              func(p *Canonicalize) { p.TopDown = false },
		"max-iterations=1":       func(p *Canonicalize) { p.MaxIterations = 1 },
		"max-iterations=2":       func(p *Canonicalize) { p.MaxIterations = 2 },
		"no-region-simplify":     func(p *Canonicalize) { p.RegionSimplify = false },
		"bottom-up,iterations=1": func(p *Canonicalize) { p.TopDown = false; p.MaxIterations = 1 },
	}
	for _, name := range sortedKeys(configs) {
		t.Run(name, func(t *testing.T) {
			// The reference: one greedy run over the module.
			ref := NewCanonicalize().(*Canonicalize)
			configs[name](ref)
			m := parseVerified(t, unregisteredContext(), src)
			var stats rewrite.GreedyStats
			converged, err := rewrite.ApplyPatternsGreedily(m, CanonicalizationPatterns(m.Context(), nil).Freeze(), rewrite.GreedyConfig{
				TopDown: ref.TopDown, MaxIterations: ref.MaxIterations, MaxRewrites: rewrite.NoLimit,
				RegionSimplify: ref.RegionSimplify, Stats: &stats,
			})
			if err != nil {
				t.Fatal(err)
			}
			want := printVerified(t, m, true)
			if strings.Contains(name, "iterations=1") && converged {
				t.Fatal("one iteration is enough for the input: the iteration limit is not tested")
			}
			for _, threading := range []bool{false, true} {
				p := NewCanonicalize().(*Canonicalize)
				configs[name](p)
				p.TestConvergence = true
				m := parseVerified(t, unregisteredContext(), src)
				err := p.Run(m, passes.NewState(nil, threading))
				if (err == nil) != converged {
					t.Errorf("threading=%v: error %v, but the single run converged=%v", threading, err, converged)
				}
				if got := printVerified(t, m, true); got != want {
					t.Errorf("threading=%v: output differs from one run over the module\n--- got:\n%s\n--- want:\n%s", threading, got, want)
				}
				counts := [4]int64{p.NumIterations.Value(), p.NumFolds.Value(), p.NumRewrites.Value(), p.NumDCE.Value()}
				wantCounts := [4]int64{int64(stats.Iterations), int64(stats.Folds), int64(stats.Rewrites), int64(stats.DeadErased)}
				if counts != wantCounts {
					t.Errorf("threading=%v: iterations, folds, rewrites, dce = %v, want %v", threading, counts, wantCounts)
				}
			}
		})
	}
}

func TestCSESplitMatchesOneRun(t *testing.T) {
	src := manyFunctionsModule()
	m := parseVerified(t, unregisteredContext(), src)
	c := newCSERun()
	for i := range m.NumRegions() {
		c.simplifyRegion(m.Region(i))
	}
	for _, dead := range c.toErase {
		dead.Erase()
	}
	want := printVerified(t, m, true)
	if c.numCSE == 0 || c.numDCE == 0 {
		t.Fatalf("the input gives cse nothing to do: %d cse'd, %d dce'd", c.numCSE, c.numDCE)
	}
	for _, threading := range []bool{false, true} {
		p := NewCSE().(*CSE)
		m := parseVerified(t, unregisteredContext(), src)
		if err := p.Run(m, passes.NewState(nil, threading)); err != nil {
			t.Fatal(err)
		}
		if got := printVerified(t, m, true); got != want {
			t.Errorf("threading=%v: output differs from one run over the module\n--- got:\n%s\n--- want:\n%s", threading, got, want)
		}
		if p.NumCSE.Value() != c.numCSE || p.NumDCE.Value() != c.numDCE {
			t.Errorf("threading=%v: %d cse'd and %d dce'd, want %d and %d", threading, p.NumCSE.Value(), p.NumDCE.Value(), c.numCSE, c.numDCE)
		}
	}
}

func TestDCESplitMatchesOneRun(t *testing.T) {
	src := manyFunctionsModule()
	m := parseVerified(t, unregisteredContext(), src)
	erased := eraseDeadUnder(m, nil)
	want := printVerified(t, m, true)
	if erased == 0 {
		t.Fatal("the input gives dce nothing to do")
	}
	for _, threading := range []bool{false, true} {
		p := NewDCE().(*DCE)
		m := parseVerified(t, unregisteredContext(), src)
		if err := p.Run(m, passes.NewState(nil, threading)); err != nil {
			t.Fatal(err)
		}
		if got := printVerified(t, m, true); got != want {
			t.Errorf("threading=%v: output differs from one run over the module\n--- got:\n%s\n--- want:\n%s", threading, got, want)
		}
		if p.NumErased.Value() != erased {
			t.Errorf("threading=%v: %d erased, want %d", threading, p.NumErased.Value(), erased)
		}
	}
}
