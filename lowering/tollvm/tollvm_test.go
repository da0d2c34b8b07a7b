package tollvm_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/tollvm"
	"github.com/strata-ir/strata/rewrite"
)

func TestTypeConverter(t *testing.T) {
	ctx := newContext(t)
	tc := tollvm.NewTypeConverter(ctx)
	fn := ctx.FunctionType([]ir.Type{ir.I32}, []ir.Type{ir.I32})
	cases := []struct {
		in   ir.Type
		want ir.Type // nil: cannot be converted
	}{
		{ir.Index, ir.I64},
		{ir.I1, ir.I1},
		{ir.I32, ir.I32},
		{ir.IntegerType{Width: 16, Signedness: ir.Signed}, ir.IntegerType{Width: 16}},
		{ir.IntegerType{Width: 8, Signedness: ir.Unsigned}, ir.I8},
		{ir.F16, ir.F16},
		{ir.F32, ir.F32},
		{ir.F64, ir.F64},
		{ctx.VectorType([]int64{4}, nil, ir.I32), ctx.VectorType([]int64{4}, nil, ir.I32)},
		{ctx.VectorType([]int64{4}, nil, ir.Index), ctx.VectorType([]int64{4}, nil, ir.I64)},
		{ctx.VectorType([]int64{2, 3}, nil, ir.Index), llvm.ArrayType{Elem: ctx.VectorType([]int64{3}, nil, ir.I64), Len: 2}},
		{ctx.VectorType([]int64{4}, []bool{true}, ir.F32), ctx.VectorType([]int64{4}, []bool{true}, ir.F32)},
		{ctx.VectorType([]int64{2, 4}, []bool{true, false}, ir.F32), nil},
		{fn, llvm.Ptr},
		{llvm.Ptr, llvm.Ptr},
		{llvm.LiteralStruct(ctx, []ir.Type{ir.I32, llvm.Ptr}, false), llvm.LiteralStruct(ctx, []ir.Type{ir.I32, llvm.Ptr}, false)},
		{llvm.ArrayType{Elem: ir.I8, Len: 4}, llvm.ArrayType{Elem: ir.I8, Len: 4}},
		{ctx.TensorType([]int64{4}, ir.I32, nil), nil},
		{ir.None, nil},
	}
	for _, c := range cases {
		got, ok := tc.ConvertType(c.in)
		if c.want == nil {
			if ok {
				t.Errorf("%s converts to %s, want no conversion", ir.TypeString(c.in), ir.TypeString(got))
			}
			continue
		}
		if !ok || got != c.want {
			t.Errorf("%s converts to %v (%v), want %s", ir.TypeString(c.in), got, ok, ir.TypeString(c.want))
		}
	}
}

func TestTypeConverterTakesLaterRules(t *testing.T) {
	ctx := newContext(t)
	tc := tollvm.NewTypeConverter(ctx)
	// A lowering (cir) adds its own types; they are tried first.
	tc.AddConversion(func(t ir.Type) (ir.Type, bool) {
		if t == ir.Type(ir.None) {
			return llvm.Ptr, true
		}
		return nil, false
	})
	if got, ok := tc.ConvertType(ir.None); !ok || got != ir.Type(llvm.Ptr) {
		t.Errorf("none converts to %v (%v), want !llvm.ptr", got, ok)
	}
	if got, _ := tc.ConvertType(ir.Index); got != ir.Type(ir.I64) {
		t.Errorf("index converts to %v, want i64", got)
	}
}

func TestConvertFuncSignature(t *testing.T) {
	ctx := newContext(t)
	tc := tollvm.NewTypeConverter(ctx)
	cases := []struct {
		inputs, results []ir.Type
		varArg          bool
		want            string
	}{
		{nil, nil, false, "!llvm.func<void ()>"},
		{[]ir.Type{ir.Index, ir.F32}, []ir.Type{ir.Index}, false, "!llvm.func<i64 (i64, f32)>"},
		{[]ir.Type{ir.I32}, []ir.Type{ir.I32, ir.Index}, false, "!llvm.func<struct<(i32, i64)> (i32)>"},
		{[]ir.Type{ir.I32}, nil, true, "!llvm.func<void (i32, ...)>"},
		{[]ir.Type{ctx.FunctionType(nil, nil)}, nil, false, "!llvm.func<void (ptr)>"},
	}
	for _, c := range cases {
		ft, sc, err := tollvm.ConvertFuncSignature(ctx, tc, ctx.FunctionType(c.inputs, c.results), c.varArg)
		if err != nil {
			t.Errorf("%v -> %v: %v", c.inputs, c.results, err)
			continue
		}
		if got := ir.TypeString(ft); got != c.want {
			t.Errorf("signature %s, want %s", got, c.want)
		}
		if sc.NumOriginalInputs() != len(c.inputs) || len(sc.ConvertedTypes()) != len(c.inputs) {
			t.Errorf("%v: the signature conversion maps %d inputs to %d", c.inputs, sc.NumOriginalInputs(), len(sc.ConvertedTypes()))
		}
	}
	_, _, err := tollvm.ConvertFuncSignature(ctx, tc, ctx.FunctionType([]ir.Type{ir.I32, ir.None}, nil), false)
	if err == nil || !strings.Contains(err.Error(), "argument #1, none") {
		t.Errorf("unconvertible input: err = %v, want one naming argument #1", err)
	}
}

