package ir

import (
	"slices"
	"strings"
)

// fmtPrinter prints one op through its compiled format. The dispatcher has
// printed the results and the op name; the format prints everything after.
type fmtPrinter struct {
	p   *AsmPrinter
	op  *Operation
	f   *compiledFormat
	def *OpDef

	operands, results [][]*Value

	// MLIR's spacing state: whether the next element wants a space before
	// it, and whether the last thing printed was punctuation.
	space, punct bool

	// Buffers reused from op to op (the AsmPrinter keeps one fmtPrinter
	// per nesting level): the operand and result values, which the groups
	// above slice, and the types of a type directive.
	values  []*Value
	typeBuf []Type
}

// print prints op, whose definition is f's, after its name.
func (f *compiledFormat) print(p *AsmPrinter, op *Operation) {
	if p.fmtDepth == len(p.fmtPrinters) {
		p.fmtPrinters = append(p.fmtPrinters, &fmtPrinter{})
	}
	pr := p.fmtPrinters[p.fmtDepth]
	p.fmtDepth++
	defer func() { p.fmtDepth-- }()
	pr.p, pr.op, pr.f, pr.def, pr.space, pr.punct = p, op, f, f.def, true, false

	vals := pr.values[:0]
	for i := range op.operandSlots() {
		vals = append(vals, op.operandSlots()[i].value)
	}
	for i := range op.resultSlots() {
		vals = append(vals, &op.resultSlots()[i])
	}
	pr.values = vals
	n := len(op.operandSlots())
	var err error
	pr.operands, err = formatValueGroupsInto(pr.operands[:0], vals[:n:n], f.def.Operands, op, OperandSegmentSizesAttr)
	if err == nil {
		pr.results, err = formatValueGroupsInto(pr.results[:0], vals[n:], f.def.Results, op, ResultSegmentSizesAttr)
	}
	if err != nil {
		// An op the format cannot describe (the verifier rejects it too);
		// say so rather than print text that reads back as something else.
		p.WriteString(" <<malformed " + op.Name() + ": " + err.Error() + ">>")
		return
	}
	pr.elements(f.elems)
}

// formatValueGroupsInto appends to groups the groups of vals by the
// arities of defs (an op's operand or result definitions), as segments
// splits them; most ops have only Single groups, which need no sizes.
func formatValueGroupsInto[D OperandDef | ResultDef](groups [][]*Value, vals []*Value, defs []D, op *Operation, segAttr string) ([][]*Value, error) {
	if len(vals) == len(defs) && allSingle(defs) {
		for i := range vals {
			groups = append(groups, vals[i:i+1:i+1])
		}
		return groups, nil
	}
	arities := make([]Arity, len(defs))
	for i := range defs {
		arities[i] = arityOf(defs[i])
	}
	return formatValueGroups(vals, arities, op, segAttr)
}

func allSingle[D OperandDef | ResultDef](defs []D) bool {
	for i := range defs {
		if arityOf(defs[i]) != Single {
			return false
		}
	}
	return true
}

func arityOf[D OperandDef | ResultDef](d D) Arity {
	switch d := any(d).(type) {
	case OperandDef:
		return d.Arity
	case ResultDef:
		return d.Arity
	}
	return Single
}

// formatValueGroups splits vals into the groups of arities, as segments does.
func formatValueGroups(vals []*Value, arities []Arity, op *Operation, segAttr string) ([][]*Value, error) {
	sizes, err := segments(op, arities, len(vals), segAttr, nil)
	if err != nil {
		return nil, err
	}
	groups := make([][]*Value, len(sizes))
	k := 0
	for i, n := range sizes {
		groups[i] = vals[k : k+n]
		k += n
	}
	return groups, nil
}

func (pr *fmtPrinter) elements(elems []fmtElement) {
	for _, e := range elems {
		pr.element(e)
	}
}

// literal prints a literal with MLIR's spacing: a space before it unless it
// is punctuation that hugs what precedes, and none after an opening bracket.
func (pr *fmtPrinter) literal(text string) {
	if pr.space && spaceBeforeLiteral(text, pr.punct) {
		pr.p.WriteString(" ")
	}
	pr.p.WriteString(text)
	pr.space = len(text) != 1 || !strings.Contains("<({[", text)
	pr.punct = !isKeywordLiteral(text)
}

// spaceBeforeLiteral is MLIR's rule: multi-character literals other than
// -> take a space; after punctuation, closing brackets and ',' do not; after
// anything else, no bracket or ',' does.
func spaceBeforeLiteral(text string, afterPunct bool) bool {
	if len(text) != 1 && text != "->" {
		return true
	}
	if afterPunct {
		return !strings.Contains(">)}],", text[:1])
	}
	return !strings.Contains("<>(){}[],", text[:1])
}

