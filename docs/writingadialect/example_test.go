// Package writingadialect_test is the code of docs/writing-a-dialect.md: a
// toy dialect defined on package ir, registered, and used to parse, verify,
// fold and print a program. doc_test.go checks that the tutorial shows
// exactly this code.
package writingadialect_test

import (
	"errors"
	"fmt"
	"os"

	"github.com/strata-ir/strata/dialects/all"
	"github.com/strata-ir/strata/dialects/arith"
	"github.com/strata-ir/strata/ir"
)

// TensorType is !toy.tensor<rows, cols>, a matrix of f64. It is a plain
// comparable struct: two tensor types are the same type exactly when they
// are ==, so it needs no context to create and can be a map key.
type TensorType struct{ Rows, Cols int }

// PrintType prints the type in full, dialect prefix included.
func (t TensorType) PrintType(p *ir.AsmPrinter) {
	p.WriteString(fmt.Sprintf("!toy.tensor<%d, %d>", t.Rows, t.Cols))
}

// Transposed returns the type of the transpose of a tensor of type t.
func (t TensorType) Transposed() TensorType { return TensorType{Rows: t.Cols, Cols: t.Rows} }

// parseType parses the body of `!toy.<mnemonic>...`: the parser stands
// right after the mnemonic.
func parseType(p *ir.AsmParser, mnemonic string) (ir.Type, error) {
	if mnemonic != "tensor" {
		return nil, p.Errorf("unknown toy type '%s'", mnemonic)
	}
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	loc := p.Loc()
	rows, err := p.ParseInteger()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(","); err != nil {
		return nil, err
	}
	cols, err := p.ParseInteger()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	if rows < 1 || cols < 1 {
		return nil, p.ErrorfAt(loc, "a toy tensor has at least one row and one column, not %d, %d", rows, cols)
	}
	return TensorType{Rows: int(rows), Cols: int(cols)}, nil
}

// SplatAttr is `#toy.splat<value> : !toy.tensor<rows, cols>`: a tensor of
// that type whose elements are all value. It carries its type, which makes
// it an ir.TypedAttr.
type SplatAttr struct {
	Value float64
	Type  TensorType
}

// AttrType returns the type of the tensor the attribute stands for.
func (a SplatAttr) AttrType() ir.Type { return a.Type }

// PrintAttribute prints the attribute and its type; ir.FormatFloat spells
// the value as MLIR spells an f64.
func (a SplatAttr) PrintAttribute(p *ir.AsmPrinter) {
	p.WriteString("#toy.splat<" + ir.FormatFloat(a.Value, ir.F64) + "> : ")
	p.PrintType(a.Type)
}

// parseAttribute parses the body of `#toy.<mnemonic>...`; typ is the type
// written after it with `:`, which the parser has read already.
func parseAttribute(p *ir.AsmParser, mnemonic string, typ ir.Type) (ir.Attribute, error) {
	if mnemonic != "splat" {
		return nil, p.Errorf("unknown toy attribute '%s'", mnemonic)
	}
	loc := p.Loc()
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	v, err := p.ParseFloat()
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	t, ok := typ.(TensorType)
	if !ok {
		return nil, p.ErrorfAt(loc, "#toy.splat needs a toy tensor type after it, as in #toy.splat<1.0> : !toy.tensor<2, 3>")
	}
	return SplatAttr{Value: v, Type: t}, nil
}

// The constraints say what the operands, results and attributes of the
// toy ops may be; Desc names what they accept in the verifier's messages.
var (
	AnyTensor = ir.TypeConstraint{Desc: "toy tensor", Pred: func(t ir.Type) bool {
		_, ok := t.(TensorType)
		return ok
	}}
	SplatAttrC = ir.AttrConstraint{Desc: "toy splat attribute", Pred: func(a ir.Attribute) bool {
		_, ok := a.(SplatAttr)
		return ok
	}}
)

// Operation names.
const (
	ConstantOpName  = "toy.constant"
	TransposeOpName = "toy.transpose"
	AddOpName       = "toy.add"
)

