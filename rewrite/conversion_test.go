package rewrite_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/arith"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/funcs"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/rewrite"
)

// The toy dialect of these tests works on i32; the tests lower it to arith
// on i64. Its ops have only the generic form.
func convToyDialect() *ir.Dialect {
	value := []ir.ResultDef{{Name: "result", Type: ir.AnyType}}
	return &ir.Dialect{Name: "toy", Ops: []*ir.OpDef{
		{Name: "toy.const", Results: value, Attributes: []ir.AttrDef{{Name: "value"}}},
		{Name: "toy.add", Operands: []ir.OperandDef{{Name: "lhs", Type: ir.AnyType}, {Name: "rhs", Type: ir.AnyType}}, Results: value},
		{Name: "toy.sub", Operands: []ir.OperandDef{{Name: "lhs", Type: ir.AnyType}, {Name: "rhs", Type: ir.AnyType}}, Results: value},
		{Name: "toy.neg", Operands: []ir.OperandDef{{Name: "input", Type: ir.AnyType}}, Results: value},
		{Name: "toy.first", Operands: []ir.OperandDef{{Name: "input", Type: ir.AnyType}}, Results: value},
		{Name: "toy.print", Operands: []ir.OperandDef{{Name: "inputs", Type: ir.AnyType, Arity: ir.Variadic}}},
		{Name: "toy.bad", Results: []ir.ResultDef{{Name: "results", Type: ir.AnyType, Arity: ir.Variadic}}},
		{Name: "toy.island", Regions: []ir.RegionDef{{Name: "body"}}, Traits: []ir.Trait{ir.NoTerminator, ir.SingleBlock}},
	}}
}

func convContext(t *testing.T) *ir.Context {
	t.Helper()
	ctx := ir.NewContext()
	if err := all.Register(ctx); err != nil {
		t.Fatal(err)
	}
	if err := ctx.RegisterDialect(convToyDialect()); err != nil {
		t.Fatal(err)
	}
	return ctx
}

func convParse(t *testing.T, ctx *ir.Context, src string) *ir.Operation {
	t.Helper()
	m, err := builtin.ParseModule(ctx, "in.mlir", []byte(src))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return m
}

func convPrint(t *testing.T, op *ir.Operation) string {
	t.Helper()
	var sb strings.Builder
	if err := ir.Print(&sb, op, ir.PrintOptions{}); err != nil {
		t.Fatal(err)
	}
	return sb.String()
}

func convExpectIR(t *testing.T, m *ir.Operation, want string) {
	t.Helper()
	if got := convPrint(t, m); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
	if err := ir.Verify(m); err != nil {
		t.Errorf("the result does not verify: %v", err)
	}
}

func convExpectDiag(t *testing.T, err error, want string) *ir.Diagnostic {
	t.Helper()
	var d *ir.Diagnostic
	if !errors.As(err, &d) {
		t.Fatalf("got error %v (%T), want a diagnostic %q", err, err, want)
	}
	if d.Error() != want {
		t.Errorf("got diagnostic\n  %s\nwant\n  %s", d.Error(), want)
	}
	return d
}

// i32ToI64 converts i32 to i64 and keeps every other type.
func convI32ToI64() *rewrite.TypeConverter {
	tc := rewrite.NewTypeConverter()
	tc.AddIdentityConversion()
	tc.AddConversion(func(t ir.Type) (ir.Type, bool) {
		if t == ir.I32 {
			return ir.I64, true
		}
		return nil, false
	})
	return tc
}

// toyPatterns lowers toy.const and toy.add to arith, and converts the
// signatures of func.func and the operands of func.return.
func convToyPatterns(tc *rewrite.TypeConverter) []rewrite.ConversionPattern {
	return []rewrite.ConversionPattern{
		&rewrite.ConversionPatternFunc{Name: "const", RootName: "toy.const", Priority: 1, Converter: tc, Generated: []string{"arith.constant"},
			Fn: func(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) error {
				v, ok := op.Attr("value").(ir.IntegerAttr)
				if !ok {
					return fmt.Errorf("value is not an integer")
				}
				t, ok := rw.TypeConverter().ConvertType(op.Result(0).Type())
				if !ok {
					return fmt.Errorf("result type cannot be converted")
				}
				c := arith.NewConstantInt(rw.Builder(), v.Int64(), t, op.Loc())
				rw.ReplaceOp(op, c.Results())
				return nil
			}},
		rewrite.OpConversionPattern("toy.add", 1, tc, []string{"arith.addi"},
			func(op *ir.Operation) (*ir.Operation, bool) { return op, true },
			func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
				add := arith.NewAddI(rw.Builder(), operands[0], operands[1], op.Loc())
				rw.ReplaceOp(op, add.Results())
				return nil
			}),
		convFuncSignaturePattern(tc),
		&rewrite.ConversionPatternFunc{Name: "return", RootName: funcs.ReturnOpName, Priority: 1, Converter: tc,
			Fn: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
				rw.ModifyInPlace(op, func() { op.SetOperands(operands) })
				return nil
			}},
	}
}

