package llvm

import (
	"strconv"

	"github.com/strata-ir/strata/ir"
)

// The custom syntax of llvm.func, llvm.call and llvm.mlir.global:
//
//	llvm.func [linkage] [visibility] [unnamed_addr] [cconv] @name(%a: i32 {attrs}, ...) -> (i32 {attrs}) attributes {...} {body}
//	llvm.func @decl(!llvm.ptr, ...) -> i32
//	llvm.call @f(%a) : (i32) -> i32          llvm.call %fp(%a) : (i32) -> i32
//	llvm.call @printf(%s, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32  (read, MLIR 17+)
//	llvm.mlir.global [linkage] [unnamed_addr] [thread_local] [constant] @name(value) {attrs} : type {init}

// funcSyntax is llvm.func's variant of the function syntax: a linkage and
// a calling convention before the name, variadic arguments, attributes on
// arguments and the result, at most one result (none is void).
var funcSyntax = ir.FunctionSyntax{
	ParsePrefix: parseFuncPrefix,
	PrintPrefix: func(p *ir.AsmPrinter, op *ir.Operation) {
		fn := FuncOp{op}
		if l := fn.Linkage(); l != External {
			p.WriteString(l.String() + " ")
		}
		if c := fn.CConv(); c != CCC.Name {
			p.WriteString(c + " ")
		}
	},
	Variadic:    true,
	ArgAttrs:    true,
	ResultAttrs: true,
	MaxResults:  1,
	Type: func(ctx *ir.Context, sig ir.Signature) ir.Type {
		return Func(ctx, sig.ResultOr(Void), sig.Inputs, sig.Variadic)
	},
	Inferred:      []string{ir.SymbolNameAttr, FunctionTypeAttr, LinkageAttrName, CConvAttrName, ArgAttrsAttr, ResAttrsAttr},
	InferredError: "attribute '%s' occurs more than once in the attribute list",
	Elided:        []string{ir.SymbolNameAttr, FunctionTypeAttr, LinkageAttrName, CConvAttrName, ArgAttrsAttr, ResAttrsAttr},
}

// parseFuncPrefix reads the keywords before the symbol name, in upstream's
// order: a linkage, a visibility, an unnamed_addr and a calling
// convention, each optional. MLIR 16 has only the linkage and the
// convention; the visibility and unnamed_addr of MLIR 17 and later are
// kept as the attributes upstream stores them in (visibility_ = 1 : i64,
// unnamed_addr = 2 : i64), which strata prints in the attribute
// dictionary and mlir-opt-16 keeps as discardable attributes
// (docs/llvm-upstream-syntax.md).
func parseFuncPrefix(p *ir.AsmParser, st *ir.OperationState) error {
	linkage := External
	kw, ok := p.ParseOptionalIdentifier()
	if ok {
		if l, isLinkage := LinkageFromString(kw); isLinkage {
			linkage = l
			kw, ok = p.ParseOptionalIdentifier()
		}
	}
	if ok {
		if v, isVis := visibilityFromString(kw); isVis {
			if v != 0 {
				st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: VisibilityAttr, Value: ir.IntAttr(ir.I64, v)})
			}
			kw, ok = p.ParseOptionalIdentifier()
		}
	}
	if ok {
		if u := indexOf(unnamedAddrNames[1:], kw); u >= 0 {
			st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: UnnamedAddrAttr, Value: ir.IntAttr(ir.I64, int64(u+1))})
			kw, ok = p.ParseOptionalIdentifier()
		}
	}
	if ok {
		if !isCConv(kw) {
			return p.Errorf("expected a linkage, a visibility, an unnamed_addr or a calling convention, not '%s'", kw)
		}
		st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: CConvAttrName, Value: CConvAttr{Name: kw}})
	}
	st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: LinkageAttrName, Value: LinkageAttr{Linkage: linkage}})
	return nil
}

// visibilityFromString returns the number MLIR gives a visibility keyword
// (default 0, hidden 1, protected 2).
func visibilityFromString(s string) (int64, bool) {
	switch s {
	case "default":
		return 0, true
	case "hidden":
		return 1, true
	case "protected":
		return 2, true
	}
	return 0, false
}

func parseFunc(p *ir.AsmParser, st *ir.OperationState) error {
	return ir.ParseFunctionOp(p, st, &funcSyntax)
}

func printFunc(p *ir.AsmPrinter, op *ir.Operation) { ir.PrintFunctionOp(p, op, &funcSyntax) }