// Dialect returns a fresh definition of the toy dialect: registration
// records the dialect in its op definitions, so each context needs its own.
func Dialect() *ir.Dialect {
	return &ir.Dialect{
		Name:        "toy",
		Description: "matrices of f64",
		Ops: []*ir.OpDef{
			{
				Name:       ConstantOpName,
				Summary:    "a tensor whose elements all have one value",
				Results:    []ir.ResultDef{{Name: "result", Type: AnyTensor}},
				Attributes: []ir.AttrDef{{Name: "value", Constraint: SplatAttrC}},
				// AllTypesMatch lets the format take the result type from
				// the value attribute, so that the text need not say it
				// twice.
				Traits: []ir.Trait{ir.Pure, ir.ConstantLike, ir.AllTypesMatch("value", "result")},
				Format: "attr-dict $value",
				Verify: verifyConstant,
				Fold:   foldConstant,
				// The models of the op interfaces the op implements; see
				// Interfaces below.
				Interfaces: []any{evalConstant{}},
			},
			{
				Name:       TransposeOpName,
				Summary:    "the transpose of a matrix",
				Operands:   []ir.OperandDef{{Name: "input", Type: AnyTensor}},
				Results:    []ir.ResultDef{{Name: "result", Type: AnyTensor}},
				Traits:     []ir.Trait{ir.Pure},
				Format:     "$input attr-dict `:` type($input) `to` type($result)",
				Verify:     verifyTranspose,
				Fold:       foldTranspose,
				Interfaces: []any{evalTranspose{}},
			},
			// An elementwise binary op has a common shape, which
			// ir.BinaryOpDef spells out: operands lhs and rhs and a result
			// of one type, Pure and SameOperandsAndResultType, written
			// `toy.add %a, %b : !toy.tensor<2, 3>`.
			ir.BinaryOpDef(AddOpName, "the elementwise sum of two matrices", AnyTensor, ir.Commutative),
		},
		ParseType:           parseType,
		ParseAttribute:      parseAttribute,
		MaterializeConstant: materializeConstant,
	}
}

// verifyConstant checks that the value is a tensor of the result type. The
// verifier runs it after the constraints, so the value is a SplatAttr.
func verifyConstant(op *ir.Operation) error {
	value := op.Attr("value").(SplatAttr)
	if result := op.Result(0).Type(); result != ir.Type(value.Type) {
		return fmt.Errorf("value of type '%s' does not match result type '%s'",
			ir.TypeString(value.Type), ir.TypeString(result))
	}
	return nil
}

// verifyTranspose checks that the result type is the transpose of the
// input type, which no trait can say.
func verifyTranspose(op *ir.Operation) error {
	want := op.Operand(0).Type().(TensorType).Transposed()
	if got := op.Result(0).Type(); got != ir.Type(want) {
		return fmt.Errorf("result type must be '%s', the transpose of the input type, but got '%s'",
			ir.TypeString(want), ir.TypeString(got))
	}
	return nil
}

// foldConstant folds a constant to its value: that is how a folding driver
// learns the values of constant operands without knowing the op.
func foldConstant(op *ir.Operation, _ []ir.Attribute) []ir.FoldResult {
	return []ir.FoldResult{{Attr: op.Attr("value")}}
}

// foldTranspose folds the transpose of a splat to a splat, and the
// transpose of a transpose to the original matrix.
func foldTranspose(op *ir.Operation, operands []ir.Attribute) []ir.FoldResult {
	if in, ok := operands[0].(SplatAttr); ok {
		return []ir.FoldResult{{Attr: SplatAttr{Value: in.Value, Type: in.Type.Transposed()}}}
	}
	if in := op.Operand(0).DefiningOp(); in != nil && in.Is(TransposeOpName) {
		return []ir.FoldResult{{Value: in.Operand(0)}}
	}
	return nil
}

// materializeConstant makes the toy.constant that produces a folded value.
func materializeConstant(b *ir.Builder, value ir.Attribute, typ ir.Type, loc ir.Location) *ir.Operation {
	v, ok := value.(SplatAttr)
	if !ok || ir.Type(v.Type) != typ {
		return nil
	}
	return b.Create(ir.OperationState{
		Name:        ConstantOpName,
		Loc:         loc,
		Attributes:  []ir.NamedAttribute{{Name: "value", Value: v}},
		ResultTypes: []ir.Type{typ},
	})
}