// funcSignaturePattern converts the signature of a func.func and the
// argument types of its blocks.
func convFuncSignaturePattern(tc *rewrite.TypeConverter) rewrite.ConversionPattern {
	return rewrite.OpConversionPattern(funcs.FuncOpName, 1, tc, []string{funcs.FuncOpName}, funcs.AsFunc,
		func(fn funcs.FuncOp, _ []*ir.Value, rw *rewrite.ConversionRewriter) error {
			sc, ok := rw.TypeConverter().ConvertSignature(fn.FunctionType())
			if !ok {
				return fmt.Errorf("the signature cannot be converted")
			}
			if _, err := rw.ConvertRegionTypes(fn.Body(), nil, sc); err != nil {
				return err
			}
			rw.ModifyInPlace(fn.Operation, func() { fn.SetFunctionType(sc.FunctionType(rw.Context())) })
			return nil
		})
}

// toyTarget makes toy illegal, arith and builtin legal, and func ops legal
// once their types are.
func convToyTarget(tc *rewrite.TypeConverter) *rewrite.ConversionTarget {
	target := rewrite.NewConversionTarget()
	target.AddIllegalDialect("toy")
	target.AddLegalDialect("arith", "builtin")
	target.AddDynamicallyLegalOp(funcs.FuncOpName, func(op *ir.Operation) bool {
		fn, _ := funcs.AsFunc(op)
		return tc.IsSignatureLegal(fn.FunctionType()) && tc.IsRegionLegal(fn.Body())
	})
	target.AddDynamicallyLegalOp(funcs.ReturnOpName, tc.IsOpLegal)
	return target
}

func TestPartialConversionLowersToyToArith(t *testing.T) {
	ctx := convContext(t)
	m := convParse(t, ctx, `
func.func @f(%a: i32) -> i32 {
  %0 = "toy.const"() {value = 3 : i32} : () -> i32
  %1 = "toy.add"(%a, %0) : (i32, i32) -> i32
  %2 = "toy.add"(%1, %1) : (i32, i32) -> i32
  return %2 : i32
}
func.func @keep(%a: f32) -> f32 {
  return %a : f32
}
`)
	tc := convI32ToI64()
	err := rewrite.ApplyPartialConversion(m, convToyTarget(tc), rewrite.NewConversionPatternSet(convToyPatterns(tc)...), rewrite.ConversionConfig{})
	if err != nil {
		t.Fatal(err)
	}
	convExpectIR(t, m, `module {
  func.func @f(%arg0: i64) -> i64 {
    %c3_i64 = arith.constant 3 : i64
    %0 = arith.addi %arg0, %c3_i64 : i64
    %1 = arith.addi %0, %0 : i64
    return %1 : i64
  }
  func.func @keep(%arg0: f32) -> f32 {
    return %arg0 : f32
  }
}
`)
}

func TestFullConversionAcceptsWhatIsLegal(t *testing.T) {
	ctx := convContext(t)
	m := convParse(t, ctx, `
func.func @f(%a: i32) -> i32 {
  %0 = "toy.add"(%a, %a) : (i32, i32) -> i32
  return %0 : i32
}
`)
	tc := convI32ToI64()
	err := rewrite.ApplyFullConversion(m, convToyTarget(tc), rewrite.NewConversionPatternSet(convToyPatterns(tc)...), rewrite.ConversionConfig{})
	if err != nil {
		t.Fatal(err)
	}
	convExpectIR(t, m, `module {
  func.func @f(%arg0: i64) -> i64 {
    %0 = arith.addi %arg0, %arg0 : i64
    return %0 : i64
  }
}
`)
}

func TestIllegalOpWithoutPatternIsReported(t *testing.T) {
	ctx := convContext(t)
	m := convParse(t, ctx, `func.func @f() {
  %0 = "toy.const"() {value = 1 : i32} : () -> i32
  %1 = "toy.bad"() : () -> i32
  return
}
`)
	tc := convI32ToI64()
	err := rewrite.ApplyPartialConversion(m, convToyTarget(tc), rewrite.NewConversionPatternSet(convToyPatterns(tc)...), rewrite.ConversionConfig{})
	d := convExpectDiag(t, err, "in.mlir:3:8: error: failed to legalize operation 'toy.bad' that was explicitly marked illegal")
	if d.Operation() == nil || !d.Operation().Is("toy.bad") {
		t.Errorf("the diagnostic is about %v, want the toy.bad op", d.Operation())
	}
	if len(d.Notes) != 0 {
		t.Errorf("unexpected notes without ExplainFailures: %v", d.Notes)
	}
}

func TestFullConversionReportsUnknownOps(t *testing.T) {
	ctx := convContext(t)
	ctx.SetAllowUnregisteredDialects(true)
	src := `func.func @f() {
  "other.op"() : () -> ()
  return
}
`
	tc := convI32ToI64()
	patterns := rewrite.NewConversionPatternSet(convToyPatterns(tc)...)

	// Partial conversion leaves the op no rule covers alone...
	m := convParse(t, ctx, src)
	if err := rewrite.ApplyPartialConversion(m, convToyTarget(tc), patterns, rewrite.ConversionConfig{}); err != nil {
		t.Fatalf("partial: %v", err)
	}
	if !strings.Contains(convPrint(t, m), `"other.op"()`) {
		t.Errorf("partial conversion changed the unknown op:\n%s", convPrint(t, m))
	}
	// ...full conversion must convert it.
	m = convParse(t, ctx, src)
	err := rewrite.ApplyFullConversion(m, convToyTarget(tc), patterns, rewrite.ConversionConfig{})
	convExpectDiag(t, err, "in.mlir:2:3: error: failed to legalize operation 'other.op'")
}

