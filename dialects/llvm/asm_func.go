package llvm

import (
	"github.com/strata-ir/strata/ir"
)

// The custom syntax of llvm.func, llvm.call and llvm.mlir.global:
//
//	llvm.func [linkage] [cconv] @name(%a: i32 {attrs}, ...) -> (i32 {attrs}) attributes {...} {body}
//	llvm.func @decl(!llvm.ptr, ...) -> i32
//	llvm.call @f(%a) : (i32) -> i32          llvm.call %fp(%a) : (i32) -> i32
//	llvm.mlir.global [linkage] [unnamed_addr] [thread_local] [constant] @name(value) {attrs} : type {init}

func parseFunc(p *ir.AsmParser, st *ir.OperationState) error {
	linkage := External
	if kw, ok := p.ParseOptionalIdentifier(); ok {
		// A keyword before the symbol name: a linkage, a calling
		// convention, or both in that order.
		if l, isLinkage := LinkageFromString(kw); isLinkage {
			linkage = l
			kw, ok = p.ParseOptionalIdentifier()
		}
		if ok {
			if !isCConv(kw) {
				return p.Errorf("expected a linkage or a calling convention, not '%s'", kw)
			}
			st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: CConvAttrName, Value: CConvAttr{Name: kw}})
		}
	}
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	args, named, varArg, err := parseFuncArgs(p)
	if err != nil {
		return err
	}
	result := ir.Type(Void)
	var resAttrs []ir.NamedAttribute
	if p.ParseOptionalPunct("->") {
		paren := p.ParseOptionalPunct("(")
		if result, err = p.ParseType(); err != nil {
			return err
		}
		if paren {
			if err := p.ParseOptionalAttrDict(&resAttrs); err != nil {
				return err
			}
			if err := p.ParsePunct(")"); err != nil {
				return err
			}
		}
	}
	dictLoc := p.Loc()
	var explicit []ir.NamedAttribute
	if err := p.ParseOptionalAttrDictWithKeyword(&explicit); err != nil {
		return err
	}
	for _, a := range explicit {
		switch a.Name {
		case ir.SymbolNameAttr, FunctionTypeAttr, LinkageAttrName, CConvAttrName, ArgAttrsAttr, ResAttrsAttr:
			return p.ErrorfAt(dictLoc, "attribute '%s' occurs more than once in the attribute list", a.Name)
		}
	}
	ctx := p.Context()
	params := make([]ir.Type, len(args))
	argAttrs := make([][]ir.NamedAttribute, len(args))
	for i, a := range args {
		params[i], argAttrs[i] = a.Type, a.Attrs
	}
	st.Attributes = append(st.Attributes, explicit...)
	st.Attributes = append(st.Attributes,
		ir.NamedAttribute{Name: ir.SymbolNameAttr, Value: ir.Str(name)},
		ir.NamedAttribute{Name: FunctionTypeAttr, Value: ir.TypeAttr{Type: Func(ctx, result, params, varArg)}},
		ir.NamedAttribute{Name: LinkageAttrName, Value: LinkageAttr{Linkage: linkage}})
	if a := dictArray(ctx, argAttrs); a != nil {
		st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: ArgAttrsAttr, Value: a})
	}
	if len(resAttrs) > 0 {
		st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: ResAttrsAttr, Value: ctx.ArrayAttr([]ir.Attribute{ctx.DictionaryAttr(resAttrs)})})
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
// (`%a: i32 {attrs}`), or, for declarations, bare types, optionally ending
// with `...`.
func parseFuncArgs(p *ir.AsmParser) (args []ir.Argument, named, varArg bool, err error) {
	if err := p.ParsePunct("("); err != nil {
		return nil, false, false, err
	}
	if p.ParseOptionalPunct(")") {
		return nil, false, false, nil
	}
	for i := 0; ; i++ {
		if p.ParseOptionalPunct("...") {
			varArg = true
			break
		}
		loc := p.Loc()
		t, isType, err := p.ParseOptionalType()
		if err != nil {
			return nil, false, false, err
		}
		if i > 0 && isType == named {
			return nil, false, false, p.ErrorfAt(loc, "expected SSA identifier")
		}
		var a ir.Argument
		if isType {
			a.Type = t
			if err := p.ParseOptionalAttrDict(&a.Attrs); err != nil {
				return nil, false, false, err
			}
		} else {
			named = true
			if a, err = p.ParseArgument(true, true); err != nil {
				return nil, false, false, err
			}
		}
		args = append(args, a)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	return args, named, varArg, p.ParsePunct(")")
}

// dictArray returns the array of attribute dictionaries, or nil when every
// dictionary is empty (MLIR then leaves arg_attrs out).
func dictArray(ctx *ir.Context, attrs [][]ir.NamedAttribute) ir.Attribute {
	some := false
	for _, a := range attrs {
		if len(a) > 0 {
			some = true
		}
	}
	if !some {
		return nil
	}
	elems := make([]ir.Attribute, len(attrs))
	for i, a := range attrs {
		elems[i] = ctx.DictionaryAttr(a)
	}
	return ctx.ArrayAttr(elems)
}

func entries(d *ir.DictionaryAttr) []ir.NamedAttribute {
	if d == nil {
		return nil
	}
	return d.Entries()
}

func printFunc(p *ir.AsmPrinter, op *ir.Operation) {
	fn := FuncOp{op}
	ta, _ := op.Attr(FunctionTypeAttr).(ir.TypeAttr)
	ft, ok := ta.Type.(FuncType)
	if !ok || op.NumRegions() != 1 {
		malformed(p, op)
		return
	}
	p.WriteString(" ")
	if l := fn.Linkage(); l != External {
		p.WriteString(l.String() + " ")
	}
	if c := fn.CConv(); c != CCC.Name {
		p.WriteString(c + " ")
	}
	p.PrintSymbolName(fn.Name())
	p.WriteString("(")
	entry := op.Region(0).First()
	params := ft.Params()
	for i, t := range params {
		if i > 0 {
			p.WriteString(", ")
		}
		attrs := entries(fn.ArgAttrs(i))
		if entry != nil && i < entry.NumArguments() {
			p.PrintRegionArgument(entry.Argument(i), attrs)
			continue
		}
		p.PrintType(t)
		p.PrintOptionalAttrDict(attrs)
	}
	if ft.VarArg {
		if len(params) > 0 {
			p.WriteString(", ")
		}
		p.WriteString("...")
	}
	p.WriteString(")")
	if ft.Result != ir.Type(Void) {
		p.WriteString(" -> ")
		if attrs := entries(fn.ResultAttrs()); len(attrs) > 0 {
			p.WriteString("(")
			p.PrintType(ft.Result)
			p.PrintOptionalAttrDict(attrs)
			p.WriteString(")")
		} else {
			p.PrintType(ft.Result)
		}
	}
	p.PrintOptionalAttrDictWithKeyword(op.Attrs(), ir.SymbolNameAttr, FunctionTypeAttr, LinkageAttrName, CConvAttrName, ArgAttrsAttr, ResAttrsAttr)
	if !op.Region(0).Empty() {
		p.WriteString(" ")
		p.PrintRegion(op.Region(0), false, true)
	}
}

// parseCall parses a direct call `@f(args) : (types) -> result` or an
// indirect one `%fp(args) : (types) -> result`, also in MLIR 18's form
// `%fp(args) : !llvm.ptr, (types) -> result`.
func parseCall(p *ir.AsmParser, st *ir.OperationState) error {
	callee, direct, err := p.ParseOptionalSymbolName()
	if err != nil {
		return err
	}
	var fp ir.UnresolvedOperand
	if direct {
		st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: CalleeAttr, Value: ir.SymbolRef(callee)})
	} else if fp, err = p.ParseOperand(); err != nil {
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
	fpType := ir.Type(Ptr)
	if !direct {
		if t, isType, err := p.ParseOptionalType(); err != nil {
			return err
		} else if isType {
			// ParseOptionalType reads `(...) -> ...` as a function type:
			// MLIR 16's form, with the pointer type left out.
			if ft, isFunc := t.(*ir.FunctionType); isFunc {
				return finishCall(p, st, direct, fp, args, fpType, ft)
			}
			fpType = t
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
	}
	ft, err := p.ParseFunctionType()
	if err != nil {
		return err
	}
	return finishCall(p, st, direct, fp, args, fpType, ft)
}

func finishCall(p *ir.AsmParser, st *ir.OperationState, direct bool, fp ir.UnresolvedOperand, args []ir.UnresolvedOperand, fpType ir.Type, ft *ir.FunctionType) error {
	if len(ft.Results()) > 1 {
		return p.Errorf("expected function with 0 or 1 result")
	}
	vals, err := p.ResolveOperands(args, ft.Inputs())
	if err != nil {
		return err
	}
	if !direct {
		f, err := p.ResolveOperand(fp, fpType)
		if err != nil {
			return err
		}
		vals = append([]*ir.Value{f}, vals...)
	}
	st.Operands = vals
	st.ResultTypes = ft.Results()
	return nil
}

func printCall(p *ir.AsmPrinter, op *ir.Operation) {
	c := CallOp{op}
	if c.IsIndirect() && op.NumOperands() == 0 || op.NumResults() > 1 {
		malformed(p, op)
		return
	}
	p.WriteString(" ")
	if c.IsIndirect() {
		p.PrintOperand(op.Operand(0))
	} else {
		p.PrintSymbolName(c.Callee())
	}
	args := c.Args()
	p.WriteString("(")
	p.PrintOperands(args)
	p.WriteString(")")
	p.PrintOptionalAttrDict(op.Attrs(), elidedFastmath(op, CalleeAttr)...)
	p.WriteString(" : ")
	if c.IsIndirect() && op.Operand(0).Type() != ir.Type(Ptr) {
		p.PrintType(op.Operand(0).Type())
		p.WriteString(", ")
	}
	p.WriteString("(")
	printTypes(p, valueTypes(args))
	p.WriteString(") -> ")
	if op.NumResults() == 0 {
		p.WriteString("()")
	} else {
		p.PrintType(op.Result(0).Type())
	}
}

func parseGlobal(p *ir.AsmParser, st *ir.OperationState) error {
	loc := p.Loc()
	kw, err := p.ParseIdentifier()
	if err != nil {
		return err
	}
	linkage, ok := LinkageFromString(kw)
	if !ok {
		return p.ErrorfAt(loc, "expected a linkage, not '%s'", kw)
	}
	st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: LinkageAttrName, Value: LinkageAttr{Linkage: linkage}})
	for _, u := range []UnnamedAddr{UnnamedAddrGlobal, UnnamedAddrLocal} {
		if p.ParseOptionalKeyword(unnamedAddrNames[u]) {
			st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: UnnamedAddrAttr, Value: ir.IntAttr(ir.I64, int64(u))})
			break
		}
	}
	if p.ParseOptionalKeyword("thread_local") {
		st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: ThreadLocalAttr, Value: ir.Unit})
	}
	if p.ParseOptionalKeyword("constant") {
		st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: ConstantAttr, Value: ir.Unit})
	}
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: ir.SymbolNameAttr, Value: ir.Str(name)})
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	var value ir.Attribute
	if !p.ParseOptionalPunct(")") {
		if value, err = p.ParseAttribute(nil); err != nil {
			return err
		}
		st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: ValueAttr, Value: value})
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
	}
	dictLoc := p.Loc()
	var explicit []ir.NamedAttribute
	if err := p.ParseOptionalAttrDict(&explicit); err != nil {
		return err
	}
	for _, a := range explicit {
		switch a.Name {
		case ir.SymbolNameAttr, GlobalTypeAttr, LinkageAttrName, ValueAttr, ConstantAttr, ThreadLocalAttr, UnnamedAddrAttr:
			return p.ErrorfAt(dictLoc, "attribute '%s' occurs more than once in the attribute list", a.Name)
		}
	}
	st.Attributes = append(st.Attributes, explicit...)
	var t ir.Type
	if p.ParseOptionalPunct(":") {
		if t, err = p.ParseType(); err != nil {
			return err
		}
	} else if s, isString := value.(ir.StringAttr); isString {
		t = ArrayType{Elem: ir.I8, Len: int64(len(s.Value))}
	} else {
		return p.Errorf("type can only be omitted for string globals")
	}
	st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: GlobalTypeAttr, Value: ir.TypeAttr{Type: t}})
	_, err = p.ParseOptionalRegion(new(ir.Region), nil)
	return err
}

