package ir

import (
	"fmt"
	"slices"
	"strings"
)

// fmtParser parses one op through its compiled format: everything after
// the op name, into an OperationState whose Name and Loc are set.
//
// Most operations of a large file go through here, so a fmtParser is
// reused: the AsmParser keeps one per nesting level of format-parsed ops
// (an op's regions hold ops parsed while it is), and what it gathers lives
// in buffers that the next op overwrites. Source positions that only an
// error would need are kept as offsets, not Locations, which would have to
// be allocated for every op.
type fmtParser struct {
	p   *AsmParser
	f   *compiledFormat
	def *OpDef
	st  *OperationState

	// What the elements parsed, kept by group until finish resolves it.
	operands       [][]UnresolvedOperand
	operandsParsed []bool
	allOperands    []UnresolvedOperand
	allParsed      bool

	operandTypes, resultTypes       [][]Type
	operandTypeOff, resultTypeOff   []int // where the types were, or -1
	allOperandTypes, allResultTypes []Type
	allOperandOff, allResultOff     int

	attrs   []NamedAttribute // spelled by the format
	dict    []NamedAttribute // from attr-dict
	dictOff int

	// Regions and successors by declared entry, or all of them from the
	// regions and successors directives.
	regions    [][]*Region
	successors [][]*Block
	allRegions []*Region
	allSuccs   []*Block

	// What finish works out: the types and sizes of the groups, and the
	// groups whose types are being inferred (to stop a cycle).
	opTypes, resTypes [][]Type
	opSizes, resSizes []int
	resolving         []bool

	// Backing stores: the operand groups and type lists above are slices
	// of these, and finish gathers the op's operands, result types and
	// attributes in them. Growing one leaves the slices taken earlier on
	// the old array, which stays valid.
	unresolvedBuf []UnresolvedOperand
	typeBuf       []Type
	valueBuf      []*Value
	resultBuf     []Type
	attrBuf       []NamedAttribute
	sizeBuf       []int
}

// parse parses the text after the op name into st. The slices it leaves in
// st belong to p, valid until the next op is parsed: the caller creates
// the op from st right away.
func (f *compiledFormat) parse(p *AsmParser, st *OperationState) error {
	if p.fmtDepth == len(p.fmtParsers) {
		p.fmtParsers = append(p.fmtParsers, &fmtParser{})
	}
	s := p.fmtParsers[p.fmtDepth]
	p.fmtDepth++
	defer func() { p.fmtDepth-- }()
	s.reset(p, f, st)
	if err := s.elements(f.elems); err != nil {
		return err
	}
	return s.finish()
}

// reset prepares s to parse an op of format f into st, keeping the
// capacity of its buffers.
func (s *fmtParser) reset(p *AsmParser, f *compiledFormat, st *OperationState) {
	// Field by field rather than with a composite literal: every op comes
	// here, and copying the whole struct would pass each of its pointers
	// through the garbage collector's write barrier while it marks.
	def := f.def
	nOp, nRes := len(def.Operands), len(def.Results)
	s.p, s.f, s.def, s.st = p, f, def, st
	s.operands = resetSlice(s.operands, nOp)
	s.operandsParsed = resetSlice(s.operandsParsed, nOp)
	s.allOperands, s.allParsed = nil, false
	s.operandTypes = resetSlice(s.operandTypes, nOp)
	s.resultTypes = resetSlice(s.resultTypes, nRes)
	s.operandTypeOff = resetSlice(s.operandTypeOff, nOp)
	s.resultTypeOff = resetSlice(s.resultTypeOff, nRes)
	s.allOperandTypes, s.allResultTypes = nil, nil
	s.allOperandOff, s.allResultOff = -1, -1
	s.attrs = s.attrs[:0]
	s.dict = s.dict[:0]
	s.dictOff = -1
	s.regions = resetSlice(s.regions, len(def.Regions))
	s.successors = resetSlice(s.successors, len(def.Successors))
	s.allRegions, s.allSuccs = nil, nil
	s.opTypes = resetSlice(s.opTypes, nOp)
	s.resTypes = resetSlice(s.resTypes, nRes)
	s.opSizes, s.resSizes = s.opSizes[:0], nil
	s.resolving = resetSlice(s.resolving, nOp+nRes)
	s.unresolvedBuf = s.unresolvedBuf[:0]
	s.typeBuf = s.typeBuf[:0]
	s.valueBuf = s.valueBuf[:0]
	s.resultBuf = s.resultBuf[:0]
	s.attrBuf = s.attrBuf[:0]
	s.sizeBuf = s.sizeBuf[:0]
	for i := range s.operandTypeOff {
		s.operandTypeOff[i] = -1
	}
	for i := range s.resultTypeOff {
		s.resultTypeOff[i] = -1
	}
}

