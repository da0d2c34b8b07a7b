package rewrite_test

import (
	"fmt"
	"os"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/arith"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/funcs"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/rewrite"
)

// The example of docs/dialect-conversion.md: the calc dialect computes on
// i32; it is lowered to arith on i64.
func Example_lowerCalcToArith() {
	ctx := ir.NewContext()
	if err := all.Register(ctx); err != nil {
		panic(err)
	}
	result := []ir.ResultDef{{Name: "result", Type: ir.AnyType}}
	calc := &ir.Dialect{Name: "calc", Ops: []*ir.OpDef{
		{Name: "calc.num", Results: result, Attributes: []ir.AttrDef{{Name: "value", Constraint: ir.AttrConstraint{Desc: "integer"}}}},
		{Name: "calc.add", Operands: []ir.OperandDef{{Name: "lhs", Type: ir.AnyType}, {Name: "rhs", Type: ir.AnyType}}, Results: result},
	}}
	if err := ctx.RegisterDialect(calc); err != nil {
		panic(err)
	}

	// 1. The types: i32 becomes i64, every other type stays.
	tc := rewrite.NewTypeConverter()
	tc.AddIdentityConversion()
	tc.AddConversion(func(t ir.Type) (ir.Type, bool) {
		if t == ir.I32 {
			return ir.I64, true
		}
		return nil, false
	})

	// 2. The target: no calc op may remain; arith is what we lower to;
	// func ops are legal once their types are.
	target := rewrite.NewConversionTarget()
	target.AddIllegalDialect("calc")
	target.AddLegalDialect("arith", "builtin")
	target.AddDynamicallyLegalOp(funcs.FuncOpName, func(op *ir.Operation) bool {
		fn, _ := funcs.AsFunc(op)
		return tc.IsSignatureLegal(fn.FunctionType())
	})
	target.AddDynamicallyLegalOp(funcs.ReturnOpName, tc.IsOpLegal)

	// 3. The patterns. Each receives the op and its operands as already
	// converted (the adaptor).
	num := &rewrite.ConversionPatternFunc{RootName: "calc.num", Converter: tc, Generated: []string{"arith.constant"},
		Fn: func(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) error {
			v, ok := op.Attr("value").(ir.IntegerAttr)
			if !ok {
				return fmt.Errorf("value is not an integer")
			}
			t, _ := rw.TypeConverter().ConvertType(op.Result(0).Type())
			rw.ReplaceOp(op, arith.NewConstantInt(rw.Builder(), v.Int64(), t, op.Loc()).Results())
			return nil
		}}
	add := &rewrite.ConversionPatternFunc{RootName: "calc.add", Converter: tc, Generated: []string{"arith.addi"},
		Fn: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
			rw.ReplaceOp(op, arith.NewAddI(rw.Builder(), operands[0], operands[1], op.Loc()).Results())
			return nil
		}}
	signature := rewrite.OpConversionPattern(funcs.FuncOpName, 1, tc, nil, funcs.AsFunc,
		func(fn funcs.FuncOp, _ []*ir.Value, rw *rewrite.ConversionRewriter) error {
			sc, ok := tc.ConvertSignature(fn.FunctionType())
			if !ok {
				return fmt.Errorf("cannot convert the signature")
			}
			if _, err := rw.ConvertRegionTypes(fn.Body(), tc, sc); err != nil {
				return err
			}
			rw.ModifyInPlace(fn.Operation, func() { fn.SetFunctionType(sc.FunctionType(rw.Context())) })
			return nil
		})
	ret := &rewrite.ConversionPatternFunc{RootName: funcs.ReturnOpName, Converter: tc,
		Fn: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) error {
			rw.ModifyInPlace(op, func() { op.SetOperands(operands) })
			return nil
		}}
	patterns := rewrite.NewConversionPatternSet(num, add, signature, ret)

	// 4. Convert.
	m, err := builtin.ParseModule(ctx, "calc.mlir", []byte(`
func.func @twice_plus_one(%x: i32) -> i32 {
  %one = "calc.num"() {value = 1 : i32} : () -> i32
  %0 = "calc.add"(%x, %x) : (i32, i32) -> i32
  %1 = "calc.add"(%0, %one) : (i32, i32) -> i32
  return %1 : i32
}`))
	if err != nil {
		panic(err)
	}
	if err := rewrite.ApplyPartialConversion(m, target, patterns, rewrite.ConversionConfig{}); err != nil {
		fmt.Println(err)
		return
	}
	if err := ir.Verify(m); err != nil {
		panic(err)
	}
	ir.Print(os.Stdout, m, ir.PrintOptions{})
	// Output:
	// module {
	//   func.func @twice_plus_one(%arg0: i64) -> i64 {
	//     %c1_i64 = arith.constant 1 : i64
	//     %0 = arith.addi %arg0, %arg0 : i64
	//     %1 = arith.addi %0, %c1_i64 : i64
	//     return %1 : i64
	//   }
	// }
}
