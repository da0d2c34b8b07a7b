package llvmir_test

import (
	"fmt"
	"os"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/lowering/llvmir"
)

// doubleModel translates toy.double, x + x, to LLVM IR.
type doubleModel struct{}

func (doubleModel) TranslateOp(op *ir.Operation, b *llvmir.FuncBuilder) error {
	if op.NumOperands() != 1 {
		return llvmir.Errorf(op, "expected 1 operand, not %d", op.NumOperands())
	}
	x, err := b.Value(op, op.Operand(0))
	if err != nil {
		return err
	}
	return b.Define(op, b.Block().NewAdd(x, x))
}

// A dialect of its own makes its ops translatable to LLVM IR by
// attaching a model of llvmir.OpTranslator to them: neither the dialect
// nor llvmir needs to know the other.
func ExampleOpTranslator() {
	ctx := all.NewContext()
	toy := &ir.Dialect{Name: "toy", Ops: []*ir.OpDef{{
		Name:     "toy.double",
		Operands: []ir.OperandDef{{Name: "x", Type: ir.AnyType}},
		Results:  []ir.ResultDef{{Name: "result", Type: ir.AnyType}},
	}}}
	if err := ctx.RegisterDialect(toy); err != nil {
		panic(err)
	}
	if err := ir.AttachInterface[llvmir.OpTranslator](ctx, "toy.double", doubleModel{}); err != nil {
		panic(err)
	}
	m, err := builtin.ParseModule(ctx, "toy.mlir", []byte(`
module attributes {llvm.target_triple = "x86_64-pc-linux-gnu"} {
  llvm.func @twice(%x: i32) -> i32 {
    %0 = "toy.double"(%x) : (i32) -> i32
    llvm.return %0 : i32
  }
}`))
	if err != nil {
		panic(err)
	}
	if err := llvmir.WriteModule(os.Stdout, m); err != nil {
		fmt.Println(err)
	}
	// Output:
	// target triple = "x86_64-pc-linux-gnu"
	//
	// define i32 @twice(i32 %0) {
	// 1:
	// 	%2 = add i32 %0, %0
	// 	ret i32 %2
	// }
}