func TestTargetRulePrecedence(t *testing.T) {
	ctx := convContext(t)
	ctx.SetAllowUnregisteredDialects(true)
	m := convParse(t, ctx, `
%0 = "toy.const"() {value = 1 : i32} : () -> i32
"toy.print"(%0) : (i32) -> ()
%1 = arith.addi %0, %0 : i32
%2 = arith.muli %0, %0 : i32
%3 = arith.constant 1 : i64
%4 = arith.addi %3, %3 : i64
"other.op"() : () -> ()
"unknown.op"() : () -> ()
`)
	var ops []*ir.Operation
	for op := range m.Region(0).First().Ops() {
		ops = append(ops, op)
	}
	target := rewrite.NewConversionTarget()
	target.AddIllegalDialect("toy")
	target.AddLegalOp("toy.print") // the op rule beats the dialect rule
	target.AddLegalDialect("arith")
	target.AddIllegalOp("arith.muli")
	target.AddDynamicallyLegalOp("arith.addi", func(op *ir.Operation) bool { return op.Result(0).Type() == ir.I64 })
	target.AddDynamicallyLegalDialect(func(op *ir.Operation) bool { return false }, "other")

	want := []rewrite.Legality{rewrite.Illegal, rewrite.Legal, rewrite.Illegal, rewrite.Illegal, rewrite.Legal, rewrite.Legal, rewrite.Illegal, rewrite.Unknown}
	for i, op := range ops {
		if got := target.Legality(op); got != want[i] {
			t.Errorf("%s: %v, want %v", op.Name(), got, want[i])
		}
	}
	target.MarkUnknownOpDynamicallyLegal(func(op *ir.Operation) bool { return true })
	if got := target.Legality(ops[7]); got != rewrite.Legal {
		t.Errorf("with an unknown-op rule: %v, want legal", got)
	}
	if got := target.Legality(ops[6]); got != rewrite.Illegal {
		t.Errorf("the dialect rule must beat the unknown-op rule: %v", got)
	}
}

func TestLiveValuesGetMaterializations(t *testing.T) {
	src := `func.func @f(%a: i32) {
  %0 = "toy.const"() {value = 7 : i32} : () -> i32
  "toy.print"(%0, %a) : (i32, i32) -> ()
  return
}
`
	for _, tt := range []struct {
		name            string
		materialization bool
		want            string
	}{
		// Without materializations, the casts stay as placeholders.
		{"placeholder casts", false, `module {
  func.func @f(%arg0: i64) {
    %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
    %c7_i64 = arith.constant 7 : i64
    %1 = builtin.unrealized_conversion_cast %c7_i64 : i64 to i32
    "toy.print"(%1, %0) : (i32, i32) -> ()
    return
  }
}
`},
		{"user materializations", true, `module {
  func.func @f(%arg0: i64) {
    %0 = arith.trunci %arg0 : i64 to i32
    %c7_i64 = arith.constant 7 : i64
    %1 = arith.trunci %c7_i64 : i64 to i32
    "toy.print"(%1, %0) : (i32, i32) -> ()
    return
  }
}
`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ctx := convContext(t)
			m := convParse(t, ctx, src)
			tc := convI32ToI64()
			if tt.materialization {
				trunc := func(b *ir.Builder, to ir.Type, inputs []*ir.Value, loc ir.Location) *ir.Value {
					if len(inputs) != 1 || inputs[0].Type() != ir.I64 || to != ir.I32 {
						return nil
					}
					return arith.NewTruncI(b, inputs[0], to, loc).Result(0)
				}
				tc.AddSourceMaterialization(trunc)
				tc.AddArgumentMaterialization(trunc)
			}
			target := convToyTarget(tc)
			target.AddLegalOp("toy.print")
			err := rewrite.ApplyPartialConversion(m, target, rewrite.NewConversionPatternSet(convToyPatterns(tc)...), rewrite.ConversionConfig{})
			if err != nil {
				t.Fatal(err)
			}
			convExpectIR(t, m, tt.want)
		})
	}
}

func TestLiveCastsTheTargetRejectsAreReported(t *testing.T) {
	ctx := convContext(t)
	m := convParse(t, ctx, `func.func @f() {
  %0 = "toy.const"() {value = 7 : i32} : () -> i32
  "toy.print"(%0) : (i32) -> ()
  return
}
`)
	tc := convI32ToI64()
	target := convToyTarget(tc)
	target.AddLegalOp("toy.print")
	// Full conversion: the cast left for toy.print is not legal.
	target.AddIllegalOp(builtin.UnrealizedConversionCastOpName)
	err := rewrite.ApplyFullConversion(m, target, rewrite.NewConversionPatternSet(convToyPatterns(tc)...), rewrite.ConversionConfig{})
	d := convExpectDiag(t, err, "in.mlir:2:8: error: failed to materialize conversion for result #0 of operation 'toy.const' that remained live after conversion")
	if len(d.Notes) != 1 || d.Notes[0].Error() != `in.mlir:3:3: note: see existing live user here: "toy.print"(%0) : (i32) -> ()` {
		t.Errorf("notes: %v", d.Notes)
	}
}

