package ir

import (
	"math/big"
	"slices"
)

// This file holds the methods of AsmParser that custom operation parsers,
// dialect type and attribute parsers and the declarative assembly format
// build on. Their errors are *Diagnostic values located in the source, with
// MLIR's wording.

// Context returns the context the parser builds IR in.
func (p *AsmParser) Context() *Context { return p.ctx }

// Loc returns the location of the current token.
func (p *AsmParser) Loc() Location { return p.locAt(p.tok.start) }

// Errorf returns an error diagnostic located at the current token.
func (p *AsmParser) Errorf(format string, args ...any) error {
	return p.errHere(format, args...)
}

// ErrorfAt returns an error diagnostic at loc, which should come from Loc
// or from a parsed operand or argument.
func (p *AsmParser) ErrorfAt(loc Location, format string, args ...any) error {
	d := p.errHere(format, args...)
	if p.tok.kind != tokError {
		d.Loc = loc
	}
	return d
}

// errorfAtOffset is ErrorfAt at source offset off, computing the location
// only for the error; a negative off gives no location, as a nil loc does.
func (p *AsmParser) errorfAtOffset(off int, format string, args ...any) error {
	d := p.errHere(format, args...)
	if p.tok.kind != tokError {
		d.Loc = nil
		if off >= 0 {
			d.Loc = p.locAt(off)
		}
	}
	return d
}

// punctToken returns the token of the punctuation punct. (A switch: a
// map lookup would hash the string on every call, and custom parsers ask
// for punctuation at almost every token.)
func punctToken(punct string) (tokenKind, bool) {
	switch punct {
	case ",":
		return tokComma, true
	case ":":
		return tokColon, true
	case "(":
		return tokLParen, true
	case ")":
		return tokRParen, true
	case "=":
		return tokEqual, true
	case "->":
		return tokArrow, true
	case "...":
		return tokEllipsis, true
	case ">":
		return tokGreater, true
	case "<":
		return tokLess, true
	case "{":
		return tokLBrace, true
	case "}":
		return tokRBrace, true
	case "[":
		return tokLSquare, true
	case "]":
		return tokRSquare, true
	case "-":
		return tokMinus, true
	case "+":
		return tokPlus, true
	case "?":
		return tokQuestion, true
	case "*":
		return tokStar, true
	case "|":
		return tokVerticalBar, true
	}
	return 0, false
}

// ParsePunct parses the punctuation punct: one of `, ( ) [ ] { } < > : =
// -> ? * + ... | - ::`.
func (p *AsmParser) ParsePunct(punct string) error {
	if p.ParseOptionalPunct(punct) {
		return nil
	}
	return p.errWrongToken("expected '%s'", punct)
}

// ParseOptionalPunct parses punct if it comes next.
func (p *AsmParser) ParseOptionalPunct(punct string) bool {
	if punct == "::" {
		if p.is(tokColon) && p.peek().kind == tokColon && p.peek().start == p.tok.end {
			p.consume()
			p.consume()
			return true
		}
		return false
	}
	k, ok := punctToken(punct)
	if !ok || !p.is(k) {
		return false
	}
	p.consume()
	return true
}

// ParseCommaSeparatedList parses a comma-separated list in the given
// brackets, each element parsed by elt; an empty bracketed list is
// allowed, and an optional delimiter absent means an empty list. It is
// the parser's own list loop, so dialect hooks word their errors alike
// ("expected ')'").
func (p *AsmParser) ParseCommaSeparatedList(delim Delimiter, elt func() error) error {
	return p.parseCommaList(delim, "", elt)
}

// ParseVariadicTypeList parses a parenthesized list of types, each parsed
// by elt, that may end with `...` (a C-like variadic parameter list, as
// the llvm and cir function types write it), and reports whether it did.
func (p *AsmParser) ParseVariadicTypeList(elt func() (Type, error)) (types []Type, variadic bool, err error) {
	err = p.ParseCommaSeparatedList(ParenDelimiter, func() error {
		if variadic {
			return p.errHere("expected ')' after '...'")
		}
		if p.ParseOptionalPunct("...") {
			variadic = true
			return nil
		}
		t, err := elt()
		types = append(types, t)
		return err
	})
	return types, variadic, err
}

