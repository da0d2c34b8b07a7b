package omp

import (
	"fmt"

	"github.com/strata-ir/strata/ir"
)

// Most omp ops are a keyword, a set of clauses in any order, and a region,
// which upstream describes with oilist formats and a few custom
// directives. Here an op with that shape is an opSpec listing its clauses;
// one parser and one printer, driven by the clauses, give all of them
// their syntax, and the operand groups and attributes of the op's
// definition are derived from the clauses as well. Ops whose syntax is
// not of that shape (omp.loop_nest, the atomics, omp.private, ...) are
// written by hand in custom.go, with the clause helpers where they fit.

// clauseKind says how a clause is spelled and what it stands for.
type clauseKind uint8

const (
	unitClause        clauseKind = iota // kw                          unit attribute
	condClause                          // kw(%c)                      optional i1 operand
	typedClause                         // kw(%v : T)                  optional operand
	enumClause                          // kw(case)                    enum attribute
	intClause                           // kw(N)                       i64 attribute
	hintClause                          // hint(contended, ...)        i64 attribute
	scheduleClause                      // schedule(kind [= %c : T] [, mod] [, simd])
	varListClause                       // kw(%a, %b : T, U)           variadic operand
	untypedListClause                   // kw(%a, %b)                  variadic operand of a buildable type
	dependClause                        // depend(kind -> %x : T, ...) variadic operand and kinds
	copyprivateClause                   // copyprivate(%x -> @f : T, ...)
	numTeamsClause                      // num_teams([%lb : T] to %ub : T)
	mapFlagsClause                      // map_clauses(always, to)     ui64 attribute
	membersClause                       // members(%a : [0, 1] : T)    variadic operand and indices
	blockArgClause                      // kw([byref] [@sym] %v -> %arg : T, ...): operands that are entry block arguments too
)

// clause describes one clause of an op.
type clause struct {
	kind    clauseKind
	keyword string
	// operand and operand2 name the operand groups the clause fills.
	operand, operand2 string
	// attr, attr2 and attr3 name the attributes it fills.
	attr, attr2, attr3 string
	enum               string            // enumClause: the enum's mnemonic
	typ                ir.TypeConstraint // the operands' constraint
	// blockArgClause: symbols before the variables name ops of kind symOp;
	// byref allows `byref` before a symbol.
	symOp string
	byref bool
	// mapInfo requires the operands to be omp.map.info results.
	mapInfo bool
}

func unitC(kw string) clause { return clause{kind: unitClause, keyword: kw, attr: kw} }
func condC(kw, operand string) clause {
	return clause{kind: condClause, keyword: kw, operand: operand, typ: ir.I1Type}
}
func typedC(kw, operand string, t ir.TypeConstraint) clause {
	return clause{kind: typedClause, keyword: kw, operand: operand, typ: t}
}
func enumC(kw, attr, enum string) clause {
	return clause{kind: enumClause, keyword: kw, attr: attr, enum: enum}
}
func intC(kw, attr string) clause { return clause{kind: intClause, keyword: kw, attr: attr} }
func hintC() clause               { return clause{kind: hintClause, keyword: "hint", attr: "hint"} }
func scheduleC() clause {
	return clause{kind: scheduleClause, keyword: "schedule", operand: "schedule_chunk", attr: "schedule_kind", attr2: "schedule_mod", attr3: "schedule_simd", typ: intLike}
}
func varListC(kw, operand string, t ir.TypeConstraint) clause {
	return clause{kind: varListClause, keyword: kw, operand: operand, typ: t}
}
func mapListC(kw, operand string) clause {
	return clause{kind: varListClause, keyword: kw, operand: operand, typ: ir.AnyType, mapInfo: true}
}
func dependC() clause {
	return clause{kind: dependClause, keyword: "depend", operand: "depend_vars", attr: "depend_kinds", typ: ir.AnyType}
}
func copyprivateC() clause {
	return clause{kind: copyprivateClause, keyword: "copyprivate", operand: "copyprivate_vars", attr: "copyprivate_syms", typ: ir.AnyType}
}
func numTeamsC() clause {
	return clause{kind: numTeamsClause, keyword: "num_teams", operand: "num_teams_lower", operand2: "num_teams_upper", typ: ir.AnyInteger}
}
func privateC() clause {
	return clause{kind: blockArgClause, keyword: "private", operand: "private_vars", attr: "private_syms", symOp: PrivateOpName, typ: ir.AnyType}
}
func reductionC(kw, prefix string) clause {
	return clause{kind: blockArgClause, keyword: kw, operand: prefix + "_vars", attr: prefix + "_syms", attr2: prefix + "_byref", symOp: DeclareReductionOpName, byref: true, typ: ir.AnyType}
}
func blockArgC(kw, operand string, mapInfo bool) clause {
	return clause{kind: blockArgClause, keyword: kw, operand: operand, typ: ir.AnyType, mapInfo: mapInfo}
}

// intLike is upstream's IntLikeType: any integer or index.
var intLike = ir.TypeConstraint{Desc: "integer or index", Pred: func(t ir.Type) bool {
	_, ok := t.(ir.IntegerType)
	return ok || t == ir.Type(ir.Index)
}}