func TestLiveBlockArgumentIsReported(t *testing.T) {
	ctx := convContext(t)
	m := convParse(t, ctx, `func.func @f(%a: i32) {
  "toy.print"(%a) : (i32) -> ()
  return
}
`)
	tc := convI32ToI64()
	target := convToyTarget(tc)
	target.AddLegalOp("toy.print")
	target.AddIllegalOp(builtin.UnrealizedConversionCastOpName)
	err := rewrite.ApplyPartialConversion(m, target, rewrite.NewConversionPatternSet(convToyPatterns(tc)...), rewrite.ConversionConfig{})
	convExpectDiag(t, err, "in.mlir:1:14: error: failed to materialize conversion for block argument #0 that remained live after conversion, type was i32")
}

func TestUnconvertedProducerGetsTargetMaterialization(t *testing.T) {
	ctx := convContext(t)
	m := convParse(t, ctx, `func.func @f() -> i32 {
  %0 = "toy.bad"() : () -> i32
  %1 = "toy.add"(%0, %0) : (i32, i32) -> i32
  return %1 : i32
}
`)
	tc := convI32ToI64()
	target := convToyTarget(tc)
	target.AddLegalOp("toy.bad")
	patterns := rewrite.NewConversionPatternSet(convToyPatterns(tc)...)
	if err := rewrite.ApplyPartialConversion(m, target, patterns, rewrite.ConversionConfig{}); err != nil {
		t.Fatal(err)
	}
	convExpectIR(t, m, `module {
  func.func @f() -> i64 {
    %0 = "toy.bad"() : () -> i32
    %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
    %2 = arith.addi %1, %1 : i64
    return %2 : i64
  }
}
`)

	// The same with a target materialization, and the cast rejected.
	m = convParse(t, ctx, `func.func @f() -> i32 {
  %0 = "toy.bad"() : () -> i32
  %1 = "toy.add"(%0, %0) : (i32, i32) -> i32
  return %1 : i32
}
`)
	target.AddIllegalOp(builtin.UnrealizedConversionCastOpName)
	err := rewrite.ApplyPartialConversion(m, target, patterns, rewrite.ConversionConfig{})
	convExpectDiag(t, err, "in.mlir:2:8: error: failed to legalize unresolved materialization from ('i32') to ('i64') that remained live after conversion")

	m = convParse(t, ctx, `func.func @f() -> i32 {
  %0 = "toy.bad"() : () -> i32
  %1 = "toy.add"(%0, %0) : (i32, i32) -> i32
  return %1 : i32
}
`)
	tc.AddTargetMaterialization(func(b *ir.Builder, to ir.Type, inputs []*ir.Value, loc ir.Location) *ir.Value {
		return arith.NewExtSI(b, inputs[0], to, loc).Result(0)
	})
	if err := rewrite.ApplyPartialConversion(m, target, patterns, rewrite.ConversionConfig{}); err != nil {
		t.Fatal(err)
	}
	convExpectIR(t, m, `module {
  func.func @f() -> i64 {
    %0 = "toy.bad"() : () -> i32
    %1 = arith.extsi %0 : i32 to i64
    %2 = arith.addi %1, %1 : i64
    return %2 : i64
  }
}
`)
}

// subPattern lowers toy.sub to toy ops, which need converting in turn.
func convSubPattern(generated []string) rewrite.ConversionPattern {
	return &rewrite.ConversionPatternFunc{Name: "sub-to-add-neg", RootName: "toy.sub", Priority: 1, Generated: generated,
		Fn: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
			b := rw.Builder()
			neg := b.Create(ir.OperationState{Name: "toy.neg", Loc: op.Loc(), Operands: operands[1:], ResultTypes: op.ResultTypes()})
			add := b.Create(ir.OperationState{Name: "toy.add", Loc: op.Loc(), Operands: []*ir.Value{operands[0], neg.Result(0)}, ResultTypes: op.ResultTypes()})
			rw.ReplaceOp(op, add.Results())
			return nil
		}}
}