// ParseKeyword parses the bare identifier kw.
func (p *AsmParser) ParseKeyword(kw string) error {
	if p.ParseOptionalKeyword(kw) {
		return nil
	}
	return p.errHere("expected '%s'", kw)
}

// ParseOptionalKeyword parses the bare identifier kw if it comes next.
func (p *AsmParser) ParseOptionalKeyword(kw string) bool {
	if p.isKeyword(kw) {
		p.consume()
		return true
	}
	return false
}

// ParseIdentifier parses any bare identifier, keywords included.
func (p *AsmParser) ParseIdentifier() (string, error) {
	if s, ok := p.ParseOptionalIdentifier(); ok {
		return s, nil
	}
	return "", p.errHere("expected valid keyword")
}

// ParseOptionalIdentifier parses a bare identifier if one comes next.
func (p *AsmParser) ParseOptionalIdentifier() (string, bool) {
	if !p.is(tokBareIdent) {
		return "", false
	}
	s := p.intern(p.spelling())
	p.consume()
	return s, true
}

// ParseInteger parses an integer with an optional leading '-'.
func (p *AsmParser) ParseInteger() (int64, error) {
	v, ok, err := p.ParseOptionalInteger()
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, p.errHere("expected integer value")
	}
	return v, nil
}

// ParseOptionalInteger parses an integer if one (or a '-') comes next.
func (p *AsmParser) ParseOptionalInteger() (int64, bool, error) {
	if !p.is(tokInteger) && !p.is(tokMinus) {
		return 0, false, nil
	}
	neg := p.consumeIf(tokMinus)
	off := p.tok.start
	if !p.is(tokInteger) {
		return 0, false, p.errWrongToken("expected integer value")
	}
	l, ok := parseIntLiteral(p.spelling())
	if !ok {
		return 0, false, p.errAt(off, "integer value too large")
	}
	p.consume()
	x := l.big
	if x == nil {
		x = new(big.Int).SetUint64(l.small)
	}
	if neg {
		x = new(big.Int).Neg(x)
	}
	if !x.IsInt64() {
		return 0, false, p.errAt(off, "integer value too large")
	}
	return x.Int64(), true, nil
}

// ParseFloat parses a float literal, or an integer as the bit pattern of an
// f64, with an optional leading '-'.
func (p *AsmParser) ParseFloat() (float64, error) {
	neg := p.consumeIf(tokMinus)
	switch p.tok.kind {
	case tokFloat:
		v := p.floatValue()
		p.consume()
		if neg {
			v = -v
		}
		return v, nil
	case tokInteger:
		v, err := p.floatFromIntLiteral(p.tok, neg, F64)
		if err != nil {
			return 0, err
		}
		p.consume()
		return v, nil
	}
	return 0, p.errHere("expected floating point literal")
}

// ParseString parses a string literal and returns its value.
func (p *AsmParser) ParseString() (string, error) {
	if !p.is(tokString) {
		return "", p.errHere("expected string")
	}
	s := cloneUnescaped(p.spelling())
	p.consume()
	return s, nil
}

func cloneUnescaped(spelling string) string {
	s := unescapeString(spelling)
	if len(s) == len(spelling)-2 {
		// No escapes: s is a slice of the source.
		return string([]byte(s))
	}
	return s
}

// ParseSymbolName parses `@name` or `@"quoted name"`.
func (p *AsmParser) ParseSymbolName() (string, error) {
	s, ok, err := p.ParseOptionalSymbolName()
	if err != nil {
		return "", err
	}
	if !ok {
		return "", p.errHere("expected valid '@'-identifier for symbol name")
	}
	return s, nil
}