func printGlobal(p *ir.AsmPrinter, op *ir.Operation) {
	g := GlobalOp{op}
	t := g.Type()
	if t == nil || op.NumRegions() != 1 {
		malformed(p, op)
		return
	}
	p.WriteString(" " + g.Linkage().String() + " ")
	if u := g.UnnamedAddr(); u > 0 && int(u) < len(unnamedAddrNames) {
		p.WriteString(unnamedAddrNames[u] + " ")
	}
	if op.Attr(ThreadLocalAttr) != nil {
		p.WriteString("thread_local ")
	}
	if g.IsConstant() {
		p.WriteString("constant ")
	}
	p.PrintSymbolName(g.Name())
	p.WriteString("(")
	value := g.Value()
	if value != nil {
		p.PrintAttribute(value)
	}
	p.WriteString(")")
	p.PrintOptionalAttrDict(op.Attrs(), ir.SymbolNameAttr, GlobalTypeAttr, LinkageAttrName, ValueAttr, ConstantAttr, ThreadLocalAttr, UnnamedAddrAttr)
	// A string's type is implied: an array of as many i8.
	if s, isString := value.(ir.StringAttr); !isString || t != ir.Type(ArrayType{Elem: ir.I8, Len: int64(len(s.Value))}) {
		p.WriteString(" : ")
		p.PrintType(t)
	}
	if !op.Region(0).Empty() {
		p.WriteString(" ")
		p.PrintRegion(op.Region(0), false, true)
	}
}