func TestCreatedOpsAreLegalizedRecursively(t *testing.T) {
	ctx := convContext(t)
	m := convParse(t, ctx, `func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = "toy.sub"(%a, %b) : (i32, i32) -> i32
  return %0 : i32
}
`)
	tc := convI32ToI64()
	negPattern := &rewrite.ConversionPatternFunc{Name: "neg", RootName: "toy.neg", Priority: 1, Converter: tc, Generated: []string{"arith.constant", "arith.subi"},
		Fn: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
			zero := arith.NewConstantInt(rw.Builder(), 0, operands[0].Type(), op.Loc())
			sub := arith.NewSubI(rw.Builder(), zero.Result(), operands[0], op.Loc())
			rw.ReplaceOp(op, sub.Results())
			return nil
		}}
	patterns := rewrite.NewConversionPatternSet(convToyPatterns(tc)...)
	patterns.Add(convSubPattern([]string{"toy.neg", "toy.add"}), negPattern)
	if err := rewrite.ApplyFullConversion(m, convToyTarget(tc), patterns, rewrite.ConversionConfig{}); err != nil {
		t.Fatal(err)
	}
	convExpectIR(t, m, `module {
  func.func @f(%arg0: i64, %arg1: i64) -> i64 {
    %c0_i64 = arith.constant 0 : i64
    %0 = arith.subi %c0_i64, %arg1 : i64
    %1 = arith.addi %arg0, %0 : i64
    return %1 : i64
  }
}
`)
}

func TestCreatedOpThatCannotBeLegalizedIsReported(t *testing.T) {
	ctx := convContext(t)
	m := convParse(t, ctx, `func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = "toy.sub"(%a, %b) : (i32, i32) -> i32
  return %0 : i32
}
`)
	tc := convI32ToI64()
	patterns := rewrite.NewConversionPatternSet(convToyPatterns(tc)...)
	patterns.Add(convSubPattern(nil)) // creates toy.neg, which nothing converts
	err := rewrite.ApplyPartialConversion(m, convToyTarget(tc), patterns, rewrite.ConversionConfig{})
	d := convExpectDiag(t, err, "in.mlir:2:8: error: failed to legalize operation 'toy.neg' that was explicitly marked illegal")
	if len(d.Notes) != 1 || d.Notes[0].Message != "the operation was created by pattern sub-to-add-neg while converting 'toy.sub'" {
		t.Errorf("notes: %v", d.Notes)
	}
}

func TestPatternsThatWouldCreateUnlegalizableOpsAreSkipped(t *testing.T) {
	ctx := convContext(t)
	m := convParse(t, ctx, `func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = "toy.sub"(%a, %b) : (i32, i32) -> i32
  return %0 : i32
}
`)
	tc := convI32ToI64()
	direct := rewrite.OpConversionPattern("toy.sub", 0, tc, []string{"arith.subi"},
		func(op *ir.Operation) (*ir.Operation, bool) { return op, true },
		func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
			rw.ReplaceOp(op, arith.NewSubI(rw.Builder(), operands[0], operands[1], op.Loc()).Results())
			return nil
		})
	patterns := rewrite.NewConversionPatternSet(convToyPatterns(tc)...)
	// The better pattern declares it creates toy.neg, which no pattern
	// converts: the driver knows not to apply it.
	patterns.Add(convSubPattern([]string{"toy.neg", "toy.add"}), direct)
	if err := rewrite.ApplyPartialConversion(m, convToyTarget(tc), patterns, rewrite.ConversionConfig{}); err != nil {
		t.Fatal(err)
	}
	convExpectIR(t, m, `module {
  func.func @f(%arg0: i64, %arg1: i64) -> i64 {
    %0 = arith.subi %arg0, %arg1 : i64
    return %0 : i64
  }
}
`)
}