// ParseOptionalSymbolName parses a symbol name if one comes next.
func (p *AsmParser) ParseOptionalSymbolName() (string, bool, error) {
	if !p.is(tokAtIdent) {
		return "", false, nil
	}
	s := p.symbolName()
	p.consume()
	return s, true, nil
}

// ParseType parses a type.
func (p *AsmParser) ParseType() (Type, error) { return p.parseType() }

// ParseOptionalType parses a type if one comes next.
func (p *AsmParser) ParseOptionalType() (Type, bool, error) {
	if !p.startsType() {
		return nil, false, nil
	}
	t, err := p.parseType()
	return t, err == nil, err
}

// ParseColonType parses `: type`.
func (p *AsmParser) ParseColonType() (Type, error) {
	if err := p.expect(tokColon, "expected ':'"); err != nil {
		return nil, err
	}
	return p.parseType()
}

// ParseTypeList parses `t1, t2, ...`: at least one type.
func (p *AsmParser) ParseTypeList() ([]Type, error) { return p.parseTypeListNoParens() }

// ParseColonTypeList parses `: t1, t2, ...`.
func (p *AsmParser) ParseColonTypeList() ([]Type, error) {
	if err := p.expect(tokColon, "expected ':'"); err != nil {
		return nil, err
	}
	return p.parseTypeListNoParens()
}

// ParseOptionalArrowTypeList parses `-> t` or `-> (t, u)`; it returns nil
// when there is no arrow and an empty, non-nil list for `-> ()`.
func (p *AsmParser) ParseOptionalArrowTypeList() ([]Type, error) {
	if !p.consumeIf(tokArrow) {
		return nil, nil
	}
	ts, err := p.parseFunctionResultTypes()
	if err == nil && ts == nil {
		ts = []Type{}
	}
	return ts, err
}

// ParseFunctionType parses `(inputs) -> results`.
func (p *AsmParser) ParseFunctionType() (*FunctionType, error) {
	if !p.is(tokLParen) {
		return nil, p.errWrongToken("expected function type")
	}
	t, err := p.parseFunctionOrParenType()
	if err != nil {
		return nil, err
	}
	return t.(*FunctionType), nil
}

// ParseAttribute parses an attribute. With typ nil, a `: type` suffix is
// read where MLIR reads one (integers, floats, strings, dense elements);
// otherwise typ is the type the attribute must have.
func (p *AsmParser) ParseAttribute(typ Type) (Attribute, error) { return p.parseAttribute(typ) }

// ParseOptionalAttribute parses an attribute if one comes next.
func (p *AsmParser) ParseOptionalAttribute(typ Type) (Attribute, bool, error) {
	if !p.startsAttribute() && !p.startsType() {
		return nil, false, nil
	}
	a, err := p.parseAttribute(typ)
	return a, err == nil, err
}

// ParseOptionalAttrDict parses `{...}` into attrs if it comes next.
func (p *AsmParser) ParseOptionalAttrDict(attrs *[]NamedAttribute) error {
	if !p.is(tokLBrace) {
		return nil
	}
	return p.parseAttrDictInto(attrs)
}

// ParseOptionalAttrDictWithKeyword parses `attributes {...}` into attrs if
// it comes next.
func (p *AsmParser) ParseOptionalAttrDictWithKeyword(attrs *[]NamedAttribute) error {
	if !p.ParseOptionalKeyword("attributes") {
		return nil
	}
	return p.parseAttrDictInto(attrs)
}

// OperandLoc returns the location of the name of u, which the parser
// returned.
func (p *AsmParser) OperandLoc(u UnresolvedOperand) Location {
	if u.Loc != nil {
		return u.Loc
	}
	return p.locAt(u.off)
}

// ParseOperand parses `%name` or `%name#N`. The operand's Loc is left nil:
// see OperandLoc.
func (p *AsmParser) ParseOperand() (UnresolvedOperand, error) {
	u, err := p.parseRawOperand(true)
	if err != nil {
		return UnresolvedOperand{}, err
	}
	return UnresolvedOperand{Name: u.name, Number: u.num, off: u.off}, nil
}

