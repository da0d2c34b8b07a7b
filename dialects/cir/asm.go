package cir

import (
	"strconv"

	"github.com/strata-ir/strata/ir"
)

// The custom syntax of the cir ops (docs/cir.md has all of it):
//
//	cir.func [private] [internal] @name(%a: T, ...) -> R [attributes {...}] [{body}]
//	%r = cir.call @f(%a) : (T) -> R          %r = cir.call %fp(%a) : (!cir.ptr<F>, T) -> R
//	%p = cir.alloca T, !cir.ptr<T>, ["x"] {alignment = 4 : i64}
//	%v = cir.load [volatile] %p : !cir.ptr<T>, T
//	cir.store [volatile] %v, %p : T, !cir.ptr<T>
//	cir.global <linkage> [constant] @g (= #init : T | : T)
//	%r = cir.binop(add, %a, %b) : T       %r = cir.unary(minus, %a) : T, T
//	%b = cir.cmp(lt, %a, %b) : T, !cir.bool       %w = cir.cast(integral, %a : T), U
//	%t = cir.ternary(%c, true {...}, false {...}) : (!cir.bool) -> T
//	cir.scope {...}   cir.if %c {...} else {...}
//	cir.for : cond {...} body {...} step {...}   cir.while {...} do {...}   cir.do {...} while {...}
//	cir.switch (%v : T) [case (equal, 1) {...}, case (anyof, [2, 3] : T) {...}, case (default) {...}]
//
// The regions of scope, if, loop bodies and steps, switch cases and
// ternaries may leave out a terminating cir.yield without operands: the
// parser adds it back, and the printer leaves it out of a one-block region.

// malformed reports, in place of the custom form, an op whose structure
// the custom printer cannot show. Custom printers run on IR that may not
// verify (a pass may print what it broke), so they check what they index.
func malformed(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteString(" <<malformed " + op.Name() + ">>")
}

// ensureTerminators gives region r a block, and ends every block of r that
// lacks a terminator with an empty cir.yield located at loc.
func ensureTerminators(ctx *ir.Context, r *ir.Region, loc ir.Location) {
	if r.Empty() {
		r.AddBlock(nil, nil)
	}
	for _, b := range r.Blocks() {
		if last := b.Last(); last != nil && last.IsTerminator() {
			continue
		}
		b.Append(ctx.Create(ir.OperationState{Name: YieldOpName, Loc: loc}))
	}
}

// parseBody parses a region whose blocks may lack their cir.yield.
func parseBody(p *ir.AsmParser, r *ir.Region, loc ir.Location) error {
	if err := p.ParseRegion(r, nil); err != nil {
		return err
	}
	ensureTerminators(p.Context(), r, loc)
	return nil
}

// printBody prints a region, leaving out the cir.yield ending it when the
// region has one block and the yield nothing to say (no operands, no
// attributes): the parser puts exactly that back.
func printBody(p *ir.AsmPrinter, r *ir.Region) {
	elide := false
	if r.NumBlocks() == 1 {
		if last := r.First().Last(); last != nil && last.Is(YieldOpName) && last.NumOperands() == 0 && len(last.Attrs()) == 0 {
			elide = true
		}
	}
	p.PrintRegion(r, false, !elide)
}

// --- functions and calls ---

// funcSyntax is cir.func's variant of the function syntax: `private`
// and `internal` before the name, variadic parameters, one result (none is
// void), and no attributes on parameters or results.
var funcSyntax = ir.FunctionSyntax{
	ParsePrefix: func(p *ir.AsmParser, st *ir.OperationState) error {
		for {
			if p.ParseOptionalKeyword("private") {
				st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: ir.SymbolVisibilityAttr, Value: ir.Str("private")})
				continue
			}
			if p.ParseOptionalKeyword("internal") {
				st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: LinkageAttr, Value: LinkageKindAttr{InternalLinkage}})
				continue
			}
			return nil
		}
	},
	PrintPrefix: func(p *ir.AsmPrinter, op *ir.Operation) {
		if v, ok := op.Attr(ir.SymbolVisibilityAttr).(ir.StringAttr); ok && ir.IsBareIdentifier(v.Value) {
			p.WriteString(v.Value + " ")
		}
		if l, ok := enumAttr[Linkage](op, LinkageAttr); ok {
			p.WriteString(l.String() + " ")
		}
	},
	Variadic:   true,
	MaxResults: 1,
	Type: func(ctx *ir.Context, sig ir.Signature) ir.Type {
		return Func(ctx, sig.ResultOr(Void), sig.Inputs, sig.Variadic)
	},
	Inferred: []string{ir.SymbolVisibilityAttr, ir.SymbolNameAttr, FunctionTypeAttr, LinkageAttr},
	Elided:   []string{ir.SymbolNameAttr, FunctionTypeAttr, ir.SymbolVisibilityAttr, LinkageAttr},
}

