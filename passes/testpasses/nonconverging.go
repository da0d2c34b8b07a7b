package testpasses

import (
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
	"github.com/strata-ir/strata/rewrite"
)

// toggledAttr is the unit attribute the non-converging pattern flips.
const toggledAttr = "test.toggled"

// NonConverging runs the greedy driver with a pattern that never lets it
// converge, so that tests can show the driver stop at its iteration limit
// and say so. The pattern flips the unit attribute test.toggled on every
// operation of the function body; it changes the op without telling the
// rewriter, so the driver does not revisit the op within the iteration
// (which would loop forever) but sees a successful rewrite, and every
// iteration therefore changes the IR again. After an even number of
// iterations the attributes are back as they were.
type NonConverging struct {
	MaxIterations int `option:"max-iterations" help:"Max. iterations of the greedy driver"`

	NumRewrites passes.Statistic `stat:"num-rewrites" help:"Number of rewrites applied"`
}

// NewTestNonConverging returns the test-greedy-nonconverging pass.
func NewTestNonConverging() passes.Pass { return &NonConverging{MaxIterations: 10} }

func (*NonConverging) Info() passes.Info {
	return passes.Info{
		Argument: "test-greedy-nonconverging",
		Name:     "TestGreedyNonConverging",
		Summary:  "Run the greedy driver with a pattern that never converges (for tests)",
		Anchor:   "func.func",
	}
}

// togglePattern flips toggledAttr on any op.
var togglePattern = &rewrite.PatternFunc{
	Name: "toggle-attribute",
	Fn: func(op *ir.Operation, _ *rewrite.Rewriter) bool {
		// Deliberately not through the rewriter: see NonConverging.
		if op.HasAttr(toggledAttr) {
			op.RemoveAttr(toggledAttr)
		} else {
			op.SetAttr(toggledAttr, ir.Unit)
		}
		return true
	},
}

// Run rewrites fn and warns, on fn, when the driver stopped at the limit.
func (p *NonConverging) Run(fn *ir.Operation, st *passes.State) error {
	var stats rewrite.GreedyStats
	cfg := rewrite.DefaultGreedyConfig()
	cfg.MaxIterations = p.MaxIterations
	cfg.Stats = &stats
	converged, err := rewrite.ApplyPatternsGreedily(fn, rewrite.NewPatternSet(togglePattern).Freeze(), cfg)
	p.NumRewrites.Add(int64(stats.Rewrites))
	if err != nil {
		return err
	}
	if !converged {
		st.Report(fn.Warningf("greedy pattern rewriting did not converge after %d iterations", stats.Iterations))
	}
	return nil
}