// ParseOptionalOperand parses an operand if one comes next.
func (p *AsmParser) ParseOptionalOperand() (UnresolvedOperand, bool, error) {
	if !p.is(tokPercentIdent) {
		return UnresolvedOperand{}, false, nil
	}
	u, err := p.ParseOperand()
	return u, err == nil, err
}

// ParseOperandList parses a comma-separated list of operands in the given
// brackets; with NoDelimiter the list may be empty.
func (p *AsmParser) ParseOperandList(delim Delimiter) ([]UnresolvedOperand, error) {
	if delim == NoDelimiter && !p.is(tokPercentIdent) {
		return nil, nil
	}
	var us []UnresolvedOperand
	err := p.parseCommaList(delim, " in operand list", func() error {
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		us = append(us, u)
		return nil
	})
	return us, err
}

// ResolveOperand returns the value u names, which must have type t. A value
// used before its definition resolves to a placeholder that the definition
// replaces.
func (p *AsmParser) ResolveOperand(u UnresolvedOperand, t Type) (*Value, error) {
	if t == nil {
		return nil, p.errAt(u.off, "cannot resolve '%s' without a type", u.Name)
	}
	return p.resolveValue(u.Name, u.Number, u.off, t)
}

// ResolveOperands resolves each operand with the type at the same index.
func (p *AsmParser) ResolveOperands(us []UnresolvedOperand, ts []Type) ([]*Value, error) {
	if len(us) != len(ts) {
		return nil, p.errHere("%d operands present, but expected %d", len(us), len(ts))
	}
	vs := make([]*Value, len(us))
	for i, u := range us {
		v, err := p.ResolveOperand(u, ts[i])
		if err != nil {
			return nil, err
		}
		vs[i] = v
	}
	return vs, nil
}

// ScratchOperands returns an empty slice with room for n operands in the
// parser's scratch space, for a custom parser to gather the operands of
// its operation in without allocating. The memory is the parser's: it
// stays the caller's until the operation being parsed is created, then
// serves the next one, so the slice must not be kept. Appending past n
// works, and allocates.
func (p *AsmParser) ScratchOperands(n int) []UnresolvedOperand {
	if len(p.frames) == 0 {
		return make([]UnresolvedOperand, 0, n)
	}
	return reserve(&p.useScratch, n)
}

// reserve returns an empty slice with room for n elements on the scratch
// stack s, reserved: operations nested in the one being parsed take what
// follows. Should the stack move as it grows, the slices handed out
// earlier keep the old memory, which no later one shares.
func reserve[T any](s *[]T, n int) []T {
	base := len(*s)
	*s = slices.Grow(*s, n)[:base+n]
	return (*s)[base : base : base+n]
}

// ScratchArguments is ScratchOperands for arguments, such as the entry
// arguments of a region that ParseRegion copies into its block.
func (p *AsmParser) ScratchArguments(n int) []Argument {
	if len(p.frames) == 0 {
		return make([]Argument, 0, n)
	}
	return reserve(&p.argScratch, n)
}

// AppendResolvedOperands is ResolveOperands appending the values to dst,
// which for a custom parser is usually the OperationState's Operands: it
// starts empty with room the parser reuses from op to op.
func (p *AsmParser) AppendResolvedOperands(dst []*Value, us []UnresolvedOperand, ts []Type) ([]*Value, error) {
	if len(us) != len(ts) {
		return dst, p.errHere("%d operands present, but expected %d", len(us), len(ts))
	}
	for i, u := range us {
		v, err := p.ResolveOperand(u, ts[i])
		if err != nil {
			return dst, err
		}
		dst = append(dst, v)
	}
	return dst, nil
}

