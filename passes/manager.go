package passes

import (
	"bytes"
	"errors"
	"fmt"
	"hash/maphash"
	"io"
	"runtime"
	"runtime/debug"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/strata-ir/strata/ir"
)

// Config configures a PassManager: verification, threading, and the
// instrumentation of mlir-opt's --mlir-* flags.
type Config struct {
	// Registry is where AddPipeline and AddPassByArgument look passes up.
	Registry *Registry

	// VerifyEach verifies the operation a pass ran on after the pass
	// (--verify-each).
	VerifyEach bool
	// DisableThreading runs nested pipelines on one operation at a time
	// (--mlir-disable-threading).
	DisableThreading bool

	// PrintBefore and PrintAfter dump the IR before or after the passes
	// of these arguments (--mlir-print-ir-before=cse).
	PrintBefore, PrintAfter []string
	// PrintBeforeAll and PrintAfterAll dump it around every pass.
	PrintBeforeAll, PrintAfterAll bool
	// PrintAfterChange dumps after a pass only when the pass changed the
	// operation it ran on.
	PrintAfterChange bool
	// PrintAfterFailure dumps after a pass only when it failed (and then
	// after any pass that fails).
	PrintAfterFailure bool
	// PrintModuleScope dumps the whole top-level operation rather than the
	// operation the pass ran on. It makes the run serial.
	PrintModuleScope bool
	// PrintTreeDir, when set, writes each dump to a file of its own in a
	// directory tree rooted there instead of to IROut (see docs/passes.md
	// for the layout).
	PrintTreeDir string
	// PrintOptions select how dumps print the IR.
	PrintOptions ir.PrintOptions
	// IROut is where dumps go; nil discards them.
	IROut io.Writer

	// Statistics enables PrintStatistics (--mlir-pass-statistics).
	Statistics bool
	// StatisticsDisplay is "list" (the default: one entry per pass name)
	// or "pipeline" (nested as the pipeline is).
	StatisticsDisplay string

	// Timer, when set, times each pass and each nested pipeline under it
	// (--mlir-timing).
	Timer *Timer
}

// PassManager is the top-level pipeline and what runs it: an OpPassManager
// (whose AddPass and Nest it has) with a context and a configuration.
type PassManager struct {
	*OpPassManager
	ctx *ir.Context
	cfg Config
	// dynamic records the pipelines that passes ran with
	// State.RunPipeline, for the statistics report.
	dynamic *dynamicPipelines
}

// NewPassManager returns an empty pass manager for operations named
// anchor (strata-opt's is "builtin.module").
func NewPassManager(ctx *ir.Context, anchor string, cfg Config) *PassManager {
	return &PassManager{OpPassManager: NewOpPassManager(anchor), ctx: ctx, cfg: cfg, dynamic: &dynamicPipelines{}}
}

// Context returns the context the pass manager was made with.
func (pm *PassManager) Context() *ir.Context { return pm.ctx }

// String prints the pipeline: `builtin.module(func.func(cse),symbol-dce)`.
func (pm *PassManager) String() string { return pm.OpPassManager.String() }

// AddPipeline parses text (see ParsePipeline), which must be wrapped in the
// pass manager's anchor as mlir-opt's --pass-pipeline is
// (`builtin.module(...)`), and appends its contents. Errors are
// diagnostics located in text under sourceName; nothing is added on
// error.
func (pm *PassManager) AddPipeline(text, sourceName string) error {
	src := source{name: sourceName, text: text}
	if pm.cfg.Registry == nil {
		return src.errorAt(0, "no pass registry to look the pipeline's passes up in")
	}
	parsed, err := ParsePipeline(text, sourceName, pm.cfg.Registry)
	if err != nil {
		return err
	}
	if parsed.anchor != pm.anchor {
		return src.errorAt(0, "can't run '%s' pass manager on '%s' op", parsed.anchor, pm.anchor)
	}
	pm.elements = append(pm.elements, parsed.elements...)
	return nil
}

// AddPassByArgument makes the pass registered as arg, applies options (in
// the syntax of a pipeline's braces), and adds it with implicit nesting,
// as a per-pass command-line flag does (`--canonicalize=max-iterations=3`).
// Errors are diagnostics located in options under sourceName.
func (pm *PassManager) AddPassByArgument(arg, options, sourceName string) error {
	src := source{name: sourceName, text: options}
	if pm.cfg.Registry == nil {
		return src.errorAt(0, "no pass registry to look '%s' up in", arg)
	}
	newPass, ok := pm.cfg.Registry.Lookup(arg)
	if !ok {
		return src.errorAt(0, "'%s' does not refer to a registered pass or pass pipeline", arg)
	}
	p := newPass()
	if err := applyOptions(p, src, 0, len(options)); err != nil {
		return err
	}
	pm.AddPass(p)
	return nil
}

