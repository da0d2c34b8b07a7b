package offload

import (
	"slices"

	"github.com/strata-ir/strata/ir"
)

// The ops of the dialect share one shape: an optional head (launch's
// callee and arguments), keyword clauses in any order, the attribute
// dictionary, then an optional tail (a result type). An
// opSpec describes one op; its parser and printer are generic over the
// clauses, and its OpDef is derived from it, so that the custom and the
// generic form cannot disagree on operand groups and attributes.

// clauseKind is the syntax of one clause.
type clauseKind uint8

const (
	// kindOperand is `kw(%v)` for an operand whose constraint has one
	// buildable type, `kw(%v : T)` otherwise.
	kindOperand clauseKind = iota
	// kindMaps is `kw(%m, ...)`: !offload.map operands, possibly none.
	kindMaps
	// kindUnit is a bare keyword, a unit attribute.
	kindUnit
	// kindDepend is `depend(in %x : T, out %y : T)`: the depend_vars
	// operands and the depend_kinds attribute.
	kindDepend
	// kindString is `kw("...")`, a string attribute.
	kindString
	// kindMapType is `kw(always, tofrom)`, a MapTypeAttr.
	kindMapType
	// kindSymbol is `kw(@sym)`, a flat symbol reference.
	kindSymbol
)

// clause is one clause of an op: its keyword, what it holds (an operand
// group or an attribute, by name) and whether it must be present.
type clause struct {
	kind     clauseKind
	keyword  string
	name     string
	required bool
}

// The names of the operand groups and attributes the clauses share.
const (
	dependVarsGroup = "depend_vars"
	dependKindsAttr = "depend_kinds"
	nowaitAttr      = "nowait"
)

// parseState gathers what an op's syntax gives, by group and attribute.
type parseState struct {
	groups map[string][]*ir.Value
	attrs  []ir.NamedAttribute
	result ir.Type // nil: the spec's buildable result type, if any
	// loc is the op's, where errors about the op as a whole point.
	loc ir.Location
	// pending are operands read before the text gives their type.
	pending []pendingOperand
}

// pendingOperand is an operand of a group whose type comes later.
type pendingOperand struct {
	group string
	u     ir.UnresolvedOperand
}

// resolvePending resolves the pending operands to type t.
func (s *parseState) resolvePending(p *ir.AsmParser, t ir.Type) error {
	for _, po := range s.pending {
		v, err := p.ResolveOperand(po.u, t)
		if err != nil {
			return err
		}
		s.groups[po.group] = append(s.groups[po.group], v)
	}
	s.pending = nil
	return nil
}

func (s *parseState) setAttr(name string, a ir.Attribute) {
	s.attrs = append(s.attrs, ir.NamedAttribute{Name: name, Value: a})
}

// opSpec describes an op of the dialect.
type opSpec struct {
	name, summary string
	// operands lists every operand group, in order; the clauses refer to
	// them by name.
	operands []ir.OperandDef
	attrs    []ir.AttrDef
	results  []ir.ResultDef
	clauses  []clause
	traits   []ir.Trait
	// head and tail parse and print what comes before and after the
	// clauses; nil when there is nothing.
	parseHead, parseTail func(p *ir.AsmParser, s *parseState) error
	// headAttrs are the attributes the head spells.
	headAttrs            []string
	printHead, printTail func(p *ir.AsmPrinter, op *ir.Operation, g groups)
	verify               func(op *ir.Operation) error
	verifySymbols        func(op *ir.Operation, symbols *ir.SymbolTableCollection) error
}

// def returns the op's definition.
func (s *opSpec) def() *ir.OpDef {
	return &ir.OpDef{
		Name: s.name, Summary: s.summary,
		Operands: s.operands, Results: s.results, Attributes: s.attrs, Traits: s.traits,
		Parse: s.parse, Print: s.print, Verify: s.verify, VerifySymbolUses: s.verifySymbols,
	}
}

// operandDef returns the definition of the named operand group.
func (s *opSpec) operandDef(name string) ir.OperandDef {
	for _, d := range s.operands {
		if d.Name == name {
			return d
		}
	}
	panic("offload: op spec " + s.name + " has no operand group " + name)
}

// elided lists the attributes the custom syntax spells, which the
// attribute dictionary leaves out.
func (s *opSpec) elided() []string {
	out := append([]string{ir.OperandSegmentSizesAttr}, s.headAttrs...)
	for _, c := range s.clauses {
		if c.kind == kindDepend {
			out = append(out, dependKindsAttr)
		} else if c.kind != kindOperand && c.kind != kindMaps {
			out = append(out, c.name)
		}
	}
	return out
}

