package scf_test

import (
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/rewrite"
)

// applyPattern parses src, applies the canonicalization pattern named
// pattern once, to the first op it matches, and returns the module printed.
// No folding or dead-code removal runs, so the output shows exactly what
// the pattern did. ok is false when the pattern matched nothing; the IR
// must then be unchanged.
func applyPattern(t *testing.T, src, pattern string) (out string, ok bool) {
	t.Helper()
	ctx := all.NewContext()
	ctx.SetAllowUnregisteredDialects(true) // test.* ops stand for opaque code
	m, err := builtin.ParseModule(ctx, "test.mlir", []byte(src))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	before := print(t, m)
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
			if got := print(t, m); got != before {
				t.Fatalf("pattern %s failed on %s but changed the IR:\n%s", pattern, op.Name(), got)
			}
		}
	}
	if !matched {
		return before, false
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("after %s the IR does not verify: %v\n%s", pattern, err, print(t, m))
	}
	return print(t, m), true
}

func print(t *testing.T, op *ir.Operation) string {
	t.Helper()
	var b strings.Builder
	if err := ir.Print(&b, op, ir.PrintOptions{}); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// body returns the lines of the printed function body of a one-function
// module, trimmed, for compact expectations.
func body(out string) string {
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var keep []string
	for _, l := range lines[2 : len(lines)-2] {
		keep = append(keep, strings.TrimSpace(l))
	}
	return strings.Join(keep, "\n")
}

type patternCase struct {
	name    string
	pattern string
	src     string
	want    string // the function body after the rewrite; "" for no match
}

func runPatternCases(t *testing.T, cases []patternCase) {
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, ok := applyPattern(t, c.src, c.pattern)
			if c.want == "" {
				if ok {
					t.Fatalf("%s matched, want no match:\n%s", c.pattern, out)
				}
				return
			}
			if !ok {
				t.Fatalf("%s did not match", c.pattern)
			}
			if got := body(out); got != strings.TrimSpace(c.want) {
				t.Errorf("after %s:\n%s\nwant:\n%s", c.pattern, got, c.want)
			}
		})
	}
}

// trim removes the leading tabs of a raw string literal's lines.
func trim(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSpace(l)
	}
	return strings.Join(lines, "\n")
}