func TestLegality(t *testing.T) {
	ctx := newContext(t)
	tc := tollvm.NewTypeConverter(ctx)
	target := rewrite.NewConversionTarget()
	tollvm.AddLLVMLegality(target)
	tollvm.MarkOMPLegality(target, tc)
	m, err := builtin.ParseModule(ctx, "in.mlir", []byte(`
"omp.parallel"() ({
^bb0(%x: index):
  "omp.terminator"() : () -> ()
}) : () -> ()
"omp.parallel"() ({
^bb0(%x: i64):
  %c = "llvm.mlir.constant"() {value = 1 : index} : () -> i64
  %i = "builtin.unrealized_conversion_cast"(%c) : (i64) -> index
  %r = "omp.atomic.read"(%i) : (index) -> i32
  %s = "omp.atomic.read"(%c) : (i64) -> i32
  "omp.terminator"() : () -> ()
}) : () -> ()
`))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	m.Walk(ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		got = append(got, op.Name()+":"+target.Legality(op).String())
		return ir.Advance
	})
	want := []string{"builtin.module:legal",
		"omp.parallel:illegal", "omp.terminator:legal",
		"omp.parallel:legal", "llvm.mlir.constant:legal", "builtin.unrealized_conversion_cast:legal",
		"omp.atomic.read:illegal", "omp.atomic.read:legal", "omp.terminator:legal"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("legality:\n got %v\nwant %v", got, want)
	}
}

func TestInfoAndRegister(t *testing.T) {
	reg := registry()
	for _, c := range []struct{ arg, name, anchor string }{
		{"convert-arith-to-llvm", "ArithToLLVMConversionPass", ""},
		{"convert-func-to-llvm", "ConvertFuncToLLVM", "builtin.module"},
		{"convert-cf-to-llvm", "ConvertControlFlowToLLVM", "builtin.module"},
		{"convert-openmp-to-llvm", "ConvertOpenMPToLLVM", "builtin.module"},
		{"reconcile-unrealized-casts", "ReconcileUnrealizedCasts", ""},
	} {
		ctor, ok := reg.Lookup(c.arg)
		if !ok {
			t.Errorf("%s is not registered", c.arg)
			continue
		}
		if info := ctor().Info(); info.Name != c.name || info.Anchor != c.anchor || info.Summary == "" {
			t.Errorf("%s: Info() = %+v, want name %s, anchor %q", c.arg, info, c.name, c.anchor)
		}
	}
}

// mustRun runs the pipeline on src and returns the generic output.
func mustRun(t *testing.T, src string, pipeline ...string) string {
	t.Helper()
	out, err := run(t, "in.mlir", src, pipeline...)
	if err != nil {
		t.Fatalf("%v: %v", pipeline, err)
	}
	return out
}

// wantLines checks that out holds each line, in order.
func wantLines(t *testing.T, out string, lines ...string) {
	t.Helper()
	rest := out
	for _, l := range lines {
		i := strings.Index(rest, l)
		if i < 0 {
			t.Fatalf("missing (in order) %q in:\n%s", l, out)
		}
		rest = rest[i+len(l):]
	}
}

// diagnostic returns the located diagnostic err holds.
func diagnostic(t *testing.T, err error) *ir.Diagnostic {
	t.Helper()
	var d *ir.Diagnostic
	if !errors.As(err, &d) {
		t.Fatalf("error %v (%T) is not a located diagnostic", err, err)
	}
	return d
}

