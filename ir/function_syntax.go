package ir

import "fmt"

// FunctionSyntax says what differs between the custom forms of
// function-like ops, which otherwise share MLIR's function syntax
// (function_interface_impl::parseFunctionOp and printFunctionOp):
//
//	op-name prefix @name(%a: T {attrs}, ..., ...) -> (R {attrs}, ...) attributes {...} {body}
//	op-name prefix @decl(T {attrs}, ...) -> R
//
// func.func, llvm.func and cir.func each declare one; [ParseFunctionOp]
// and [PrintFunctionOp] do the rest. The printer reads the op through its
// [FunctionOpInterface].
type FunctionSyntax struct {
	// ParsePrefix reads the keywords between the op name and the symbol
	// (visibility, linkage, calling convention) into st; PrintPrefix
	// prints them, each followed by a space. Either may be nil.
	ParsePrefix func(p *AsmParser, st *OperationState) error
	PrintPrefix func(p *AsmPrinter, op *Operation)
	// Variadic allows the argument list to end with `...`.
	Variadic bool
	// ArgAttrs and ResultAttrs allow attribute dictionaries after the
	// arguments and the results.
	ArgAttrs, ResultAttrs bool
	// MaxResults bounds the number of results; 0 allows any.
	MaxResults int
	// Type returns the type of the [FunctionTypeAttr] that stands for sig.
	Type func(ctx *Context, sig Signature) Type
	// Inferred are the attributes the syntax spells, which the explicit
	// dictionary may not repeat; InferredError is the message when it
	// does, with %s for the attribute's name (empty: MLIR's func.func
	// message).
	Inferred      []string
	InferredError string
	// Elided are the attributes the printer leaves out of the dictionary,
	// since the syntax shows them.
	Elided []string
}

const inferredAttrError = "'%s' is an inferred attribute and should not be specified in the explicit attribute dictionary"

