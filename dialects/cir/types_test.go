package cir_test

import (
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/ir"
)

func newContext(t *testing.T) *ir.Context {
	t.Helper()
	return all.NewContext()
}

func TestTypesAndAttrsRoundTrip(t *testing.T) {
	ctx := newContext(t)
	for _, src := range []string{
		"!cir.int<s, 32>", "!cir.int<u, 8>", "!cir.bool", "!cir.float", "!cir.double", "!cir.long_double",
		"!cir.void", "!cir.ptr<!cir.int<s, 8>>", "!cir.ptr<!cir.ptr<!cir.void>>",
		"!cir.array<!cir.int<s, 32> x 10>", "!cir.array<!cir.array<!cir.double x 4> x 4>",
		`!cir.struct<struct "P" {!cir.int<s, 32>, !cir.double}>`,
		`!cir.struct<union "U" {!cir.int<s, 32>, !cir.float}>`,
		`!cir.struct<struct {!cir.int<s, 32>}>`,
		`!cir.struct<struct "node" {!cir.int<s, 32>, !cir.ptr<!cir.struct<struct "node">>}>`,
		"!cir.func<!cir.int<s, 32> (!cir.ptr<!cir.int<s, 8>>, ...)>", "!cir.func<!cir.void ()>",
	} {
		block, err := ir.ParseSource(ctx, "t.mlir", []byte("func.func private @f("+src+")"))
		if err != nil {
			t.Errorf("%s: %v", src, err)
			continue
		}
		if got := ir.TypeString(block.First().Attr("function_type").(ir.TypeAttr).Type.(*ir.FunctionType).Inputs()[0]); got != src {
			t.Errorf("round trip of %s gave %s", src, got)
		}
	}
	for _, src := range []string{
		"#cir.int<-3> : !cir.int<s, 32>", "#cir.int<255> : !cir.int<u, 8>", "#cir.int<18446744073709551615> : !cir.int<u, 64>",
		"#cir.fp<1.500000e+00> : !cir.double", "#cir.bool<true> : !cir.bool",
		"#cir.ptr<null> : !cir.ptr<!cir.int<s, 32>>", "#cir.zero : !cir.array<!cir.int<s, 32> x 4>",
		`#cir.const_array<"ab\00"> : !cir.array<!cir.int<s, 8> x 3>`,
		"#cir.const_array<[#cir.int<1> : !cir.int<s, 32>, #cir.int<2> : !cir.int<s, 32>]> : !cir.array<!cir.int<s, 32> x 2>",
		`#cir.const_struct<{#cir.int<1> : !cir.int<s, 32>, #cir.fp<2.000000e+00> : !cir.double}> : !cir.struct<struct "P" {!cir.int<s, 32>, !cir.double}>`,
		"#cir.global_view<@g> : !cir.ptr<!cir.int<s, 32>>",
	} {
		block, err := ir.ParseSource(ctx, "t.mlir", []byte("func.func private @f() attributes {a = "+src+"}"))
		if err != nil {
			t.Errorf("%s: %v", src, err)
			continue
		}
		if got := ir.AttrString(block.First().Attr("a")); got != src {
			t.Errorf("round trip of %s gave %s", src, got)
		}
	}
}

func TestTypeAndAttrErrors(t *testing.T) {
	ctx := newContext(t)
	for _, src := range []string{"!cir.int<x, 32>", "!cir.int<s, 65>", "!cir.array<!cir.int<s, 8> x -1>", "!cir.struct<class {}>", "!cir.foo"} {
		if _, err := ir.ParseSource(ctx, "t.mlir", []byte("func.func private @f("+src+")")); err == nil {
			t.Errorf("%s parsed", src)
		}
	}
	for _, src := range []string{"#cir.int<300> : !cir.int<u, 8>", "#cir.int<1> : i32", `#cir.const_array<"abcd"> : !cir.array<!cir.int<s, 8> x 3>`, "#cir.zero", "#cir.bool<maybe> : !cir.bool"} {
		if _, err := ir.ParseSource(ctx, "t.mlir", []byte("func.func private @f() attributes {a = "+src+"}")); err == nil {
			t.Errorf("%s parsed", src)
		}
	}
}