func parseFuncOp(p *ir.AsmParser, st *ir.OperationState) error {
	return ir.ParseFunctionOp(p, st, &funcSyntax)
}

func printFuncOp(p *ir.AsmPrinter, op *ir.Operation) { ir.PrintFunctionOp(p, op, &funcSyntax) }

func parseCall(p *ir.AsmParser, st *ir.OperationState) error {
	var callee *ir.UnresolvedOperand
	if name, ok, err := p.ParseOptionalSymbolName(); err != nil {
		return err
	} else if ok {
		st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: CalleeAttr, Value: ir.SymbolRef(name)})
	} else {
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		callee = &u
	}
	args, err := p.ParseCallArgs(st)
	if err != nil {
		return err
	}
	loc := p.Loc()
	ft, err := p.ParseFunctionType()
	if err != nil {
		return err
	}
	if callee != nil {
		args = append([]ir.UnresolvedOperand{*callee}, args...)
	}
	if len(args) != len(ft.Inputs()) {
		return p.ErrorfAt(loc, "%d operands present, but expected %d", len(args), len(ft.Inputs()))
	}
	if st.Operands, err = p.ResolveOperands(args, ft.Inputs()); err != nil {
		return err
	}
	// `-> !cir.void` says "no result" as well as `-> ()` does.
	for _, t := range ft.Results() {
		if t != ir.Type(Void) {
			st.ResultTypes = append(st.ResultTypes, t)
		}
	}
	return nil
}

func printCall(p *ir.AsmPrinter, op *ir.Operation) {
	args := op.Operands()
	p.WriteString(" ")
	if ref, ok := op.Attr(CalleeAttr).(ir.SymbolRefAttr); ok && ref.IsFlat() {
		p.PrintSymbolName(ref.Root())
	} else {
		if len(args) == 0 {
			malformed(p, op)
			return
		}
		p.PrintOperand(args[0])
		args = args[1:]
	}
	p.WriteString("(")
	p.PrintOperands(args)
	p.WriteString(")")
	p.PrintOptionalAttrDict(op.Attrs(), CalleeAttr)
	p.WriteString(" : ")
	p.PrintFunctionalType(op)
}

// --- memory ---

func parseAlloca(p *ir.AsmParser, st *ir.OperationState) error {
	allocaType, err := p.ParseType()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	ptrType, err := p.ParseType()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	if err := p.ParsePunct("["); err != nil {
		return err
	}
	name, err := p.ParseString()
	if err != nil {
		return err
	}
	if err := p.ParsePunct("]"); err != nil {
		return err
	}
	st.Attributes = append(st.Attributes,
		ir.NamedAttribute{Name: "allocaType", Value: ir.TypeAttr{Type: allocaType}},
		ir.NamedAttribute{Name: "name", Value: ir.Str(name)})
	st.ResultTypes = []ir.Type{ptrType}
	return p.ParseOptionalAttrDict(&st.Attributes)
}

func printAlloca(p *ir.AsmPrinter, op *ir.Operation) {
	ta, ok1 := op.Attr("allocaType").(ir.TypeAttr)
	name, ok2 := op.Attr("name").(ir.StringAttr)
	if !ok1 || !ok2 || op.NumResults() != 1 {
		malformed(p, op)
		return
	}
	p.WriteString(" ")
	p.PrintType(ta.Type)
	p.WriteString(", ")
	p.PrintType(op.Result(0).Type())
	p.WriteString(", [")
	p.PrintString(name.Value)
	p.WriteString("]")
	p.PrintOptionalAttrDict(op.Attrs(), "allocaType", "name")
}