// resetSlice returns s with length n and zero elements, reusing its array
// when it is large enough.
func resetSlice[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}

// errorfAt is AsmParser.ErrorfAt at source offset off, for the positions
// fmtParser keeps as offsets.
func (s *fmtParser) errorfAt(off int, format string, args ...any) error {
	return s.p.errorfAtOffset(off, format, args...)
}

func (s *fmtParser) elements(elems []fmtElement) error {
	for _, e := range elems {
		if err := s.element(e); err != nil {
			return err
		}
	}
	return nil
}

// element parses e where the format has it outside an optional group's
// first element: what its arity allows to be absent may be absent.
func (s *fmtParser) element(e fmtElement) error {
	p, def := s.p, s.def
	switch e := e.(type) {
	case fmtLiteral:
		if isKeywordLiteral(e.text) {
			return p.ParseKeyword(e.text)
		}
		return p.ParsePunct(e.text)
	case fmtSpace:
		return nil
	case *fmtOptional:
		return s.optional(e)
	case fmtAttrDict:
		s.dictOff = p.tok.start
		if e.withKeyword {
			return p.ParseOptionalAttrDictWithKeyword(&s.dict)
		}
		return p.ParseOptionalAttrDict(&s.dict)
	case fmtOperand:
		_, err := s.operandGroup(e.group, def.Operands[e.group].Arity == Single)
		return err
	case fmtOperands:
		us, err := s.operandList(-1, false)
		s.allOperands, s.allParsed = us, true
		return err
	case fmtAttr:
		a := def.Attributes[e.index]
		_, err := s.attribute(a, !a.mayBeAbsent())
		return err
	case fmtRegion:
		_, err := s.regionGroup(e.index, def.Regions[e.index].Arity == Single)
		return err
	case fmtRegions:
		rs, err := s.regionList(formatFixedCount(formatRegionArities(def)), false)
		s.allRegions = rs
		return err
	case fmtSuccessor:
		n := -1
		if def.Successors[e.index].Arity == Single {
			n = 1
		}
		bs, err := s.successorList(n)
		s.successors[e.index] = bs
		return err
	case fmtSuccessors:
		bs, err := s.successorList(formatFixedCount(formatSuccessorArities(def)))
		s.allSuccs = bs
		return err
	case fmtType:
		n := s.typeCount(e.arg)
		_, err := s.types(e.arg, n, n > 0)
		return err
	case fmtFunctionalType:
		off := p.tok.start
		ft, err := p.ParseFunctionType()
		if err != nil {
			return err
		}
		s.setTypes(e.inputs, ft.Inputs(), off)
		s.setTypes(e.results, ft.Results(), off)
	case *fmtCustom:
		return s.custom(e)
	}
	return nil
}