// foldBlock runs the folders of the ops of b once, in order, and then
// erases the pure ops left without uses (terminators aside): the core of
// what a canonicalizer does.
func foldBlock(b *ir.Block) {
ops:
	for op := range b.Ops() {
		def := op.Def()
		if def == nil || def.Fold == nil || op.HasTrait(ir.ConstantLike) {
			continue
		}
		operands := make([]ir.Attribute, op.NumOperands())
		for i, v := range op.Operands() {
			operands[i] = constantValue(v)
		}
		folded := def.Fold(op, operands)
		if folded == nil || folded[0].Value == op.Result(0) {
			continue // no fold, or op was updated in place
		}
		replacements := make([]*ir.Value, len(folded))
		for i, r := range folded {
			replacements[i] = r.Value
			if r.Value != nil {
				continue
			}
			materialize := def.Dialect().MaterializeConstant
			if materialize == nil {
				continue ops
			}
			builder := ir.NewBuilder(op.Context())
			builder.SetInsertionPointBefore(op)
			c := materialize(builder, r.Attr, op.Result(i).Type(), op.Loc())
			if c == nil {
				continue ops // a constant the dialect cannot make
			}
			replacements[i] = c.Result(0)
		}
		op.ReplaceAllUsesWith(replacements)
		op.Erase()
	}
	for op := range b.OpsReverse() {
		if op.HasTrait(ir.Pure) && op.UseEmpty() && !op.IsTerminator() {
			op.Erase()
		}
	}
}

// constantValue returns the value of v when a constant defines it, nil
// otherwise.
func constantValue(v *ir.Value) ir.Attribute {
	c := v.DefiningOp()
	if c == nil || !c.HasTrait(ir.ConstantLike) {
		return nil
	}
	return c.Def().Fold(c, nil)[0].Attr
}

// parseAndVerify parses src as the file name and verifies every operation
// in it. Errors are *ir.Diagnostic values, located in src.
func parseAndVerify(ctx *ir.Context, name, src string) (*ir.Block, error) {
	block, err := ir.ParseSource(ctx, name, []byte(src))
	if err != nil {
		return nil, err
	}
	for op := range block.Ops() {
		if err := ir.Verify(op); err != nil {
			return nil, err
		}
	}
	return block, nil
}

// reportError prints err, with the line of src it points at and a caret.
func reportError(name, src string, err error) {
	var d *ir.Diagnostic
	if !errors.As(err, &d) {
		fmt.Println(err)
		return
	}
	files := ir.NewSourceFiles()
	files.Add(name, src)
	ir.PrintDiagnostic(os.Stdout, d, files)
}

const program = `func.func @main(%m: !toy.tensor<2, 3>) -> (!toy.tensor<2, 3>, !toy.tensor<3, 2>) {
  %t = toy.transpose %m : !toy.tensor<2, 3> to !toy.tensor<3, 2>
  %tt = toy.transpose %t : !toy.tensor<3, 2> to !toy.tensor<2, 3>
  %c = toy.constant #toy.splat<1.5> : !toy.tensor<2, 3>
  %ct = toy.transpose %c : !toy.tensor<2, 3> to !toy.tensor<3, 2>
  %s = toy.add %tt, %m : !toy.tensor<2, 3>
  return %s, %ct : !toy.tensor<2, 3>, !toy.tensor<3, 2>
}
`

const badTranspose = `func.func @bad(%m: !toy.tensor<2, 3>) -> !toy.tensor<2, 3> {
  %t = toy.transpose %m : !toy.tensor<2, 3> to !toy.tensor<2, 3>
  return %t : !toy.tensor<2, 3>
}
`

const badType = `func.func @empty(%m: !toy.tensor<0, 3>)
`

