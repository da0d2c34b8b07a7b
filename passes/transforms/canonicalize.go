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
	// scratch holds *rewrite.GreedyScratch: the greedy runs of the
	// functions reuse their drivers' memory, one per goroutine at a time,
	// rather than growing a worklist and tables per function.
	scratch sync.Pool
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
//
// When op's regions directly hold IsolatedFromAbove operations (the
// functions of a module), each of those is canonicalized by a greedy run
// of its own, concurrently when threading is on (passes.ForEach), and then
// the rest of op by one more run that leaves their interiors alone. The
// result is the one a single run over op would give, because nothing in
// an isolated op can see or change anything outside it:
//
//   - Patterns and folds only touch the op they match, its operands'
//     definitions and its results' users, all inside the same function;
//     constants are materialized and uniqued per isolated region already.
//   - In a single run the worklist is a stack, so each function's ops are
//     processed together, and what a rewrite queues is in the same
//     function; the driver's steps inside one function are the same as in
//     a run of its own.
//   - The iteration limit counts per function instead of for the whole
//     op. That changes nothing: an iteration in which a function does not
//     change leaves it as it was, so the iterations a single run spends
//     on other functions after this one converged are no-ops for it, and
//     a function that never converges gets max-iterations iterations
//     either way. Only max-num-rewrites, a limit per iteration across
//     everything the run visits, would differ: with it set, op is
//     canonicalized by one run as before.
//   - The isolated ops themselves are folded and rewritten by the last
//     run, after their bodies converged, where a single top-down run
//     would reach them before their bodies; that could only show in a
//     pattern of an isolated op that inspects its body, and none does
//     (MLIR's nested func.func(canonicalize) pipeline orders them the
//     same way).
//
// The statistics add up across the runs, but for num-iterations, which is
// the largest of them: the iterations the single run would have made.
func (p *Canonicalize) Run(op *ir.Operation, st *passes.State) error {
	p.once.Do(func() {
		p.patterns = CanonicalizationPatterns(op.Context(), p.keepPattern).Freeze()
	})
	cfg := rewrite.GreedyConfig{
		TopDown:        p.TopDown,
		MaxIterations:  noLimitIfNegative(p.MaxIterations),
		MaxRewrites:    noLimitIfNegative(p.MaxNumRewrites),
		RegionSimplify: p.RegionSimplify,
	}
	var children []*ir.Operation
	if cfg.MaxRewrites == rewrite.NoLimit {
		children = passes.IsolatedChildren(op)
	}
	var total canonicalizeTotals
	err := passes.ForEach(st, children, func(child *ir.Operation) error {
		return total.run(child, p.patterns, cfg, &p.scratch)
	})
	if err != nil {
		return err
	}
	if len(children) > 0 {
		done := make(map[*ir.Operation]bool, len(children))
		for _, child := range children {
			done[child] = true
		}
		cfg.SkipRegions = func(o *ir.Operation) bool { return done[o] }
	}
	if err := total.run(op, p.patterns, cfg, &p.scratch); err != nil {
		return err
	}
	p.NumIterations.Add(int64(total.iterations))
	p.NumRewrites.Add(int64(total.rewrites))
	p.NumFolds.Add(int64(total.folds))
	p.NumDCE.Add(int64(total.deadErased))
	if !total.allConverged() && p.TestConvergence {
		return op.Errorf("Canonicalizer failed to converge within %d iterations", p.MaxIterations)
	}
	return nil
}

// canonicalizeTotals gathers what the greedy runs of one Run did; runs on
// several goroutines add to it.
type canonicalizeTotals struct {
	mu                          sync.Mutex
	iterations                  int // the most of any run
	rewrites, folds, deadErased int
	notConverged                bool
}

// run canonicalizes the regions of op and adds the run's counts; the run
// borrows a GreedyScratch from scratch.
func (t *canonicalizeTotals) run(op *ir.Operation, patterns *rewrite.Frozen, cfg rewrite.GreedyConfig, scratch *sync.Pool) error {
	var stats rewrite.GreedyStats
	cfg.Stats = &stats
	s, _ := scratch.Get().(*rewrite.GreedyScratch)
	if s == nil {
		s = new(rewrite.GreedyScratch)
	}
	cfg.Scratch = s
	converged, err := rewrite.ApplyPatternsGreedily(op, patterns, cfg)
	scratch.Put(s)
	t.mu.Lock()
	defer t.mu.Unlock()
	t.iterations = max(t.iterations, stats.Iterations)
	t.rewrites += stats.Rewrites
	t.folds += stats.Folds
	t.deadErased += stats.DeadErased
	t.notConverged = t.notConverged || !converged
	return err
}

func (t *canonicalizeTotals) allConverged() bool { return !t.notConverged }

// noLimitIfNegative maps any negative limit to rewrite.NoLimit, as MLIR
// treats -1 (and, in practice, any negative value) as no limit.
func noLimitIfNegative(n int) int {
	if n < 0 {
		return rewrite.NoLimit
	}
	return n
}
