package llvmir_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/llvmir"
)

// TestIntrinsicNames checks the LLVM 14 names of overloaded intrinsics,
// including those the llvm dialect does not define yet: the ops are built
// directly, as a conversion would build them, in the body of
// @f(%p: !llvm.ptr, %q: !llvm.ptr, %x: f64, %n: i32, %v: vector<4xf32>).
func TestIntrinsicNames(t *testing.T) {
	ctx := all.NewContext()
	src := `llvm.func @f(%p: !llvm.ptr, %q: !llvm.ptr, %x: f64, %n: i32, %v: vector<4xf32>) {
  llvm.return
}`
	m, err := builtin.ParseModule(ctx, "test.mlir", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var fn *ir.Operation
	for op := range m.Region(0).First().Ops() {
		fn = op
	}
	entry := fn.Region(0).First()
	args := entry.Arguments()
	p, q, x, n, v := args[0], args[1], args[2], args[3], args[4]
	b := ir.NewBuilder(ctx)
	b.SetInsertionPointBefore(entry.Last())
	i64 := llvm.NewIntConstant(b, ir.I64, 16, nil)
	i1 := llvm.NewIntConstant(b, ir.I1, 0, nil)
	intr := func(name string, result ir.Type, attrs []ir.NamedAttribute, operands ...*ir.Value) {
		var results []ir.Type
		if result != nil {
			results = []ir.Type{result}
		}
		b.Create(ir.OperationState{Name: "llvm.intr." + name, Operands: operands, ResultTypes: results, Attributes: attrs})
	}
	intr("memmove", nil, nil, p, q, i64, i1)
	intr("memcpy", nil, []ir.NamedAttribute{{Name: "isVolatile", Value: ir.BoolAttr(true)}}, p, q, i64)
	intr("memcpy.inline", nil, nil, p, q, i64, i1)
	intr("powi", ir.F64, nil, x, n)
	intr("ctlz", ir.I32, nil, n, i1)
	intr("lifetime.start", nil, []ir.NamedAttribute{{Name: "size", Value: ir.IntAttr(ir.I64, 8)}}, p)
	intr("sqrt", v.Type(), nil, v)
	intr("vector.reduce.fadd", ir.F32, nil, llvm.NewConstant(b, ir.F32, ir.FloatAttrOf(ir.F32, 0), nil).Result(0), v)
	intr("lround", ir.I64, nil, x)
	intr("stacksave", llvm.Ptr, nil)

	mod, err := llvmir.Translate(m)
	if err != nil {
		t.Fatal(err)
	}
	checkContains(t, mod.String(),
		"call void @llvm.memmove.p0i8.p0i8.i64(i8* %0, i8* %1, i64 16, i1 false)",
		"call void @llvm.memcpy.p0i8.p0i8.i64(i8* %0, i8* %1, i64 16, i1 true)",
		"call void @llvm.memcpy.inline.p0i8.p0i8.i64(i8* %0, i8* %1, i64 16, i1 false)",
		"call double @llvm.powi.f64.i32(double %2, i32 %3)",
		"call i32 @llvm.ctlz.i32(i32 %3, i1 false)",
		"call void @llvm.lifetime.start.p0i8(i64 8, i8* %0)",
		"call <4 x float> @llvm.sqrt.v4f32(<4 x float> %4)",
		"call float @llvm.vector.reduce.fadd.v4f32(float 0.0, <4 x float> %4)",
		"call i64 @llvm.lround.i64.f64(double %2)",
		"call i8* @llvm.stacksave()",
		"declare void @llvm.memmove.p0i8.p0i8.i64(",
	)

	// memcpy.inline's length is an immediate in LLVM: an operand that is
	// not a constant is an error, not IR LLVM's verifier rejects.
	length := b.Create(ir.OperationState{Name: llvm.ZExtOpName, Operands: []*ir.Value{n}, ResultTypes: []ir.Type{ir.I64}})
	inline := b.Create(ir.OperationState{Name: llvm.MemcpyInlineOpName, Operands: []*ir.Value{p, q, length.Result(0), i1}})
	if _, err = llvmir.Translate(m); err == nil || !strings.Contains(err.Error(), "the length of llvm.intr.memcpy.inline must be a constant") {
		t.Fatalf("memcpy.inline of a length not constant: got %v", err)
	}
	inline.Erase()
	length.Erase()

	// An intrinsic strata does not know is an error, not a guess.
	intr("masked.load", v.Type(), nil, p)
	_, err = llvmir.Translate(m)
	if err == nil || !strings.Contains(err.Error(), "the intrinsic 'llvm.masked.load' is not supported") {
		t.Fatalf("unknown intrinsic: got %v", err)
	}
}

// TestImmArgs checks that an operand LLVM 14 takes as an immediate
// (immarg) must be a constant, for every intrinsic that has one, and that
// prefetch's rw and locality are in LLVM 14's range. The ops are built
// directly, as a conversion would build them, in the body of
// @f(%p: !llvm.ptr, %x: i32, %b: i1, %n: i64).
func TestImmArgs(t *testing.T) {
	const src = `llvm.func @f(%p: !llvm.ptr, %x: i32, %b: i1, %n: i64) {
  llvm.return
}`
	for _, tc := range []struct {
		name   string
		result ir.Type
		// operands: "p", "x", "b", "n", or a constant "i1:0", "i32:7".
		operands []string
		want     string // "" when it translates
	}{
		{"memcpy", nil, []string{"p", "p", "n", "b"}, "the isVolatile flag of llvm.intr.memcpy must be a constant"},
		{"memmove", nil, []string{"p", "p", "n", "b"}, "the isVolatile flag of llvm.intr.memmove must be a constant"},
		{"memset", nil, []string{"p", "i8:0", "n", "b"}, "the isVolatile flag of llvm.intr.memset must be a constant"},
		{"memset", nil, []string{"p", "i8:0", "n", "i1:1"}, ""},
		{"memcpy.inline", nil, []string{"p", "p", "n", "i1:0"}, "the length of llvm.intr.memcpy.inline must be a constant"},
		{"memcpy.inline", nil, []string{"p", "p", "i64:4", "b"}, "the isVolatile flag of llvm.intr.memcpy.inline must be a constant"},
		{"ctlz", ir.I32, []string{"x", "b"}, "the is_zero_poison flag of llvm.intr.ctlz must be a constant"},
		{"cttz", ir.I32, []string{"x", "b"}, "the is_zero_poison flag of llvm.intr.cttz must be a constant"},
		{"cttz", ir.I32, []string{"x", "i1:1"}, ""},
		{"abs", ir.I32, []string{"x", "b"}, "the is_int_min_poison flag of llvm.intr.abs must be a constant"},
		{"abs", ir.I32, []string{"x", "i1:0"}, ""},
		{"prefetch", nil, []string{"p", "x", "i32:3", "i32:1"}, "the rw operand of llvm.intr.prefetch must be a constant"},
		{"prefetch", nil, []string{"p", "i32:0", "x", "i32:1"}, "the locality operand of llvm.intr.prefetch must be a constant"},
		{"prefetch", nil, []string{"p", "i32:0", "i32:3", "x"}, "the cache type operand of llvm.intr.prefetch must be a constant"},
		{"prefetch", nil, []string{"p", "i32:2", "i32:3", "i32:1"}, "the rw operand of llvm.intr.prefetch must be 0 to 1, not 2"},
		{"prefetch", nil, []string{"p", "i32:-1", "i32:3", "i32:1"}, "the rw operand of llvm.intr.prefetch must be 0 to 1, not -1"},
		{"prefetch", nil, []string{"p", "i32:1", "i32:4", "i32:1"}, "the locality operand of llvm.intr.prefetch must be 0 to 3, not 4"},
		{"prefetch", nil, []string{"p", "i32:1", "i32:3", "i32:0"}, ""},
	} {
		ctx := all.NewContext()
		m, err := builtin.ParseModule(ctx, "test.mlir", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		var fn *ir.Operation
		for op := range m.Region(0).First().Ops() {
			fn = op
		}
		entry := fn.Region(0).First()
		args := map[string]*ir.Value{"p": entry.Argument(0), "x": entry.Argument(1), "b": entry.Argument(2), "n": entry.Argument(3)}
		b := ir.NewBuilder(ctx)
		b.SetInsertionPointBefore(entry.Last())
		var operands []*ir.Value
		for _, o := range tc.operands {
			if v, ok := args[o]; ok {
				operands = append(operands, v)
				continue
			}
			typ, val, _ := strings.Cut(o, ":")
			it := map[string]ir.IntegerType{"i1": ir.I1, "i8": ir.I8, "i32": ir.I32, "i64": ir.I64}[typ]
			var n int64
			if _, err := fmt.Sscan(val, &n); err != nil {
				t.Fatal(err)
			}
			operands = append(operands, llvm.NewIntConstant(b, it, n, nil))
		}
		var results []ir.Type
		if tc.result != nil {
			results = []ir.Type{tc.result}
		}
		b.Create(ir.OperationState{Name: "llvm.intr." + tc.name, Operands: operands, ResultTypes: results})
		_, err = llvmir.Translate(m)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s%v: %v", tc.name, tc.operands, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s%v: got %v, want %q", tc.name, tc.operands, err, tc.want)
		}
	}
}