func TestAssert(t *testing.T) {
	out := mustRun(t, `
func.func @f(%c: i1, %d: i1) {
  cf.assert %c, "boom"
  cf.assert %d, "x"
  return
}`, "convert-cf-to-llvm")
	wantLines(t, out,
		`"llvm.mlir.global"() ({`,
		`sym_name = "assert_msg_1"`, `value = dense<[120, 0]> : tensor<2xi8>}`,
		`function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "abort"}`,
		`function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "puts"}`,
		`constant, global_type = !llvm.array<5 x i8>, linkage = #llvm.linkage<private>, sym_name = "assert_msg_0"`,
		`value = dense<[98, 111, 111, 109, 0]> : tensor<5xi8>}`,
		`^bb0(%arg0: i1, %arg1: i1):`,
		`"llvm.cond_br"(%arg0)[^bb1, ^bb3] {operand_segment_sizes = array<i32: 1, 0, 0>} : (i1) -> ()`,
		`^bb1:`,
		`"llvm.cond_br"(%arg1)[^bb2, ^bb4]`,
		`^bb2:`, `"func.return"() : () -> ()`,
		`^bb3:`,
		`%0 = "llvm.mlir.addressof"() {global_name = @assert_msg_0} : () -> !llvm.ptr`,
		`%1 = "llvm.getelementptr"(%0) {elem_type = !llvm.array<5 x i8>, rawConstantIndices = array<i32: 0, 0>} : (!llvm.ptr) -> !llvm.ptr`,
		`"llvm.call"(%1) {callee = @puts, fastmathFlags = #llvm.fastmath<none>} : (!llvm.ptr) -> ()`,
		`"llvm.call"() {callee = @abort, fastmathFlags = #llvm.fastmath<none>} : () -> ()`,
		`"llvm.unreachable"() : () -> ()`,
		`^bb4:`, `@assert_msg_1`)
	if n := strings.Count(out, `sym_name = "puts"`); n != 1 {
		t.Errorf("puts declared %d times, want once", n)
	}
}

func TestFuncConstantAndIndirectCall(t *testing.T) {
	out := mustRun(t, `
func.func @callee(%x: index) -> index {
  return %x : index
}
func.func @caller(%x: index) -> index {
  %f = func.constant @callee : (index) -> index
  %r = func.call_indirect %f(%x) : (index) -> index
  return %r : index
}`, "convert-func-to-llvm")
	wantLines(t, out,
		`^bb0(%arg0: i64):`,
		`%0 = "llvm.mlir.addressof"() {global_name = @callee} : () -> !llvm.ptr`,
		`%1 = "llvm.call"(%0, %arg0) {fastmathFlags = #llvm.fastmath<none>} : (!llvm.ptr, i64) -> i64`,
		`"llvm.return"(%1) : (i64) -> ()`)
}

func TestCeilDivOnVectors(t *testing.T) {
	// MLIR 16's arith-expand makes an invalid scalar attribute of vector
	// type here; strata splats the constants.
	out := mustRun(t, `
func.func @f(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %0 = arith.ceildivsi %a, %b : vector<4xi32>
  return %0 : vector<4xi32>
}`, "convert-arith-to-llvm")
	wantLines(t, out,
		`"llvm.mlir.constant"() {value = dense<1> : vector<4xi32>} : () -> vector<4xi32>`,
		`"llvm.mlir.constant"() {value = dense<0> : vector<4xi32>} : () -> vector<4xi32>`,
		`"llvm.mlir.constant"() {value = dense<-1> : vector<4xi32>} : () -> vector<4xi32>`,
		`"llvm.icmp"(%arg1, %1) {predicate = 4 : i64} : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>`,
		`%18 = "llvm.select"(%17, %7, %10) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>`)
}