// beforeValue prints the space an element other than a literal takes.
func (pr *fmtPrinter) beforeValue() {
	if pr.space || !pr.punct {
		pr.p.WriteString(" ")
	}
	pr.space, pr.punct = true, false
}

func (pr *fmtPrinter) element(e fmtElement) {
	p, op, def := pr.p, pr.op, pr.def
	switch e := e.(type) {
	case fmtLiteral:
		pr.literal(e.text)
	case fmtSpace:
		switch e.text {
		case `\n`:
			p.PrintNewline()
		case " ":
			p.WriteString(" ")
			pr.space, pr.punct = false, false
		default:
			pr.space, pr.punct = false, true
		}
	case *fmtOptional:
		if pr.present(e.anchor) {
			for _, c := range e.then {
				if e.unitAnchor && c == e.anchor {
					continue
				}
				pr.element(c)
			}
		} else {
			pr.elements(e.els)
		}
	case fmtAttrDict:
		elided := pr.f.elided
		for _, i := range pr.f.defaulted {
			if a := def.Attributes[i]; op.Attr(a.Name) == a.Default {
				elided = append(slices.Clip(elided), a.Name)
			}
		}
		if e.withKeyword {
			p.PrintOptionalAttrDictWithKeyword(op.Attrs(), elided...)
		} else {
			p.PrintOptionalAttrDict(op.Attrs(), elided...)
		}
		pr.punct = false
	case fmtOperand:
		pr.beforeValue()
		pr.valueList(pr.operands[e.group])
	case fmtOperands:
		pr.beforeValue()
		pr.valueList(op.Operands())
	case fmtAttr:
		pr.beforeValue()
		pr.attribute(def.Attributes[e.index], e.qualified)
	case fmtRegion:
		pr.beforeValue()
		pr.regions(pr.regionGroup(e.index))
	case fmtRegions:
		pr.beforeValue()
		pr.regions(op.Regions())
	case fmtSuccessor:
		pr.beforeValue()
		pr.successors(pr.successorGroup(e.index))
	case fmtSuccessors:
		pr.beforeValue()
		pr.successors(op.Successors())
	case fmtType:
		pr.beforeValue()
		pr.typeList(pr.types(e.arg))
	case fmtFunctionalType:
		pr.beforeValue()
		p.WriteString("(")
		pr.typeList(pr.types(e.inputs))
		p.WriteString(") -> ")
		pr.functionResults(pr.types(e.results))
	case *fmtCustom:
		pr.beforeValue()
		pr.custom(e)
	}
}

// custom runs a custom directive's printer on its parameters.
func (pr *fmtPrinter) custom(e *fmtCustom) {
	args := make([]CustomArg, len(e.params))
	for i, prm := range e.params {
		a := &args[i]
		a.Ref = prm.ref
		switch x := prm.elem.(type) {
		case fmtOperand:
			a.Values = pr.operands[x.group]
		case fmtType:
			// types reuses a buffer; the directive may hold several lists.
			a.Types = slices.Clone(pr.types(x.arg))
		case fmtAttr:
			a.Attr = pr.op.Attr(pr.def.Attributes[x.index].Name)
		case fmtRegion:
			a.Regions = pr.regionGroup(x.index)
		case fmtSuccessor:
			a.Successors = pr.successorGroup(x.index)
		}
	}
	pr.def.Custom[e.dir].Print(pr.p, pr.op, args)
}

// functionResults prints the results of a function type: one bare (unless
// it is itself a function type), any other number in parentheses.
func (pr *fmtPrinter) functionResults(ts []Type) {
	if len(ts) == 1 {
		if _, isFunc := ts[0].(*FunctionType); !isFunc {
			pr.p.PrintType(ts[0])
			return
		}
	}
	pr.p.WriteString("(")
	pr.typeList(ts)
	pr.p.WriteString(")")
}

// present reports whether an optional group's anchor is there.
func (pr *fmtPrinter) present(anchor fmtElement) bool {
	switch a := anchor.(type) {
	case fmtOperand:
		return len(pr.operands[a.group]) > 0
	case fmtAttr:
		// A default-valued attribute equal to its default goes unsaid.
		d := &pr.def.Attributes[a.index]
		v := pr.op.Attr(d.Name)
		return v != nil && v != d.Default
	case fmtRegion:
		for _, r := range pr.regionGroup(a.index) {
			if !r.Empty() {
				return true
			}
		}
	case fmtType:
		return len(pr.types(a.arg)) > 0
	}
	return false
}

func (pr *fmtPrinter) valueList(vs []*Value) {
	for i, v := range vs {
		if i > 0 {
			pr.p.WriteString(", ")
		}
		pr.p.PrintOperand(v)
	}
}