var linkages = []string{"external", "internal", "private"}

func parseGlobal(p *ir.AsmParser, st *ir.OperationState) error {
	linkage := ExternalLinkage
	for i, l := range linkageDef.words {
		if p.ParseOptionalKeyword(l) {
			linkage = Linkage(i)
			break
		}
	}
	st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: LinkageAttr, Value: LinkageKindAttr{linkage}})
	if p.ParseOptionalKeyword("constant") {
		st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: ConstantAttr, Value: ir.UnitAttr{}})
	}
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: ir.SymbolNameAttr, Value: ir.Str(name)})
	var symType ir.Type
	if p.ParseOptionalPunct("=") {
		loc := p.Loc()
		init, err := p.ParseAttribute(nil)
		if err != nil {
			return err
		}
		ta, ok := init.(ir.TypedAttr)
		if !ok || !IsConstAttr(init) {
			return p.ErrorfAt(loc, "expected a cir constant as the initial value, as in #cir.int<0> : !cir.int<s, 32>")
		}
		symType = ta.AttrType()
		st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: InitialValueAttr, Value: init})
	} else if symType, err = p.ParseColonType(); err != nil {
		return err
	}
	st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: SymTypeAttr, Value: ir.TypeAttr{Type: symType}})
	return p.ParseOptionalAttrDict(&st.Attributes)
}

func printGlobal(p *ir.AsmPrinter, op *ir.Operation) {
	g := GlobalOp{op}
	name, ok1 := op.Attr(ir.SymbolNameAttr).(ir.StringAttr)
	symType, ok2 := op.Attr(SymTypeAttr).(ir.TypeAttr)
	linkage, ok3 := op.AttrOrDefault(LinkageAttr).(LinkageKindAttr)
	init := g.InitialValue()
	// The custom form writes the type once: the initial value's, when
	// there is one. A global whose two disagree prints generically.
	initType, typed := init.(ir.TypedAttr)
	if !ok1 || !ok2 || !ok3 || !linkage.valid() ||
		init != nil && (!typed || !IsConstAttr(init) || initType.AttrType() != symType.Type) {
		malformed(p, op)
		return
	}
	p.WriteString(" " + linkage.Kind.String())
	if g.IsConstant() {
		p.WriteString(" constant")
	}
	p.WriteString(" ")
	p.PrintSymbolName(name.Value)
	if init != nil {
		p.WriteString(" = ")
		p.PrintAttribute(init)
	} else {
		p.WriteString(" : ")
		p.PrintType(symType.Type)
	}
	elided := []string{ir.SymbolNameAttr, SymTypeAttr, InitialValueAttr, LinkageAttr}
	if g.IsConstant() {
		elided = append(elided, ConstantAttr)
	}
	p.PrintOptionalAttrDict(op.Attrs(), elided...)
}

// --- values ---

// parseKindOperands parses `(kind, %a, ...)` with n operands.
func parseKindOperands[K kind](p *ir.AsmParser, st *ir.OperationState, n int) ([]ir.UnresolvedOperand, error) {
	if err := p.ParsePunct("("); err != nil {
		return nil, err
	}
	kind, err := parseKind[K](p)
	if err != nil {
		return nil, err
	}
	st.Attributes = append(st.Attributes, kindAttrs(kind)...)
	us := make([]ir.UnresolvedOperand, n)
	for i := range us {
		if err := p.ParsePunct(","); err != nil {
			return nil, err
		}
		if us[i], err = p.ParseOperand(); err != nil {
			return nil, err
		}
	}
	if err := p.ParsePunct(")"); err != nil {
		return nil, err
	}
	return us, p.ParseOptionalAttrDict(&st.Attributes)
}

// printKindOperands prints `(kind, %a, ...) {attrs}`, or reports false.
func printKindOperands[K kind](p *ir.AsmPrinter, op *ir.Operation) bool {
	p.WriteString("(")
	if !printKind[K](p, op) {
		return false
	}
	for _, v := range op.Operands() {
		p.WriteString(", ")
		p.PrintOperand(v)
	}
	p.WriteString(")")
	p.PrintOptionalAttrDict(op.Attrs(), KindAttr)
	return true
}

