package llvm

import (
	"strconv"
	"strings"

	"github.com/strata-ir/strata/ir"
)

// The custom syntax of llvm.func, llvm.call and llvm.mlir.global:
//
//	llvm.func [linkage] [visibility] [unnamed_addr] [cconv] @name(%a: i32 {attrs}, ...) -> (i32 {attrs}) attributes {...} {body}
//	llvm.func @decl(!llvm.ptr, ...) -> i32
//	llvm.call @f(%a) : (i32) -> i32          llvm.call %fp(%a) : (i32) -> i32
//	llvm.call @printf(%s, %x) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32  (read, MLIR 17+)
//	llvm.call @f(%p) : (!llvm.ptr {llvm.noundef}) -> (i32 {llvm.noundef})  (read, MLIR 20+: kept as arg_attrs, res_attrs)
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
	// The callee's type: `(...) -> ...`, after the function pointer's
	// type for an indirect call (MLIR 16 leaves that type out).
	fpType := ir.Type(Ptr)
	if !direct && !p.ParseOptionalPunct("(") {
		if fpType, err = p.ParseType(); err != nil {
			return err
		}
		if err := p.ParsePunct(","); err != nil {
			return err
		}
		if !p.ParseOptionalPunct("(") {
			_, err := p.ParseFunctionType() // reports what is there
			return err
		}
	} else if direct && !p.ParseOptionalPunct("(") {
		_, err := p.ParseFunctionType()
		return err
	}
	sig, err := parseCallSignature(p)
	if err != nil {
		return err
	}
	if err := addCallParamAttrs(p, st, sig); err != nil {
		return err
	}
	return finishCall(p, st, direct, fp, args, fpType, sig.inputs, sig.results, vc)
}

// callSignature is the callee's type that ends a call, with the attribute
// dictionaries current upstream MLIR writes after argument and result
// types: `(!llvm.ptr {llvm.noundef}, i32) -> (i16 {llvm.signext})`.
type callSignature struct {
	inputs, results    []ir.Type
	argAttrs, resAttrs []paramAttrs
}

// paramAttrs is the dictionary after one type of a call's signature, and
// where it begins.
type paramAttrs struct {
	attrs []ir.NamedAttribute
	loc   ir.Location
}

// parseCallSignature parses `t {attrs}?, ...) -> r`, `-> ()` or
// `-> (r {attrs}?)`, the `(` already read: call_interface_impl's function
// signature, which upstream's llvm.call reads since MLIR 20.
func parseCallSignature(p *ir.AsmParser) (callSignature, error) {
	var sig callSignature
	elem := func(types *[]ir.Type, attrs *[]paramAttrs) func() error {
		return func() error {
			t, err := p.ParseType()
			if err != nil {
				return err
			}
			a := paramAttrs{loc: p.Loc()}
			if err := p.ParseOptionalAttrDict(&a.attrs); err != nil {
				return err
			}
			*types = append(*types, t)
			*attrs = append(*attrs, a)
			return nil
		}
	}
	if !p.ParseOptionalPunct(")") {
		if err := p.ParseCommaSeparatedList(ir.NoDelimiter, elem(&sig.inputs, &sig.argAttrs)); err != nil {
			return sig, err
		}
		if err := p.ParsePunct(")"); err != nil {
			return sig, err
		}
	}
	if err := p.ParsePunct("->"); err != nil {
		return sig, err
	}
	if !p.ParseOptionalPunct("(") {
		t, err := p.ParseType()
		sig.results = []ir.Type{t}
		sig.resAttrs = []paramAttrs{{}}
		return sig, err
	}
	if p.ParseOptionalPunct(")") {
		return sig, nil
	}
	if err := p.ParseCommaSeparatedList(ir.NoDelimiter, elem(&sig.results, &sig.resAttrs)); err != nil {
		return sig, err
	}
	return sig, p.ParsePunct(")")
}