// ParseArgument parses a region argument `%name`, followed by `: type` when
// allowType, an attribute dictionary when allowAttrs, and an optional
// `loc(...)`.
func (p *AsmParser) ParseArgument(allowType, allowAttrs bool) (Argument, error) {
	u, err := p.parseRawOperand(false)
	if err != nil {
		return Argument{}, err
	}
	a := Argument{Operand: UnresolvedOperand{Name: u.name, Number: u.num, Loc: p.locAt(u.off), off: u.off}}
	if allowType {
		if a.Type, err = p.ParseColonType(); err != nil {
			return a, err
		}
	}
	if allowAttrs {
		if err := p.ParseOptionalAttrDict(&a.Attrs); err != nil {
			return a, err
		}
	}
	l, _, err := p.ParseOptionalLocationSpecifier()
	a.Loc = l
	return a, err
}

// ParseArgumentList parses a comma-separated list of arguments in the given
// brackets; with NoDelimiter the list may be empty.
func (p *AsmParser) ParseArgumentList(delim Delimiter, allowType, allowAttrs bool) ([]Argument, error) {
	if delim == NoDelimiter && !p.is(tokPercentIdent) {
		return nil, nil
	}
	var as []Argument
	err := p.parseCommaList(delim, " in argument list", func() error {
		a, err := p.ParseArgument(allowType, allowAttrs)
		if err != nil {
			return err
		}
		as = append(as, a)
		return nil
	})
	return as, err
}

// ParseRegion parses `{...}` into r. Named entryArgs become the arguments
// of the entry block, which then has no label.
//
// While a custom operation is being parsed, every region passed to
// ParseRegion or ParseOptionalRegion becomes one of its regions, in the
// order of the calls (whether or not an optional region was present); the
// operation gets at least that many regions, or OperationState.NumRegions
// if larger. The regions of an IsolatedFromAbove operation cannot see the
// values defined outside them.
func (p *AsmParser) ParseRegion(r *Region, entryArgs []Argument) error {
	isolated := false
	if n := len(p.frames); n > 0 {
		f := p.frames[n-1]
		isolated = f.isolated
		f.addRegion(r)
	}
	for _, a := range entryArgs {
		if a.Operand.Name != "" && a.Type == nil {
			return p.errAt(a.Operand.off, "region argument '%s' has no type", a.Operand.Name)
		}
	}
	return p.parseRegion(r, entryArgs, isolated)
}

func (f *opFrame) addRegion(r *Region) {
	for _, have := range f.regions {
		if have == r {
			return
		}
	}
	f.regions = append(f.regions, r)
}

// ParseOptionalRegion parses a region if one comes next.
func (p *AsmParser) ParseOptionalRegion(r *Region, entryArgs []Argument) (bool, error) {
	if !p.is(tokLBrace) {
		if n := len(p.frames); n > 0 {
			p.frames[n-1].addRegion(r)
		}
		return false, nil
	}
	return true, p.ParseRegion(r, entryArgs)
}

// ParseSuccessor parses a block reference `^bb1`.
func (p *AsmParser) ParseSuccessor() (*Block, error) {
	b, ok, err := p.ParseOptionalSuccessor()
	if err == nil && !ok {
		err = p.errWrongToken("expected block name")
	}
	return b, err
}

// ParseOptionalSuccessor parses a block reference if one comes next.
func (p *AsmParser) ParseOptionalSuccessor() (*Block, bool, error) {
	if !p.is(tokCaretIdent) {
		return nil, false, nil
	}
	if len(p.blockScopes) == 0 {
		return nil, false, p.errHere("block reference outside of a region")
	}
	b := p.blockNamed(p.spelling(), p.tok.start)
	p.consume()
	return b, true, nil
}

// ParseSuccessorAndUseList parses `^bb1` or `^bb1(%a, %b : i32, f32)`.
func (p *AsmParser) ParseSuccessorAndUseList() (*Block, []*Value, error) {
	b, err := p.ParseSuccessor()
	if err != nil {
		return nil, nil, err
	}
	if !p.consumeIf(tokLParen) {
		return b, nil, nil
	}
	vs, err := p.parseSSAUseAndTypeList()
	if err != nil {
		return nil, nil, err
	}
	return b, vs, p.expect(tokRParen, "expected ')' to close argument list")
}

