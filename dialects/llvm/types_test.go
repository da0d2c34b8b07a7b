package llvm_test

import (
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/ir"
)

func TestTypesRoundTrip(t *testing.T) {
	ctx := all.NewContext()
	for _, src := range []string{
		"!llvm.ptr",
		"!llvm.ptr<1>",
		"!llvm.void",
		"!llvm.array<10 x i32>",
		"!llvm.array<4 x ptr>",
		"!llvm.array<2 x array<3 x f64>>",
		"!llvm.struct<()>",
		"!llvm.struct<(i32, ptr)>",
		"!llvm.struct<packed (i8, i32)>",
		`!llvm.struct<"pair", (i32, f64)>`,
		`!llvm.struct<"pair", packed (i32, f64)>`,
		`!llvm.struct<"handle", opaque>`,
		"!llvm.struct<(struct<(i8)>, array<2 x i64>)>",
		"!llvm.func<void ()>",
		"!llvm.func<i32 (ptr, ...)>",
		"!llvm.func<i32 (...)>",
		"!llvm.func<ptr (i64, vector<4xf32>)>",
	} {
		src2 := "func.func private @f(" + src + ")"
		block, err := ir.ParseSource(ctx, "t.mlir", []byte(src2))
		if err != nil {
			t.Errorf("%s: %v", src, err)
			continue
		}
		got := ir.TypeString(block.First().Attr("function_type").(ir.TypeAttr).Type.(*ir.FunctionType).Inputs()[0])
		if got != src {
			t.Errorf("round trip of %s gave %s", src, got)
		}
	}
	// Structural equality is ==.
	a := llvm.LiteralStruct(ctx, []ir.Type{ir.I32, llvm.Ptr}, false)
	b := llvm.LiteralStruct(ctx, []ir.Type{ir.I32, llvm.Ptr}, false)
	if ir.Type(a) != ir.Type(b) {
		t.Error("equal literal structs are not ==")
	}
	if ir.Type(llvm.Func(ctx, nil, nil, false)) != ir.Type(llvm.Func(ctx, llvm.Void, []ir.Type{}, false)) {
		t.Error("equal function types are not ==")
	}
}

func TestTypeErrors(t *testing.T) {
	ctx := all.NewContext()
	for _, src := range []string{"!llvm.ptr<i32>", "!llvm.array<-1 x i32>", "!llvm.struct<opaque>", "!llvm.foo", "!llvm.func<i32 (..., i32)>"} {
		if _, err := ir.ParseSource(ctx, "t.mlir", []byte("func.func private @f("+src+")")); err == nil {
			t.Errorf("%s parsed", src)
		}
	}
}
