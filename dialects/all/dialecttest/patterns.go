package dialecttest

import (
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/rewrite"
)

// ApplyPattern parses src, applies the canonicalization pattern named
// pattern once, to the first op it matches, and returns the module printed.
// No folding or dead-code removal runs, so the output shows exactly what
// the pattern did. ok is false when the pattern matched nothing; the IR
// must then be unchanged. Operations of unregistered dialects are accepted
// (test.* ops stand for opaque code); unknown ops of the registered
// dialects are still rejected.
func ApplyPattern(t testing.TB, src, pattern string) (out string, ok bool) {
	t.Helper()
	ctx := all.NewContext()
	ctx.SetAllowUnregisteredDialects(true)
	m, err := builtin.ParseModule(ctx, "test.mlir", []byte(src))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	before := Print(t, m, false)
	rw := rewrite.NewRewriter(ctx, nil)
	var matched bool
	var candidates []*ir.Operation
	m.Walk(ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		candidates = append(candidates, op)
		return ir.Advance
	})
	for _, op := range candidates {
		def := op.Def()
		if def == nil || matched {
			continue
		}
		for _, p := range def.Canonicalize {
			if p.Name != pattern {
				continue
			}
			rw.SetInsertionPointBefore(op)
			if p.Rewrite(op, rw) {
				matched = true
				break
			}
			if got := Print(t, m, false); got != before {
				t.Fatalf("pattern %s failed on %s but changed the IR:\n%s", pattern, op.Name(), got)
			}
		}
	}
	if !matched {
		return before, false
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("after %s the IR does not verify: %v\n%s", pattern, err, Print(t, m, false))
	}
	return Print(t, m, false), true
}

// FunctionBody returns the lines of the printed function body of a
// one-function module, trimmed, for compact expectations.
func FunctionBody(out string) string {
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var keep []string
	for _, l := range lines[2 : len(lines)-2] {
		keep = append(keep, strings.TrimSpace(l))
	}
	return strings.Join(keep, "\n")
}

// PatternCase is one case for RunPatternCases.
type PatternCase struct {
	Name    string
	Pattern string // the canonicalization pattern's name
	Src     string // a module with one function
	Want    string // the function body after the rewrite; "" for no match
}

// RunPatternCases runs each case as a subtest: ApplyPattern on its source,
// then the function body compared with the expected one.
func RunPatternCases(t *testing.T, cases []PatternCase) {
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			out, ok := ApplyPattern(t, c.Src, c.Pattern)
			if c.Want == "" {
				if ok {
					t.Fatalf("%s matched, want no match:\n%s", c.Pattern, out)
				}
				return
			}
			if !ok {
				t.Fatalf("%s did not match", c.Pattern)
			}
			if got := FunctionBody(out); got != strings.TrimSpace(c.Want) {
				t.Errorf("after %s:\n%s\nwant:\n%s", c.Pattern, got, c.Want)
			}
		})
	}
}

// TrimLines removes the leading and trailing white space of each line of
// s (the indentation of a raw string literal) and of s itself.
func TrimLines(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSpace(l)
	}
	return strings.Join(lines, "\n")
}
