package transforms

import (
	"slices"
	"sync"

	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
	"github.com/strata-ir/strata/rewrite"
)

// Canonicalize is MLIR's canonicalizer: it applies the canonicalization
// patterns of every registered operation (OpDef.Canonicalize) and folds
// operations (OpDef.Fold), with the greedy driver, until the IR stops
// changing. Its options are those of mlir-opt-16's --canonicalize.
//
// Canonicalization is best effort: a run that does not converge within
// max-iterations is silently accepted, as in MLIR, unless test-convergence
// is set; then the pass fails with an error on the operation it ran on.
// (mlir-opt-16 fails without a message there; strata says why.)
type Canonicalize struct {
	TopDown         bool     `option:"top-down" help:"Seed the worklist in general top-down order"`
	RegionSimplify  bool     `option:"region-simplify" help:"Perform control flow optimizations to the region tree"`
	MaxIterations   int      `option:"max-iterations" help:"Max. iterations between applying patterns / simplifying regions"`
	MaxNumRewrites  int      `option:"max-num-rewrites" help:"Max. number of pattern rewrites within an iteration"`
	TestConvergence bool     `option:"test-convergence" help:"Test only: Fail pass on non-convergence to detect cyclic pattern"`
	DisablePatterns []string `option:"disable-patterns" help:"Labels of patterns that should be filtered out during application"`
	EnablePatterns  []string `option:"enable-patterns" help:"Labels of patterns that should be used during application, all other patterns are filtered out"`

	NumIterations passes.Statistic `stat:"num-iterations" help:"Number of worklist iterations"`
	NumRewrites   passes.Statistic `stat:"num-rewrites" help:"Number of rewrites applied"`
	NumFolds      passes.Statistic `stat:"num-folds" help:"Number of operations folded"`
	NumDCE        passes.Statistic `stat:"num-dce" help:"Number of trivially dead operations erased"`

	// The pattern set is built once, on the first run, from the options
	// and the context; concurrent runs share it.
	once     sync.Once
	patterns *rewrite.Frozen
}

// NewCanonicalize returns the canonicalize pass with mlir-opt's defaults.
func NewCanonicalize() passes.Pass {
	cfg := rewrite.DefaultGreedyConfig()
	return &Canonicalize{
		TopDown:        cfg.TopDown,
		RegionSimplify: cfg.RegionSimplify,
		MaxIterations:  cfg.MaxIterations,
		MaxNumRewrites: cfg.MaxRewrites,
	}
}

// Info describes the pass.
func (*Canonicalize) Info() passes.Info {
	return passes.Info{
		Argument: "canonicalize",
		Name:     "Canonicalizer",
		Summary:  "Canonicalize operations",
		Description: "Applies the canonicalization patterns and folders of every registered operation " +
			"with the greedy pattern driver until the IR stops changing, and simplifies the control flow of regions.",
	}
}

// CanonicalizationPatterns returns the canonicalization patterns of every
// operation registered in ctx, adapted to rewrite patterns, in a
// deterministic order: dialects by name, operations as their dialect
// declares them. A pattern is kept when keep (nil: keep all) accepts its
// name.
func CanonicalizationPatterns(ctx *ir.Context, keep func(name string) bool) *rewrite.PatternSet {
	set := rewrite.NewPatternSet()
	for _, d := range ctx.Dialects() {
		for _, def := range d.Ops {
			for _, cp := range def.Canonicalize {
				if keep == nil || keep(cp.Name) {
					set.Add(rewrite.FromCanonicalization(def.Name, cp))
				}
			}
		}
	}
	return set
}

// keepPattern reports whether the enable/disable options keep a pattern
// named name.
func (p *Canonicalize) keepPattern(name string) bool {
	if slices.Contains(p.DisablePatterns, name) {
		return false
	}
	return len(p.EnablePatterns) == 0 || slices.Contains(p.EnablePatterns, name)
}

// Run canonicalizes the operations nested in op.
func (p *Canonicalize) Run(op *ir.Operation, st *passes.State) error {
	p.once.Do(func() {
		p.patterns = CanonicalizationPatterns(op.Context(), p.keepPattern).Freeze()
	})
	var stats rewrite.GreedyStats
	cfg := rewrite.GreedyConfig{
		TopDown:        p.TopDown,
		MaxIterations:  noLimitIfNegative(p.MaxIterations),
		MaxRewrites:    noLimitIfNegative(p.MaxNumRewrites),
		RegionSimplify: p.RegionSimplify,
		Stats:          &stats,
	}
	converged, err := rewrite.ApplyPatternsGreedily(op, p.patterns, cfg)
	p.NumIterations.Add(int64(stats.Iterations))
	p.NumRewrites.Add(int64(stats.Rewrites))
	p.NumFolds.Add(int64(stats.Folds))
	p.NumDCE.Add(int64(stats.DeadErased))
	if err != nil {
		return err
	}
	if !converged && p.TestConvergence {
		return op.Errorf("Canonicalizer failed to converge within %d iterations", p.MaxIterations)
	}
	return nil
}

// noLimitIfNegative maps any negative limit to rewrite.NoLimit, as MLIR
// treats -1 (and, in practice, any negative value) as no limit.
func noLimitIfNegative(n int) int {
	if n < 0 {
		return rewrite.NoLimit
	}
	return n
}