func parseBinOp(p *ir.AsmParser, st *ir.OperationState) error {
	us, err := parseKindOperands[BinOpKind](p, st, 2)
	if err != nil {
		return err
	}
	t, err := p.ParseColonType()
	if err != nil {
		return err
	}
	st.Operands, err = p.ResolveOperands(us, []ir.Type{t, t})
	st.ResultTypes = []ir.Type{t}
	return err
}

func printBinOp(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumOperands() != 2 || op.NumResults() != 1 {
		malformed(p, op)
		return
	}
	t := op.Result(0).Type()
	if op.Operand(0).Type() != t || op.Operand(1).Type() != t {
		malformed(p, op)
		return
	}
	if !printKindOperands[BinOpKind](p, op) {
		malformed(p, op)
		return
	}
	p.WriteString(" : ")
	p.PrintType(t)
}

// parseTypedKindOp parses the rest of unary and cmp: `(kind, operands...)
// : operandType, resultType`.
func parseTypedKindOp[K kind](p *ir.AsmParser, st *ir.OperationState, n int) error {
	us, err := parseKindOperands[K](p, st, n)
	if err != nil {
		return err
	}
	t, err := p.ParseColonType()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	result, err := p.ParseType()
	if err != nil {
		return err
	}
	ts := make([]ir.Type, n)
	for i := range ts {
		ts[i] = t
	}
	st.Operands, err = p.ResolveOperands(us, ts)
	st.ResultTypes = []ir.Type{result}
	return err
}

func printTypedKindOp[K kind](p *ir.AsmPrinter, op *ir.Operation, n int) {
	if op.NumOperands() != n || op.NumResults() != 1 {
		malformed(p, op)
		return
	}
	t := op.Operand(0).Type()
	for _, v := range op.Operands() {
		if v.Type() != t {
			malformed(p, op)
			return
		}
	}
	if !printKindOperands[K](p, op) {
		malformed(p, op)
		return
	}
	p.WriteString(" : ")
	p.PrintType(t)
	p.WriteString(", ")
	p.PrintType(op.Result(0).Type())
}

func parseUnary(p *ir.AsmParser, st *ir.OperationState) error {
	return parseTypedKindOp[UnaryKind](p, st, 1)
}

func printUnary(p *ir.AsmPrinter, op *ir.Operation) { printTypedKindOp[UnaryKind](p, op, 1) }

func parseCmp(p *ir.AsmParser, st *ir.OperationState) error {
	return parseTypedKindOp[CmpKind](p, st, 2)
}

func printCmp(p *ir.AsmPrinter, op *ir.Operation) { printTypedKindOp[CmpKind](p, op, 2) }

func parseCast(p *ir.AsmParser, st *ir.OperationState) error {
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	kind, err := parseKind[CastKind](p)
	if err != nil {
		return err
	}
	st.Attributes = append(st.Attributes, kindAttrs(kind)...)
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	src, err := p.ParseOperand()
	if err != nil {
		return err
	}
	srcType, err := p.ParseColonType()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(")"); err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	result, err := p.ParseType()
	if err != nil {
		return err
	}
	v, err := p.ResolveOperand(src, srcType)
	if err != nil {
		return err
	}
	st.Operands = []*ir.Value{v}
	st.ResultTypes = []ir.Type{result}
	return p.ParseOptionalAttrDict(&st.Attributes)
}

func printCast(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumOperands() != 1 || op.NumResults() != 1 {
		malformed(p, op)
		return
	}
	p.WriteString("(")
	if !printKind[CastKind](p, op) {
		malformed(p, op)
		return
	}
	p.WriteString(", ")
	p.PrintOperand(op.Operand(0))
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
	p.WriteString("), ")
	p.PrintType(op.Result(0).Type())
	p.PrintOptionalAttrDict(op.Attrs(), KindAttr)
}

