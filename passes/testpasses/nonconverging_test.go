package testpasses

import (
	"strconv"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all/dialecttest"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
)

func TestNonConvergingStopsAndWarns(t *testing.T) {
	const src = `func.func @f(%a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  return %x : i32
}`
	for _, tc := range []struct {
		iterations int
		toggled    bool
	}{{10, false}, {3, true}, {1, true}} {
		m := dialecttest.ParseVerified(t, "in.mlir", src)
		fn := m.Region(0).First().First()
		p := NewTestNonConverging().(*NonConverging)
		p.MaxIterations = tc.iterations
		var diags ir.Diagnostics
		if err := p.Run(fn, passes.NewState(&diags, false)); err != nil {
			t.Fatal(err)
		}
		all := diags.All()
		want := "greedy pattern rewriting did not converge after " + strconv.Itoa(tc.iterations) + " iterations"
		if len(all) != 1 || all[0].Severity != ir.SeverityWarning || !strings.HasSuffix(all[0].Message, want) || all[0].Operation() != fn {
			t.Fatalf("max-iterations=%d: diagnostics %v, want one warning %q on the function", tc.iterations, all, want)
		}
		// Each iteration flips the attribute on both ops once.
		if got := p.NumRewrites.Value(); got != int64(2*tc.iterations) {
			t.Errorf("max-iterations=%d: %d rewrites, want %d", tc.iterations, got, 2*tc.iterations)
		}
		out := dialecttest.Print(t, m, false)
		if got := strings.Count(out, "test.toggled"); got != map[bool]int{true: 2, false: 0}[tc.toggled] {
			t.Errorf("max-iterations=%d: %d toggled ops in\n%s", tc.iterations, got, out)
		}
	}
}