// functionModel is llvm.func's FunctionOpInterface: its type is an
// !llvm.func, whose void result is no result.
var functionModel = ir.FunctionModel{Decode: func(t ir.Type) (ir.Signature, bool) {
	ft, ok := t.(FuncType)
	if !ok {
		return ir.Signature{}, false
	}
	sig := ir.Signature{Inputs: ft.Params(), Variadic: ft.VarArg}
	if ft.Result != nil && ft.Result != ir.Type(Void) {
		sig.Results = []ir.Type{ft.Result}
	}
	return sig, true
}}

// parseCall parses a direct call `@f(args) : (types) -> result` or an
// indirect one `%fp(args) : (types) -> result`, MLIR 16's spelling, and
// the additions of later MLIR (17 and up): a calling convention and a tail
// call kind before the callee, and `vararg(!llvm.func<...>)` after the
// arguments of a call to a variadic function.
func parseCall(p *ir.AsmParser, st *ir.OperationState) error {
	if err := parseCallPrefix(p); err != nil {
		return err
	}
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
	vc, err := parseOptionalVarCallee(p)
	if err != nil {
		return err
	}
	if err := refuseOperandBundles(p); err != nil {
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
				return finishCall(p, st, direct, fp, args, fpType, ft, vc)
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
	return finishCall(p, st, direct, fp, args, fpType, ft, vc)
}

// refuseOperandBundles reports upstream's operand bundles (MLIR 19+:
// `llvm.call @f(%a) ["deopt"(%x : i32)] : (i32) -> ()`), at their `[`:
// MLIR 16's llvm.call has none, and a bundle can change what the call
// does (deopt state, funclets, clang.arc.attachedcall), so dropping it
// would not be faithful.
func refuseOperandBundles(p *ir.AsmParser) error {
	loc := p.Loc()
	if p.ParseOptionalPunct("[") {
		return p.ErrorfAt(loc, "operand bundles on llvm.call are not supported: MLIR 16's llvm.call has none, and dropping them may change what the call does")
	}
	return nil
}

// varCallee is a call's `vararg(type)` clause, kept with its location so
// that a type that does not fit the call is reported there.
type varCallee struct {
	t   FuncType
	loc ir.Location
	ok  bool
}

// parseOptionalVarCallee reads `vararg(!llvm.func<...>)`, which MLIR 17
// and later require on every call of a variadic function.
func parseOptionalVarCallee(p *ir.AsmParser) (varCallee, error) {
	if !p.ParseOptionalKeyword("vararg") {
		return varCallee{}, nil
	}
	if err := p.ParsePunct("("); err != nil {
		return varCallee{}, err
	}
	loc := p.Loc()
	t, err := p.ParseType()
	if err != nil {
		return varCallee{}, err
	}
	ft, ok := t.(FuncType)
	if !ok {
		return varCallee{}, p.ErrorfAt(loc, "expected an !llvm.func type in vararg(...), not '%s'", ir.TypeString(t))
	}
	if err := p.ParsePunct(")"); err != nil {
		return varCallee{}, err
	}
	return varCallee{t: ft, loc: loc, ok: true}, nil
}

// parseCallPrefix reads the keywords MLIR 17 and later may write before
// the callee: a calling convention, then a tail call kind. MLIR 16's
// llvm.call has neither, so only what it means without them is read: the
// C convention, and no tail call kind or `tail`, a hint LLVM may drop.
// The others change what the call does and are refused, not dropped.
func parseCallPrefix(p *ir.AsmParser) error {
	loc := p.Loc()
	kw, ok := p.ParseOptionalIdentifier()
	if !ok {
		return nil
	}
	if isCConv(kw) {
		if kw != CCC.Name {
			return p.ErrorfAt(loc, "calling convention '%s' on llvm.call is not supported: MLIR 16's llvm.call has none, so only 'ccc' can be read", kw)
		}
		loc = p.Loc()
		if kw, ok = p.ParseOptionalIdentifier(); !ok {
			return nil
		}
	}
	switch kw {
	case "none", "tail":
		return nil
	case "musttail", "notail":
		return p.ErrorfAt(loc, "tail call kind '%s' on llvm.call is not supported: MLIR 16's llvm.call has none, and '%s' cannot be dropped", kw, kw)
	}
	return p.ErrorfAt(loc, "expected a calling convention, a tail call kind, '@' or '%%' in llvm.call, not '%s'", kw)
}

func finishCall(p *ir.AsmParser, st *ir.OperationState, direct bool, fp ir.UnresolvedOperand, args []ir.UnresolvedOperand, fpType ir.Type, ft *ir.FunctionType, vc varCallee) error {
	if len(ft.Results()) > 1 {
		return p.Errorf("expected function with 0 or 1 result")
	}
	if vc.ok {
		if msg := checkVarCallee(vc.t, ft.Inputs(), ft.Results()); msg != "" {
			return p.ErrorfAt(vc.loc, "%s", msg)
		}
		// A direct call takes its callee's variadic type from the symbol,
		// as MLIR 16 does, so the clause is checked and dropped and the
		// call prints as MLIR 16 writes it. An indirect call has no symbol:
		// the type stays as the var_callee_type attribute, which
		// mlir-opt-16 keeps as a discardable attribute and the translation
		// to LLVM IR uses to call through a variadic function type.
		if !direct {
			st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: VarCalleeTypeAttr, Value: ir.TypeAttr{Type: vc.t}})
		}
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

// checkVarCallee says what is wrong with vt as the variadic callee type of
// a call with these argument and result types, or "" when it fits: it is
// variadic, its parameters are the first arguments', its result the
// call's (void for none). The checks are upstream MLIR's.
func checkVarCallee(vt FuncType, args, results []ir.Type) string {
	if !vt.VarArg {
		return "expected var_callee_type to be a variadic function type, not '" + ir.TypeString(vt) + "'"
	}
	params := vt.Params()
	if len(params) > len(args) {
		return "expected var_callee_type to have at most " + strconv.Itoa(len(args)) + " parameters"
	}
	for i, pt := range params {
		if pt != args[i] {
			return "var_callee_type parameter type mismatch: '" + ir.TypeString(pt) + "' != '" + ir.TypeString(args[i]) + "'"
		}
	}
	if len(results) == 0 {
		if vt.Result != ir.Type(Void) {
			return "expected var_callee_type to return void"
		}
	} else if vt.Result != results[0] {
		return "var_callee_type return type mismatch: '" + ir.TypeString(vt.Result) + "' != '" + ir.TypeString(results[0]) + "'"
	}
	return ""
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

// parseGlobal reads
//
//	llvm.mlir.global [linkage] [visibility] [unnamed_addr] [thread_local] [constant] @name(value) {attrs} : type {region}
//
// The linkage defaults to external, as in MLIR 16 and later. The
// visibility (hidden, protected; default is the default) is MLIR 17's; it
// is kept as the attribute upstream stores it in (visibility_ = 1 : i64),
// which mlir-opt-16 keeps and strata-translate emits. unnamed_addr and
// thread_local are read in either order: MLIR 16 and the latest MLIR write
// thread_local first, MLIR 17 and 18 read unnamed_addr first; strata
// prints MLIR 16's order. dso_local is an attribute ({dso_local})
// in every version.
func parseGlobal(p *ir.AsmParser, st *ir.OperationState) error {
	linkage := External
	for i, name := range linkageNames {
		if p.ParseOptionalKeyword(name) {
			linkage = Linkage(i)
			break
		}
	}
	st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: LinkageAttrName, Value: LinkageAttr{Linkage: linkage}})
	for _, vis := range []string{"default", "hidden", "protected"} {
		if p.ParseOptionalKeyword(vis) {
			if v, _ := visibilityFromString(vis); v != 0 {
				st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: VisibilityAttr, Value: ir.IntAttr(ir.I64, v)})
			}
			break
		}
	}
	threadLocal := p.ParseOptionalKeyword("thread_local")
	for _, u := range []UnnamedAddr{UnnamedAddrGlobal, UnnamedAddrLocal} {
		if p.ParseOptionalKeyword(unnamedAddrNames[u]) {
			st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: UnnamedAddrAttr, Value: ir.IntAttr(ir.I64, int64(u))})
			break
		}
	}
	if threadLocal || p.ParseOptionalKeyword("thread_local") {
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
	// MLIR 16's order: thread_local, then unnamed_addr.
	if op.Attr(ThreadLocalAttr) != nil {
		p.WriteString("thread_local ")
	}
	if u := g.UnnamedAddr(); u > 0 && int(u) < len(unnamedAddrNames) {
		p.WriteString(unnamedAddrNames[u] + " ")
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