func TestFailedPatternsFallBackAndExplain(t *testing.T) {
	ctx := convContext(t)
	src := `func.func @f(%a: i32) -> i32 {
  %0 = "toy.add"(%a, %a) : (i32, i32) -> i32
  return %0 : i32
}
`
	tc := convI32ToI64()
	declining := &rewrite.ConversionPatternFunc{Name: "declining", RootName: "toy.add", Priority: 5,
		Fn: func(*ir.Operation, []*ir.Value, *rewrite.ConversionRewriter) error {
			return fmt.Errorf("operands are not constants")
		}}
	patterns := rewrite.NewConversionPatternSet(convToyPatterns(tc)...)
	patterns.Add(declining)
	m := convParse(t, ctx, src)
	if err := rewrite.ApplyPartialConversion(m, convToyTarget(tc), patterns, rewrite.ConversionConfig{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(convPrint(t, m), "arith.addi %arg0, %arg0 : i64") {
		t.Errorf("the lower-benefit pattern did not apply:\n%s", convPrint(t, m))
	}

	// With only the declining pattern, the failure explains itself.
	only := rewrite.NewConversionPatternSet(declining, convFuncSignaturePattern(tc))
	m = convParse(t, ctx, src)
	err := rewrite.ApplyPartialConversion(m, convToyTarget(tc), only, rewrite.ConversionConfig{ExplainFailures: true})
	d := convExpectDiag(t, err, "in.mlir:2:8: error: failed to legalize operation 'toy.add' that was explicitly marked illegal")
	if len(d.Notes) != 1 || d.Notes[0].Message != "pattern declining: operands are not constants" {
		t.Errorf("notes: %v", d.Notes)
	}
}

func TestPatternBreakingItsContractIsReported(t *testing.T) {
	ctx := convContext(t)
	src := `func.func @f() {
  %0 = "toy.const"() {value = 1 : i32} : () -> i32
  return
}
`
	for _, tt := range []struct {
		name string
		fn   func(*ir.Operation, []*ir.Value, *rewrite.ConversionRewriter) error
		want string
	}{
		{"fails after changing", func(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) error {
			arith.NewConstantInt(rw.Builder(), 1, ir.I64, op.Loc())
			return fmt.Errorf("changed my mind")
		}, "in.mlir:2:8: error: pattern sloppy failed (changed my mind) after changing the IR; a pattern that fails must leave the IR untouched"},
		{"succeeds without touching the op", func(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) error {
			return nil
		}, "in.mlir:2:8: error: pattern sloppy succeeded on 'toy.const' without replacing, erasing or modifying it"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			m := convParse(t, ctx, src)
			p := &rewrite.ConversionPatternFunc{Name: "sloppy", RootName: "toy.const", Fn: tt.fn}
			err := rewrite.ApplyPartialConversion(m, convToyTarget(convI32ToI64()), rewrite.NewConversionPatternSet(p), rewrite.ConversionConfig{})
			convExpectDiag(t, err, tt.want)
		})
	}
}

func TestOneToNTypeConversion(t *testing.T) {
	ctx := convContext(t)
	m := convParse(t, ctx, `func.func @f(%p: tuple<i32, i1>, %x: i32) -> i32 {
  %0 = "toy.first"(%p) : (tuple<i32, i1>) -> i32
  %1 = "toy.add"(%0, %x) : (i32, i32) -> i32
  return %1 : i32
}
`)
	// Tuples are flattened into their elements; i32 becomes i64.
	tc := convI32ToI64()
	tc.AddOneToNConversion(func(t ir.Type) ([]ir.Type, bool) {
		tt, ok := t.(*ir.TupleType)
		if !ok {
			return nil, false
		}
		return tc.ConvertTypes(tt.Elems())
	})
	first := &rewrite.ConversionPatternFunc{Name: "first", RootName: "toy.first", Priority: 1, Converter: tc,
		Fn: func(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) error {
			pieces, err := rw.ConvertedValues(op.Operand(0))
			if err != nil {
				return err
			}
			rw.ReplaceOp(op, pieces[:1])
			return nil
		}}
	patterns := rewrite.NewConversionPatternSet(convToyPatterns(tc)...)
	patterns.Add(first)
	if err := rewrite.ApplyFullConversion(m, convToyTarget(tc), patterns, rewrite.ConversionConfig{}); err != nil {
		t.Fatal(err)
	}
	convExpectIR(t, m, `module {
  func.func @f(%arg0: i64, %arg1: i1, %arg2: i64) -> i64 {
    %0 = arith.addi %arg0, %arg2 : i64
    return %0 : i64
  }
}
`)
}

func TestReplaceWithMultipleAndDroppedArguments(t *testing.T) {
	ctx := convContext(t)
	m := convParse(t, ctx, `func.func @f(%a: i32, %unused: f32) -> i32 {
  %0 = "toy.bad"() : () -> tuple<i32, i32>
  %1 = "toy.first"(%0) : (tuple<i32, i32>) -> i32
  %2 = "toy.add"(%1, %a) : (i32, i32) -> i32
  return %2 : i32
}
`)
	tc := convI32ToI64()
	tc.AddOneToNConversion(func(t ir.Type) ([]ir.Type, bool) {
		if tt, ok := t.(*ir.TupleType); ok {
			return tc.ConvertTypes(tt.Elems())
		}
		if t == ir.F32 {
			return nil, true // dropped
		}
		return nil, false
	})
	// toy.bad of a tuple becomes two constants.
	bad := &rewrite.ConversionPatternFunc{Name: "bad", RootName: "toy.bad", Converter: tc,
		Fn: func(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) error {
			x := arith.NewConstantInt(rw.Builder(), 1, ir.I64, op.Loc()).Result()
			y := arith.NewConstantInt(rw.Builder(), 2, ir.I64, op.Loc()).Result()
			rw.ReplaceOpWithMultiple(op, [][]*ir.Value{{x, y}})
			return nil
		}}
	first := &rewrite.ConversionPatternFunc{Name: "first", RootName: "toy.first", Converter: tc,
		Fn: func(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) error {
			pieces, err := rw.ConvertedValues(op.Operand(0))
			if err != nil {
				return err
			}
			rw.ReplaceOp(op, pieces[1:])
			return nil
		}}
	patterns := rewrite.NewConversionPatternSet(convToyPatterns(tc)...)
	patterns.Add(bad, first)
	if err := rewrite.ApplyFullConversion(m, convToyTarget(tc), patterns, rewrite.ConversionConfig{}); err != nil {
		t.Fatal(err)
	}
	convExpectIR(t, m, `module {
  func.func @f(%arg0: i64) -> i64 {
    %c1_i64 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %0 = arith.addi %c2_i64, %arg0 : i64
    return %0 : i64
  }
}
`)
}

func TestRecursivelyLegalOpsAreNotEntered(t *testing.T) {
	ctx := convContext(t)
	m := convParse(t, ctx, `"toy.island"() ({
  %0 = "toy.bad"() : () -> i32
}) : () -> ()
`)
	target := rewrite.NewConversionTarget()
	target.AddIllegalDialect("toy")
	target.AddLegalDialect("builtin")
	target.AddLegalOp("toy.island")
	patterns := rewrite.NewConversionPatternSet()
	err := rewrite.ApplyPartialConversion(m, target, patterns, rewrite.ConversionConfig{})
	convExpectDiag(t, err, "in.mlir:2:8: error: failed to legalize operation 'toy.bad' that was explicitly marked illegal")

	m = convParse(t, ctx, `"toy.island"() ({
  %0 = "toy.bad"() : () -> i32
}) : () -> ()
`)
	target.MarkOpRecursivelyLegal("toy.island")
	if err := rewrite.ApplyFullConversion(m, target, patterns, rewrite.ConversionConfig{}); err != nil {
		t.Fatal(err)
	}
}

func TestPlainRewritePatternsTakePart(t *testing.T) {
	ctx := convContext(t)
	m := convParse(t, ctx, `func.func @f(%a: i32) -> i32 {
  %0 = "toy.neg"(%a) : (i32) -> i32
  %1 = "toy.neg"(%0) : (i32) -> i32
  return %1 : i32
}
`)
	// neg(neg(x)) -> x, as a plain pattern with no type conversion.
	doubleNeg := &rewrite.PatternFunc{Name: "double-neg", RootName: "toy.neg", Priority: 1,
		Fn: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			inner := op.Operand(0).DefiningOp()
			if inner == nil || !inner.Is("toy.neg") {
				return false
			}
			rw.ReplaceOp(op, []*ir.Value{inner.Operand(0)})
			if inner.UseEmpty() {
				rw.EraseOp(inner)
			}
			return true
		}}
	eraseDeadNeg := &rewrite.PatternFunc{Name: "dead-neg", RootName: "toy.neg",
		Fn: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			if !op.UseEmpty() {
				return false
			}
			rw.EraseOp(op)
			return true
		}}
	target := rewrite.NewConversionTarget()
	target.AddIllegalDialect("toy")
	target.AddLegalDialect("func", "builtin")
	patterns := rewrite.NewConversionPatternSet()
	patterns.AddRewritePatterns(doubleNeg, eraseDeadNeg)
	// Ops are legalized in program order: the inner neg comes first, no
	// pattern applies to it, and it is illegal.
	err := rewrite.ApplyPartialConversion(m, target, patterns, rewrite.ConversionConfig{ExplainFailures: true})
	d := convExpectDiag(t, err, "in.mlir:2:8: error: failed to legalize operation 'toy.neg' that was explicitly marked illegal")
	if len(d.Notes) != 2 || d.Notes[0].Message != "pattern double-neg: the rewrite pattern did not match" {
		t.Errorf("notes: %v", d.Notes)
	}

	// A dynamic rule that accepts a neg of an argument lets the inner one
	// stay until the outer one removes the pair.
	m = convParse(t, ctx, `func.func @f(%a: i32) -> i32 {
  %0 = "toy.neg"(%a) : (i32) -> i32
  %1 = "toy.neg"(%0) : (i32) -> i32
  return %1 : i32
}
`)
	target.AddDynamicallyLegalOp("toy.neg", func(op *ir.Operation) bool { return op.Operand(0).IsBlockArgument() })
	if err := rewrite.ApplyPartialConversion(m, target, patterns, rewrite.ConversionConfig{}); err != nil {
		t.Fatal(err)
	}
	convExpectIR(t, m, `module {
  func.func @f(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
}
`)
}

