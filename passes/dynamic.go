package passes

import (
	"hash/maphash"
	"slices"
	"sync"

	"github.com/strata-ir/strata/ir"
)

// RunPipeline runs m on op from within a running pass, as MLIR's
// Pass::runPipeline does: a dynamic pipeline, which the pass builds (or
// parses, with Registry and ParsePassList) while it runs. The inliner runs
// its simplification pipeline on each function this way.
//
// op must be the operation the pass runs on or one nested in it: a pass
// owns nothing else (see the threading contract in docs/passes.md), and
// any other operation is refused with an error. m must be anchored on
// op's name, or be op-agnostic (AnyOp).
//
// The pipeline runs with the enclosing run's instrumentation: the passes
// are verified after they run when the pass manager verifies
// (Config.VerifyEach), dumped under the --mlir-print-ir-* settings, timed
// under the calling pass (`Inliner` / `'func.func' Pipeline` /
// `Canonicalizer`), and their statistics appear in the report under the
// calling pass. Diagnostics its passes report go to this State, as if the
// calling pass had reported them. It returns the error of the pass that
// failed, as Run does; the calling pass decides whether that fails it.
//
// The pipeline runs in the goroutine of the calling pass, serially: its
// nested pipelines do not spread over goroutines, since the calling pass
// may itself be one of several running at once.
//
// With a State made by NewState (a pass run by hand, in tests), nothing
// is known of the run: the pipeline runs without verification nor
// instrumentation, and op is not checked against the operation the pass
// was given.
func (s *State) RunPipeline(m *OpPassManager, op *ir.Operation) error {
	if m == nil || op == nil {
		return ir.Errorf(ir.UnknownLoc{}, "RunPipeline needs a pipeline and an operation")
	}
	if s.op != nil && !s.op.IsAncestor(op) {
		return op.Errorf("Trying to schedule a dynamic pipeline on an operation that isn't nested under the current operation the pass is processing")
	}
	if m.anchor != AnyOp && m.anchor != op.Name() {
		return op.Errorf("can't run '%s' pass manager on '%s' op", m.anchor, op.Name())
	}
	r := s.runner
	if r == nil {
		r = &runner{cfg: &Config{}, seed: maphash.MakeSeed()}
	}
	r.dynamic.record(s.pass, m)
	pipelineTimer := s.timer.Start("'" + m.anchor + "' Pipeline")
	defer pipelineTimer.Stop()
	nested := &sink{out: s.out}
	err := r.runPipeline(m, op, nested, pipelineTimer, false)
	for _, d := range nested.diags {
		s.Report(d)
	}
	return err
}

// Registry returns the registry of the pass manager running the pass, for
// a pass that parses a pipeline from an option (ParsePassList); nil when
// the State was made by NewState or the pass manager has none.
func (s *State) Registry() *Registry {
	if s.runner == nil {
		return nil
	}
	return s.runner.cfg.Registry
}

// dynamicPipelines records, for each pass of a pass manager, the pipelines
// it ran with State.RunPipeline, so that their statistics are reported. A
// pass that makes its pipeline once and reuses it (as the inliner does)
// adds one entry; one that makes a new pipeline on every run adds one per
// run, merged in the report.
type dynamicPipelines struct {
	mu     sync.Mutex
	byPass map[Pass][]*OpPassManager
}

// record notes that caller ran m.
func (d *dynamicPipelines) record(caller Pass, m *OpPassManager) {
	if d == nil || caller == nil {
		return
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.byPass == nil {
		d.byPass = map[Pass][]*OpPassManager{}
	}
	if !slices.Contains(d.byPass[caller], m) {
		d.byPass[caller] = append(d.byPass[caller], m)
	}
}

// of returns the pipelines caller ran, in the order it first ran them.
func (d *dynamicPipelines) of(caller Pass) []*OpPassManager {
	if d == nil {
		return nil
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	return slices.Clone(d.byPass[caller])
}