// parseSuccessorAndUnresolvedUseList is ParseSuccessorAndUseList leaving
// the operands to resolve, for a format whose finish resolves them.
func (p *AsmParser) parseSuccessorAndUnresolvedUseList() (*Block, []UnresolvedOperand, []Type, error) {
	b, err := p.ParseSuccessor()
	if err != nil {
		return nil, nil, nil, err
	}
	if !p.consumeIf(tokLParen) {
		return b, nil, nil, nil
	}
	us, ts, err := p.parseUnresolvedUseAndTypeList()
	if err != nil {
		return nil, nil, nil, err
	}
	return b, us, ts, p.expect(tokRParen, "expected ')' to close argument list")
}

// ParseOptionalLocationSpecifier parses `loc(...)` if it comes next. A
// reference to a location alias defined later in the file is resolved when
// the file ends, wherever the returned location was put on an operation or
// block argument.
func (p *AsmParser) ParseOptionalLocationSpecifier() (Location, bool, error) {
	if !p.isKeyword("loc") {
		return nil, false, nil
	}
	p.consume()
	if err := p.expect(tokLParen, "expected '(' in location"); err != nil {
		return nil, false, err
	}
	var loc Location
	if p.is(tokHashIdent) {
		off := p.tok.start
		ident := p.spelling()[1:]
		p.consume()
		if a, ok := p.attrAliases[ident]; ok {
			l, ok := a.(Location)
			if !ok {
				return nil, false, p.errAt(off, "expected location, but found '%s'", AttrString(a))
			}
			loc = l
		} else {
			ref := &aliasLocRef{name: p.intern(ident), off: off}
			p.aliasRefs = append(p.aliasRefs, ref)
			loc = ref
		}
	} else {
		l, err := p.parseLocationInstance()
		if err != nil {
			return nil, false, err
		}
		loc = l
	}
	if err := p.expect(tokRParen, "expected ')' in location"); err != nil {
		return nil, false, err
	}
	return loc, true, nil
}

// aliasLocRef stands for a location alias not defined yet, until the end of
// the file.
type aliasLocRef struct {
	name     string
	off      int
	resolved Location
}

func (l *aliasLocRef) PrintAttribute(p *AsmPrinter) { printLoc(p, l) }

func (l *aliasLocRef) printLocBody(p *AsmPrinter) {
	if l.resolved != nil {
		l.resolved.printLocBody(p)
		return
	}
	p.WriteString("unknown")
}

// resolveAliasRefs replaces the aliasLocRefs handed out by
// ParseOptionalLocationSpecifier in the locations of ops and block
// arguments of top.
func (p *AsmParser) resolveAliasRefs(top *Block) error {
	if len(p.aliasRefs) == 0 {
		return nil
	}
	for _, ref := range p.aliasRefs {
		a, ok := p.attrAliases[ref.name]
		if !ok {
			return p.errAt(ref.off, "operation location alias was never defined")
		}
		l, ok := a.(Location)
		if !ok {
			return p.errAt(ref.off, "expected location, but found '%s'", AttrString(a))
		}
		ref.resolved = l
	}
	fix := func(l Location) Location {
		if r, ok := l.(*aliasLocRef); ok {
			return r.resolved
		}
		return l
	}
	var walkBlock func(b *Block)
	walkBlock = func(b *Block) {
		for _, a := range b.args {
			if a.arg.loc != nil {
				a.arg.loc = fix(a.arg.loc)
			}
		}
		for op := b.first; op != nil; op = op.next {
			op.loc = fix(op.loc)
			for i := range op.regionSlots() {
				for _, nb := range op.regionSlots()[i].blocks {
					walkBlock(nb)
				}
			}
		}
	}
	walkBlock(top)
	p.aliasRefs = nil
	return nil
}