func (pr *fmtPrinter) typeList(ts []Type) {
	for i, t := range ts {
		if i > 0 {
			pr.p.WriteString(", ")
		}
		pr.p.PrintType(t)
	}
}

func (pr *fmtPrinter) types(r fmtTypeRef) []Type {
	var vs []*Value
	switch r.kind {
	case fmtRefOperand:
		vs = pr.operands[r.group]
	case fmtRefResult:
		vs = pr.results[r.group]
	case fmtRefAllOperands:
		return pr.op.OperandTypes()
	case fmtRefAllResults:
		return pr.op.ResultTypes()
	}
	// The caller is done with the list before it asks for another.
	ts := pr.typeBuf[:0]
	for _, v := range vs {
		ts = append(ts, v.Type())
	}
	pr.typeBuf = ts
	return ts
}

func (pr *fmtPrinter) attribute(a AttrDef, qualified bool) {
	p := pr.p
	v := pr.op.Attr(a.Name)
	if v == nil {
		v = a.Default
	}
	if v == nil {
		return // an optional attribute outside an optional group
	}
	if a.Asm.Enum != nil {
		if kw, ok := a.Asm.enumKeyword(v); ok {
			p.WriteString(kw)
			return
		}
		// Not a case (the verifier rejects it): print it as it is.
	}
	if s, ok := v.(StringAttr); ok && a.Name == SymbolNameAttr && s.Type == nil {
		p.PrintSymbolName(s.Value)
		return
	}
	if a.Asm.Unqualified != "" && !qualified {
		// Printed apart, to see whether it is the attribute named, whose
		// prefix can then go; anything else prints in full.
		// It is printed in place, with flushing held off so that its
		// text stays in the buffer until the prefix is cut.
		out := p.out
		p.out = nil
		start := len(p.buf)
		p.printAttribute(v, pr.elision(a, v))
		text := p.buf[start:]
		dialect, _ := a.Asm.unqualified()
		if len(text) > len(a.Asm.Unqualified) && text[0] == '#' && string(text[1:1+len(a.Asm.Unqualified)]) == a.Asm.Unqualified {
			if rest := text[1+len(a.Asm.Unqualified):]; len(rest) == 0 || !isFormatIdentChar(rest[0], false) {
				n := copy(text, text[len(dialect)+2:])
				p.buf = p.buf[:start+n]
			}
		}
		p.out = out
		return
	}
	p.printAttribute(v, pr.elision(a, v))
}

// elision says whether attribute v of a prints without its type: when the
// format knows the type.
func (pr *fmtPrinter) elision(a AttrDef, v Attribute) typeElision {
	if a.Asm.Type != nil && formatAttrType(v) == a.Asm.Type {
		return elideMust
	}
	return elideNever
}

// formatAttrType returns the type of a typed attribute, or nil. A string
// without a type has type none, as in MLIR, so that an op whose result
// type comes from it gets that far and its verifier can say what is wrong.
func formatAttrType(a Attribute) Type {
	switch a := a.(type) {
	case TypedAttr:
		return a.AttrType()
	case StringAttr:
		if a.Type == nil {
			return None
		}
		return a.Type
	}
	return nil
}

func (pr *fmtPrinter) regions(rs []*Region) {
	for i, r := range rs {
		if i > 0 {
			pr.p.WriteString(", ")
		}
		pr.p.PrintRegion(r, true, true)
	}
}

func (pr *fmtPrinter) successors(bs []*Block) {
	for i, b := range bs {
		if i > 0 {
			pr.p.WriteString(", ")
		}
		pr.p.PrintSuccessor(b)
	}
}

// regionGroup returns the regions of def.Regions[i]: one, except that a
// variadic entry takes what the fixed ones leave.
func (pr *fmtPrinter) regionGroup(i int) []*Region {
	arities := make([]Arity, len(pr.def.Regions))
	for k, r := range pr.def.Regions {
		arities[k] = r.Arity
	}
	return formatGroupOf(pr.op.Regions(), arities, i)
}

func (pr *fmtPrinter) successorGroup(i int) []*Block {
	arities := make([]Arity, len(pr.def.Successors))
	for k, s := range pr.def.Successors {
		arities[k] = s.Arity
	}
	return formatGroupOf(pr.op.Successors(), arities, i)
}

// formatGroupOf returns group i of all, split by arities with the one flexible
// group (if any) taking what the others leave; nil when all does not fit.
func formatGroupOf[T any](all []T, arities []Arity, i int) []T {
	fixed := 0
	for _, a := range arities {
		if a == Single {
			fixed++
		}
	}
	start := 0
	for k, a := range arities {
		n := 1
		if a != Single {
			n = max(len(all)-fixed, 0)
		}
		if k == i {
			if start+n > len(all) {
				return nil
			}
			return all[start : start+n]
		}
		start += n
	}
	return nil
}