// addCallParamAttrs stores the attributes of a call's signature as
// upstream stores them, arg_attrs and res_attrs, arrays of one dictionary
// per argument and per result, left out when every dictionary is empty.
// MLIR 16's llvm.call has no such attributes: strata prints them in the
// attribute dictionary, where mlir-opt-16 keeps them as discardable
// attributes, and neither strata-translate nor mlir-translate-16 emits
// them. That is faithful only for the attributes that promise something
// (noundef, nonnull, align, noalias, readonly...): without them the
// program may do no less than with them. The attributes that change how
// the call passes its arguments (byval, sret, signext...) are refused at
// their dictionary (refusedCallParamAttr).
func addCallParamAttrs(p *ir.AsmParser, st *ir.OperationState, sig callSignature) error {
	for _, group := range []struct {
		name   string
		attrs  []paramAttrs
		result bool
	}{{ArgAttrsAttr, sig.argAttrs, false}, {ResAttrsAttr, sig.resAttrs, true}} {
		some := false
		for _, a := range group.attrs {
			for _, e := range a.attrs {
				if msg := refusedCallParamAttr(e.Name, group.result); msg != "" {
					return p.ErrorfAt(a.loc, "%s", msg)
				}
			}
			some = some || len(a.attrs) > 0
		}
		if !some {
			continue
		}
		for _, a := range st.Attributes {
			if a.Name == group.name {
				return p.ErrorfAt(group.attrs[0].loc, "attribute '%s' occurs more than once in the attribute list", group.name)
			}
		}
		ctx := p.Context()
		dicts := make([]ir.Attribute, len(group.attrs))
		for i, a := range group.attrs {
			dicts[i] = ctx.DictionaryAttr(a.attrs)
		}
		st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: group.name, Value: ctx.ArrayAttr(dicts)})
	}
	return nil
}

// refusedCallParamAttr says why the parameter attribute name on an
// argument (or, with result, the result) of a call cannot be read as
// MLIR 16's call, or "" when it can: when dropping it refines the
// program. Attributes of dialects other than llvm never reach LLVM and
// are kept.
func refusedCallParamAttr(name string, result bool) string {
	short, isLLVM := strings.CutPrefix(name, "llvm.")
	if !isLLVM {
		return ""
	}
	where := "argument"
	if result {
		where = "result"
	}
	refused := "'" + name + "' on a call's " + where + " is not supported: MLIR 16's llvm.call has no parameter attributes, and "
	switch short {
	case "align", "allocalign", "allocptr", "dead_on_return", "dead_on_unwind", "dereferenceable",
		"dereferenceable_or_null", "immarg", "noalias", "nocapture", "nofpclass", "nofree", "nonnull",
		"noundef", "range", "readnone", "readonly", "returned", "writable", "writeonly":
		// Promises about the value or about what the callee does with it:
		// each makes some executions undefined, so dropping it refines.
		return ""
	case "signext", "zeroext":
		// A result is extended by the callee either way: without the
		// attribute the caller only stops counting on the upper bits.
		if result {
			return ""
		}
		return refused + "without it the caller leaves unextended an argument the callee reads extended"
	case "byval", "byref", "inalloca", "preallocated", "sret", "inreg", "nest", "alignstack":
		return refused + "dropping it would change how the call passes its values"
	}
	return refused + "it is not known to be safe to drop"
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

func finishCall(p *ir.AsmParser, st *ir.OperationState, direct bool, fp ir.UnresolvedOperand, args []ir.UnresolvedOperand, fpType ir.Type, inputs, results []ir.Type, vc varCallee) error {
	if len(results) > 1 {
		return p.Errorf("expected function with 0 or 1 result")
	}
	if vc.ok {
		if msg := checkVarCallee(vc.t, inputs, results); msg != "" {
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
	vals, err := p.ResolveOperands(args, inputs)
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
	st.ResultTypes = results
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
