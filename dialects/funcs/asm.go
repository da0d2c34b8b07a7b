package funcs

import (
	"github.com/strata-ir/strata/ir"
)

// The custom syntax of func.func:
//
//	func.func [visibility] @name(%a: i32 {attrs}, ...) -> (i32 {attrs}, ...) attributes {...} {body}
//	func.func private @decl(i32 {attrs}, ...) -> i32
//
// and of func.call_indirect: `%f(%a, %b) attr-dict : (i32, i32) -> i32`.

func parseFunc(p *ir.AsmParser, st *ir.OperationState) error {
	for _, vis := range []string{"private", "public", "nested"} {
		if p.ParseOptionalKeyword(vis) {
			st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: ir.SymbolVisibilityAttr, Value: ir.Str(vis)})
			break
		}
	}
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	args, named, err := parseFuncArgs(p)
	if err != nil {
		return err
	}
	results, resAttrs, err := parseFuncResults(p)
	if err != nil {
		return err
	}
	dictLoc := p.Loc()
	var explicit []ir.NamedAttribute
	if err := p.ParseOptionalAttrDictWithKeyword(&explicit); err != nil {
		return err
	}
	// The syntax spells these; the dictionary may not repeat them.
	for _, a := range explicit {
		switch a.Name {
		case ir.SymbolVisibilityAttr, ir.SymbolNameAttr, FunctionTypeAttr:
			return p.ErrorfAt(dictLoc, "'%s' is an inferred attribute and should not be specified in the explicit attribute dictionary", a.Name)
		}
	}
	st.Attributes = append(st.Attributes, explicit...)
	ctx := p.Context()
	inputs := make([]ir.Type, len(args))
	argAttrs := make([][]ir.NamedAttribute, len(args))
	for i, a := range args {
		inputs[i], argAttrs[i] = a.Type, a.Attrs
	}
	st.Attributes = append(st.Attributes,
		ir.NamedAttribute{Name: ir.SymbolNameAttr, Value: ir.Str(name)},
		ir.NamedAttribute{Name: FunctionTypeAttr, Value: ir.TypeAttr{Type: ctx.FunctionType(inputs, results)}})
	if a := dictArray(ctx, argAttrs); a != nil {
		st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: ArgAttrsAttr, Value: a})
	}
	if a := dictArray(ctx, resAttrs); a != nil {
		st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: ResAttrsAttr, Value: a})
	}
	body := new(ir.Region)
	loc := p.Loc()
	present, err := p.ParseOptionalRegion(body, args)
	if err != nil {
		return err
	}
	if present && !named && len(args) > 0 {
		return p.ErrorfAt(loc, "expected named arguments for a function with a body")
	}
	if present && body.Empty() {
		return p.ErrorfAt(loc, "expected non-empty function body")
	}
	return nil
}