// ParseFunctionOp parses the custom form of a function-like op described
// by s into st.
func ParseFunctionOp(p *AsmParser, st *OperationState, s *FunctionSyntax) error {
	if s.ParsePrefix != nil {
		if err := s.ParsePrefix(p, st); err != nil {
			return err
		}
	}
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	args, named, variadic, err := parseFunctionArgs(p, s)
	if err != nil {
		return err
	}
	resultsLoc := p.Loc()
	results, resAttrs, err := parseFunctionResults(p, s.ResultAttrs)
	if err != nil {
		return err
	}
	if s.MaxResults > 0 && len(results) > s.MaxResults {
		if s.MaxResults == 1 {
			return p.ErrorfAt(resultsLoc, "expected function with 0 or 1 result")
		}
		return p.ErrorfAt(resultsLoc, "expected function with at most %d results", s.MaxResults)
	}
	dictLoc := p.Loc()
	var explicit []NamedAttribute
	if err := p.ParseOptionalAttrDictWithKeyword(&explicit); err != nil {
		return err
	}
	msg := s.InferredError
	if msg == "" {
		msg = inferredAttrError
	}
	for _, a := range explicit {
		for _, inferred := range s.Inferred {
			if a.Name == inferred {
				return p.ErrorfAt(dictLoc, msg, a.Name)
			}
		}
	}
	ctx := p.Context()
	inputs := make([]Type, len(args))
	argAttrs := make([][]NamedAttribute, len(args))
	for i, a := range args {
		inputs[i], argAttrs[i] = a.Type, a.Attrs
	}
	st.Attributes = append(st.Attributes, explicit...)
	st.Attributes = append(st.Attributes,
		NamedAttribute{Name: SymbolNameAttr, Value: Str(name)},
		NamedAttribute{Name: FunctionTypeAttr, Value: TypeAttr{Type: s.Type(ctx, Signature{Inputs: inputs, Results: results, Variadic: variadic})}})
	if a := dictArray(ctx, argAttrs); a != nil {
		st.Attributes = append(st.Attributes, NamedAttribute{Name: ArgAttrsAttr, Value: a})
	}
	if a := dictArray(ctx, resAttrs); a != nil {
		st.Attributes = append(st.Attributes, NamedAttribute{Name: ResAttrsAttr, Value: a})
	}
	body := new(Region)
	loc := p.Loc()
	var entryArgs []Argument
	if named {
		entryArgs = args
	}
	present, err := p.ParseOptionalRegion(body, entryArgs)
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

// parseFunctionArgs parses the argument list: named arguments with types
// (`%a: i32 {attrs}`), or, for declarations, bare types (`i32 {attrs}`),
// either ending in `...` where s allows it. It reports whether the
// arguments were named and whether the list ended in `...`.
func parseFunctionArgs(p *AsmParser, s *FunctionSyntax) (args []Argument, named, variadic bool, err error) {
	if err := p.ParsePunct("("); err != nil {
		return nil, false, false, err
	}
	if p.ParseOptionalPunct(")") {
		return nil, false, false, nil
	}
	for i := 0; ; i++ {
		if s.Variadic && p.ParseOptionalPunct("...") {
			variadic = true
			break
		}
		loc := p.Loc()
		t, isType, err := p.ParseOptionalType()
		if err != nil {
			return nil, false, false, err
		}
		if i > 0 && isType == named {
			if named {
				return nil, false, false, p.ErrorfAt(loc, "expected SSA identifier")
			}
			return nil, false, false, p.ErrorfAt(loc, "expected type")
		}
		var a Argument
		if isType {
			a.Type = t
			if s.ArgAttrs {
				if err := p.ParseOptionalAttrDict(&a.Attrs); err != nil {
					return nil, false, false, err
				}
			}
			if l, ok, err := p.ParseOptionalLocationSpecifier(); err != nil {
				return nil, false, false, err
			} else if ok {
				a.Loc = l
			}
		} else {
			named = true
			if a, err = p.ParseArgument(true, s.ArgAttrs); err != nil {
				return nil, false, false, err
			}
		}
		args = append(args, a)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	return args, named, variadic, p.ParsePunct(")")
}

// parseFunctionResults parses `-> type` or `-> (type {attrs}, ...)`, or
// nothing.
func parseFunctionResults(p *AsmParser, withAttrs bool) ([]Type, [][]NamedAttribute, error) {
	if !p.ParseOptionalPunct("->") {
		return nil, nil, nil
	}
	if !p.ParseOptionalPunct("(") {
		t, err := p.ParseType()
		if err != nil {
			return nil, nil, err
		}
		return []Type{t}, [][]NamedAttribute{nil}, nil
	}
	if p.ParseOptionalPunct(")") {
		return nil, nil, nil
	}
	var types []Type
	var attrs [][]NamedAttribute
	err := p.ParseCommaSeparatedList(NoDelimiter, func() error {
		t, err := p.ParseType()
		if err != nil {
			return err
		}
		var a []NamedAttribute
		if withAttrs {
			if err := p.ParseOptionalAttrDict(&a); err != nil {
				return err
			}
		}
		types = append(types, t)
		attrs = append(attrs, a)
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	return types, attrs, p.ParsePunct(")")
}

// dictArray returns the array of attribute dictionaries, or nil when every
// dictionary is empty (MLIR then leaves arg_attrs or res_attrs out).
func dictArray(ctx *Context, attrs [][]NamedAttribute) Attribute {
	some := false
	for _, a := range attrs {
		if len(a) > 0 {
			some = true
		}
	}
	if !some {
		return nil
	}
	elems := make([]Attribute, len(attrs))
	for i, a := range attrs {
		elems[i] = ctx.DictionaryAttr(a)
	}
	return ctx.ArrayAttr(elems)
}

// ParseCallArgs parses what the custom forms of calls share after the
// callee: the parenthesized arguments, the attribute dictionary into st,
// and the colon before the callee's type, which the caller parses since
// its spelling varies (`(i32) -> i32`, `!llvm.ptr, (i32) -> i32`). The
// arguments are returned unresolved.
func (p *AsmParser) ParseCallArgs(st *OperationState) ([]UnresolvedOperand, error) {
	args, err := p.ParseOperandList(ParenDelimiter)
	if err != nil {
		return nil, err
	}
	if err := p.ParseOptionalAttrDict(&st.Attributes); err != nil {
		return nil, err
	}
	return args, p.ParsePunct(":")
}

// PrintFunctionOp prints the custom form of a function-like op described
// by s. An op whose signature or region the syntax cannot show prints as
// malformed: printers run on IR that may not verify.
func PrintFunctionOp(p *AsmPrinter, op *Operation, s *FunctionSyntax) {
	fn, ok := Interface[FunctionOpInterface](op)
	if !ok {
		panic(fmt.Sprintf("ir: PrintFunctionOp on %s, which does not implement FunctionOpInterface", op.Name()))
	}
	sig, ok := fn.Signature(op)
	if !ok || op.NumRegions() != 1 {
		p.WriteString(" <<malformed " + op.Name() + ">>")
		return
	}
	p.WriteString(" ")
	if s.PrintPrefix != nil {
		s.PrintPrefix(p, op)
	}
	name, _ := op.Attr(SymbolNameAttr).(StringAttr)
	p.PrintSymbolName(name.Value)
	p.WriteString("(")
	entry := op.Region(0).First()
	for i, t := range sig.Inputs {
		if i > 0 {
			p.WriteString(", ")
		}
		attrs := fn.ArgAttrs(op, i).Entries()
		if entry != nil && entry.NumArguments() == len(sig.Inputs) {
			p.PrintRegionArgument(entry.Argument(i), attrs)
			continue
		}
		p.PrintType(t)
		p.PrintOptionalAttrDict(attrs)
	}
	if sig.Variadic {
		if len(sig.Inputs) > 0 {
			p.WriteString(", ")
		}
		p.WriteString("...")
	}
	p.WriteString(")")
	if len(sig.Results) > 0 {
		p.WriteString(" -> ")
		printFunctionResults(p, op, fn, sig.Results)
	}
	p.PrintOptionalAttrDictWithKeyword(op.Attrs(), s.Elided...)
	if !op.Region(0).Empty() {
		p.WriteString(" ")
		p.PrintRegion(op.Region(0), false, true)
	}
}

// printFunctionResults prints a single result without attributes bare,
// and anything else in parentheses.
func printFunctionResults(p *AsmPrinter, op *Operation, fn FunctionOpInterface, results []Type) {
	if len(results) == 1 && fn.ResultAttrs(op, 0) == nil {
		if _, isFunc := results[0].(*FunctionType); !isFunc {
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
		p.PrintOptionalAttrDict(fn.ResultAttrs(op, i).Entries())
	}
	p.WriteString(")")
}