func TestAnalysisConversionChangesNothing(t *testing.T) {
	ctx := convContext(t)
	src := `func.func @f(%a: i32) -> i32 {
  %0 = "toy.add"(%a, %a) : (i32, i32) -> i32
  %1 = "toy.bad"() : () -> i32
  return %0 : i32
}
`
	m := convParse(t, ctx, src)
	before := convPrint(t, m)
	tc := convI32ToI64()
	legal, err := rewrite.ApplyAnalysisConversion(m, convToyTarget(tc), rewrite.NewConversionPatternSet(convToyPatterns(tc)...), rewrite.ConversionConfig{})
	if err != nil {
		t.Fatal(err)
	}
	if after := convPrint(t, m); after != before {
		t.Errorf("the analysis changed the IR:\n%s", after)
	}
	var got []string
	m.Walk(ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		got = append(got, fmt.Sprintf("%s=%v", op.Name(), legal[op]))
		return ir.Advance
	})
	want := "builtin.module=true func.func=true toy.add=true toy.bad=false func.return=true"
	if strings.Join(got, " ") != want {
		t.Errorf("got %s\nwant %s", strings.Join(got, " "), want)
	}
}

func TestCastsThatUndoEachOtherFold(t *testing.T) {
	ctx := convContext(t)
	// The module body is a graph region: toy.add uses %0 before the
	// toy.const defining it is converted, so the add gets a cast of the
	// old constant to i64, which meets the cast of the new constant back
	// to i32 and cancels out.
	m := convParse(t, ctx, `%1 = "toy.add"(%0, %0) : (i32, i32) -> i32
%0 = "toy.const"() {value = 2 : i32} : () -> i32
"toy.print"(%1) : (i32) -> ()
`)
	tc := convI32ToI64()
	target := convToyTarget(tc)
	target.AddLegalOp("toy.print")
	if err := rewrite.ApplyPartialConversion(m, target, rewrite.NewConversionPatternSet(convToyPatterns(tc)...), rewrite.ConversionConfig{}); err != nil {
		t.Fatal(err)
	}
	convExpectIR(t, m, `module {
  %0 = arith.addi %c2_i64, %c2_i64 : i64
  %1 = unrealized_conversion_cast %0 : i64 to i32
  %c2_i64 = arith.constant 2 : i64
  "toy.print"(%1) : (i32) -> ()
}
`)
}

