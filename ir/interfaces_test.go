package ir_test

import (
	"strings"
	"sync"
	"testing"

	"github.com/strata-ir/strata/ir"
)

// Two interfaces of the kind a pass or an engine would declare in its own
// package.
type arity interface {
	Arity(op *ir.Operation) int
}

type evaluator interface {
	Eval(op *ir.Operation, args []int64) int64
}

type fixedArity int

func (n fixedArity) Arity(*ir.Operation) int { return int(n) }

type addEval struct{}

func (addEval) Eval(_ *ir.Operation, args []int64) int64 { return args[0] + args[1] }

// both implements both interfaces with one value.
type both struct{ fixedArity }

func (both) Eval(*ir.Operation, []int64) int64 { return 7 }

type inlinePolicy interface {
	MayInline(op *ir.Operation) bool
}

type yes struct{}

func (yes) MayInline(*ir.Operation) bool { return true }

func interfaceContext(t *testing.T) *ir.Context {
	t.Helper()
	ctx := ir.NewContext()
	err := ctx.RegisterDialect(&ir.Dialect{Name: "t", Ops: []*ir.OpDef{
		{Name: "t.add", Interfaces: []any{fixedArity(2)}},
		{Name: "t.neg"},
		{Name: "t.both", Interfaces: []any{both{1}}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	return ctx
}

func newOp(ctx *ir.Context, name string) *ir.Operation {
	return ctx.Create(ir.OperationState{Name: name, Loc: ir.UnknownLoc{}})
}

func TestInterfaceFromDefinitionAndAttached(t *testing.T) {
	ctx := interfaceContext(t)
	add := newOp(ctx, "t.add")
	if a, ok := ir.Interface[arity](add); !ok || a.Arity(add) != 2 {
		t.Fatalf("Interface[arity](t.add) = %v, %v; want the definition's model", a, ok)
	}
	if _, ok := ir.Interface[evaluator](add); ok {
		t.Fatal("t.add implements evaluator before anything attached it")
	}
	// An external model, attached by a package the dialect does not know.
	if err := ir.AttachInterface[evaluator](ctx, "t.add", addEval{}); err != nil {
		t.Fatal(err)
	}
	e, ok := ir.Interface[evaluator](add)
	if !ok || e.Eval(add, []int64{3, 4}) != 7 {
		t.Fatalf("attached evaluator not found: %v %v", e, ok)
	}
	// Ops created later see it too, and so does the look-up by name.
	if _, ok := ir.Interface[evaluator](newOp(ctx, "t.add")); !ok {
		t.Error("a new t.add does not see the attached model")
	}
	if _, ok := ir.OpInterface[evaluator](ctx, "t.add"); !ok {
		t.Error("OpInterface does not see the attached model")
	}
	if _, ok := ir.Interface[evaluator](newOp(ctx, "t.neg")); ok {
		t.Error("the model leaked to t.neg")
	}
	// One model may implement several interfaces.
	b := newOp(ctx, "t.both")
	if _, ok := ir.Interface[arity](b); !ok {
		t.Error("t.both lacks arity")
	}
	if _, ok := ir.Interface[evaluator](b); !ok {
		t.Error("t.both lacks evaluator")
	}
}

func TestAttachInterfaceIsPerContext(t *testing.T) {
	a, b := interfaceContext(t), interfaceContext(t)
	if err := ir.AttachInterface[evaluator](a, "t.neg", addEval{}); err != nil {
		t.Fatal(err)
	}
	if _, ok := ir.Interface[evaluator](newOp(b, "t.neg")); ok {
		t.Fatal("a model attached in one context shows in another")
	}
}

func TestAttachInterfaceErrors(t *testing.T) {
	ctx := interfaceContext(t)
	cases := []struct {
		name string
		err  error
		want string
	}{
		{"unregistered", ir.AttachInterface[evaluator](ctx, "t.nope", addEval{}), `unregistered operation "t.nope"`},
		{"already in the definition", ir.AttachInterface[arity](ctx, "t.add", fixedArity(3)), `already implements`},
		{"not an interface", ir.AttachInterface[fixedArity](ctx, "t.neg", 1), "is not an interface type"},
		{"nil model", ir.AttachInterface[evaluator](ctx, "t.neg", nil), "nil model"},
	}
	for _, c := range cases {
		if c.err == nil || !strings.Contains(c.err.Error(), c.want) {
			t.Errorf("%s: err = %v, want it to mention %q", c.name, c.err, c.want)
		}
	}
	if err := ir.AttachInterface[evaluator](ctx, "t.neg", addEval{}); err != nil {
		t.Fatal(err)
	}
	if err := ir.AttachInterface[evaluator](ctx, "t.neg", addEval{}); err == nil || !strings.Contains(err.Error(), "already implements") {
		t.Errorf("attaching twice: err = %v", err)
	}
}

func TestUnregisteredOpHasNoInterface(t *testing.T) {
	ctx := interfaceContext(t)
	ctx.SetAllowUnregisteredDialects(true)
	if _, ok := ir.Interface[arity](newOp(ctx, "u.op")); ok {
		t.Fatal("an unregistered op implements an interface")
	}
	if _, ok := ir.OpInterface[arity](ctx, "never.seen"); ok {
		t.Fatal("an unknown name implements an interface")
	}
}

func TestDialectInterfaces(t *testing.T) {
	ctx := interfaceContext(t)
	add := newOp(ctx, "t.add")
	if _, ok := ir.OpDialectInterface[inlinePolicy](add); ok {
		t.Fatal("dialect t has an inliner policy before one is attached")
	}
	if err := ir.AttachDialectInterface[inlinePolicy](ctx, "t", yes{}); err != nil {
		t.Fatal(err)
	}
	if p, ok := ir.OpDialectInterface[inlinePolicy](add); !ok || !p.MayInline(add) {
		t.Fatal("the attached dialect interface is not found")
	}
	if err := ir.AttachDialectInterface[inlinePolicy](ctx, "t", yes{}); err == nil {
		t.Error("attaching a dialect interface twice succeeded")
	}
	if err := ir.AttachDialectInterface[inlinePolicy](ctx, "nope", yes{}); err == nil {
		t.Error("attaching to an unregistered dialect succeeded")
	}
	// A dialect may also list its own models.
	own := ir.NewContext()
	if err := own.RegisterDialect(&ir.Dialect{Name: "o", Interfaces: []any{yes{}}, Ops: []*ir.OpDef{{Name: "o.x"}}}); err != nil {
		t.Fatal(err)
	}
	if _, ok := ir.OpDialectInterface[inlinePolicy](newOp(own, "o.x")); !ok {
		t.Error("a dialect's own model is not found")
	}
}

func TestExtensions(t *testing.T) {
	ctx := interfaceContext(t)
	runs := 0
	ext := ir.Extension{Name: "eval", Dialects: []string{"t"}, Apply: func(ctx *ir.Context) error {
		runs++
		return ir.AttachInterface[evaluator](ctx, "t.neg", addEval{})
	}}
	missing := ir.Extension{Name: "other", Dialects: []string{"t", "absent"}, Apply: func(*ir.Context) error {
		t.Error("an extension ran without its dialects")
		return nil
	}}
	for range 3 {
		if err := ir.ApplyExtensionOnce(ctx, ext); err != nil {
			t.Fatal(err)
		}
		if err := ir.ApplyExtensionOnce(ctx, missing); err != nil {
			t.Fatal(err)
		}
	}
	if runs != 1 {
		t.Errorf("ApplyExtensionOnce ran the extension %d times", runs)
	}
	if err := ir.ApplyExtensions(ctx, ext); err == nil || !strings.Contains(err.Error(), "extension eval") {
		t.Errorf("re-applying an extension that attaches twice: err = %v", err)
	}
}

// TestInterfaceLookupDuringAttach runs look-ups while models are attached,
// for the race detector: look-ups take no lock.
func TestInterfaceLookupDuringAttach(t *testing.T) {
	ctx := interfaceContext(t)
	neg := newOp(ctx, "t.neg")
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for range 1000 {
			ir.Interface[evaluator](neg)
			ir.Interface[arity](neg)
		}
	}()
	if err := ir.AttachInterface[evaluator](ctx, "t.neg", addEval{}); err != nil {
		t.Error(err)
	}
	if err := ir.AttachInterface[arity](ctx, "t.neg", fixedArity(1)); err != nil {
		t.Error(err)
	}
	wg.Wait()
	if _, ok := ir.Interface[arity](neg); !ok {
		t.Error("arity not attached")
	}
}
