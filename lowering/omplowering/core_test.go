package omplowering

import (
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/dsl"
)

// Plans survive the trip through omp_lower.plan attributes.
func TestValueAttrRoundTrip(t *testing.T) {
	ctx := all.NewContext()
	values := []dsl.Value{
		{Kind: dsl.ValString, Str: "GOMP_parallel"},
		{Kind: dsl.ValInt, Int: 34},
		{Kind: dsl.ValBool, Bool: true},
		{Kind: dsl.ValNull},
		{Kind: dsl.ValVar, Str: "env_ptr"},
		{Kind: dsl.ValList, Elems: []dsl.Value{{Kind: dsl.ValVar, Str: "ident"}, {Kind: dsl.ValInt, Int: 0}}},
		{Kind: dsl.ValForm, Str: "microtask", Elems: []dsl.Value{{Kind: dsl.ValVar, Str: "ptr_tid"}}},
	}
	for _, v := range values {
		if got := attrValue(valueAttr(ctx, v)); got.String() != v.String() {
			t.Errorf("round trip of %s gave %s", v, got)
		}
	}
}

// The capture structure's layout follows the x86-64 C ABI.
func TestSizeAlign(t *testing.T) {
	ctx := all.NewContext()
	for _, tt := range []struct {
		typ         ir.Type
		size, align int64
	}{
		{ir.IntType(32), 4, 4},
		{ir.IntType(1), 1, 1},
		{llvm.Ptr, 8, 8},
		{ir.F64, 8, 8},
		{llvm.LiteralStruct(ctx, []ir.Type{ir.IntType(32), llvm.Ptr, ir.IntType(8)}, false), 24, 8},
		{llvm.ArrayType{Elem: ir.IntType(32), Len: 8}, 32, 4},
	} {
		s, a, ok := sizeAlign(tt.typ)
		if !ok || s != tt.size || a != tt.align {
			t.Errorf("sizeAlign(%s) = %d, %d, %v; want %d, %d", ir.TypeString(tt.typ), s, a, ok, tt.size, tt.align)
		}
	}
}

// The built-in specs check against the primitives the passes implement.
func TestBuiltinSpecsCheck(t *testing.T) {
	for _, rt := range []string{"iomp", "libgomp", "pmsis"} {
		if _, err := loadSpec("", rt, DefaultRegistry()); err != nil {
			t.Errorf("%s: %v", rt, err)
		}
	}
}