func TestRegionTypesOfEveryBlockAreConverted(t *testing.T) {
	ctx := convContext(t)
	m := convParse(t, ctx, `func.func @f(%a: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  %0 = "toy.add"(%x, %x) : (i32, i32) -> i32
  return %0 : i32
^bb2:
  %1 = "toy.const"() {value = 5 : i32} : () -> i32
  cf.br ^bb1(%1 : i32)
}
`)
	tc := convI32ToI64()
	target := convToyTarget(tc)
	target.AddDynamicallyLegalDialect(tc.IsOpLegal, "cf")
	// Branches take their remapped operands, successor operands included.
	branches := &rewrite.ConversionPatternFunc{Name: "branch", Converter: tc,
		Fn: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
			if op.Dialect() != "cf" {
				return fmt.Errorf("not a branch")
			}
			rw.ModifyInPlace(op, func() { op.SetOperands(operands) })
			return nil
		}}
	patterns := rewrite.NewConversionPatternSet(convToyPatterns(tc)...)
	patterns.Add(branches)
	if err := rewrite.ApplyFullConversion(m, target, patterns, rewrite.ConversionConfig{}); err != nil {
		t.Fatal(err)
	}
	convExpectIR(t, m, `module {
  func.func @f(%arg0: i64, %arg1: i1) -> i64 {
    cf.cond_br %arg1, ^bb1(%arg0 : i64), ^bb2
  ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb2
    %1 = arith.addi %0, %0 : i64
    return %1 : i64
  ^bb2:  // pred: ^bb0
    %c5_i64 = arith.constant 5 : i64
    cf.br ^bb1(%c5_i64 : i64)
  }
}
`)
}

func TestConversionsShareTargetsPatternsAndConverters(t *testing.T) {
	ctx := convContext(t)
	tc := convI32ToI64()
	target := convToyTarget(tc)
	patterns := rewrite.NewConversionPatternSet(convToyPatterns(tc)...)
	src := `func.func @f(%a: i32) -> i32 {
  %0 = "toy.add"(%a, %a) : (i32, i32) -> i32
  return %0 : i32
}
`
	modules := make([]*ir.Operation, 4)
	for i := range modules {
		modules[i] = convParse(t, ctx, src)
	}
	errs := make(chan error, len(modules))
	for _, m := range modules {
		go func() { errs <- rewrite.ApplyFullConversion(m, target, patterns, rewrite.ConversionConfig{}) }()
	}
	for range modules {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
	for _, m := range modules {
		if !strings.Contains(convPrint(t, m), "arith.addi %arg0, %arg0 : i64") {
			t.Errorf("not converted:\n%s", convPrint(t, m))
		}
	}
}

func TestReplacingAnOpThatOwnsARegion(t *testing.T) {
	ctx := convContext(t)
	m := convParse(t, ctx, `func.func @f(%a: i32) -> i32 {
  %0 = "toy.add"(%a, %a) : (i32, i32) -> i32
  return %0 : i32
}
`)
	tc := convI32ToI64()
	// As lowerings to another function op do: a new op takes the body of
	// the old one, whose ops are then converted where they now are.
	rebuild := rewrite.OpConversionPattern(funcs.FuncOpName, 2, tc, []string{funcs.FuncOpName}, funcs.AsFunc,
		func(fn funcs.FuncOp, _ []*ir.Value, rw *rewrite.ConversionRewriter) error {
			sc, ok := tc.ConvertSignature(fn.FunctionType())
			if !ok {
				return fmt.Errorf("the signature cannot be converted")
			}
			nf := rw.Create(ir.OperationState{Name: funcs.FuncOpName, Loc: fn.Loc(), Attributes: fn.Attrs(), NumRegions: 1})
			funcs.FuncOp{Operation: nf}.SetFunctionType(sc.FunctionType(rw.Context()))
			rw.InlineRegionAtEnd(fn.Body(), nf.Region(0))
			if _, err := rw.ConvertRegionTypes(nf.Region(0), tc, sc); err != nil {
				return err
			}
			rw.EraseOp(fn.Operation)
			return nil
		})
	patterns := rewrite.NewConversionPatternSet(convToyPatterns(tc)...)
	patterns.Add(rebuild)
	if err := rewrite.ApplyFullConversion(m, convToyTarget(tc), patterns, rewrite.ConversionConfig{}); err != nil {
		t.Fatal(err)
	}
	convExpectIR(t, m, `module {
  func.func @f(%arg0: i64) -> i64 {
    %0 = arith.addi %arg0, %arg0 : i64
    return %0 : i64
  }
}
`)
}