// parseFuncArgs parses the argument list: named arguments with types
// (`%a: i32 {attrs}`), or, for declarations, bare types (`i32 {attrs}`).
// It reports whether the arguments were named.
func parseFuncArgs(p *ir.AsmParser) ([]ir.Argument, bool, error) {
	if err := p.ParsePunct("("); err != nil {
		return nil, false, err
	}
	if p.ParseOptionalPunct(")") {
		return nil, false, nil
	}
	var args []ir.Argument
	named := false
	for i := 0; ; i++ {
		loc := p.Loc()
		t, isType, err := p.ParseOptionalType()
		if err != nil {
			return nil, false, err
		}
		if i > 0 && isType == named {
			return nil, false, p.ErrorfAt(loc, "expected SSA identifier")
		}
		var a ir.Argument
		if isType {
			a.Type = t
			if err := p.ParseOptionalAttrDict(&a.Attrs); err != nil {
				return nil, false, err
			}
			if l, ok, err := p.ParseOptionalLocationSpecifier(); err != nil {
				return nil, false, err
			} else if ok {
				a.Loc = l
			}
		} else {
			named = true
			if a, err = p.ParseArgument(true, true); err != nil {
				return nil, false, err
			}
		}
		args = append(args, a)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	return args, named, p.ParsePunct(")")
}

// parseFuncResults parses `-> type` or `-> (type {attrs}, ...)`, or nothing.
func parseFuncResults(p *ir.AsmParser) ([]ir.Type, [][]ir.NamedAttribute, error) {
	if !p.ParseOptionalPunct("->") {
		return nil, nil, nil
	}
	if !p.ParseOptionalPunct("(") {
		t, err := p.ParseType()
		if err != nil {
			return nil, nil, err
		}
		return []ir.Type{t}, [][]ir.NamedAttribute{nil}, nil
	}
	if p.ParseOptionalPunct(")") {
		return nil, nil, nil
	}
	var types []ir.Type
	var attrs [][]ir.NamedAttribute
	for {
		t, err := p.ParseType()
		if err != nil {
			return nil, nil, err
		}
		var a []ir.NamedAttribute
		if err := p.ParseOptionalAttrDict(&a); err != nil {
			return nil, nil, err
		}
		types = append(types, t)
		attrs = append(attrs, a)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	return types, attrs, p.ParsePunct(")")
}

// dictArray returns the array of attribute dictionaries, or nil when every
// dictionary is empty (MLIR then leaves arg_attrs or res_attrs out).
func dictArray(ctx *ir.Context, attrs [][]ir.NamedAttribute) ir.Attribute {
	any := false
	for _, a := range attrs {
		if len(a) > 0 {
			any = true
		}
	}
	if !any {
		return nil
	}
	elems := make([]ir.Attribute, len(attrs))
	for i, a := range attrs {
		elems[i] = ctx.DictionaryAttr(a)
	}
	return ctx.ArrayAttr(elems)
}

// malformed reports, in place of the custom form, an op whose structure
// the custom printer cannot show. Custom printers run on IR that may not
// verify (a pass may print what it broke), so they check what they index.
func malformed(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteString(" <<malformed " + op.Name() + ">>")
}

func printFunc(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumRegions() != 1 {
		malformed(p, op)
		return
	}
	fn := FuncOp{op}
	ft := fn.FunctionType()
	p.WriteString(" ")
	if v, ok := op.Attr(ir.SymbolVisibilityAttr).(ir.StringAttr); ok {
		p.WriteString(v.Value + " ")
	}
	p.PrintSymbolName(fn.Name())
	p.WriteString("(")
	if ft != nil {
		entry := fn.Entry()
		for i, t := range ft.Inputs() {
			if i > 0 {
				p.WriteString(", ")
			}
			attrs := entries(fn.ArgAttrs(i))
			if entry != nil && i < entry.NumArguments() {
				p.PrintRegionArgument(entry.Argument(i), attrs)
				continue
			}
			p.PrintType(t)
			if len(attrs) > 0 {
				p.WriteString(" ")
				p.PrintAttrDict(attrs)
			}
		}
	}
	p.WriteString(")")
	if ft != nil && len(ft.Results()) > 0 {
		p.WriteString(" -> ")
		printResults(p, fn, ft.Results())
	}
	p.PrintOptionalAttrDictWithKeyword(op.Attrs(), ir.SymbolNameAttr, FunctionTypeAttr, ir.SymbolVisibilityAttr, ArgAttrsAttr, ResAttrsAttr)
	if !op.Region(0).Empty() {
		p.WriteString(" ")
		p.PrintRegion(op.Region(0), false, true)
	}
}

// printResults prints a single result without attributes bare, and
// anything else in parentheses.
func printResults(p *ir.AsmPrinter, fn FuncOp, results []ir.Type) {
	if len(results) == 1 && fn.ResultAttrs(0) == nil {
		if _, isFunc := results[0].(*ir.FunctionType); !isFunc {
			p.PrintType(results[0])
			return
		}
	}
	p.WriteString("(")
	for i, t := range results {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(t)
		if attrs := entries(fn.ResultAttrs(i)); len(attrs) > 0 {
			p.WriteString(" ")
			p.PrintAttrDict(attrs)
		}
	}
	p.WriteString(")")
}

func entries(d *ir.DictionaryAttr) []ir.NamedAttribute {
	if d == nil {
		return nil
	}
	return d.Entries()
}

func parseCallIndirect(p *ir.AsmParser, st *ir.OperationState) error {
	callee, err := p.ParseOperand()
	if err != nil {
		return err
	}
	args, err := p.ParseOperandList(ir.ParenDelimiter)
	if err != nil {
		return err
	}
	if err := p.ParseOptionalAttrDict(&st.Attributes); err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
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
