package cir_test

import (
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/ir"
)

// TestBuilders builds a function with every builder the example does not
// use, verifies it, checks what the views read back, and that it prints
// as text that parses to the same module.
func TestBuilders(t *testing.T) {
	ctx := all.NewContext()
	m := builtin.NewModule(ctx, "", nil)
	b := ir.NewBuilder(ctx)
	b.SetInsertionPointToEnd(m.Body())
	s32, u8 := cir.S32, cir.U8
	point := cir.NewRecord(ctx, cir.Struct, "point", []ir.Type{s32, cir.F64})
	cir.NewGlobal(b, "origin", point, cir.ZeroAttr{Type: point}, cir.ExternalLinkage, false, nil)
	unary := cir.Func(ctx, s32, []ir.Type{s32}, false)
	fn := cir.NewFunc(b, "f", cir.Func(ctx, s32, []ir.Type{s32, cir.PtrTo(unary)}, false), cir.InternalLinkage, nil)
	b.SetInsertionPointToEnd(fn.Entry())
	x, fp := fn.Arguments()[0], fn.Arguments()[1]

	origin := cir.NewGetGlobal(b, "origin", cir.PtrTo(point), nil)
	y := cir.NewGetMember(b, origin.Result(0), 1, "y", nil)
	half := cir.NewConst(b, cir.FP(cir.F64, 0.5), nil).Result(0)
	cir.NewStore(b, half, y.Result(0), true, nil)
	called := cir.NewCallIndirect(b, fp, []*ir.Value{x}, nil)
	byte0 := cir.NewCast(b, cir.CastIntegral, called.Value(), u8, nil).Result(0)
	cir.NewSwitch(b, byte0, []cir.SwitchCase{
		{Kind: cir.CaseEqual, Values: []int64{1}},
		{Kind: cir.CaseAnyOf, Values: []int64{2, 3}},
		{Kind: cir.CaseDefault},
	}, nil, func(b *ir.Builder, i int) {
		if i != 1 {
			cir.NewBreak(b, nil)
		}
	})
	truth := cir.NewBoolConst(b, true, nil)
	cir.NewWhile(b, nil, func(*ir.Builder) *ir.Value { return truth }, func(b *ir.Builder) {
		cir.NewIf(b, truth, nil, func(b *ir.Builder) { cir.NewContinue(b, nil) }, func(b *ir.Builder) { cir.NewBreak(b, nil) })
	})
	cir.NewDo(b, nil, nil, func(b *ir.Builder) *ir.Value { return cir.NewUnary(b, cir.UnaryLNot, truth, nil).Result(0) })
	sel := cir.NewSelect(b, truth, x, called.Value(), nil)
	cir.NewReturn(b, cir.NewBinOp(b, cir.BinAdd, sel.Result(0), x, nil).Result(0), nil)

	if err := ir.Verify(m.Operation); err != nil {
		t.Fatalf("%v\n%s", err, m.String())
	}
	if fn.Linkage() != cir.InternalLinkage || fn.IsDeclaration() || fn.Name() != "f" {
		t.Errorf("function view: linkage %v, declaration %v, name %q", fn.Linkage(), fn.IsDeclaration(), fn.Name())
	}
	if !called.IsIndirect() || called.CalleePtr() != fp || len(called.Args()) != 1 {
		t.Errorf("indirect call view: indirect %v, args %d", called.IsIndirect(), len(called.Args()))
	}
	if y.Index() != 1 || y.MemberName() != "y" || y.Result(0).Type() != ir.Type(cir.PtrTo(cir.F64)) {
		t.Errorf("get_member view: index %d, name %q, type %s", y.Index(), y.MemberName(), ir.TypeString(y.Result(0).Type()))
	}
	text := m.String()
	for _, want := range []string{
		`cir.global external @origin = #cir.zero : !cir.struct<struct "point" {!cir.int<s, 32>, !cir.double}>`,
		"cir.func internal @f(",
		"cir.store volatile",
		"case (anyof, [2, 3] : !cir.int<u, 8>) {\n    },",
		"cir.if %",
		"cir.do {\n    } while {",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("printed module lacks %q:\n%s", want, text)
		}
	}
	again, err := builtin.ParseModule(ctx, "built.mlir", []byte(text))
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	if err := ir.Verify(again); err != nil {
		t.Fatal(err)
	}
	if again.String() != text {
		t.Errorf("the built module does not read back the same:\n%s\nvs\n%s", text, again.String())
	}
}