// custom runs a custom directive's parser, giving it what its ref
// parameters name, and records what it parsed for the others.
func (s *fmtParser) custom(e *fmtCustom) error {
	p, def := s.p, s.def
	args := make([]CustomArg, len(e.params))
	for i, prm := range e.params {
		if !prm.ref {
			continue
		}
		a := &args[i]
		a.Ref = true
		switch x := prm.elem.(type) {
		case fmtOperand:
			a.Operands = s.operands[x.group]
		case fmtType:
			if x.arg.kind == fmtRefOperand {
				a.Types = s.operandTypes[x.arg.group]
			} else {
				a.Types = s.resultTypes[x.arg.group]
			}
		case fmtAttr:
			a.Attr = formatAttrNamed(s.attrs, def.Attributes[x.index].Name)
		case fmtRegion:
			a.Regions = s.regions[x.index]
		case fmtSuccessor:
			a.Successors = s.successors[x.index]
		}
	}
	off := p.tok.start
	if err := def.Custom[e.dir].Parse(p, args); err != nil {
		return p.asDiagnostic(err)
	}
	for i, prm := range e.params {
		if prm.ref {
			continue
		}
		a := args[i]
		switch x := prm.elem.(type) {
		case fmtOperand:
			s.operands[x.group], s.operandsParsed[x.group] = a.Operands, true
		case fmtType:
			s.setTypes(x.arg, a.Types, off)
		case fmtAttr:
			d := def.Attributes[x.index]
			if a.Attr == nil {
				continue
			}
			if !d.Constraint.Allows(a.Attr) {
				return s.errorfAt(off, "attribute '%s' failed to satisfy constraint: %s", d.Name, d.Constraint.Desc)
			}
			s.attrs = append(s.attrs, NamedAttribute{Name: d.Name, Value: a.Attr})
		case fmtRegion:
			rs := a.Regions
			if def.Regions[x.index].Arity == Single && len(rs) != 1 {
				// A single region is there even when the text has none.
				rs = []*Region{{}}
			}
			s.regions[x.index] = rs
		case fmtSuccessor:
			s.successors[x.index] = a.Successors
		}
	}
	return nil
}