// operandDefs returns the operand groups c fills.
func (c *clause) operandDefs() []ir.OperandDef {
	switch c.kind {
	case condClause, typedClause, scheduleClause:
		return []ir.OperandDef{{Name: c.operand, Type: c.typ, Arity: ir.Optional}}
	case numTeamsClause:
		return []ir.OperandDef{{Name: c.operand, Type: c.typ, Arity: ir.Optional}, {Name: c.operand2, Type: c.typ, Arity: ir.Optional}}
	case varListClause, untypedListClause, dependClause, copyprivateClause, membersClause, blockArgClause:
		return []ir.OperandDef{{Name: c.operand, Type: c.typ, Arity: ir.Variadic}}
	}
	return nil
}

var (
	symbolRefArrayC = ir.AttrConstraint{Desc: "symbol ref array attribute", Pred: func(a ir.Attribute) bool {
		arr, ok := a.(*ir.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems() {
			if _, ok := e.(ir.SymbolRefAttr); !ok {
				return false
			}
		}
		return true
	}}
	boolArrayC = ir.AttrConstraint{Desc: "i1 dense array attribute", Pred: func(a ir.Attribute) bool {
		d, ok := a.(*ir.DenseArrayAttr)
		return ok && d.ElementType() == ir.Type(ir.I1)
	}}
	dependKindsC = ir.AttrConstraint{Desc: "depend clause in a target or task construct array", Pred: func(a ir.Attribute) bool {
		arr, ok := a.(*ir.ArrayAttr)
		if !ok {
			return false
		}
		c := enumConstraint(TaskDependEnum, "")
		for _, e := range arr.Elems() {
			if !c.Allows(e) {
				return false
			}
		}
		return true
	}}
	ui64AttrC = ir.AttrConstraint{Desc: "64-bit unsigned integer attribute", Pred: func(a ir.Attribute) bool {
		ia, ok := a.(ir.IntegerAttr)
		return ok && ia.AttrType() == ir.Type(ui64)
	}}
	membersIndexC = ir.AttrConstraint{Desc: "array of index paths", Pred: func(a ir.Attribute) bool {
		arr, ok := a.(*ir.ArrayAttr)
		if !ok {
			return false
		}
		for _, e := range arr.Elems() {
			path, ok := e.(*ir.ArrayAttr)
			if !ok {
				return false
			}
			for _, i := range path.Elems() {
				if !ir.I64AttrC.Allows(i) {
					return false
				}
			}
		}
		return true
	}}
)

// attrDefs returns the attributes c fills, all optional.
func (c *clause) attrDefs() []ir.AttrDef {
	opt := func(name string, con ir.AttrConstraint) ir.AttrDef {
		return ir.AttrDef{Name: name, Constraint: con, Optional: true}
	}
	switch c.kind {
	case unitClause:
		return []ir.AttrDef{opt(c.attr, ir.UnitAttrC)}
	case enumClause:
		def, _ := enumDefOf(c.enum)
		return []ir.AttrDef{opt(c.attr, enumConstraint(c.enum, def.mnemonic+" attribute"))}
	case intClause, hintClause:
		return []ir.AttrDef{opt(c.attr, ir.I64AttrC)}
	case scheduleClause:
		return []ir.AttrDef{
			opt(c.attr, enumConstraint(ScheduleKindEnum, "ScheduleKind Clause")),
			opt(c.attr2, enumConstraint(ScheduleModEnum, "OpenMP Schedule Modifier")),
			opt(c.attr3, ir.UnitAttrC),
		}
	case dependClause:
		return []ir.AttrDef{opt(c.attr, dependKindsC)}
	case copyprivateClause:
		return []ir.AttrDef{opt(c.attr, symbolRefArrayC)}
	case mapFlagsClause:
		return []ir.AttrDef{opt(c.attr, ui64AttrC)}
	case membersClause:
		return []ir.AttrDef{opt(c.attr, membersIndexC)}
	case blockArgClause:
		var defs []ir.AttrDef
		if c.attr != "" {
			defs = append(defs, opt(c.attr, symbolRefArrayC))
		}
		if c.attr2 != "" {
			defs = append(defs, opt(c.attr2, boolArrayC))
		}
		return defs
	}
	return nil
}

// opSpec describes an op whose syntax is driven by its clauses:
//
//	name [head] clause* [tail] [region] attr-dict
//
// The clauses parse in any order and print in the listed order, those
// with block arguments last; the entry block's arguments are those of the
// block-argument clauses, in the listed order.
type opSpec struct {
	name, summary string
	// leading are operand groups before those of the clauses.
	leading []ir.OperandDef
	clauses []clause
	// attrs are attributes beyond the clauses'.
	attrs   []ir.AttrDef
	results []ir.ResultDef
	// regions is the number of regions (0 or 1).
	regions int
	traits  []ir.Trait
	// head and tail parse and print what comes before and after the
	// clauses (map.info's `var_ptr(...)` and `-> type`); they own the
	// attributes they name in elided.
	parseHead func(p *ir.AsmParser, cs *clauseState) error
	printHead func(p *ir.AsmPrinter, op *ir.Operation, groups [][]*ir.Value)
	parseTail func(p *ir.AsmParser, cs *clauseState) error
	printTail func(p *ir.AsmPrinter, op *ir.Operation)
	elided    []string
	// verify checks what the clauses do not.
	verify func(op *ir.Operation) error
	// loopWrapper: the region holds one omp.loop_nest or loop wrapper.
	loopWrapper bool
	// parseRegion, when set, may parse the region in another syntax; it
	// reports whether it did.
	parseRegion func(p *ir.AsmParser, cs *clauseState) (bool, error)
}

// operandDefs returns the operand groups of the op, in order.
func (s *opSpec) operandDefs() []ir.OperandDef {
	defs := append([]ir.OperandDef(nil), s.leading...)
	for i := range s.clauses {
		defs = append(defs, s.clauses[i].operandDefs()...)
	}
	return defs
}

// groupIndex returns the index of the operand group named name.
func (s *opSpec) groupIndex(name string) int {
	for i, d := range s.operandDefs() {
		if d.Name == name {
			return i
		}
	}
	panic("omp: no operand group " + name + " in " + s.name)
}

// def builds the op's definition.
func (s *opSpec) def() *ir.OpDef {
	d := &ir.OpDef{
		Name:     s.name,
		Summary:  s.summary,
		Operands: s.operandDefs(),
		Results:  s.results,
		Traits:   s.traits,
		Parse:    s.parse,
		Print:    s.print,
		Verify:   s.verifyOp,
	}
	for i := range s.clauses {
		d.Attributes = append(d.Attributes, s.clauses[i].attrDefs()...)
	}
	d.Attributes = append(d.Attributes, s.attrs...)
	if s.regions > 0 {
		d.Regions = []ir.RegionDef{{Name: "region"}}
	}
	if s.hasSymbolClauses() {
		d.VerifySymbolUses = s.verifySymbolUses
	}
	return d
}

func (s *opSpec) hasSymbolClauses() bool {
	for _, c := range s.clauses {
		if c.symOp != "" || c.kind == copyprivateClause {
			return true
		}
	}
	return false
}

// clauseState collects what the clauses of one op parse to.
type clauseState struct {
	spec   *opSpec
	groups [][]*ir.Value
	attrs  []ir.NamedAttribute
	// args holds the entry block arguments of each block-argument clause,
	// by clause index.
	args    [][]ir.Argument
	results []ir.Type
}

func (cs *clauseState) setAttr(name string, a ir.Attribute) {
	cs.attrs = append(cs.attrs, ir.NamedAttribute{Name: name, Value: a})
}

func (cs *clauseState) add(group string, vs ...*ir.Value) {
	i := cs.spec.groupIndex(group)
	cs.groups[i] = append(cs.groups[i], vs...)
}

// parse is the custom parser of every op described by an opSpec.
func (s *opSpec) parse(p *ir.AsmParser, st *ir.OperationState) error {
	cs := &clauseState{spec: s, groups: make([][]*ir.Value, len(s.operandDefs())), args: make([][]ir.Argument, len(s.clauses))}
	if s.parseHead != nil {
		if err := s.parseHead(p, cs); err != nil {
			return err
		}
	}
	if err := parseClauses(p, s, cs); err != nil {
		return err
	}
	if s.parseTail != nil {
		if err := s.parseTail(p, cs); err != nil {
			return err
		}
	}
	handled := false
	if s.parseRegion != nil {
		var err error
		if handled, err = s.parseRegion(p, cs); err != nil {
			return err
		}
	}
	if s.regions > 0 && !handled {
		var entry []ir.Argument
		for _, as := range cs.args {
			entry = append(entry, as...)
		}
		if err := p.ParseRegion(new(ir.Region), entry); err != nil {
			return err
		}
	}
	st.Attributes = cs.attrs
	if err := p.ParseOptionalAttrDict(&st.Attributes); err != nil {
		return err
	}
	for _, g := range cs.groups {
		st.Operands = append(st.Operands, g...)
	}
	st.ResultTypes = cs.results
	if seg := segmentSizes(p.Context(), s.operandDefs(), cs.groups); seg != nil {
		st.Attributes = append(st.Attributes, ir.NamedAttribute{Name: ir.OperandSegmentSizesAttr, Value: seg})
	}
	return nil
}

// segmentSizes returns the operand_segment_sizes attribute the groups
// need: nil unless more than one group is optional or variadic.
func segmentSizes(ctx *ir.Context, defs []ir.OperandDef, groups [][]*ir.Value) ir.Attribute {
	flexible := 0
	sizes := make([]int64, len(groups))
	for i, d := range defs {
		if d.Arity != ir.Single {
			flexible++
		}
		sizes[i] = int64(len(groups[i]))
	}
	if flexible < 2 {
		return nil
	}
	return ctx.DenseIntArray(ir.I32, sizes)
}

// parseClauses parses the clauses of s, in any order, each at most once.
func parseClauses(p *ir.AsmParser, s *opSpec, cs *clauseState) error {
	seen := make([]bool, len(s.clauses))
	for {
		found := false
		for i := range s.clauses {
			c := &s.clauses[i]
			loc := p.Loc()
			if !p.ParseOptionalKeyword(c.keyword) {
				continue
			}
			if seen[i] {
				return p.ErrorfAt(loc, "`%s` clause can appear at most once in the expansion of the oilist directive", c.keyword)
			}
			seen[i], found = true, true
			if err := parseClause(p, c, i, cs); err != nil {
				return err
			}
			break
		}
		if !found {
			return nil
		}
	}
}

// parseOperandAndType parses `%v : T` and resolves it.
func parseOperandAndType(p *ir.AsmParser) (*ir.Value, error) {
	u, err := p.ParseOperand()
	if err != nil {
		return nil, err
	}
	t, err := p.ParseColonType()
	if err != nil {
		return nil, err
	}
	return p.ResolveOperand(u, t)
}

// parseParenOperandType parses `(%v : T)`.
func parseParenOperandType(p *ir.AsmParser) (*ir.Value, error) {
	if err := p.ParsePunct("("); err != nil {
		return nil, err
	}
	v, err := parseOperandAndType(p)
	if err != nil {
		return nil, err
	}
	return v, p.ParsePunct(")")
}

// parseCommaSeparated runs item for each element of a list that ends at
// `)` or `:` (not consumed); at least one element.
func parseCommaSeparated(p *ir.AsmParser, item func() error) error {
	for {
		if err := item(); err != nil {
			return err
		}
		if !p.ParseOptionalPunct(",") {
			return nil
		}
	}
}

// parseClause parses the body of clause c (index i), whose keyword has
// been consumed.
func parseClause(p *ir.AsmParser, c *clause, i int, cs *clauseState) error {
	ctx := p.Context()
	switch c.kind {
	case unitClause:
		cs.setAttr(c.attr, ir.Unit)
		return nil
	case condClause:
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		v, err := p.ResolveOperand(u, ir.I1)
		if err != nil {
			return err
		}
		cs.add(c.operand, v)
		return p.ParsePunct(")")
	case typedClause:
		v, err := parseParenOperandType(p)
		if err != nil {
			return err
		}
		cs.add(c.operand, v)
		return nil
	case enumClause:
		def, _ := enumDefOf(c.enum)
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		k, err := parseEnumCase(p, def)
		if err != nil {
			return err
		}
		cs.setAttr(c.attr, Enum(c.enum, k))
		return p.ParsePunct(")")
	case intClause:
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		n, err := p.ParseInteger()
		if err != nil {
			return err
		}
		cs.setAttr(c.attr, ir.IntAttr(ir.I64, n))
		return p.ParsePunct(")")
	case hintClause:
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		h, err := parseHintBody(p)
		if err != nil {
			return err
		}
		cs.setAttr(c.attr, ir.IntAttr(ir.I64, h))
		return p.ParsePunct(")")
	case scheduleClause:
		return parseSchedule(p, c, cs)
	case varListClause:
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		us, err := p.ParseOperandList(ir.NoDelimiter)
		if err != nil {
			return err
		}
		loc := p.Loc()
		ts, err := p.ParseColonTypeList()
		if err != nil {
			return err
		}
		if len(ts) != len(us) {
			return p.ErrorfAt(loc, "expected %d types in %s clause, got %d", len(us), c.keyword, len(ts))
		}
		vs, err := p.ResolveOperands(us, ts)
		if err != nil {
			return err
		}
		cs.add(c.operand, vs...)
		return p.ParsePunct(")")
	case untypedListClause:
		us, err := p.ParseOperandList(ir.ParenDelimiter)
		if err != nil {
			return err
		}
		for _, u := range us {
			v, err := p.ResolveOperand(u, c.typ.Buildable)
			if err != nil {
				return err
			}
			cs.add(c.operand, v)
		}
		return nil
	case dependClause:
		def, _ := enumDefOf(TaskDependEnum)
		var kinds []ir.Attribute
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		err := parseCommaSeparated(p, func() error {
			k, err := parseEnumCase(p, def)
			if err != nil {
				return err
			}
			if err := p.ParsePunct("->"); err != nil {
				return err
			}
			v, err := parseOperandAndType(p)
			if err != nil {
				return err
			}
			kinds = append(kinds, Enum(TaskDependEnum, k))
			cs.add(c.operand, v)
			return nil
		})
		if err != nil {
			return err
		}
		cs.setAttr(c.attr, ctx.ArrayAttr(kinds))
		return p.ParsePunct(")")
	case copyprivateClause:
		var syms []ir.Attribute
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		err := parseCommaSeparated(p, func() error {
			u, err := p.ParseOperand()
			if err != nil {
				return err
			}
			if err := p.ParsePunct("->"); err != nil {
				return err
			}
			sym, err := p.ParseSymbolName()
			if err != nil {
				return err
			}
			t, err := p.ParseColonType()
			if err != nil {
				return err
			}
			v, err := p.ResolveOperand(u, t)
			if err != nil {
				return err
			}
			syms = append(syms, ir.SymbolRef(sym))
			cs.add(c.operand, v)
			return nil
		})
		if err != nil {
			return err
		}
		cs.setAttr(c.attr, ctx.ArrayAttr(syms))
		return p.ParsePunct(")")
	case numTeamsClause:
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		if !p.ParseOptionalKeyword("to") {
			lb, err := parseOperandAndType(p)
			if err != nil {
				return err
			}
			cs.add(c.operand, lb)
			if err := p.ParseKeyword("to"); err != nil {
				return err
			}
		}
		ub, err := parseOperandAndType(p)
		if err != nil {
			return err
		}
		cs.add(c.operand2, ub)
		return p.ParsePunct(")")
	case mapFlagsClause:
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		f, err := parseMapFlags(p)
		if err != nil {
			return err
		}
		cs.setAttr(c.attr, MapTypeAttr(f))
		return p.ParsePunct(")")
	case membersClause:
		return parseMembers(p, c, cs)
	case blockArgClause:
		return parseBlockArgClause(p, c, i, cs)
	}
	return fmt.Errorf("omp: clause kind %d has no parser", c.kind)
}

func parseSchedule(p *ir.AsmParser, c *clause, cs *clauseState) error {
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	def, _ := enumDefOf(ScheduleKindEnum)
	k, err := parseEnumCase(p, def)
	if err != nil {
		return err
	}
	cs.setAttr(c.attr, Enum(ScheduleKindEnum, k))
	if p.ParseOptionalPunct("=") {
		v, err := parseOperandAndType(p)
		if err != nil {
			return err
		}
		cs.add(c.operand, v)
	}
	for p.ParseOptionalPunct(",") {
		loc := p.Loc()
		m, err := p.ParseIdentifier()
		if err != nil {
			return err
		}
		switch m {
		case "monotonic", "nonmonotonic":
			cs.setAttr(c.attr2, Enum(ScheduleModEnum, m))
		case "simd":
			cs.setAttr(c.attr3, ir.Unit)
		default:
			return p.ErrorfAt(loc, "invalid schedule modifier '%s'", m)
		}
	}
	return p.ParsePunct(")")
}

func parseMembers(p *ir.AsmParser, c *clause, cs *clauseState) error {
	ctx := p.Context()
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	us, err := p.ParseOperandList(ir.NoDelimiter)
	if err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	var paths []ir.Attribute
	err = parseCommaSeparated(p, func() error {
		if err := p.ParsePunct("["); err != nil {
			return err
		}
		var path []ir.Attribute
		err := parseCommaSeparated(p, func() error {
			n, err := p.ParseInteger()
			path = append(path, ir.IntAttr(ir.I64, n))
			return err
		})
		if err != nil {
			return err
		}
		paths = append(paths, ctx.ArrayAttr(path))
		return p.ParsePunct("]")
	})
	if err != nil {
		return err
	}
	loc := p.Loc()
	ts, err := p.ParseColonTypeList()
	if err != nil {
		return err
	}
	if len(ts) != len(us) || len(paths) != len(us) {
		return p.ErrorfAt(loc, "members clause needs as many index paths and types as members")
	}
	vs, err := p.ResolveOperands(us, ts)
	if err != nil {
		return err
	}
	cs.add(c.operand, vs...)
	cs.setAttr(c.attr, ctx.ArrayAttr(paths))
	return p.ParsePunct(")")
}

// parseBlockArgClause parses `([byref] [@sym] %v -> %arg, ... : T, ...)`.
func parseBlockArgClause(p *ir.AsmParser, c *clause, i int, cs *clauseState) error {
	ctx := p.Context()
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	var (
		syms  []ir.Attribute
		byref []int64
		us    []ir.UnresolvedOperand
		args  []ir.Argument
	)
	err := parseCommaSeparated(p, func() error {
		if c.byref {
			if p.ParseOptionalKeyword("byref") {
				byref = append(byref, 1)
			} else {
				byref = append(byref, 0)
			}
		}
		if c.symOp != "" {
			sym, err := p.ParseSymbolName()
			if err != nil {
				return err
			}
			syms = append(syms, ir.SymbolRef(sym))
		}
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		if err := p.ParsePunct("->"); err != nil {
			return err
		}
		a, err := p.ParseArgument(false, false)
		if err != nil {
			return err
		}
		us = append(us, u)
		args = append(args, a)
		return nil
	})
	if err != nil {
		return err
	}
	loc := p.Loc()
	ts, err := p.ParseColonTypeList()
	if err != nil {
		return err
	}
	if len(ts) != len(us) {
		return p.ErrorfAt(loc, "expected %d types in %s clause, got %d", len(us), c.keyword, len(ts))
	}
	vs, err := p.ResolveOperands(us, ts)
	if err != nil {
		return err
	}
	for k := range args {
		args[k].Type = ts[k]
	}
	cs.add(c.operand, vs...)
	cs.args[i] = args
	if c.symOp != "" {
		cs.setAttr(c.attr, ctx.ArrayAttr(syms))
	}
	if c.byref && c.attr2 != "" && containsNonzero(byref) {
		cs.setAttr(c.attr2, ctx.DenseIntArray(ir.I1, byref))
	}
	return p.ParsePunct(")")
}

func containsNonzero(vs []int64) bool {
	for _, v := range vs {
		if v != 0 {
			return true
		}
	}
	return false
}

// operandGroups splits op's operands into the groups of defs, or reports
// false when the op's operands do not fit them (a printer must not fail
// on IR that does not verify).
func operandGroups(op *ir.Operation, defs []ir.OperandDef) ([][]*ir.Value, bool) {
	n := op.NumOperands()
	sizes := make([]int, len(defs))
	flexible := 0
	for _, d := range defs {
		if d.Arity != ir.Single {
			flexible++
		}
	}
	switch {
	case flexible >= 2:
		seg, ok := op.Attr(ir.OperandSegmentSizesAttr).(*ir.DenseArrayAttr)
		if !ok || seg.Len() != len(defs) || seg.ElementType() != ir.Type(ir.I32) {
			return nil, false
		}
		total := 0
		for i, v := range seg.Int64s() {
			if v < 0 || defs[i].Arity == ir.Single && v != 1 || defs[i].Arity == ir.Optional && v > 1 {
				return nil, false
			}
			sizes[i] = int(v)
			total += int(v)
		}
		if total != n {
			return nil, false
		}
	default:
		fixed := len(defs) - flexible
		if n < fixed || flexible == 0 && n != fixed {
			return nil, false
		}
		for i, d := range defs {
			sizes[i] = 1
			if d.Arity != ir.Single {
				sizes[i] = n - fixed
				if d.Arity == ir.Optional && sizes[i] > 1 {
					return nil, false
				}
			}
		}
	}
	groups := make([][]*ir.Value, len(defs))
	all := op.Operands()
	start := 0
	for i, sz := range sizes {
		groups[i] = all[start : start+sz]
		start += sz
	}
	return groups, true
}

// malformed stands in for the custom form of an op whose structure the
// custom printer cannot show.
func malformed(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteString(" <<malformed " + op.Name() + ">>")
}

// print is the custom printer of every op described by an opSpec.
func (s *opSpec) print(p *ir.AsmPrinter, op *ir.Operation) {
	defs := s.operandDefs()
	groups, ok := operandGroups(op, defs)
	if !ok || op.NumRegions() != s.regions {
		malformed(p, op)
		return
	}
	group := func(name string) []*ir.Value {
		for i, d := range defs {
			if d.Name == name {
				return groups[i]
			}
		}
		return nil
	}
	// The entry block must have the block-argument clauses' arguments.
	var entry *ir.Block
	if s.regions > 0 {
		entry = op.Region(0).First()
		want := 0
		for _, c := range s.clauses {
			if c.kind == blockArgClause {
				want += len(group(c.operand))
			}
		}
		if want > 0 && (entry == nil || entry.NumArguments() < want) {
			malformed(p, op)
			return
		}
	}
	if s.printHead != nil {
		s.printHead(p, op, groups)
	}
	for pass := 0; pass < 2; pass++ {
		for i := range s.clauses {
			if c := &s.clauses[i]; (c.kind == blockArgClause) == (pass == 1) {
				printClause(p, s, op, c, group)
			}
		}
	}
	if s.printTail != nil {
		s.printTail(p, op)
	}
	if s.regions > 0 {
		p.WriteString(" ")
		p.PrintRegion(op.Region(0), false, true)
	}
	p.PrintOptionalAttrDict(op.Attrs(), s.elidedAttrs()...)
}

// elidedAttrs returns the attributes the custom form spells elsewhere
// than in the attribute dictionary.
func (s *opSpec) elidedAttrs() []string {
	names := append([]string{ir.OperandSegmentSizesAttr}, s.elided...)
	for _, c := range s.clauses {
		for _, a := range []string{c.attr, c.attr2, c.attr3} {
			if a != "" {
				names = append(names, a)
			}
		}
	}
	return names
}

func printTypes(p *ir.AsmPrinter, vs []*ir.Value) {
	for i, v := range vs {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(v.Type())
	}
}

// blockArgOffset returns the index of the first entry block argument of
// block-argument clause c.
func blockArgOffset(s *opSpec, c *clause, group func(string) []*ir.Value) int {
	off := 0
	for i := range s.clauses {
		d := &s.clauses[i]
		if d == c {
			return off
		}
		if d.kind == blockArgClause {
			off += len(group(d.operand))
		}
	}
	return off
}

// printClause prints clause c of op when it is present.
func printClause(p *ir.AsmPrinter, s *opSpec, op *ir.Operation, c *clause, group func(string) []*ir.Value) {
	switch c.kind {
	case unitClause:
		if op.Attr(c.attr) != nil {
			p.WriteString(" " + c.keyword)
		}
	case condClause:
		if vs := group(c.operand); len(vs) == 1 {
			p.WriteString(" " + c.keyword + "(")
			p.PrintOperand(vs[0])
			p.WriteString(")")
		}
	case typedClause:
		if vs := group(c.operand); len(vs) == 1 {
			p.WriteString(" " + c.keyword + "(")
			p.PrintOperand(vs[0])
			p.WriteString(" : ")
			p.PrintType(vs[0].Type())
			p.WriteString(")")
		}
	case enumClause:
		if e, ok := op.Attr(c.attr).(EnumAttr); ok {
			p.WriteString(" " + c.keyword + "(" + e.Case + ")")
		}
	case intClause:
		if n, ok := op.Attr(c.attr).(ir.IntegerAttr); ok {
			p.WriteString(fmt.Sprintf(" %s(%d)", c.keyword, n.Int64()))
		}
	case hintClause:
		if n, ok := op.Attr(c.attr).(ir.IntegerAttr); ok {
			p.WriteString(" hint(" + hintString(n.Int64()) + ")")
		}
	case scheduleClause:
		printSchedule(p, op, c, group)
	case varListClause:
		if vs := group(c.operand); len(vs) > 0 {
			p.WriteString(" " + c.keyword + "(")
			p.PrintOperands(vs)
			p.WriteString(" : ")
			printTypes(p, vs)
			p.WriteString(")")
		}
	case untypedListClause:
		if vs := group(c.operand); len(vs) > 0 {
			p.WriteString(" " + c.keyword + "(")
			p.PrintOperands(vs)
			p.WriteString(")")
		}
	case dependClause:
		vs := group(c.operand)
		kinds, _ := op.Attr(c.attr).(*ir.ArrayAttr)
		if len(vs) == 0 || kinds == nil || len(kinds.Elems()) != len(vs) {
			return
		}
		p.WriteString(" depend(")
		for i, v := range vs {
			if i > 0 {
				p.WriteString(", ")
			}
			k, _ := kinds.Elems()[i].(EnumAttr)
			p.WriteString(k.Case + " -> ")
			p.PrintOperand(v)
			p.WriteString(" : ")
			p.PrintType(v.Type())
		}
		p.WriteString(")")
	case copyprivateClause:
		vs := group(c.operand)
		syms, _ := op.Attr(c.attr).(*ir.ArrayAttr)
		if len(vs) == 0 || syms == nil || len(syms.Elems()) != len(vs) {
			return
		}
		p.WriteString(" copyprivate(")
		for i, v := range vs {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintOperand(v)
			p.WriteString(" -> ")
			p.PrintAttribute(syms.Elems()[i])
			p.WriteString(" : ")
			p.PrintType(v.Type())
		}
		p.WriteString(")")
	case numTeamsClause:
		lb, ub := group(c.operand), group(c.operand2)
		if len(ub) == 0 {
			return
		}
		// Upstream's format leaves a space before `to` when the lower
		// bound is absent: `num_teams( to %n : i32)`.
		p.WriteString(" num_teams(")
		if len(lb) == 1 {
			p.PrintOperand(lb[0])
			p.WriteString(" : ")
			p.PrintType(lb[0].Type())
		}
		p.WriteString(" to ")
		p.PrintOperand(ub[0])
		p.WriteString(" : ")
		p.PrintType(ub[0].Type())
		p.WriteString(")")
	case mapFlagsClause:
		if n, ok := op.Attr(c.attr).(ir.IntegerAttr); ok {
			p.WriteString(" map_clauses(" + MapFlags(n.Uint64()).String() + ")")
		}
	case membersClause:
		vs := group(c.operand)
		paths, _ := op.Attr(c.attr).(*ir.ArrayAttr)
		if len(vs) == 0 || paths == nil || len(paths.Elems()) != len(vs) {
			return
		}
		p.WriteString(" members(")
		p.PrintOperands(vs)
		p.WriteString(" : ")
		for i, path := range paths.Elems() {
			if i > 0 {
				p.WriteString(", ")
			}
			p.WriteString("[")
			if arr, ok := path.(*ir.ArrayAttr); ok {
				for k, e := range arr.Elems() {
					if k > 0 {
						p.WriteString(", ")
					}
					if n, ok := e.(ir.IntegerAttr); ok {
						p.WriteString(fmt.Sprint(n.Int64()))
					}
				}
			}
			p.WriteString("]")
		}
		p.WriteString(" : ")
		printTypes(p, vs)
		p.WriteString(")")
	case blockArgClause:
		printBlockArgClause(p, s, op, c, group)
	}
}

func printSchedule(p *ir.AsmPrinter, op *ir.Operation, c *clause, group func(string) []*ir.Value) {
	kind, ok := op.Attr(c.attr).(EnumAttr)
	if !ok {
		return
	}
	p.WriteString(" schedule(" + kind.Case)
	if vs := group(c.operand); len(vs) == 1 {
		p.WriteString(" = ")
		p.PrintOperand(vs[0])
		p.WriteString(" : ")
		p.PrintType(vs[0].Type())
	}
	if m, ok := op.Attr(c.attr2).(EnumAttr); ok && m.Case != "none" {
		p.WriteString(", " + m.Case)
	}
	if op.Attr(c.attr3) != nil {
		p.WriteString(", simd")
	}
	p.WriteString(")")
}

func printBlockArgClause(p *ir.AsmPrinter, s *opSpec, op *ir.Operation, c *clause, group func(string) []*ir.Value) {
	vs := group(c.operand)
	if len(vs) == 0 {
		return
	}
	entry := op.Region(0).First()
	off := blockArgOffset(s, c, group)
	var syms []ir.Attribute
	if a, ok := op.Attr(c.attr).(*ir.ArrayAttr); ok && c.symOp != "" {
		syms = a.Elems()
	}
	var byref []int64
	if a, ok := op.Attr(c.attr2).(*ir.DenseArrayAttr); ok && c.byref {
		byref = a.Int64s()
	}
	p.WriteString(" " + c.keyword + "(")
	for i, v := range vs {
		if i > 0 {
			p.WriteString(", ")
		}
		if i < len(byref) && byref[i] != 0 {
			p.WriteString("byref ")
		}
		if c.symOp != "" {
			if i < len(syms) {
				p.PrintAttribute(syms[i])
			} else {
				p.WriteString("@<<missing symbol>>")
			}
			p.WriteString(" ")
		}
		p.PrintOperand(v)
		p.WriteString(" -> ")
		p.PrintOperand(entry.Argument(off + i))
	}
	p.WriteString(" : ")
	printTypes(p, vs)
	p.WriteString(")")
}

// verifyOp checks the invariants every clause-driven op shares, then the
// op's own.
func (s *opSpec) verifyOp(op *ir.Operation) error {
	defs := s.operandDefs()
	groups, ok := operandGroups(op, defs)
	if !ok {
		return fmt.Errorf("operand groups do not match the op's definition")
	}
	group := func(name string) []*ir.Value {
		for i, d := range defs {
			if d.Name == name {
				return groups[i]
			}
		}
		return nil
	}
	var blockArgTypes []ir.Type
	for i := range s.clauses {
		c := &s.clauses[i]
		vs := group(c.operand)
		switch c.kind {
		case blockArgClause:
			for _, v := range vs {
				blockArgTypes = append(blockArgTypes, v.Type())
			}
			if c.symOp != "" {
				if err := checkCount(op, c.attr, len(vs), c.keyword+" variables", "symbols"); err != nil {
					return err
				}
			}
			if c.byref && op.Attr(c.attr2) != nil {
				if a := op.Attr(c.attr2).(*ir.DenseArrayAttr); a.Len() != len(vs) {
					return fmt.Errorf("expected as many %s by-reference flags as variables (%d), got %d", c.keyword, len(vs), a.Len())
				}
			}
		case dependClause:
			if err := checkCount(op, c.attr, len(vs), "depend variables", "dependence types"); err != nil {
				return err
			}
		case copyprivateClause:
			if err := checkCount(op, c.attr, len(vs), "copyprivate variables", "functions"); err != nil {
				return err
			}
		case membersClause:
			if err := checkCount(op, c.attr, len(vs), "members", "index paths"); err != nil {
				return err
			}
		case scheduleClause:
			kind, hasKind := op.Attr(c.attr).(EnumAttr)
			if len(vs) == 1 {
				if !hasKind {
					return fmt.Errorf("schedule chunk size given without a schedule kind")
				}
				if kind.Case != "static" && kind.Case != "dynamic" && kind.Case != "guided" {
					return fmt.Errorf("schedule(%s) does not take a chunk size", kind.Case)
				}
			}
			if !hasKind && (op.Attr(c.attr2) != nil || op.Attr(c.attr3) != nil) {
				return fmt.Errorf("schedule modifier given without a schedule kind")
			}
		case hintClause:
			if h, ok := op.Attr(c.attr).(ir.IntegerAttr); ok {
				if err := verifyHint(h.Int64()); err != nil {
					return err
				}
			}
		case numTeamsClause:
			lb, ub := vs, group(c.operand2)
			if len(lb) == 1 && len(ub) == 0 {
				return fmt.Errorf("expected num_teams upper bound to be defined if the lower bound is defined")
			}
			if len(lb) == 1 && lb[0].Type() != ub[0].Type() {
				return fmt.Errorf("expected num_teams upper bound and lower bound to be the same type")
			}
		}
		if c.mapInfo {
			for _, v := range vs {
				if d := v.DefiningOp(); d == nil || !d.Is(MapInfoOpName) {
					return fmt.Errorf("expected the %s operands to be results of %s", c.keyword, MapInfoOpName)
				}
			}
		}
	}
	if s.regions > 0 {
		if err := verifyEntryArgs(op, blockArgTypes); err != nil {
			return err
		}
	}
	if s.loopWrapper {
		if err := verifyLoopWrapper(op); err != nil {
			return err
		}
	}
	if s.verify != nil {
		return s.verify(op)
	}
	return nil
}

// checkCount checks that the array attribute attr has n elements.
func checkCount(op *ir.Operation, attr string, n int, what, of string) error {
	got := 0
	if a, ok := op.Attr(attr).(*ir.ArrayAttr); ok {
		got = len(a.Elems())
	}
	if got != n {
		return fmt.Errorf("expected as many %s as %s (%d), got %d", of, what, n, got)
	}
	return nil
}

// verifyEntryArgs checks that the entry block's arguments are those of
// the block-argument clauses.
func verifyEntryArgs(op *ir.Operation, types []ir.Type) error {
	entry := op.Region(0).First()
	if entry == nil {
		if len(types) > 0 {
			return fmt.Errorf("expected a region with %d entry block arguments", len(types))
		}
		return nil
	}
	if entry.NumArguments() != len(types) {
		return fmt.Errorf("expected %d entry block arguments, one per private, reduction or mapped variable, but the region has %d", len(types), entry.NumArguments())
	}
	for i, t := range types {
		if got := entry.Argument(i).Type(); got != t {
			return fmt.Errorf("entry block argument #%d has type '%s', but its clause variable has type '%s'", i, ir.TypeString(got), ir.TypeString(t))
		}
	}
	return nil
}

// verifySymbolUses checks that the symbols of the clauses name ops of the
// expected kind.
func (s *opSpec) verifySymbolUses(op *ir.Operation, symbols *ir.SymbolTableCollection) error {
	for _, c := range s.clauses {
		if c.symOp == "" && c.kind != copyprivateClause {
			continue
		}
		arr, ok := op.Attr(c.attr).(*ir.ArrayAttr)
		if !ok {
			continue
		}
		for _, e := range arr.Elems() {
			ref := e.(ir.SymbolRefAttr)
			target := symbols.LookupNearestSymbolFrom(op, ref)
			switch {
			case target == nil:
				return op.Errorf("'%s' does not reference a valid %s", ir.AttrString(ref), symbolNoun(c))
			case c.symOp != "" && !target.Is(c.symOp):
				return op.Errorf("'%s' references a '%s', not a %s", ir.AttrString(ref), target.Name(), symbolNoun(c))
			}
		}
	}
	return nil
}

func symbolNoun(c clause) string {
	switch c.symOp {
	case PrivateOpName:
		return "privatizer (" + PrivateOpName + ")"
	case DeclareReductionOpName:
		return "reduction declaration (" + DeclareReductionOpName + ")"
	}
	return "copy function"
}

// verifyLoopWrapper checks the region of a loop wrapper: one block
// holding one omp.loop_nest or another loop wrapper, optionally followed
// by omp.terminator (older upstream spelling).
func verifyLoopWrapper(op *ir.Operation) error {
	r := op.Region(0)
	if r.NumBlocks() != 1 {
		return fmt.Errorf("loop wrapper region must have exactly one block")
	}
	var nested []*ir.Operation
	for o := range r.First().Ops() {
		if !o.Is(TerminatorOpName) {
			nested = append(nested, o)
		}
	}
	if len(nested) != 1 {
		return fmt.Errorf("loop wrapper does not contain exactly one nested op")
	}
	if n := nested[0]; !n.Is(LoopNestOpName) && !isLoopWrapper(n) {
		return fmt.Errorf("op nested in loop wrapper is not another loop wrapper or `%s`", LoopNestOpName)
	}
	return nil
}

// isLoopWrapper reports whether op is one of the loop wrapper ops.
func isLoopWrapper(op *ir.Operation) bool {
	return op.Is(WsloopOpName) || op.Is(DistributeOpName) || op.Is(SimdOpName)
}
