package passes

import (
	"errors"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/arith"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/cf"
	"github.com/strata-ir/strata/dialects/funcs"
	"github.com/strata-ir/strata/ir"
)

// The passes of these tests are small and defined here: the real ones
// live in passes/transforms.

// optionsPass has an option of every supported type and a statistic.
type optionsPass struct {
	Flag   bool     `option:"flag" help:"A flag"`
	Count  int      `option:"count" help:"A count"`
	Big    int64    `option:"big" help:"A 64-bit count"`
	Small  uint     `option:"small" help:"An unsigned count"`
	Huge   uint64   `option:"huge" help:"A 64-bit unsigned count"`
	Ratio  float64  `option:"ratio" help:"A ratio"`
	Label  string   `option:"label" help:"A label"`
	Names  []string `option:"names" help:"Some names"`
	Hidden int      // not an option

	Runs Statistic `stat:"runs" help:"Number of runs"`
}

func newOptionsPass() Pass {
	return &optionsPass{Count: 10, Ratio: 0.5, Label: "x", Names: []string{"a", "b"}}
}

func (p *optionsPass) Info() Info {
	return Info{Argument: "test-options", Name: "TestOptions", Summary: "options of every type"}
}

func (p *optionsPass) Run(op *ir.Operation, st *State) error {
	p.Runs.Inc()
	st.MarkUnchanged()
	return nil
}

// markPass sets the attribute test.mark on every operation in the body of
// a function, counts them, and reports a remark about the function.
type markPass struct {
	Value int64 `option:"value" help:"The mark"`

	Marked Statistic `stat:"marked-ops" help:"Number of operations marked"`
	Funcs  Statistic `stat:"funcs" help:"Number of functions visited"`
}

func newMarkPass() Pass { return &markPass{Value: 1} }

func (p *markPass) Info() Info {
	return Info{Argument: "test-mark", Name: "TestMark", Summary: "marks function bodies", Anchor: "func.func"}
}

func (p *markPass) Run(op *ir.Operation, st *State) error {
	p.Funcs.Inc()
	op.WalkNested(ir.PreOrder, func(inner *ir.Operation) ir.WalkResult {
		inner.SetAttr("test.mark", ir.IntAttr(ir.I64, p.Value))
		p.Marked.Inc()
		return ir.Advance
	})
	st.Report(op.Remarkf("marked"))
	return nil
}

// annotatePass sets an attribute on the function it runs on, which
// verifying a sibling function that calls it reads.
type annotatePass struct{}

func (*annotatePass) Info() Info {
	return Info{Argument: "test-annotate", Name: "TestAnnotate", Anchor: "func.func"}
}

func (*annotatePass) Run(op *ir.Operation, st *State) error {
	op.SetAttr("test.annotated", ir.UnitAttr{})
	return nil
}

// failPass fails on the functions whose name starts with "bad".
type failPass struct{}

func (*failPass) Info() Info {
	return Info{Argument: "test-fail", Name: "TestFail", Anchor: "func.func"}
}

func (*failPass) Run(op *ir.Operation, st *State) error {
	if name, _ := op.Attr(ir.SymbolNameAttr).(ir.StringAttr); strings.HasPrefix(name.Value, "bad") {
		return op.Errorf("is bad")
	}
	return nil
}

// panicPass panics.
type panicPass struct{}

func (*panicPass) Info() Info { return Info{Argument: "test-panic", Name: "TestPanic"} }

func (*panicPass) Run(op *ir.Operation, st *State) error { panic("something broke") }

// breakPass erases the terminator of a function's entry block, which the
// verifier rejects.
type breakPass struct{}

func (*breakPass) Info() Info {
	return Info{Argument: "test-break", Name: "TestBreak", Anchor: "func.func"}
}

func (*breakPass) Run(op *ir.Operation, st *State) error {
	op.Region(0).First().Terminator().Erase()
	return nil
}

