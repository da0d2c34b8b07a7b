package funcs

import (
	"github.com/strata-ir/strata/ir"
)

// The custom syntax of func.func, MLIR's function syntax ([ir.FunctionSyntax]):
//
//	func.func [visibility] @name(%a: i32 {attrs}, ...) -> (i32 {attrs}, ...) attributes {...} {body}
//	func.func private @decl(i32 {attrs}, ...) -> i32
//
// and of func.call_indirect: `%f(%a, %b) attr-dict : (i32, i32) -> i32`.

// funcSyntax is func.func's variant of the function syntax: a visibility
// before the name, attributes on arguments and results, any number of
// results.
var funcSyntax = ir.FunctionSyntax{
	ParsePrefix: func(p *ir.AsmParser, st *ir.OperationState) error {
		for _, vis := range []string{"private", "public", "nested"} {
			if p.ParseOptionalKeyword(vis) {
				st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: ir.SymbolVisibilityAttr, Value: ir.Str(vis)})
				break
			}
		}
		return nil
	},
	PrintPrefix: func(p *ir.AsmPrinter, op *ir.Operation) {
		if v, ok := op.Attr(ir.SymbolVisibilityAttr).(ir.StringAttr); ok {
			p.WriteString(v.Value + " ")
		}
	},
	ArgAttrs:    true,
	ResultAttrs: true,
	Type: func(ctx *ir.Context, sig ir.Signature) ir.Type {
		return ctx.FunctionType(sig.Inputs, sig.Results)
	},
	Inferred: []string{ir.SymbolVisibilityAttr, ir.SymbolNameAttr, FunctionTypeAttr},
	Elided:   []string{ir.SymbolNameAttr, FunctionTypeAttr, ir.SymbolVisibilityAttr, ArgAttrsAttr, ResAttrsAttr},
}

func parseFunc(p *ir.AsmParser, st *ir.OperationState) error {
	return ir.ParseFunctionOp(p, st, &funcSyntax)
}

func printFunc(p *ir.AsmPrinter, op *ir.Operation) { ir.PrintFunctionOp(p, op, &funcSyntax) }

// malformed reports, in place of the custom form, an op whose structure
// the custom printer cannot show. Custom printers run on IR that may not
// verify (a pass may print what it broke), so they check what they index.
func malformed(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteString(" <<malformed " + op.Name() + ">>")
}

func parseCallIndirect(p *ir.AsmParser, st *ir.OperationState) error {
	callee, err := p.ParseOperand()
	if err != nil {
		return err
	}
	args, err := p.ParseCallArgs(st)
	if err != nil {
		return err
	}
	ft, err := p.ParseFunctionType()
	if err != nil {
		return err
	}
	fv, err := p.ResolveOperand(callee, ft)
	if err != nil {
		return err
	}
	if len(args) != len(ft.Inputs()) {
		return p.Errorf("%d operands present, but expected %d", len(args), len(ft.Inputs()))
	}
	vals, err := p.ResolveOperands(args, ft.Inputs())
	if err != nil {
		return err
	}
	st.Operands = append([]*ir.Value{fv}, vals...)
	st.ResultTypes = ft.Results()
	return nil
}

func printCallIndirect(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumOperands() == 0 {
		malformed(p, op)
		return
	}
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	p.WriteString("(")
	p.PrintOperands(op.Operands()[1:])
	p.WriteString(")")
	p.PrintOptionalAttrDict(op.Attrs())
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
}