func Example() {
	ctx := all.NewContext()
	if err := ctx.RegisterDialect(Dialect()); err != nil {
		fmt.Println(err)
		return
	}

	block, err := parseAndVerify(ctx, "main.mlir", program)
	if err != nil {
		reportError("main.mlir", program, err)
		return
	}
	fmt.Println("// parsed and verified")
	ir.PrintBlock(os.Stdout, block, ir.PrintOptions{})
	body := block.First().Region(0).First()
	for op := range body.Ops() {
		if op.Is(ConstantOpName) {
			fmt.Println("// the constant in generic form")
			ir.Print(os.Stdout, op, ir.PrintOptions{Generic: true})
			fmt.Println()
		}
	}

	foldBlock(body)
	if err := ir.Verify(block.First()); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("// folded")
	ir.PrintBlock(os.Stdout, block, ir.PrintOptions{})

	for _, bad := range []struct{ name, src string }{{"bad.mlir", badTranspose}, {"type.mlir", badType}} {
		if _, err := parseAndVerify(ctx, bad.name, bad.src); err != nil {
			reportError(bad.name, bad.src, err)
		}
	}
	// Output:
	// // parsed and verified
	// func.func @main(%arg0: !toy.tensor<2, 3>) -> (!toy.tensor<2, 3>, !toy.tensor<3, 2>) {
	//   %0 = toy.transpose %arg0 : !toy.tensor<2, 3> to !toy.tensor<3, 2>
	//   %1 = toy.transpose %0 : !toy.tensor<3, 2> to !toy.tensor<2, 3>
	//   %2 = toy.constant #toy.splat<1.500000e+00> : !toy.tensor<2, 3>
	//   %3 = toy.transpose %2 : !toy.tensor<2, 3> to !toy.tensor<3, 2>
	//   %4 = toy.add %1, %arg0 : !toy.tensor<2, 3>
	//   return %4, %3 : !toy.tensor<2, 3>, !toy.tensor<3, 2>
	// }
	// // the constant in generic form
	// %2 = "toy.constant"() {value = #toy.splat<1.500000e+00> : !toy.tensor<2, 3>} : () -> !toy.tensor<2, 3>
	// // folded
	// func.func @main(%arg0: !toy.tensor<2, 3>) -> (!toy.tensor<2, 3>, !toy.tensor<3, 2>) {
	//   %0 = toy.constant #toy.splat<1.500000e+00> : !toy.tensor<3, 2>
	//   %1 = toy.add %arg0, %arg0 : !toy.tensor<2, 3>
	//   return %1, %0 : !toy.tensor<2, 3>, !toy.tensor<3, 2>
	// }
	// bad.mlir:2:8: error: 'toy.transpose' op result type must be '!toy.tensor<3, 2>', the transpose of the input type, but got '!toy.tensor<2, 3>'
	//   %t = toy.transpose %m : !toy.tensor<2, 3> to !toy.tensor<2, 3>
	//        ^
	// type.mlir:1:34: error: a toy tensor has at least one row and one column, not 0, 3
	// func.func @empty(%m: !toy.tensor<0, 3>)
	//                                  ^
}

// Evaluator is an op interface: how to compute an op's results from the
// values of its operands, which an interpreter asks each op for. It is an
// ordinary Go interface; its method takes the op, since one model serves
// every op of a name. Values are attributes: a splat for a toy tensor, an
// integer attribute for an i64.
type Evaluator interface {
	Eval(op *ir.Operation, operands []ir.Attribute) ([]ir.Attribute, error)
}

// evalConstant and evalTranspose are the toy ops' models of Evaluator,
// listed in their definitions.
type evalConstant struct{}

func (evalConstant) Eval(op *ir.Operation, _ []ir.Attribute) ([]ir.Attribute, error) {
	return []ir.Attribute{op.Attr("value")}, nil
}

type evalTranspose struct{}

func (evalTranspose) Eval(_ *ir.Operation, operands []ir.Attribute) ([]ir.Attribute, error) {
	in, ok := operands[0].(SplatAttr)
	if !ok {
		return nil, errors.New("toy.transpose evaluates splats only")
	}
	return []ir.Attribute{SplatAttr{Value: in.Value, Type: in.Type.Transposed()}}, nil
}

// arithEval is a model of Evaluator for arith's binary integer ops on i64,
// computing with f. Package arith knows nothing of Evaluator: the model is
// attached to its ops from outside, by EvalExtension.
type arithEval struct{ f func(x, y int64) int64 }

