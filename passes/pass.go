// Package passes is strata's pass infrastructure: the Pass interface, the
// registry that tools list and pipelines name passes from, MLIR's textual
// pipeline syntax, and the pass manager that runs nested pipelines (in
// parallel over IsolatedFromAbove operations), verifies after each pass,
// and reports IR dumps, statistics and timing.
//
// Threading: a nested pipeline runs on the IsolatedFromAbove operations it
// applies to at once, one Pass value shared by all of them. A pass may read
// and change the operation it is given and what is nested in it, may read
// its ancestors, and must not touch its siblings nor change its own struct
// in Run except through its Statistic fields. A pass may run a pipeline
// of its own on what it owns with State.RunPipeline (the inliner does).
// docs/passes.md has the whole contract, the pipeline syntax and the
// report formats.
//
// The generic passes themselves live in package passes/transforms.
package passes

import (
	"io"
	"sync/atomic"

	"github.com/strata-ir/strata/ir"
)

// Info describes a pass: how pipelines and command lines name it, how
// reports name it, and what it runs on.
type Info struct {
	// Argument names the pass in pipelines and on command lines: "cse".
	Argument string
	// Name is how IR dumps, statistics and timing reports name the pass,
	// as MLIR names it after its class: "CSE", "Canonicalizer".
	Name string
	// Summary is the one line that --list-passes and --help show.
	Summary string
	// Description says more, for the pass's documentation.
	Description string
	// Anchor is the name of the operation the pass runs on
	// ("func.func", "builtin.module"), or "" when it runs on any
	// operation.
	Anchor string
}

// Pass is a transformation or analysis that the pass manager runs on one
// operation at a time.
//
// A pass is a pointer to a struct. Its options are the struct's exported
// fields tagged `option`, and their defaults are the values its
// constructor sets:
//
//	type Canonicalize struct {
//		MaxIterations int  `option:"max-iterations" help:"Max. iterations between applying patterns / simplifying regions"`
//		RegionSimplify bool `option:"region-simplify" help:"Perform control flow optimizations to the region tree"`
//		NumRewrites passes.Statistic `stat:"num-rewrites" help:"Number of rewrites applied"`
//	}
//
// Option fields may be bool, int, int64, uint, uint64, float64, string or
// []string (a comma-separated list in pipelines). Fields of type Statistic
// tagged `stat` are its statistics.
//
// The pass manager may run one pass value on several operations at once
// (see the package documentation on threading): Run must not change the
// pass struct other than through its Statistic fields, which are atomic.
type Pass interface {
	Info() Info
	// Run runs the pass on op, whose name is Info().Anchor when that is
	// set. An error fails the pipeline; it should be an *ir.Diagnostic (or
	// several, joined with errors.Join) located at what went wrong.
	Run(op *ir.Operation, st *State) error
}

// Statistic is a counter a pass declares as a field tagged `stat`; the
// pass manager reports it under --mlir-pass-statistics. It is safe for
// concurrent use.
type Statistic struct{ n atomic.Int64 }

// Add adds delta to the counter.
func (s *Statistic) Add(delta int64) { s.n.Add(delta) }

// Inc adds one to the counter.
func (s *Statistic) Inc() { s.n.Add(1) }

// Value returns the counter.
func (s *Statistic) Value() int64 { return s.n.Load() }

// State is what a running pass sees besides its operation. The pass
// manager makes one per run of a pass on an operation.
type State struct {
	diags     *ir.Diagnostics
	preserved bool
	threading bool

	// What the pass manager sets for a pass it runs, for RunPipeline:
	// the run, the operation the pass owns, the pass, where its IR dumps
	// go and its timer. A State made by NewState has none of them.
	runner *runner
	op     *ir.Operation
	pass   Pass
	out    io.Writer
	timer  *Timer
}

// NewState returns a state that reports to diags (which may be nil: the
// reports are dropped). Pass managers make states; tests of a single pass
// may too.
func NewState(diags *ir.Diagnostics, threading bool) *State {
	return &State{diags: diags, threading: threading}
}

// Report records a diagnostic that does not fail the pass: a warning, a
// remark, or an error alongside which the pass goes on. The tool prints
// them after the pass, in the order of the operations they are about.
func (s *State) Report(d *ir.Diagnostic) {
	if s.diags != nil {
		s.diags.Report(d)
	}
}

// MarkUnchanged tells the pass manager that the pass left the IR as it
// was, so that --mlir-print-ir-after-change need not compare.
func (s *State) MarkUnchanged() { s.preserved = true }

// Unchanged reports whether the pass called MarkUnchanged.
func (s *State) Unchanged() bool { return s.preserved }

// Threading reports whether the pass may itself use several goroutines
// (false under --mlir-disable-threading).
func (s *State) Threading() bool { return s.threading }