func (s *opSpec) parse(p *ir.AsmParser, st *ir.OperationState) error {
	ps := &parseState{groups: map[string][]*ir.Value{}, loc: st.Loc}
	if s.parseHead != nil {
		if err := s.parseHead(p, ps); err != nil {
			return err
		}
	}
	if err := s.parseClauses(p, ps); err != nil {
		return err
	}
	if err := p.ParseOptionalAttrDict(&ps.attrs); err != nil {
		return err
	}
	if s.parseTail != nil {
		if err := s.parseTail(p, ps); err != nil {
			return err
		}
	}
	if len(ps.pending) > 0 {
		return p.Errorf("internal error: %s left operands without a type", s.name)
	}
	st.Attributes = append(st.Attributes, ps.attrs...)
	groupsInOrder := make([][]*ir.Value, len(s.operands))
	for i, d := range s.operands {
		groupsInOrder[i] = ps.groups[d.Name]
		st.Operands = append(st.Operands, groupsInOrder[i]...)
	}
	if seg := segmentSizes(p.Context(), s.operands, groupsInOrder); seg != nil {
		st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: ir.OperandSegmentSizesAttr, Value: seg})
	}
	switch {
	case ps.result != nil:
		st.ResultTypes = append(st.ResultTypes, ps.result)
	case len(s.results) == 1:
		st.ResultTypes = append(st.ResultTypes, s.results[0].Type.Buildable)
	}
	return nil
}

// parseClauses parses the clauses, in any order, each at most once, and
// checks that the required ones are there.
func (s *opSpec) parseClauses(p *ir.AsmParser, ps *parseState) error {
	seen := make([]bool, len(s.clauses))
	for {
		loc := p.Loc()
		i := slices.IndexFunc(s.clauses, func(c clause) bool { return p.ParseOptionalKeyword(c.keyword) })
		if i < 0 {
			break
		}
		c := &s.clauses[i]
		if seen[i] {
			return p.ErrorfAt(loc, "'%s' clause given twice", c.keyword)
		}
		seen[i] = true
		if err := s.parseClause(p, c, ps); err != nil {
			return err
		}
	}
	for i, c := range s.clauses {
		if c.required && !seen[i] {
			return p.ErrorfAt(ps.loc, "expected the '%s' clause of %s", c.keyword, s.name)
		}
	}
	return nil
}