func parseTernary(p *ir.AsmParser, st *ir.OperationState) error {
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	cond, err := p.ParseOperand()
	if err != nil {
		return err
	}
	for _, kw := range []string{"true", "false"} {
		if err := p.ParsePunct(","); err != nil {
			return err
		}
		if err := p.ParseKeyword(kw); err != nil {
			return err
		}
		if err := parseBody(p, new(ir.Region), st.Loc); err != nil {
			return err
		}
	}
	if err := p.ParsePunct(")"); err != nil {
		return err
	}
	if err := p.ParseOptionalAttrDict(&st.Attributes); err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	loc := p.Loc()
	ft, err := p.ParseFunctionType()
	if err != nil {
		return err
	}
	if len(ft.Inputs()) != 1 {
		return p.ErrorfAt(loc, "expected one input type, the condition's, but got %d", len(ft.Inputs()))
	}
	v, err := p.ResolveOperand(cond, ft.Inputs()[0])
	if err != nil {
		return err
	}
	st.Operands = []*ir.Value{v}
	for _, t := range ft.Results() {
		if t != ir.Type(Void) {
			st.ResultTypes = append(st.ResultTypes, t)
		}
	}
	return nil
}

func printTernary(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumOperands() != 1 || op.NumRegions() != 2 {
		malformed(p, op)
		return
	}
	p.WriteString("(")
	p.PrintOperand(op.Operand(0))
	p.WriteString(", true ")
	printBody(p, op.Region(0))
	p.WriteString(", false ")
	printBody(p, op.Region(1))
	p.WriteString(")")
	p.PrintOptionalAttrDict(op.Attrs())
	p.WriteString(" : ")
	p.PrintFunctionalType(op)
}

// --- structured control flow ---

func parseScope(p *ir.AsmParser, st *ir.OperationState) error {
	if err := parseBody(p, new(ir.Region), st.Loc); err != nil {
		return err
	}
	return p.ParseOptionalAttrDict(&st.Attributes)
}

func printScope(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumRegions() != 1 {
		malformed(p, op)
		return
	}
	p.WriteString(" ")
	printBody(p, op.Region(0))
	p.PrintOptionalAttrDict(op.Attrs())
}

func parseIf(p *ir.AsmParser, st *ir.OperationState) error {
	c, err := p.ParseOperand()
	if err != nil {
		return err
	}
	cond, err := p.ResolveOperand(c, Bool)
	if err != nil {
		return err
	}
	st.Operands = []*ir.Value{cond}
	if err := parseBody(p, new(ir.Region), st.Loc); err != nil {
		return err
	}
	elseRegion := new(ir.Region)
	if p.ParseOptionalKeyword("else") {
		if err := parseBody(p, elseRegion, st.Loc); err != nil {
			return err
		}
	}
	st.NumRegions = 2
	return p.ParseOptionalAttrDict(&st.Attributes)
}

func printIf(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumOperands() != 1 || op.NumRegions() != 2 {
		malformed(p, op)
		return
	}
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	p.WriteString(" ")
	printBody(p, op.Region(0))
	if !op.Region(1).Empty() {
		p.WriteString(" else ")
		printBody(p, op.Region(1))
	}
	p.PrintOptionalAttrDict(op.Attrs())
}

// parseKeywordRegions parses `kw1 {...} kw2 {...} ...` (a keyword "" is
// not written) and then the attribute dictionary.
func parseKeywordRegions(p *ir.AsmParser, st *ir.OperationState, keywords ...string) error {
	for _, kw := range keywords {
		if kw != "" {
			if err := p.ParseKeyword(kw); err != nil {
				return err
			}
		}
		if err := parseBody(p, new(ir.Region), st.Loc); err != nil {
			return err
		}
	}
	return p.ParseOptionalAttrDict(&st.Attributes)
}

func printKeywordRegions(p *ir.AsmPrinter, op *ir.Operation, keywords ...string) {
	if op.NumRegions() != len(keywords) {
		malformed(p, op)
		return
	}
	for i, kw := range keywords {
		if kw != "" {
			p.WriteString(" " + kw)
		}
		p.WriteString(" ")
		printBody(p, op.Region(i))
	}
	p.PrintOptionalAttrDict(op.Attrs())
}

func parseFor(p *ir.AsmParser, st *ir.OperationState) error {
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	return parseKeywordRegions(p, st, "cond", "body", "step")
}

func printFor(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteString(" :")
	printKeywordRegions(p, op, "cond", "body", "step")
}

func parseWhile(p *ir.AsmParser, st *ir.OperationState) error {
	return parseKeywordRegions(p, st, "", "do")
}

func printWhile(p *ir.AsmPrinter, op *ir.Operation) { printKeywordRegions(p, op, "", "do") }