// retypePass gives every function without arguments an i32 argument,
// without touching the calls to it: each function still verifies alone,
// the module does not.
type retypePass struct{}

func (*retypePass) Info() Info {
	return Info{Argument: "test-retype", Name: "TestRetype", Anchor: "func.func"}
}

func (*retypePass) Run(op *ir.Operation, st *State) error {
	fty := op.Attr("function_type").(ir.TypeAttr).Type.(*ir.FunctionType)
	if len(fty.Inputs()) > 0 || op.Region(0).Empty() {
		return nil
	}
	op.SetAttr("function_type", ir.TypeAttr{Type: op.Context().FunctionType([]ir.Type{ir.I32}, fty.Results())})
	op.Region(0).First().AddArgument(ir.I32, op.Loc())
	return nil
}

// countPass counts the functions of a module: a module pass.
type countPass struct {
	Funcs Statistic `stat:"funcs" help:"Number of functions"`
}

func (*countPass) Info() Info {
	return Info{Argument: "test-count", Name: "TestCount", Anchor: "builtin.module"}
}

func (p *countPass) Run(op *ir.Operation, st *State) error {
	for inner := range op.Region(0).Ops() {
		if inner.Is("func.func") {
			p.Funcs.Inc()
		}
	}
	st.MarkUnchanged()
	return nil
}

// plainErrorPass fails with an error that is not a diagnostic.
type plainErrorPass struct{}

func (*plainErrorPass) Info() Info { return Info{Argument: "test-plain-error", Name: "TestPlainError"} }

func (*plainErrorPass) Run(op *ir.Operation, st *State) error { return errors.New("plain failure") }

func testRegistry() *Registry {
	r := NewRegistry()
	r.Register(newOptionsPass)
	r.Register(newMarkPass)
	r.Register(func() Pass { return &failPass{} })
	r.Register(func() Pass { return &annotatePass{} })
	r.Register(func() Pass { return &panicPass{} })
	r.Register(func() Pass { return &breakPass{} })
	r.Register(func() Pass { return &countPass{} })
	r.Register(func() Pass { return &plainErrorPass{} })
	r.Register(func() Pass { return &retypePass{} })
	return r
}

// testContext registers the dialects the tests use, one by one, so that
// this package's tests do not depend on every dialect building.
func testContext(t testing.TB) *ir.Context {
	t.Helper()
	ctx := ir.NewContext()
	for _, register := range []func(*ir.Context) error{builtin.Register, funcs.Register, arith.Register, cf.Register} {
		if err := register(ctx); err != nil {
			t.Fatal(err)
		}
	}
	return ctx
}

func parse(t testing.TB, ctx *ir.Context, src string) *ir.Operation {
	t.Helper()
	m, err := builtin.ParseModule(ctx, "input.mlir", []byte(src))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return m
}

func printOp(t testing.TB, op *ir.Operation) string {
	t.Helper()
	var b strings.Builder
	if err := ir.Print(&b, op, ir.PrintOptions{}); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// diagAt checks that err is a diagnostic at file:1:col with message msg.
func diagAt(t *testing.T, err error, file string, col int, msg string) {
	t.Helper()
	var d *ir.Diagnostic
	if !errors.As(err, &d) {
		t.Fatalf("error %v (%T) is not a diagnostic", err, err)
	}
	want := ir.NewFileLineColLoc(file, 1, col)
	if !sameLoc(d.Loc, want) || d.Message != msg {
		t.Errorf("got %v: %q\nwant %v: %q", d.Loc, d.Message, want, msg)
	}
}

func asDiag(t *testing.T, err error) *ir.Diagnostic {
	t.Helper()
	var d *ir.Diagnostic
	if !errors.As(err, &d) {
		t.Fatalf("error %v (%T) is not a diagnostic", err, err)
	}
	return d
}

// sameLoc reports whether two locations print the same: file locations
// are handles, compared by what they say.
func sameLoc(a, b ir.Location) bool { return ir.AttrString(a) == ir.AttrString(b) }