func (m arithEval) Eval(op *ir.Operation, operands []ir.Attribute) ([]ir.Attribute, error) {
	x, okx := operands[0].(ir.IntegerAttr)
	y, oky := operands[1].(ir.IntegerAttr)
	if !okx || !oky || op.Result(0).Type() != ir.Type(ir.I64) {
		return nil, errors.New("only i64 arithmetic evaluates")
	}
	return []ir.Attribute{ir.IntAttr(ir.I64, m.f(x.Int64(), y.Int64()))}, nil
}

// EvalExtension attaches the arith models wherever arith is registered:
// what the package that declares an interface exports, for a tool to apply
// once its dialects are registered (MLIR's dialect extensions). It is a
// function, not a variable, so that no state is shared between tools.
func EvalExtension() ir.Extension {
	return ir.Extension{
		Name:     "eval-arith",
		Dialects: []string{"arith"},
		Apply: func(ctx *ir.Context) error {
			if err := ir.AttachInterface[Evaluator](ctx, arith.AddIOpName, arithEval{func(x, y int64) int64 { return x + y }}); err != nil {
				return err
			}
			return ir.AttachInterface[Evaluator](ctx, arith.MulIOpName, arithEval{func(x, y int64) int64 { return x * y }})
		},
	}
}

// run evaluates the body of fn, a function of one block, on args, and
// returns what its terminator returns. It knows no op: every op it meets
// must implement Evaluator.
func run(fn *ir.Operation, args []ir.Attribute) ([]ir.Attribute, error) {
	body := fn.Region(0).First()
	values := map[*ir.Value]ir.Attribute{}
	for i, a := range args {
		values[body.Argument(i)] = a
	}
	for op := range body.Ops() {
		operands := make([]ir.Attribute, op.NumOperands())
		for i, v := range op.Operands() {
			operands[i] = values[v]
		}
		if op.IsTerminator() {
			return operands, nil
		}
		e, ok := ir.Interface[Evaluator](op)
		if !ok {
			return nil, op.Errorf("cannot be evaluated: it does not implement Evaluator")
		}
		results, err := e.Eval(op, operands)
		if err != nil {
			return nil, op.Errorf("%v", err)
		}
		for i, r := range results {
			values[op.Result(i)] = r
		}
	}
	return nil, fn.Errorf("has no terminator")
}

const evalProgram = `func.func @f(%m: !toy.tensor<2, 3>, %x: i64, %y: i64) -> (!toy.tensor<3, 2>, i64) {
  %t = toy.transpose %m : !toy.tensor<2, 3> to !toy.tensor<3, 2>
  %s = arith.addi %x, %y : i64
  %p = arith.muli %s, %x : i64
  return %t, %p : !toy.tensor<3, 2>, i64
}
`

func Example_interfaces() {
	ctx := all.NewContext()
	if err := ctx.RegisterDialect(Dialect()); err != nil {
		fmt.Println(err)
		return
	}
	block, err := parseAndVerify(ctx, "eval.mlir", evalProgram)
	if err != nil {
		reportError("eval.mlir", evalProgram, err)
		return
	}
	f := block.First()
	args := []ir.Attribute{SplatAttr{Value: 2, Type: TensorType{Rows: 2, Cols: 3}}, ir.IntAttr(ir.I64, 5), ir.IntAttr(ir.I64, 3)}

	fmt.Println("// before the extension")
	if _, err := run(f, args); err != nil {
		reportError("eval.mlir", evalProgram, err)
	}

	if err := ir.ApplyExtensions(ctx, EvalExtension()); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("// after it")
	results, err := run(f, args)
	if err != nil {
		reportError("eval.mlir", evalProgram, err)
		return
	}
	for _, r := range results {
		fmt.Println(ir.AttrString(r))
	}

	fmt.Println("// applied twice")
	fmt.Println(ir.ApplyExtensions(ctx, EvalExtension()))
	// Output:
	// // before the extension
	// eval.mlir:3:8: error: 'arith.addi' op cannot be evaluated: it does not implement Evaluator
	//   %s = arith.addi %x, %y : i64
	//        ^
	// // after it
	// #toy.splat<2.000000e+00> : !toy.tensor<3, 2>
	// 40 : i64
	// // applied twice
	// extension eval-arith: operation "arith.addi" already implements writingadialect_test.Evaluator
}