func TestUnsupportedIsALocatedError(t *testing.T) {
	cases := []struct {
		name, src, pass, want string
		line                  int
	}{
		{"n-D vector", `func.func @f(%a: vector<2x4xi32>) -> vector<2x4xi32> {
  %0 = arith.addi %a, %a : vector<2x4xi32>
  return %0 : vector<2x4xi32>
}`, "convert-arith-to-llvm", "failed to legalize operation 'arith.addi' that was explicitly marked illegal", 2},
		{"tensor signature", `func.func @f(%a: tensor<4xi32>) {
  return
}`, "convert-func-to-llvm", "failed to legalize operation 'func.func' that was explicitly marked illegal", 1},
		{"live cast", `func.func @f(%a: i64) -> index {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  return %0 : index
}`, "reconcile-unrealized-casts", "failed to legalize operation 'builtin.unrealized_conversion_cast' that was explicitly marked illegal", 2},
		{"branch with unconverted block arguments", `func.func @f(%a: index) {
  cf.br ^bb1(%a : index)
^bb1(%b: index):
  return
}`, "convert-cf-to-llvm", "failed to legalize operation 'cf.br' that was explicitly marked illegal", 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := run(t, "in.mlir", c.src, c.pass)
			if err == nil {
				t.Fatal("the conversion succeeded")
			}
			d := diagnostic(t, err)
			if d.Message != c.want {
				t.Errorf("message %q, want %q", d.Message, c.want)
			}
			if loc, ok := d.Loc.(ir.FileLineColLoc); !ok || loc.Line() != c.line {
				t.Errorf("located at %v, want line %d", d.Loc, c.line)
			}
		})
	}
}

func TestOMPPassThrough(t *testing.T) {
	// The omp ops in generic form, as the omp dialect may not be
	// registered: index operands, results and region arguments become
	// i64, attributes and nesting stay.
	out := mustRun(t, `
func.func @p(%n: index, %x: i32) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  "omp.parallel"() ({
    "omp.wsloop"(%c0, %n, %c1) ({
    ^bb0(%i: index):
      %y = arith.index_cast %i : index to i32
      %z = arith.addi %y, %x : i32
      "omp.yield"() : () -> ()
    }) {operand_segment_sizes = array<i32: 1, 1, 1, 0, 0, 0, 0>} : (index, index, index) -> ()
    "omp.terminator"() : () -> ()
  }) {operand_segment_sizes = array<i32: 0, 0, 0, 0, 0>} : () -> ()
  %r = "omp.test.value"(%n) {kept = 1 : i32} : (index) -> index
  return %r : index
}`, "convert-openmp-to-llvm")
	wantLines(t, out,
		`^bb0(%arg0: i64, %arg1: i32):`,
		`%0 = "llvm.mlir.constant"() {value = 0 : index} : () -> i64`,
		`%1 = "llvm.mlir.constant"() {value = 1 : index} : () -> i64`,
		`"omp.parallel"() ({`,
		`"omp.wsloop"(%0, %arg0, %1) ({`,
		`^bb0(%arg2: i64):`,
		`%3 = "llvm.trunc"(%arg2) : (i64) -> i32`,
		`%4 = "llvm.add"(%3, %arg1) : (i32, i32) -> i32`,
		`"omp.yield"() : () -> ()`,
		`}) {operand_segment_sizes = array<i32: 1, 1, 1, 0, 0, 0, 0>} : (i64, i64, i64) -> ()`,
		`"omp.terminator"() : () -> ()`,
		`}) {operand_segment_sizes = array<i32: 0, 0, 0, 0, 0>} : () -> ()`,
		`%2 = "omp.test.value"(%arg0) {kept = 1 : i32} : (i64) -> i64`,
		`"llvm.return"(%2) : (i64) -> ()`)
	if strings.Contains(out, "unrealized_conversion_cast") {
		t.Errorf("casts left:\n%s", out)
	}
}

func TestPassThroughPatternForOtherOps(t *testing.T) {
	ctx := newContext(t)
	m, err := builtin.ParseModule(ctx, "in.mlir", []byte(`
"test.region"() ({
^bb0(%a: index):
  %b = "test.use"(%a) : (index) -> index
  "test.end"(%b) : (index) -> ()
}) : () -> ()
`))
	if err != nil {
		t.Fatal(err)
	}
	tc := tollvm.NewTypeConverter(ctx)
	target := rewrite.NewConversionTarget()
	tollvm.AddLLVMLegality(target)
	target.AddDynamicallyLegalDialect(tollvm.HasLegalTypes(tc), "test")
	keep := func(op *ir.Operation) bool { return op.Dialect() == "test" }
	patterns := rewrite.NewConversionPatternSet(tollvm.PassThroughPattern(tc, keep))
	if err := rewrite.ApplyPartialConversion(m, target, patterns, rewrite.ConversionConfig{}); err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	if err := ir.Print(&out, m, ir.PrintOptions{Generic: true}); err != nil {
		t.Fatal(err)
	}
	wantLines(t, out.String(), `^bb0(%arg0: i64):`, `%0 = "test.use"(%arg0) : (i64) -> i64`, `"test.end"(%0) : (i64) -> ()`)
}