func (s *opSpec) parseClause(p *ir.AsmParser, c *clause, ps *parseState) error {
	if c.kind == kindUnit {
		ps.setAttr(c.name, ir.Unit)
		return nil
	}
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	switch c.kind {
	case kindOperand:
		v, err := parseTypedOperand(p, s.operandDef(c.name).Type)
		if err != nil {
			return err
		}
		ps.groups[c.name] = []*ir.Value{v}
	case kindMaps:
		var vs []*ir.Value
		if !p.ParseOptionalPunct(")") {
			for {
				v, err := parseTypedOperand(p, mapC)
				if err != nil {
					return err
				}
				vs = append(vs, v)
				if !p.ParseOptionalPunct(",") {
					break
				}
			}
			if err := p.ParsePunct(")"); err != nil {
				return err
			}
		}
		ps.groups[c.name] = vs
		return nil
	case kindDepend:
		var kinds []ir.Attribute
		for {
			loc := p.Loc()
			k, err := p.ParseIdentifier()
			if err != nil {
				return err
			}
			if !isDependKind(k) {
				return p.ErrorfAt(loc, "expected a dependence kind (in, out or inout), got '%s'", k)
			}
			v, err := parseTypedOperand(p, ir.AnyType)
			if err != nil {
				return err
			}
			kinds = append(kinds, ir.Str(k))
			ps.groups[dependVarsGroup] = append(ps.groups[dependVarsGroup], v)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		ps.setAttr(dependKindsAttr, p.Context().ArrayAttr(kinds))
	case kindString:
		str, err := p.ParseString()
		if err != nil {
			return err
		}
		ps.setAttr(c.name, ir.Str(str))
	case kindMapType:
		f, err := parseMapFlags(p)
		if err != nil {
			return err
		}
		ps.setAttr(c.name, MapTypeAttr{Flags: f})
	case kindSymbol:
		name, err := p.ParseSymbolName()
		if err != nil {
			return err
		}
		ps.setAttr(c.name, ir.SymbolRef(name))
	}
	return p.ParsePunct(")")
}

// parseTypedOperand parses `%v`, resolved to the constraint's buildable
// type, or `%v : T` when the constraint has none.
func parseTypedOperand(p *ir.AsmParser, c ir.TypeConstraint) (*ir.Value, error) {
	u, err := p.ParseOperand()
	if err != nil {
		return nil, err
	}
	t := c.Buildable
	if t == nil {
		if t, err = p.ParseColonType(); err != nil {
			return nil, err
		}
	}
	return p.ResolveOperand(u, t)
}

// groups are an op's operand groups by name, as the printer reads them.
type groups map[string][]*ir.Value

// operandGroups splits op's operands into the groups of s, or reports
// that the op is malformed (its operand_segment_sizes do not fit), which
// only IR that failed to verify can be.
func (s *opSpec) operandGroups(op *ir.Operation) (groups, bool) {
	sizes := make([]int, len(s.operands))
	for i := range sizes {
		sizes[i] = 1
	}
	n := op.NumOperands()
	switch flexibleGroups(s.operands) {
	case 0:
	case 1:
		for i, d := range s.operands {
			if d.Arity != ir.Single {
				sizes[i] = n - (len(s.operands) - 1)
			}
		}
	default:
		seg, ok := op.Attr(ir.OperandSegmentSizesAttr).(*ir.DenseArrayAttr)
		if !ok || seg.Len() != len(s.operands) {
			return nil, false
		}
		for i, v := range seg.Int64s() {
			sizes[i] = int(v)
		}
	}
	g := groups{}
	start := 0
	for i, d := range s.operands {
		k := sizes[i]
		if k < 0 || d.Arity == ir.Single && k != 1 || d.Arity == ir.Optional && k > 1 || start+k > n {
			return nil, false
		}
		g[d.Name] = op.Operands()[start : start+k]
		start += k
	}
	return g, start == n
}

func (s *opSpec) print(p *ir.AsmPrinter, op *ir.Operation) {
	g, ok := s.operandGroups(op)
	if !ok || op.NumResults() != len(s.results) {
		p.WriteString(" <<malformed " + op.Name() + ">>")
		return
	}
	if s.printHead != nil {
		s.printHead(p, op, g)
	}
	for i := range s.clauses {
		s.printClause(p, op, &s.clauses[i], g)
	}
	p.PrintOptionalAttrDict(op.Attrs(), s.elided()...)
	if s.printTail != nil {
		s.printTail(p, op, g)
	}
}

func (s *opSpec) printClause(p *ir.AsmPrinter, op *ir.Operation, c *clause, g groups) {
	switch c.kind {
	case kindOperand:
		if vs := g[c.name]; len(vs) == 1 {
			p.WriteString(" " + c.keyword + "(")
			printTypedOperand(p, vs[0], s.operandDef(c.name).Type)
			p.WriteString(")")
		}
	case kindMaps:
		p.WriteString(" " + c.keyword + "(")
		p.PrintOperands(g[c.name])
		p.WriteString(")")
	case kindUnit:
		if op.Attr(c.name) != nil {
			p.WriteString(" " + c.keyword)
		}
	case kindDepend:
		vs := g[dependVarsGroup]
		kinds := dependKinds(op)
		if len(vs) == 0 || len(kinds) != len(vs) {
			return
		}
		p.WriteString(" depend(")
		for i, v := range vs {
			if i > 0 {
				p.WriteString(", ")
			}
			p.WriteString(kinds[i] + " ")
			printTypedOperand(p, v, ir.AnyType)
		}
		p.WriteString(")")
	case kindString:
		if str, ok := op.Attr(c.name).(ir.StringAttr); ok {
			p.WriteString(" " + c.keyword + "(")
			p.PrintString(str.Value)
			p.WriteString(")")
		}
	case kindMapType:
		if m, ok := op.Attr(c.name).(MapTypeAttr); ok {
			p.WriteString(" " + c.keyword + "(" + mapTypeString(m.Flags) + ")")
		}
	case kindSymbol:
		if sym, ok := op.Attr(c.name).(ir.SymbolRefAttr); ok {
			p.WriteString(" " + c.keyword + "(")
			p.PrintAttribute(sym)
			p.WriteString(")")
		}
	}
}

// printTypedOperand prints `%v`, or `%v : T` when the constraint has no
// one buildable type (or v is not of it: IR that failed to verify).
func printTypedOperand(p *ir.AsmPrinter, v *ir.Value, c ir.TypeConstraint) {
	p.PrintOperand(v)
	if c.Buildable == nil || v.Type() != c.Buildable {
		p.WriteString(" : ")
		p.PrintType(v.Type())
	}
}

// dependKinds returns the depend_kinds of op, nil when absent or not a
// list of strings.
func dependKinds(op *ir.Operation) []string {
	arr, ok := op.Attr(dependKindsAttr).(*ir.ArrayAttr)
	if !ok {
		return nil
	}
	out := make([]string, 0, len(arr.Elems()))
	for _, e := range arr.Elems() {
		s, ok := e.(ir.StringAttr)
		if !ok {
			return nil
		}
		out = append(out, s.Value)
	}
	return out
}

// segmentSizes returns the operand_segment_sizes attribute for groups,
// nil when the op has fewer than two groups that are not Single (and so
// needs none).
func segmentSizes(ctx *ir.Context, defs []ir.OperandDef, groups [][]*ir.Value) ir.Attribute {
	if flexibleGroups(defs) < 2 {
		return nil
	}
	sizes := make([]int64, len(groups))
	for i, g := range groups {
		sizes[i] = int64(len(g))
	}
	return ctx.DenseIntArray(ir.I32, sizes)
}

// flexibleGroups counts the operand groups that are not Single.
func flexibleGroups(defs []ir.OperandDef) int {
	n := 0
	for _, d := range defs {
		if d.Arity != ir.Single {
			n++
		}
	}
	return n
}