func parseDo(p *ir.AsmParser, st *ir.OperationState) error {
	return parseKeywordRegions(p, st, "", "while")
}

func printDo(p *ir.AsmPrinter, op *ir.Operation) { printKeywordRegions(p, op, "", "while") }

func parseSwitch(p *ir.AsmParser, st *ir.OperationState) error {
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	u, err := p.ParseOperand()
	if err != nil {
		return err
	}
	condType, err := p.ParseColonType()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(")"); err != nil {
		return err
	}
	cond, err := p.ResolveOperand(u, condType)
	if err != nil {
		return err
	}
	st.Operands = []*ir.Value{cond}
	if err := p.ParsePunct("["); err != nil {
		return err
	}
	ctx := p.Context()
	var cases []ir.Attribute
	if !p.ParseOptionalPunct("]") {
		for {
			c, err := parseCase(p, condType)
			if err != nil {
				return err
			}
			cases = append(cases, ctx.ArrayAttr(c))
			if err := parseBody(p, new(ir.Region), st.Loc); err != nil {
				return err
			}
			if p.ParseOptionalPunct("]") {
				break
			}
			if err := p.ParsePunct(","); err != nil {
				return err
			}
		}
	}
	st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: CasesAttr, Value: ctx.ArrayAttr(cases)})
	return p.ParseOptionalAttrDict(&st.Attributes)
}

// parseCase parses `case (equal, v)`, `case (anyof, [v1, v2] : T)` or
// `case (default)` into the entry of the cases attribute.
func parseCase(p *ir.AsmParser, condType ir.Type) ([]ir.Attribute, error) {
	if err := p.ParseKeyword("case"); err != nil {
		return nil, err
	}
	if err := p.ParsePunct("("); err != nil {
		return nil, err
	}
	kind, err := parseKind[SwitchCaseKind](p)
	if err != nil {
		return nil, err
	}
	entry := []ir.Attribute{SwitchCaseKindAttr{kind}}
	switch kind {
	case CaseDefault:
	case CaseEqual:
		if err := p.ParsePunct(","); err != nil {
			return nil, err
		}
		v, err := p.ParseInteger()
		if err != nil {
			return nil, err
		}
		entry = append(entry, ir.IntAttr(ir.I64, v))
	case CaseAnyOf:
		if err := p.ParsePunct(","); err != nil {
			return nil, err
		}
		if err := p.ParsePunct("["); err != nil {
			return nil, err
		}
		for {
			v, err := p.ParseInteger()
			if err != nil {
				return nil, err
			}
			entry = append(entry, ir.IntAttr(ir.I64, v))
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct("]"); err != nil {
			return nil, err
		}
		tloc := p.Loc()
		t, err := p.ParseColonType()
		if err != nil {
			return nil, err
		}
		if t != condType {
			return nil, p.ErrorfAt(tloc, "case values of type '%s' do not match the condition's type '%s'",
				ir.TypeString(t), ir.TypeString(condType))
		}
	}
	return entry, p.ParsePunct(")")
}

func printSwitch(p *ir.AsmPrinter, op *ir.Operation) {
	sw := SwitchOp{op}
	cases, ok := sw.Cases()
	if op.NumOperands() != 1 || !ok || len(cases) != op.NumRegions() {
		malformed(p, op)
		return
	}
	p.WriteString(" (")
	p.PrintOperand(op.Operand(0))
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
	p.WriteString(") [")
	for i, c := range cases {
		p.PrintNewline()
		p.WriteString("case (" + c.Kind.String())
		switch c.Kind {
		case CaseEqual:
			p.WriteString(", " + strconv.FormatInt(c.Values[0], 10))
		case CaseAnyOf:
			p.WriteString(", [")
			for k, v := range c.Values {
				if k > 0 {
					p.WriteString(", ")
				}
				p.WriteString(strconv.FormatInt(v, 10))
			}
			p.WriteString("] : ")
			p.PrintType(op.Operand(0).Type())
		}
		p.WriteString(") ")
		printBody(p, op.Region(i))
		if i+1 < len(cases) {
			p.WriteString(",")
		}
	}
	p.PrintNewline()
	p.WriteString("]")
	p.PrintOptionalAttrDict(op.Attrs(), CasesAttr)
}