// Run runs the pipeline on op, which must be named as the pass manager's
// anchor. It returns the diagnostics passes reported without failing, in
// the order of the operations they ran on, and the error of the first
// pass that failed (an *ir.Diagnostic, or several joined with errors.Join
// when passes failed on several operations of a nested pipeline, in the
// order of those operations). A failing pass stops its pipeline: the
// passes after it do not run on that operation, nor do the elements of
// the enclosing pipelines after the nested pipeline it is in. The other
// operations of that nested pipeline still run it, so that a serial and a
// threaded run give the same IR and the same diagnostics.
func (pm *PassManager) Run(op *ir.Operation) ([]*ir.Diagnostic, error) {
	if pm.anchor != AnyOp && op.Name() != pm.anchor {
		return nil, ir.Errorf(op.Loc(), "can't run '%s' pass manager on '%s' op", pm.anchor, op.Name())
	}
	r := newRunner(pm)
	out := &sink{out: pm.cfg.IROut}
	err := r.runPipeline(pm.OpPassManager, op, out, pm.cfg.Timer, r.parallel)
	return out.diags, err
}

// runner is the state of one Run.
type runner struct {
	cfg      *Config
	dynamic  *dynamicPipelines // nil: not recorded
	parallel bool              // whether nested pipelines may run on several ops at once
	dumps    dumpFilter
	seed     maphash.Seed
	tree     *treeDumper
}

func newRunner(pm *PassManager) *runner {
	r := &runner{
		cfg:     &pm.cfg,
		dynamic: pm.dynamic,
		dumps:   newDumpFilter(&pm.cfg),
		seed:    maphash.MakeSeed(),
	}
	if pm.cfg.PrintTreeDir != "" {
		r.tree = newTreeDumper(pm.cfg.PrintTreeDir)
	}
	// Dumps print values numbered over the whole top-level operation, and
	// at module scope print all of it: both read the operations that other
	// goroutines would be changing, so a run that dumps is serial.
	r.parallel = !pm.cfg.DisableThreading && !r.dumps.any()
	return r
}

// sink collects what a run on one operation produces: its IR dumps and
// the diagnostics its passes reported.
type sink struct {
	out   io.Writer
	diags []*ir.Diagnostic
}

