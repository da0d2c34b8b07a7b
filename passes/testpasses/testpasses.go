package testpasses

import (
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
)

// BreakVerifier erases the terminator of each function's entry block,
// leaving IR that no longer verifies, so that tests can show the pass
// manager's verification after each pass catch it and name the pass.
type BreakVerifier struct{}

// NewBreakVerifier returns the test-break-verifier pass.
func NewBreakVerifier() *BreakVerifier { return &BreakVerifier{} }

func (*BreakVerifier) Info() passes.Info {
	return passes.Info{
		Argument: "test-break-verifier",
		Name:     "TestBreakVerifier",
		Summary:  "Erase the terminator of each function, leaving invalid IR (for tests)",
		Anchor:   "func.func",
	}
}

func (*BreakVerifier) Run(fn *ir.Operation, _ *passes.State) error {
	if fn.NumRegions() == 0 || fn.Region(0).NumBlocks() == 0 {
		return nil // a declaration has nothing to break
	}
	if term := fn.Region(0).Blocks()[0].Terminator(); term != nil {
		term.Erase()
	}
	return nil
}

// Fail fails on each function it runs on, with an error located at the
// function, so that tests can show a failing pass stop the pipeline.
type Fail struct {
	// Only, when set, limits the failure to the function of that name.
	Only string `option:"only" help:"Fail only on the function of this name (default: every function)"`
}

// NewFail returns the test-fail pass.
func NewFail() *Fail { return &Fail{} }

func (*Fail) Info() passes.Info {
	return passes.Info{
		Argument: "test-fail",
		Name:     "TestFail",
		Summary:  "Fail with an error on each function (for tests)",
		Anchor:   "func.func",
	}
}

func (p *Fail) Run(fn *ir.Operation, st *passes.State) error {
	name, _ := ir.SymbolName(fn)
	if p.Only != "" && p.Only != name {
		st.MarkUnchanged()
		return nil
	}
	return fn.Errorf("failed as asked by test-fail on @%s", name)
}

// EmitRemark reports a remark (or a warning, or an error alongside which
// it goes on) about each function, with a note at its first operation, so
// that tests can show how reports of passes reach the user and
// --verify-diagnostics. It does not change the IR.
type EmitRemark struct {
	Severity string `option:"severity" help:"What to report: remark, warning or error"`
}

// NewEmitRemark returns the test-emit-remark pass.
func NewEmitRemark() *EmitRemark { return &EmitRemark{Severity: "remark"} }

func (*EmitRemark) Info() passes.Info {
	return passes.Info{
		Argument: "test-emit-remark",
		Name:     "TestEmitRemark",
		Summary:  "Report a remark about each function (for tests)",
		Anchor:   "func.func",
	}
}

func (p *EmitRemark) Run(fn *ir.Operation, st *passes.State) error {
	st.MarkUnchanged()
	name, _ := ir.SymbolName(fn)
	var d *ir.Diagnostic
	switch p.Severity {
	case "remark":
		d = fn.Remarkf("visited function @%s", name)
	case "warning":
		d = fn.Warningf("visited function @%s", name)
	case "error":
		d = fn.Errorf("visited function @%s", name)
	default:
		return fn.Errorf("test-emit-remark: unknown severity '%s'", p.Severity)
	}
	if fn.NumRegions() > 0 && fn.Region(0).NumBlocks() > 0 {
		if first := fn.Region(0).Blocks()[0].First(); first != nil {
			d.AttachNote(first.Loc(), "its first operation is '%s'", first.Name())
		}
	}
	st.Report(d)
	return nil
}

// CountOps counts the operations nested in what it runs on, into a
// statistic, and changes nothing: for tests of statistics and of
// --mlir-print-ir-after-change. It runs on any operation.
type CountOps struct {
	NumOps passes.Statistic `stat:"num-ops" help:"Number of operations visited"`
}

// NewCountOps returns the test-count-ops pass.
func NewCountOps() *CountOps { return &CountOps{} }

func (*CountOps) Info() passes.Info {
	return passes.Info{
		Argument: "test-count-ops",
		Name:     "TestCountOps",
		Summary:  "Count the operations nested in the operation it runs on (for tests)",
	}
}

func (p *CountOps) Run(op *ir.Operation, st *passes.State) error {
	return countOps(op, st, &p.NumOps)
}

// ModuleCountOps is CountOps anchored on builtin.module, for tests of
// nesting.
type ModuleCountOps struct {
	NumOps passes.Statistic `stat:"num-ops" help:"Number of operations visited"`
}

// NewModuleCountOps returns the test-module-count-ops pass.
func NewModuleCountOps() *ModuleCountOps { return &ModuleCountOps{} }

func (*ModuleCountOps) Info() passes.Info {
	return passes.Info{
		Argument: "test-module-count-ops",
		Name:     "TestModuleCountOps",
		Summary:  "Count the operations in a module (for tests)",
		Anchor:   "builtin.module",
	}
}

func (p *ModuleCountOps) Run(op *ir.Operation, st *passes.State) error {
	return countOps(op, st, &p.NumOps)
}

func countOps(op *ir.Operation, st *passes.State, stat *passes.Statistic) error {
	n := 0
	op.WalkNested(ir.PreOrder, func(*ir.Operation) ir.WalkResult {
		n++
		return ir.Advance
	})
	stat.Add(int64(n))
	st.MarkUnchanged()
	return nil
}