// optional parses an optional group: the then branch when its first
// element is there, otherwise the else branch.
func (s *fmtParser) optional(g *fmtOptional) error {
	present, err := s.optionalFirst(g.then[g.first])
	if err != nil {
		return err
	}
	if !present {
		return s.elements(g.els)
	}
	if g.unitAnchor {
		s.attrs = append(s.attrs, NamedAttribute{Name: s.def.Attributes[g.anchor.(fmtAttr).index].Name, Value: Unit})
	}
	for _, e := range g.then[g.first+1:] {
		var err error
		switch {
		case e != g.anchor:
			err = s.element(e)
		case g.unitAnchor:
			// The group's presence says it.
		default:
			err = s.anchor(e)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// optionalFirst parses the first element of an optional group if it is
// there, and reports whether it was.
func (s *fmtParser) optionalFirst(e fmtElement) (bool, error) {
	p := s.p
	switch e := e.(type) {
	case fmtLiteral:
		if isKeywordLiteral(e.text) {
			return p.ParseOptionalKeyword(e.text), nil
		}
		return p.ParseOptionalPunct(e.text), nil
	case fmtOperand:
		return s.operandGroup(e.group, false)
	case fmtAttr:
		return s.attribute(s.def.Attributes[e.index], false)
	case fmtRegion:
		return s.regionGroup(e.index, false)
	case fmtType:
		return s.types(e.arg, s.typeCount(e.arg), false)
	}
	// The compiler admits nothing else as the first element.
	return false, p.Errorf("internal error: %T cannot start an optional group", e)
}

// anchor parses the anchor of a group that has started, which must then be
// there: the printer prints the group only when it is.
func (s *fmtParser) anchor(e fmtElement) error {
	var err error
	switch e := e.(type) {
	case fmtOperand:
		_, err = s.operandGroup(e.group, true)
	case fmtAttr:
		_, err = s.attribute(s.def.Attributes[e.index], true)
	case fmtRegion:
		_, err = s.regionGroup(e.index, true)
	case fmtType:
		n := s.typeCount(e.arg)
		if n == 0 {
			return s.p.Errorf("%s has no values, so no types can follow", typeRefNoun(s.def, e.arg))
		}
		_, err = s.types(e.arg, n, true)
	default:
		err = s.element(e)
	}
	return err
}

// typeRefNoun names the group whose types a type directive gives.
func typeRefNoun(def *OpDef, r fmtTypeRef) string {
	switch r.kind {
	case fmtRefOperand:
		return "operand group '" + def.Operands[r.group].Name + "'"
	case fmtRefResult:
		return "result group '" + def.Results[r.group].Name + "'"
	}
	return "the op"
}

// operandGroup parses operand group g, which must have an operand when
// required, and reports whether it has any.
func (s *fmtParser) operandGroup(g int, required bool) (bool, error) {
	limit := -1
	if s.def.Operands[g].Arity != Variadic {
		limit = 1
	}
	us, err := s.operandList(limit, required)
	s.operands[g], s.operandsParsed[g] = us, true
	return len(us) > 0, err
}

// operandList parses a comma list of at most limit operands (no limit when
// negative), which may be empty unless required.
func (s *fmtParser) operandList(limit int, required bool) ([]UnresolvedOperand, error) {
	var u UnresolvedOperand
	var err error
	if required {
		u, err = s.p.ParseOperand()
	} else {
		var ok bool
		u, ok, err = s.p.ParseOptionalOperand()
		if !ok {
			return nil, err
		}
	}
	if err != nil {
		return nil, err
	}
	start := len(s.unresolvedBuf)
	s.unresolvedBuf = append(s.unresolvedBuf, u)
	for (limit < 0 || len(s.unresolvedBuf)-start < limit) && s.p.ParseOptionalPunct(",") {
		u, err := s.p.ParseOperand()
		if err != nil {
			return nil, err
		}
		s.unresolvedBuf = append(s.unresolvedBuf, u)
	}
	end := len(s.unresolvedBuf)
	return s.unresolvedBuf[start:end:end], nil
}

// regionGroup parses the regions of def.Regions[i]: one, or for a variadic
// entry a comma list, which may be empty unless required.
func (s *fmtParser) regionGroup(i int, required bool) (bool, error) {
	if s.def.Regions[i].Arity == Single {
		r := &Region{}
		if required {
			s.regions[i] = []*Region{r}
			return true, s.p.ParseRegion(r, nil)
		}
		ok, err := s.p.ParseOptionalRegion(r, nil)
		// A single region is there even when the text has none: empty.
		s.regions[i] = []*Region{r}
		return ok, err
	}
	rs, err := s.regionList(-1, required)
	s.regions[i] = rs
	return len(rs) > 0, err
}

// regionList parses n comma-separated regions, or when n < 0 any number
// (at least one when required).
func (s *fmtParser) regionList(n int, required bool) ([]*Region, error) {
	var rs []*Region
	for n < 0 || len(rs) < n {
		if len(rs) > 0 && !s.p.ParseOptionalPunct(",") {
			if n < 0 {
				break
			}
			return nil, s.p.Errorf("expected ',' and %d more region(s)", n-len(rs))
		}
		r := &Region{}
		if len(rs) == 0 && n < 0 && !required {
			ok, err := s.p.ParseOptionalRegion(r, nil)
			if err != nil || !ok {
				return nil, err
			}
		} else if err := s.p.ParseRegion(r, nil); err != nil {
			return nil, err
		}
		rs = append(rs, r)
	}
	return rs, nil
}

// successorList parses n comma-separated successors, or any number when
// n < 0.
func (s *fmtParser) successorList(n int) ([]*Block, error) {
	var bs []*Block
	for n < 0 || len(bs) < n {
		if len(bs) > 0 && !s.p.ParseOptionalPunct(",") {
			if n < 0 {
				break
			}
			return nil, s.p.Errorf("expected ',' and %d more successor(s)", n-len(bs))
		}
		if len(bs) == 0 && n < 0 {
			b, ok, err := s.p.ParseOptionalSuccessor()
			if err != nil || !ok {
				return nil, err
			}
			bs = append(bs, b)
			continue
		}
		b, err := s.p.ParseSuccessor()
		if err != nil {
			return nil, err
		}
		bs = append(bs, b)
	}
	return bs, nil
}

// attribute parses attribute a, which may be absent unless required, adds
// it and reports whether it was there.
func (s *fmtParser) attribute(a AttrDef, required bool) (bool, error) {
	p := s.p
	off := p.tok.start
	var v Attribute
	switch {
	case a.Asm.Unqualified != "" && !p.is(tokHashIdent):
		var ok bool
		var err error
		if v, ok, err = s.unqualifiedAttribute(a, required); !ok || err != nil {
			return false, err
		}
	case a.Asm.Enum != nil:
		for _, c := range a.Asm.Enum {
			if p.ParseOptionalKeyword(c.Keyword) {
				v = IntAttr(a.Asm.enumType(), c.Value)
				break
			}
		}
		if v == nil {
			if !required {
				return false, nil
			}
			kws := make([]string, len(a.Asm.Enum))
			for i, c := range a.Asm.Enum {
				kws[i] = c.Keyword
			}
			return false, p.Errorf("expected '%s' to be one of: %s", a.Name, strings.Join(kws, ", "))
		}
	case a.Name == SymbolNameAttr:
		var name string
		var err error
		if required {
			name, err = p.ParseSymbolName()
		} else {
			var ok bool
			name, ok, err = p.ParseOptionalSymbolName()
			if !ok {
				return false, err
			}
		}
		if err != nil {
			return false, err
		}
		v = Str(name)
	default:
		var err error
		if required {
			v, err = p.ParseAttribute(a.Asm.Type)
		} else {
			var ok bool
			v, ok, err = p.ParseOptionalAttribute(a.Asm.Type)
			if !ok {
				return false, err
			}
		}
		if err != nil {
			return false, err
		}
	}
	if !a.Constraint.Allows(v) {
		return false, s.errorfAt(off, "attribute '%s' failed to satisfy constraint: %s", a.Name, a.Constraint.Desc)
	}
	s.attrs = append(s.attrs, NamedAttribute{Name: a.Name, Value: v})
	return true, nil
}

// unqualifiedAttribute parses attribute a written without its #dialect.
// prefix, which may be absent unless required, and reports whether it was
// there.
func (s *fmtParser) unqualifiedAttribute(a AttrDef, required bool) (Attribute, bool, error) {
	p := s.p
	dialect, mnemonic := a.Asm.unqualified()
	loc := p.Loc()
	if required {
		if err := p.ParseKeyword(mnemonic); err != nil {
			return nil, false, err
		}
	} else if !p.ParseOptionalKeyword(mnemonic) {
		return nil, false, nil
	}
	d := p.Context().Dialect(dialect)
	if d == nil || d.ParseAttribute == nil {
		return nil, false, p.ErrorfAt(loc, "dialect '%s' of attribute '%s' provides no attribute parsing hook", dialect, a.Name)
	}
	v, err := d.ParseAttribute(p, mnemonic, a.Asm.Type)
	if err != nil {
		return nil, false, p.asDiagnostic(err)
	}
	return v, true, nil
}

// typeCount returns how many types a type directive must have when the
// text already said it (its operands were parsed before), or -1.
func (s *fmtParser) typeCount(r fmtTypeRef) int {
	switch r.kind {
	case fmtRefOperand:
		if s.operandsParsed[r.group] {
			return len(s.operands[r.group])
		}
		if s.def.Operands[r.group].Arity == Single {
			return 1
		}
	case fmtRefResult:
		if s.def.Results[r.group].Arity == Single {
			return 1
		}
	case fmtRefAllOperands:
		if s.allParsed {
			return len(s.allOperands)
		}
		n := 0
		for g, parsed := range s.operandsParsed {
			if !parsed {
				return -1
			}
			n += len(s.operands[g])
		}
		return n
	}
	return -1
}

// types parses the types of a type directive: n of them, or when n < 0 as
// many as the group may have, none being possible unless required. It
// reports whether there were any.
func (s *fmtParser) types(r fmtTypeRef, n int, required bool) (bool, error) {
	p := s.p
	off := p.tok.start
	if n == 0 {
		s.setTypes(r, []Type{}, off)
		return false, nil
	}
	var first Type
	var err error
	if required {
		first, err = p.ParseType()
	} else {
		var ok bool
		first, ok, err = p.ParseOptionalType()
		if !ok {
			s.setTypes(r, []Type{}, off)
			return false, err
		}
	}
	if err != nil {
		return false, err
	}
	limit := n
	if n < 0 && (r.kind == fmtRefOperand && s.def.Operands[r.group].Arity != Variadic ||
		r.kind == fmtRefResult && s.def.Results[r.group].Arity != Variadic) {
		limit = 1
	}
	start := len(s.typeBuf)
	s.typeBuf = append(s.typeBuf, first)
	for limit < 0 || len(s.typeBuf)-start < limit {
		if n < 0 {
			if !p.ParseOptionalPunct(",") {
				break
			}
		} else if err := p.ParsePunct(","); err != nil {
			return false, err
		}
		t, err := p.ParseType()
		if err != nil {
			return false, err
		}
		s.typeBuf = append(s.typeBuf, t)
	}
	end := len(s.typeBuf)
	s.setTypes(r, s.typeBuf[start:end:end], off)
	return true, nil
}

// setTypes records the types ts of a type directive, written at offset off.
func (s *fmtParser) setTypes(r fmtTypeRef, ts []Type, off int) {
	switch r.kind {
	case fmtRefOperand:
		s.operandTypes[r.group], s.operandTypeOff[r.group] = ts, off
	case fmtRefResult:
		s.resultTypes[r.group], s.resultTypeOff[r.group] = ts, off
	case fmtRefAllOperands:
		s.allOperandTypes, s.allOperandOff = ts, off
	case fmtRefAllResults:
		s.allResultTypes, s.allResultOff = ts, off
	}
}

// repeat returns n copies of t, in typeBuf.
func (s *fmtParser) repeat(t Type, n int) []Type {
	start := len(s.typeBuf)
	for range n {
		s.typeBuf = append(s.typeBuf, t)
	}
	end := len(s.typeBuf)
	return s.typeBuf[start:end:end]
}

// finish resolves what was parsed into st: operands with their types,
// result types, attributes (with the segment sizes), regions, successors.
func (s *fmtParser) finish() error {
	def, st, f := s.def, s.st, s.f
	loc := st.Loc
	if loc == nil {
		loc = s.p.Loc()
	}

	// Attributes first: segment sizes in attr-dict and typed attributes
	// that give types are needed below.
	// An attribute the format spells may not be repeated in attr-dict.
	// One that an optional group of the format would have spelled, but the
	// text left out, may come from attr-dict instead (`llvm.store %v, %p
	// {volatile_}`), as MLIR's parsers accept it.
	bound := func(name string) bool {
		has := func(n NamedAttribute) bool { return n.Name == name }
		return name == OperandSegmentSizesAttr || name == ResultSegmentSizesAttr ||
			slices.ContainsFunc(s.attrs, has) || slices.ContainsFunc(st.Attributes, has)
	}
	for _, a := range s.dict {
		if slices.Contains(s.f.elided, a.Name) && bound(a.Name) {
			return s.errorfAt(s.dictOff, "attribute '%s' is given by the assembly format and cannot also appear in the attribute dictionary", a.Name)
		}
	}
	attrs := append(append(append(s.attrBuf, st.Attributes...), s.attrs...), s.dict...)
	// Defaults before the types: an attribute the text leaves out may be
	// the one that gives them. The buffer is s's, so they go in place.
	attrs = appendDefaults(def, attrs)
	s.attrBuf = attrs

	// Operand groups: as parsed, or split from the operands directive.
	groups := s.operands
	if f.allOperands {
		sizes, err := formatSplitSizes(def.operandArities(), len(s.allOperands), formatAttrNamed(attrs, OperandSegmentSizesAttr), OperandSegmentSizesAttr)
		if err != nil {
			return s.p.ErrorfAt(loc, "%s", err)
		}
		groups = formatSplit(s.allOperands, sizes)
	}
	for _, us := range groups {
		s.opSizes = append(s.opSizes, len(us))
	}
	if f.allOperandTypes && len(s.allOperandTypes) != len(formatFlatten(groups)) {
		return s.errorfAt(s.allOperandOff, "%d operands present, but expected %d", len(formatFlatten(groups)), len(s.allOperandTypes))
	}
	if f.allResultTypes {
		sizes, err := formatSplitSizes(def.resultArities(), len(s.allResultTypes), formatAttrNamed(attrs, ResultSegmentSizesAttr), ResultSegmentSizesAttr)
		if err != nil {
			return s.errorfAt(s.allResultOff, "%s", err)
		}
		s.resSizes = sizes
	}

	// The operands and result types are gathered in buffers of s; st is
	// empty here when the op is parsed as a whole by its format.
	operands := append(s.valueBuf, st.Operands...)
	for g, us := range groups {
		ts, err := s.operandGroupTypes(g, attrs, loc)
		if err != nil {
			return err
		}
		if len(ts) != len(us) {
			if off := s.operandTypeOff[g]; off >= 0 {
				return s.errorfAt(off, "%d operands present, but expected %d", len(us), len(ts))
			}
			return s.p.ErrorfAt(loc, "%d operands present, but expected %d", len(us), len(ts))
		}
		for i, u := range us {
			v, err := s.p.ResolveOperand(u, ts[i])
			if err != nil {
				return err
			}
			operands = append(operands, v)
		}
	}
	s.valueBuf = operands
	results := append(s.resultBuf, st.ResultTypes...)
	resultSizes := s.sizeBuf
	for g := range def.Results {
		ts, err := s.resultGroupTypes(g, attrs, loc)
		if err != nil {
			return err
		}
		results = append(results, ts...)
		resultSizes = append(resultSizes, len(ts))
	}
	s.resultBuf, s.sizeBuf = results, resultSizes

	ctx := s.p.Context()
	if f.operandSegments {
		attrs = append(attrs, NamedAttribute{Name: OperandSegmentSizesAttr, Value: ctx.DenseIntArray(I32, formatInts(s.opSizes))})
	}
	if f.resultSegments {
		attrs = append(attrs, NamedAttribute{Name: ResultSegmentSizesAttr, Value: ctx.DenseIntArray(I32, formatInts(resultSizes))})
	}
	st.Operands = operands
	st.ResultTypes = results
	st.Attributes = attrs
	for _, bs := range s.successors {
		st.Successors = append(st.Successors, bs...)
	}
	st.Successors = append(st.Successors, s.allSuccs...)
	var regions []*Region
	for _, rs := range s.regions {
		regions = append(regions, rs...)
	}
	formatSetRegions(s.p, st, append(regions, s.allRegions...))
	return nil
}

// operandGroupTypes returns the types of operand group g.
func (s *fmtParser) operandGroupTypes(g int, attrs []NamedAttribute, loc Location) ([]Type, error) {
	if s.opTypes[g] != nil {
		return s.opTypes[g], nil
	}
	n := s.opSizes[g]
	src := s.f.operandTypes[g]
	var ts []Type
	switch src.kind {
	case fmtSrcFormat:
		if s.f.allOperandTypes {
			ts = formatSplit(s.allOperandTypes, s.opSizes)[g]
		} else {
			ts = s.operandTypes[g]
		}
	case fmtSrcBuildable:
		ts = s.repeat(s.def.Operands[g].Type.Buildable, n)
	default:
		from, err := s.sourceTypes(src, g, attrs, loc)
		if err != nil {
			return nil, err
		}
		switch {
		case len(from) == n:
			ts = from
		case len(from) > 0:
			ts = s.repeat(from[0], n)
		case n > 0:
			return nil, s.p.ErrorfAt(loc, "cannot infer the types of operand group '%s' from %s, which has none", s.def.Operands[g].Name, s.sourceNoun(src))
		}
	}
	if ts == nil {
		ts = []Type{}
	}
	s.opTypes[g] = ts
	return ts, nil
}

// resultGroupTypes returns the types of result group g; their number is the
// group's size.
func (s *fmtParser) resultGroupTypes(g int, attrs []NamedAttribute, loc Location) ([]Type, error) {
	if s.resTypes[g] != nil {
		return s.resTypes[g], nil
	}
	r := s.def.Results[g]
	src := s.f.resultTypes[g]
	var ts []Type
	switch src.kind {
	case fmtSrcFormat:
		toff := s.resultTypeOff[g]
		if s.f.allResultTypes {
			ts, toff = formatSplit(s.allResultTypes, s.resSizes)[g], s.allResultOff
		} else {
			ts = s.resultTypes[g]
		}
		if r.Arity == Single && len(ts) != 1 || r.Arity == Optional && len(ts) > 1 {
			return nil, s.errorfAt(toff, "result group '%s' takes %s type, but got %d", r.Name, arityNoun(r.Arity), len(ts))
		}
	case fmtSrcBuildable:
		ts = s.repeat(r.Type.Buildable, 1)
	default:
		from, err := s.sourceTypes(src, len(s.def.Operands)+g, attrs, loc)
		if err != nil {
			return nil, err
		}
		switch {
		case r.Arity == Variadic:
			ts = from
		case len(from) > 0:
			ts = from[:1]
		case r.Arity == Single:
			return nil, s.p.ErrorfAt(loc, "cannot infer the type of result '%s' from %s, which has none", r.Name, s.sourceNoun(src))
		}
	}
	if ts == nil {
		ts = []Type{}
	}
	s.resTypes[g] = ts
	return ts, nil
}

// sourceTypes returns the types of the group or attribute src names.
// node identifies the group asking, to catch cycles (which the compiler
// does not create).
func (s *fmtParser) sourceTypes(src fmtTypeSource, node int, attrs []NamedAttribute, loc Location) ([]Type, error) {
	if s.resolving[node] {
		return nil, s.p.ErrorfAt(loc, "internal error: cyclic type inference")
	}
	s.resolving[node] = true
	defer func() { s.resolving[node] = false }()
	switch src.kind {
	case fmtSrcOperand:
		return s.operandGroupTypes(src.index, attrs, loc)
	case fmtSrcResult:
		return s.resultGroupTypes(src.index, attrs, loc)
	}
	name := s.def.Attributes[src.index].Name
	a := formatAttrNamed(attrs, name)
	if a == nil {
		return nil, nil
	}
	t := formatAttrType(a)
	if t == nil {
		return nil, s.p.ErrorfAt(loc, "attribute '%s' has no type to infer types from", name)
	}
	return s.repeat(t, 1), nil
}

// sourceNoun names the group or attribute src in a message.
func (s *fmtParser) sourceNoun(src fmtTypeSource) string {
	switch src.kind {
	case fmtSrcOperand:
		return "operand group '" + s.def.Operands[src.index].Name + "'"
	case fmtSrcResult:
		return "result group '" + s.def.Results[src.index].Name + "'"
	}
	return "attribute '" + s.def.Attributes[src.index].Name + "'"
}

// formatSplitSizes returns the sizes of the groups of n values with
// arities, taking those of several flexible groups from seg, by the rule
// the verifier applies. segments reads seg from an op, so it gets a
// stand-in that holds only seg.
func formatSplitSizes(arities []Arity, n int, seg Attribute, segName string) ([]int, error) {
	tmp := &Operation{}
	if seg != nil {
		tmp.setAttrList([]NamedAttribute{{Name: segName, Value: seg}})
	}
	sizes, err := segments(tmp, arities, n, segName, nil)
	if err != nil {
		return nil, fmt.Errorf("%s groups: %v", segAttrNoun(segName), err)
	}
	return sizes, nil
}

func formatSplit[T any](all []T, sizes []int) [][]T {
	out := make([][]T, len(sizes))
	k := 0
	for i, n := range sizes {
		if k+n > len(all) {
			n = max(len(all)-k, 0)
		}
		out[i] = all[k : k+n]
		k += n
	}
	return out
}

func formatFlatten[T any](groups [][]T) []T {
	var out []T
	for _, g := range groups {
		out = append(out, g...)
	}
	return out
}

func formatAttrNamed(attrs []NamedAttribute, name string) Attribute {
	for i := len(attrs) - 1; i >= 0; i-- {
		if attrs[i].Name == name {
			return attrs[i].Value
		}
	}
	return nil
}

func formatInts(sizes []int) []int64 {
	out := make([]int64, len(sizes))
	for i, n := range sizes {
		out[i] = int64(n)
	}
	return out
}

func formatRegionArities(def *OpDef) []Arity {
	as := make([]Arity, len(def.Regions))
	for i, r := range def.Regions {
		as[i] = r.Arity
	}
	return as
}

func formatSuccessorArities(def *OpDef) []Arity {
	as := make([]Arity, len(def.Successors))
	for i, r := range def.Successors {
		as[i] = r.Arity
	}
	return as
}

// formatFixedCount returns the number of entries when all are Single, else -1.
func formatFixedCount(arities []Arity) int {
	for _, a := range arities {
		if a != Single {
			return -1
		}
	}
	return len(arities)
}

// formatSetRegions makes rs, in order, the regions of the op being parsed.
// The parser gives a custom op the regions passed to ParseRegion and
// ParseOptionalRegion in the order of the calls, but the format parses them
// in its own order and asks for an optional region that may turn out not
// to be there, so it states the final list, in the definition's order.
func formatSetRegions(p *AsmParser, st *OperationState, rs []*Region) {
	if n := len(p.frames); n > 0 {
		p.frames[n-1].regions = rs
	}
	st.NumRegions = len(rs)
}
