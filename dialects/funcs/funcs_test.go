package funcs_test

import (
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/all/dialecttest"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/funcs"
	"github.com/strata-ir/strata/ir"
)

func TestFuncAccessors(t *testing.T) {
	m := dialecttest.ParseVerified(t, "f.mlir", `
func.func @f(%a: i32 {test.x}, %b: f32) -> (i32 {test.y}, f32) attributes {test.z} {
  %0 = func.call @g(%a) : (i32) -> i32
  return %0, %b : i32, f32
}
func.func private @g(i32) -> i32
`)
	mod, _ := builtin.AsModule(m)
	f, ok := funcs.AsFunc(mod.Lookup("f"))
	if !ok || f.Name() != "f" || f.IsDeclaration() || f.Visibility() != "public" {
		t.Fatalf("f: %v %q %v %q", ok, f.Name(), f.IsDeclaration(), f.Visibility())
	}
	if len(f.Arguments()) != 2 || f.ArgAttrs(0) == nil || f.ArgAttrs(1) != nil || f.ResultAttrs(0) == nil || f.ResultAttrs(1) != nil {
		t.Fatal("argument or result attributes")
	}
	g, _ := funcs.AsFunc(mod.Lookup("g"))
	if !g.IsDeclaration() || g.Visibility() != "private" || g.Arguments() != nil {
		t.Fatal("g")
	}
	call, ok := funcs.AsCall(f.Entry().First())
	if !ok || call.Callee() != "g" || len(call.Args()) != 1 {
		t.Fatal("call")
	}
	ret, ok := funcs.AsReturn(f.Entry().Last())
	if !ok || ret.NumOperands() != 2 {
		t.Fatal("return")
	}

	// Updating attributes keeps the arrays MLIR's way: dropped when empty.
	f.SetArgAttrs(0, nil)
	if f.Attr(funcs.ArgAttrsAttr) != nil {
		t.Fatal("arg_attrs kept with every dictionary empty")
	}
	f.SetArgAttrs(1, []ir.NamedAttribute{{Name: "test.w", Value: ir.Unit}})
	f.SetVisibility("private")
	f.SetVisibility("public")
	want := `module {
  func.func @f(%arg0: i32, %arg1: f32 {test.w}) -> (i32 {test.y}, f32) attributes {test.z} {
    %0 = call @g(%arg0) : (i32) -> i32
    return %0, %arg1 : i32, f32
  }
  func.func private @g(i32) -> i32
}
`
	if got := dialecttest.Print(t, m, false); got != want {
		t.Fatal(dialecttest.Diff(want, got))
	}
}

func TestConstantFoldsAndMaterializes(t *testing.T) {
	ctx := all.NewContext()
	m := builtin.NewModule(ctx, "", nil)
	b := ir.NewBuilder(ctx)
	b.SetInsertionPointToEnd(m.Body())
	ft := ctx.FunctionType(nil, nil)
	fn := funcs.NewFunc(b, "f", ft, nil, func(b *ir.Builder, _ []*ir.Value) {
		funcs.NewReturn(b, nil, nil)
	})
	funcs.NewFunc(b, "g", ft, nil, func(b *ir.Builder, _ []*ir.Value) {
		c := funcs.NewConstant(b, fn, nil)
		r := c.Def().Fold(c.Operation, nil)
		if len(r) != 1 || r[0].Attr != ir.Attribute(ir.SymbolRef("f")) {
			t.Fatalf("fold: %+v", r)
		}
		mat := ctx.Dialect(funcs.Name).MaterializeConstant(b, r[0].Attr, ft, nil)
		if mc, ok := funcs.AsConstant(mat); !ok || mc.Value() != "f" || mc.Result(0).Type() != ir.Type(ft) {
			t.Fatal("materialized")
		}
		funcs.NewCallIndirect(b, c.Result(0), nil, nil)
		funcs.NewReturn(b, nil, nil)
	})
	if err := ir.Verify(m.Operation); err != nil {
		t.Fatal(err)
	}
	if ctx.Dialect(funcs.Name).MaterializeConstant(b, ir.IntAttr(ir.I32, 1), ir.I32, nil) != nil {
		t.Fatal("materialized an integer")
	}
}

// TestVerifyAloneSkipsSymbolUses checks that a function verified outside
// any symbol table does not fail on calls it cannot resolve, as MLIR only
// checks symbol uses when it verifies the table.
func TestVerifyAloneSkipsSymbolUses(t *testing.T) {
	ctx := all.NewContext()
	b := ir.NewBuilder(ctx)
	fn := funcs.NewFunc(b, "f", ctx.FunctionType(nil, nil), nil, func(b *ir.Builder, _ []*ir.Value) {
		funcs.NewCall(b, "elsewhere", nil, nil, nil)
		funcs.NewReturn(b, nil, nil)
	})
	if err := ir.Verify(fn.Operation); err != nil {
		t.Fatal(err)
	}
}