// runPipeline runs the elements of m on op, stopping at the first
// failure. parallel says whether nested pipelines may use goroutines.
func (r *runner) runPipeline(m *OpPassManager, op *ir.Operation, s *sink, timer *Timer, parallel bool) error {
	for _, e := range m.elements {
		var err error
		if e.nested != nil {
			err = r.runNested(e.nested, op, s, timer, parallel)
			if err == nil && r.cfg.VerifyEach {
				// The nested passes verified what they ran on; what lies
				// between those operations (the uses of their symbols, say)
				// is checked here, without going inside them again, as
				// MLIR verifies an adaptor pass's operation.
				if verr := ir.VerifyShallow(op); verr != nil {
					err = afterNestedVerifyError(verr, op, e.nested)
				}
			}
		} else {
			err = r.runPass(e.pass, op, s, timer)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// nestedTargets returns the operations directly nested in the regions of
// parent that m runs on, in order.
func nestedTargets(m *OpPassManager, parent *ir.Operation) []*ir.Operation {
	var ops []*ir.Operation
	for _, region := range parent.Regions() {
		for _, block := range region.Blocks() {
			for op := range block.Ops() {
				if m.runsOn(op) {
					ops = append(ops, op)
				}
			}
		}
	}
	return ops
}

// runsOn reports whether m runs on op: op has m's anchor or, for an
// op-agnostic pipeline, is IsolatedFromAbove and accepted by all of m's
// passes, as in MLIR.
func (m *OpPassManager) runsOn(op *ir.Operation) bool {
	if m.anchor != AnyOp {
		return op.Name() == m.anchor
	}
	if !op.HasTrait(ir.IsolatedFromAbove) {
		return false
	}
	for _, e := range m.elements {
		if e.pass != nil {
			if a := e.pass.Info().Anchor; a != "" && a != op.Name() {
				return false
			}
		}
	}
	return true
}

// runNested runs m on the operations nested in parent it runs on: on
// several at once when they are IsolatedFromAbove and parallel is set.
// Every operation runs the pipeline even when another one fails; the
// dumps and diagnostics are put in operation order, and the errors joined
// in that order.
func (r *runner) runNested(m *OpPassManager, parent *ir.Operation, s *sink, timer *Timer, parallel bool) error {
	ops := nestedTargets(m, parent)
	if len(ops) == 0 {
		return nil
	}
	pipelineTimer := timer.Start("'" + m.anchor + "' Pipeline")
	defer pipelineTimer.Stop()

	isolated := !slices.ContainsFunc(ops, func(op *ir.Operation) bool { return !op.HasTrait(ir.IsolatedFromAbove) })
	if !parallel || !isolated || len(ops) < 2 || runtime.GOMAXPROCS(0) < 2 {
		var errs []error
		for _, op := range ops {
			if err := r.runPipeline(m, op, s, pipelineTimer, parallel); err != nil {
				errs = append(errs, err)
			}
		}
		return joinErrors(errs)
	}
	return r.runConcurrently(m, ops, s, pipelineTimer)
}

// runConcurrently runs m on ops, which are isolated from above, on
// several goroutines: each op runs the whole pipeline in one worker, as in
// MLIR. That is safe because a pass touches only its op, and verifying an
// op reads only what is nested in it (ir.Verify checks the uses of a
// symbol table's symbols when it verifies the table, not when it verifies
// a function that calls them). Pipelines nested deeper run serially inside
// a worker: the workers already keep every core busy.
//
// Each op gets its own sink, merged into s in op order once all are done.
func (r *runner) runConcurrently(m *OpPassManager, ops []*ir.Operation, s *sink, timer *Timer) error {
	sinks := make([]sink, len(ops))
	bufs := make([]bytes.Buffer, len(ops))
	for i := range sinks {
		sinks[i].out = &bufs[i]
	}
	errs := make([]error, len(ops))
	all := make([]int, len(ops))
	for i := range all {
		all[i] = i
	}
	parallelFor(ops, all, errs, func(i int) error {
		return r.runPipeline(m, ops[i], &sinks[i], timer, false)
	})
	for i := range ops {
		if s.out != nil && bufs[i].Len() > 0 {
			s.out.Write(bufs[i].Bytes())
		}
		s.diags = append(s.diags, sinks[i].diags...)
	}
	return joinErrors(slices.DeleteFunc(errs, func(err error) bool { return err == nil }))
}

// parallelFor calls work(i) for each i of indices on up to GOMAXPROCS
// goroutines and records a non-nil result in errs[i]. Passes' panics are
// diagnostics already (see runRecovering); a panic elsewhere in work (the
// verifier, the instrumentation) becomes an error of that op too, since it
// could not be recovered from another goroutine.
func parallelFor(ops []*ir.Operation, indices []int, errs []error, work func(i int) error) {
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(indices)) {
		wg.Go(func() {
			for {
				k := int(next.Add(1)) - 1
				if k >= len(indices) {
					return
				}
				i := indices[k]
				if err := recoverWork(ops[i], work, i); err != nil {
					errs[i] = err
				}
			}
		})
	}
	wg.Wait()
}

func recoverWork(op *ir.Operation, work func(int) error, i int) (err error) {
	defer func() {
		if rec := recover(); rec != nil {
			err = ir.Errorf(op.Loc(), "internal error: running a pipeline on '%s' op: %v\n%s", op.Name(), rec, debug.Stack())
		}
	}()
	return work(i)
}

// joinErrors returns nil, the one error, or the errors joined in order.
func joinErrors(errs []error) error {
	switch len(errs) {
	case 0:
		return nil
	case 1:
		return errs[0]
	}
	return errors.Join(errs...)
}

// runPass runs one pass on op with the instrumentation: dumps, timing,
// verification.
func (r *runner) runPass(p Pass, op *ir.Operation, s *sink, timer *Timer) error {
	run := r.startPass(p, op, s, timer)
	return r.finishPass(&run, op, s)
}

// passRun is a run of a pass on an op between startPass and finishPass.
type passRun struct {
	info   Info
	state  *State
	before uint64 // the fingerprint before the pass, for PrintAfterChange
	err    error
	timer  *Timer // the pass's timer, stopped once the IR is verified
}

// startPass dumps before the pass if asked, runs it and times it.
func (r *runner) startPass(p Pass, op *ir.Operation, s *sink, timer *Timer) passRun {
	info := p.Info()
	run := passRun{info: info}
	if info.Anchor != "" && info.Anchor != op.Name() {
		// Only a top-level op-agnostic pass manager gets here: the others
		// nest passes on their anchor, or run only on the ops all their
		// passes accept.
		run.err = op.Errorf("trying to schedule pass '%s' on an unsupported operation", info.Argument)
		return run
	}
	if r.dumps.before(info.Argument) {
		r.dump(s, op, info.Argument, fmt.Sprintf("// -----// IR Dump Before %s (%s)", info.Name, info.Argument))
	}
	if r.dumps.afterChange && r.dumps.after(info.Argument) {
		run.before = fingerprint(op, r.seed)
	}

	var reported ir.Diagnostics
	passTimer := timer.Start(info.Name)
	run.state = NewState(&reported, r.parallel)
	run.state.runner, run.state.op, run.state.pass = r, op, p
	run.state.out, run.state.timer = s.out, passTimer
	run.err = runRecovering(p, op, run.state)
	run.timer = passTimer
	s.diags = append(s.diags, reported.All()...)
	return run
}

// finishPass verifies op after a pass that succeeded, dumps after the
// pass if asked, and returns the pass's error as diagnostics.
func (r *runner) finishPass(run *passRun, op *ir.Operation, s *sink) error {
	info, err := run.info, run.err
	if err == nil && r.cfg.VerifyEach {
		if verr := verifyAfterPass(op, run.state); verr != nil {
			err = afterPassVerifyError(verr, op, info)
		}
	}
	// The verification counts as the pass's time, as in mlir-opt's
	// timing reports.
	run.timer.Stop()
	if err != nil {
		if r.dumps.after(info.Argument) {
			r.dump(s, op, info.Argument, fmt.Sprintf("// -----// IR Dump After %s Failed (%s)", info.Name, info.Argument))
		}
		return asDiagnostic(err, op)
	}
	if r.dumps.after(info.Argument) && !r.dumps.onlyOnFailure {
		if r.dumps.afterChange && (run.state.Unchanged() || fingerprint(op, r.seed) == run.before) {
			return nil
		}
		r.dump(s, op, info.Argument, fmt.Sprintf("// -----// IR Dump After %s (%s)", info.Name, info.Argument))
	}
	return nil
}

// verifyAfterPass verifies op after a pass ran on it, its isolated
// operations concurrently when threading is on (ir.VerifyWith).
func verifyAfterPass(op *ir.Operation, st *State) error {
	threads := 1
	if st.Threading() {
		threads = 0
	}
	return ir.VerifyWith(op, ir.VerifyOptions{Threads: threads})
}

// runRecovering runs p on op, turning a panic into an internal-error
// diagnostic that names the pass and keeps the stack: one broken pass
// must not take the tool down with a dump of every goroutine.
func runRecovering(p Pass, op *ir.Operation, st *State) (err error) {
	defer func() {
		if rec := recover(); rec != nil {
			info := p.Info()
			err = ir.Errorf(op.Loc(), "internal error: pass '%s' (%s) panicked on '%s' op: %v\n%s",
				info.Name, info.Argument, op.Name(), rec, debug.Stack())
		}
	}()
	return p.Run(op, st)
}

// afterPassVerifyError is the verifier's diagnostic with a note naming the
// pass after which the IR stopped verifying.
func afterPassVerifyError(verr error, op *ir.Operation, info Info) error {
	var d *ir.Diagnostic
	if !errors.As(verr, &d) {
		d = ir.Errorf(op.Loc(), "%v", verr)
		verr = d
	}
	d.AttachNote(op.Loc(), "the IR failed to verify after pass '%s' (%s)", info.Name, info.Argument)
	return verr
}

// afterNestedVerifyError is the verifier's diagnostic with a note naming
// the nested pipeline after which the IR stopped verifying.
func afterNestedVerifyError(verr error, op *ir.Operation, m *OpPassManager) error {
	var d *ir.Diagnostic
	if !errors.As(verr, &d) {
		d = ir.Errorf(op.Loc(), "%v", verr)
		verr = d
	}
	d.AttachNote(op.Loc(), "the IR failed to verify after the nested pipeline '%s'", m)
	return verr
}

// asDiagnostic makes a pass's error a diagnostic (or diagnostics): one
// that is not is reported at the operation the pass ran on.
func asDiagnostic(err error, op *ir.Operation) error {
	if _, ok := err.(*ir.Diagnostic); ok {
		return err
	}
	if joined, ok := err.(interface{ Unwrap() []error }); ok {
		errs := joined.Unwrap()
		out := make([]error, len(errs))
		for i, e := range errs {
			out[i] = asDiagnostic(e, op)
		}
		return errors.Join(out...)
	}
	var d *ir.Diagnostic
	if errors.As(err, &d) {
		return err
	}
	return ir.Errorf(op.Loc(), "%v", err)
}

// Diagnostics flattens an error of Run (or of any pipeline function) into
// its diagnostics, in order: a joined error gives each of its parts, an
// error that is not a diagnostic gives one without a location.
func Diagnostics(err error) []*ir.Diagnostic {
	if err == nil {
		return nil
	}
	if d, ok := err.(*ir.Diagnostic); ok {
		return []*ir.Diagnostic{d}
	}
	if joined, ok := err.(interface{ Unwrap() []error }); ok {
		var ds []*ir.Diagnostic
		for _, e := range joined.Unwrap() {
			ds = append(ds, Diagnostics(e)...)
		}
		return ds
	}
	var d *ir.Diagnostic
	if errors.As(err, &d) {
		return []*ir.Diagnostic{d}
	}
	return []*ir.Diagnostic{ir.Errorf(ir.UnknownLoc{}, "%v", err)}
}
