package arith

import (
	"testing"

	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/ir/apint"
)

func TestFastMathFlags(t *testing.T) {
	tests := []struct {
		f    FastMathFlags
		want string
	}{
		{FastMathNone, "none"},
		{FastMathFast, "fast"},
		{FastMathNNaN | FastMathNInf, "nnan,ninf"},
		{FastMathAFn | FastMathReassoc, "reassoc,afn"},
	}
	for _, tt := range tests {
		if got := tt.f.String(); got != tt.want {
			t.Errorf("%d: %q, want %q", tt.f, got, tt.want)
		}
		if got := ir.AttrString(FastMathAttr{tt.f}); got != "#arith.fastmath<"+tt.want+">" {
			t.Errorf("attribute prints %q", got)
		}
	}
	for _, kw := range append(fastMathNames[:], "none", "fast") {
		if _, ok := ParseFastMathFlag(kw); !ok {
			t.Errorf("%q not parsed", kw)
		}
	}
	if _, ok := ParseFastMathFlag("slow"); ok {
		t.Error("parsed slow")
	}
}

func TestPredicates(t *testing.T) {
	for i, n := range cmpINames {
		p, ok := ParseCmpIPredicate(n)
		if !ok || int(p) != i || p.String() != n {
			t.Errorf("cmpi %s", n)
		}
		// Swapping twice is the identity, and swapping mirrors the test.
		if p.Swapped().Swapped() != p {
			t.Errorf("%s swapped twice", n)
		}
		x, y := apint.FromUint64(8, 3), apint.FromUint64(8, 250)
		if p.eval(x, y) != p.Swapped().eval(y, x) {
			t.Errorf("%s swapped does not mirror", n)
		}
	}
	for i, n := range cmpFNames {
		if p, ok := ParseCmpFPredicate(n); !ok || int(p) != i || p.String() != n {
			t.Errorf("cmpf %s", n)
		}
	}
	if CmpIPredicate(10).String() != "" || CmpFPredicate(-1).String() != "" {
		t.Error("out of range predicates have names")
	}
}

func TestConstantNames(t *testing.T) {
	e := newFoldEnv(t)
	tests := []struct {
		value ir.Attribute
		want  string
	}{
		{ir.IntAttr(ir.I32, 42), "c42_i32"},
		{ir.IntAttr(ir.I32, -1), "c-1_i32"},
		{ir.IntAttr(ir.Index, 0), "c0"},
		{ir.IntAttr(ir.I64, 7), "c7_i64"},
		{ir.BoolAttr(true), "true"},
		{ir.BoolAttr(false), "false"},
		{ir.FloatAttrOf(ir.F32, 1), "cst"},
		{e.ctx.DenseElements(e.ctx.VectorType([]int64{2}, nil, ir.I32), []ir.Attribute{ir.IntAttr(ir.I32, 1)}), "cst"},
	}
	for _, tt := range tests {
		c := NewConstant(e.b, tt.value, nil)
		if got := constantResultNames(c.Operation); len(got) != 1 || got[0] != tt.want {
			t.Errorf("%s: %v, want %s", ir.AttrString(tt.value), got, tt.want)
		}
	}
}

func TestMaterializeConstant(t *testing.T) {
	e := newFoldEnv(t)
	d := e.ctx.Dialect(Name)
	v := e.ctx.VectorType([]int64{4}, nil, ir.F32)
	splat := e.ctx.DenseElements(v, []ir.Attribute{ir.FloatAttrOf(ir.F32, 2)})
	for _, a := range []ir.Attribute{ir.IntAttr(ir.I32, 3), ir.FloatAttrOf(ir.F64, 1.5), splat} {
		op := d.MaterializeConstant(e.b, a, a.(ir.TypedAttr).AttrType(), nil)
		c, ok := AsConstant(op)
		if !ok || c.Value() != a || c.Result().Type() != a.(ir.TypedAttr).AttrType() {
			t.Errorf("%s not materialized", ir.AttrString(a))
		}
	}
	// Mismatched types and foreign attributes are refused.
	if d.MaterializeConstant(e.b, ir.IntAttr(ir.I32, 3), ir.I64, nil) != nil {
		t.Error("materialized i32 as i64")
	}
	if d.MaterializeConstant(e.b, ir.Str("s"), ir.None, nil) != nil {
		t.Error("materialized a string")
	}
	if got, ok := ConstantInt(NewConstantInt(e.b, -5, ir.I8, nil).Result()); !ok || got != -5 {
		t.Errorf("ConstantInt = %d, %v", got, ok)
	}
}

// TestFoldsDoNotPanicOnMalformedOps runs every folder on ops with the wrong
// number of operands and results: folders may see IR before it verifies.
func TestFoldsDoNotPanicOnMalformedOps(t *testing.T) {
	e := newFoldEnv(t, ir.I32)
	x := e.arg(0)
	for _, def := range opDefs() {
		if def.Fold == nil {
			continue
		}
		for _, n := range []int{0, 1, 3} {
			operands := make([]*ir.Value, n)
			attrs := make([]ir.Attribute, n)
			for i := range operands {
				operands[i] = x
				attrs[i] = ir.IntAttr(ir.I32, 1)
			}
			for _, results := range [][]ir.Type{nil, {ir.I32, ir.I32}} {
				op := e.ctx.Create(ir.OperationState{Name: def.Name, Operands: operands, ResultTypes: results})
				func() {
					defer func() {
						if r := recover(); r != nil {
							t.Errorf("%s with %d operands, %d results: %v", def.Name, n, len(results), r)
						}
					}()
					op.Def().Fold(op, attrs)
				}()
			}
		}
	}
}
