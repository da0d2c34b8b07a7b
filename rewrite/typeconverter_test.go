package rewrite_test

import (
	"slices"
	"testing"

	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/rewrite"
)

func TestTypeConverterTriesTheLastRuleFirst(t *testing.T) {
	tc := rewrite.NewTypeConverter()
	tc.AddIdentityConversion()
	tc.AddConversion(func(t ir.Type) (ir.Type, bool) {
		if it, ok := t.(ir.IntegerType); ok && it.Width < 64 {
			return ir.I64, true
		}
		return nil, false
	})
	// Added last, tried first: i1 stays i1.
	tc.AddConversion(func(t ir.Type) (ir.Type, bool) {
		if t == ir.I1 {
			return t, true
		}
		return nil, false
	})
	for _, c := range []struct{ in, want ir.Type }{
		{ir.I8, ir.I64}, {ir.I32, ir.I64}, {ir.I1, ir.I1}, {ir.I64, ir.I64}, {ir.F32, ir.F32},
	} {
		got, ok := tc.ConvertType(c.in)
		if !ok || got != c.want {
			t.Errorf("ConvertType(%s) = %v, %v; want %s", ir.TypeString(c.in), got, ok, ir.TypeString(c.want))
		}
	}
	if tc.IsLegal(ir.I32) || !tc.IsLegal(ir.I1) || !tc.IsLegal(ir.F32) {
		t.Errorf("IsLegal: i32 %v, i1 %v, f32 %v", tc.IsLegal(ir.I32), tc.IsLegal(ir.I1), tc.IsLegal(ir.F32))
	}
}

func TestTypeConverterNilMeansCannotConvert(t *testing.T) {
	tc := rewrite.NewTypeConverter()
	tc.AddIdentityConversion()
	tc.AddConversion(func(t ir.Type) (ir.Type, bool) {
		if t == ir.F16 {
			return nil, true // refuse, without falling back to the identity
		}
		return nil, false
	})
	if got, ok := tc.ConvertType(ir.F16); ok {
		t.Errorf("f16 converted to %s", ir.TypeString(got))
	}
	if _, ok := tc.ConvertTypes([]ir.Type{ir.I32, ir.F16}); ok {
		t.Error("ConvertTypes succeeded with an unconvertible type")
	}
	if tc.IsLegal(ir.F16) {
		t.Error("an unconvertible type is legal")
	}
	if _, ok := rewrite.NewTypeConverter().ConvertType(ir.I32); ok {
		t.Error("a converter without rules converted a type")
	}
}

func TestOneToNConversionsAndSignatures(t *testing.T) {
	ctx := ir.NewContext()
	tc := rewrite.NewTypeConverter()
	tc.AddIdentityConversion()
	tc.AddOneToNConversion(func(t ir.Type) ([]ir.Type, bool) {
		if tt, ok := t.(*ir.TupleType); ok {
			return tt.Elems(), true
		}
		if t == ir.None {
			return nil, true // dropped
		}
		return nil, false
	})
	pair := ctx.TupleType([]ir.Type{ir.I32, ir.F32})
	if _, ok := tc.ConvertType(pair); ok {
		t.Error("ConvertType accepted a 1:2 conversion")
	}
	if got, ok := tc.ConvertTypeToMany(pair); !ok || !slices.Equal(got, []ir.Type{ir.I32, ir.F32}) {
		t.Errorf("ConvertTypeToMany(tuple) = %v, %v", got, ok)
	}
	if got, ok := tc.ConvertTypeToMany(ir.None); !ok || len(got) != 0 {
		t.Errorf("ConvertTypeToMany(none) = %v, %v; want dropped", got, ok)
	}

	ft := ctx.FunctionType([]ir.Type{ir.I1, pair, ir.None, ir.I8}, []ir.Type{pair})
	if tc.IsSignatureLegal(ft) {
		t.Error("a signature with a tuple is legal")
	}
	sc, ok := tc.ConvertSignature(ft)
	if !ok {
		t.Fatal("ConvertSignature failed")
	}
	if got := ir.TypeString(sc.FunctionType(ctx)); got != "(i1, i32, f32, i8) -> (i32, f32)" {
		t.Errorf("converted signature %s", got)
	}
	for i, want := range [][2]int{{0, 1}, {1, 2}, {3, 0}, {3, 1}} {
		start, n, repl := sc.InputMapping(i)
		if start != want[0] || n != want[1] || repl != nil {
			t.Errorf("input %d maps to [%d, +%d) %v; want [%d, +%d)", i, start, n, repl, want[0], want[1])
		}
	}
	if !tc.IsSignatureLegal(sc.FunctionType(ctx)) {
		t.Error("the converted signature is not legal")
	}
}

func TestMaterializationsTryTheLastAddedFirst(t *testing.T) {
	ctx := ir.NewContext()
	tc := rewrite.NewTypeConverter()
	var calls []string
	tc.AddSourceMaterialization(func(b *ir.Builder, to ir.Type, in []*ir.Value, loc ir.Location) *ir.Value {
		calls = append(calls, "first")
		return in[0]
	})
	tc.AddSourceMaterialization(func(b *ir.Builder, to ir.Type, in []*ir.Value, loc ir.Location) *ir.Value {
		calls = append(calls, "second")
		return nil
	})
	arg := ir.NewBlock([]ir.Type{ir.I64}, nil).Argument(0)
	if v := tc.MaterializeSourceConversion(ir.NewBuilder(ctx), ir.I32, []*ir.Value{arg}, nil); v != arg {
		t.Errorf("materialized %v", v)
	}
	if !slices.Equal(calls, []string{"second", "first"}) {
		t.Errorf("calls %v", calls)
	}
	if v := tc.MaterializeTargetConversion(ir.NewBuilder(ctx), ir.I64, []*ir.Value{arg}, nil); v != nil {
		t.Errorf("no target materialization, yet got %v", v)
	}
	// Argument materializations fall back to the source ones.
	calls = nil
	if v := tc.MaterializeArgumentConversion(ir.NewBuilder(ctx), ir.I32, []*ir.Value{arg}, nil); v != arg || len(calls) != 2 {
		t.Errorf("argument materialization: %v after %v", v, calls)
	}
}
