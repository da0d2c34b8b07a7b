package ir_test

import (
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/ir"
)

// TestSymbolTableInsertBefore checks that InsertBefore places a symbol
// where it is asked to, indexes it, and renames it on a clash, as Insert.
func TestSymbolTableInsertBefore(t *testing.T) {
	ctx := all.NewContext()
	m := parse(t, ctx, "module {\n  func.func private @a()\n  func.func private @b()\n}\n").First()
	table, err := ir.NewSymbolTable(m)
	if err != nil {
		t.Fatal(err)
	}
	body := m.Region(0).First()
	decl := func(name string) *ir.Operation {
		return ctx.Create(ir.OperationState{Name: "func.func", NumRegions: 1, Attributes: []ir.NamedAttribute{
			{Name: ir.SymbolNameAttr, Value: ir.Str(name)},
			{Name: "function_type", Value: ir.TypeAttr{Type: ctx.FunctionType(nil, nil)}},
			{Name: ir.SymbolVisibilityAttr, Value: ir.Str("private")},
		}})
	}
	first := decl("c")
	if name := table.InsertBefore(first, body.First()); name != "c" || body.First() != first || table.Lookup("c") != first {
		t.Fatalf("InsertBefore(c, first op) = %q; first op is %v", name, body.First())
	}
	clash := decl("a")
	if name := table.InsertBefore(clash, nil); name == "a" || body.Last() != clash || table.Lookup(name) != clash {
		t.Fatalf("InsertBefore(a, nil) = %q, want a new name and the op last", name)
	}
	var names []string
	for op := range body.Ops() {
		n, _ := ir.SymbolName(op)
		names = append(names, n)
	}
	if got := len(names); got != 4 || names[0] != "c" || names[1] != "a" || names[2] != "b" {
		t.Fatalf("symbols in order %v", names)
	}
}
