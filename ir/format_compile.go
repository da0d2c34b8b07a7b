package ir

import (
	"slices"
	"strings"
)

// This file turns a format string into elements and checks them against
// the op's definition; format_print.go and format_parse.go run them.

// fmtElement is one element of a compiled format.
type fmtElement interface{ isFmtElement() }

type (
	// fmtLiteral is a keyword or punctuation.
	fmtLiteral struct{ text string }
	// fmtSpace is ` ` (text " "), `` (text "") or `\n`, which only affect
	// printing.
	fmtSpace struct{ text string }
	// fmtOperand is $name of operand group group.
	fmtOperand struct{ group int }
	// fmtAttr is $name of def.Attributes[index]; qualified is set by
	// qualified($name).
	fmtAttr struct {
		index     int
		qualified bool
	}
	// fmtRegion is $name of def.Regions[index].
	fmtRegion struct{ index int }
	// fmtSuccessor is $name of def.Successors[index].
	fmtSuccessor struct{ index int }
	// fmtAttrDict is attr-dict or attr-dict-with-keyword.
	fmtAttrDict struct{ withKeyword bool }
	// fmtType is type(arg).
	fmtType struct{ arg fmtTypeRef }
	// fmtFunctionalType is functional-type(inputs, results).
	fmtFunctionalType struct{ inputs, results fmtTypeRef }
	// fmtOperands, fmtRegions and fmtSuccessors are the directives.
	fmtOperands   struct{}
	fmtRegions    struct{}
	fmtSuccessors struct{}
	// fmtCustom is custom<Name>(params), calling def.Custom[dir].
	fmtCustom struct {
		dir    int
		params []fmtCustomParam
	}
	// fmtOptional is (then)? or (then):(else)?.
	fmtOptional struct {
		then, els []fmtElement
		anchor    fmtElement
		// first is the index in then of the element whose presence in the
		// input decides the group's (the first one that is not a space).
		first int
		// unitAnchor is set when the anchor is a unit attribute that is not
		// first: it is not printed, and parsing the group sets it.
		unitAnchor bool
	}
)

func (fmtLiteral) isFmtElement()        {}
func (fmtSpace) isFmtElement()          {}
func (fmtOperand) isFmtElement()        {}
func (fmtAttr) isFmtElement()           {}
func (fmtRegion) isFmtElement()         {}
func (fmtSuccessor) isFmtElement()      {}
func (fmtAttrDict) isFmtElement()       {}
func (fmtType) isFmtElement()           {}
func (fmtFunctionalType) isFmtElement() {}
func (fmtOperands) isFmtElement()       {}
func (fmtRegions) isFmtElement()        {}
func (fmtSuccessors) isFmtElement()     {}
func (*fmtOptional) isFmtElement()      {}
func (*fmtCustom) isFmtElement()        {}

// fmtCustomParam is a parameter of a custom directive: an operand group,
// type directive, attribute, region or successor element, which ref(...)
// passes for reading only.
type fmtCustomParam struct {
	elem fmtElement
	ref  bool
}

// fmtTypeRefKind says what a type directive's argument names.
type fmtTypeRefKind uint8

const (
	fmtRefOperand     fmtTypeRefKind = iota // one operand group
	fmtRefResult                            // one result group
	fmtRefAllOperands                       // operands
	fmtRefAllResults                        // results
)

// fmtTypeRef is the argument of a type or functional-type directive.
type fmtTypeRef struct {
	kind  fmtTypeRefKind
	group int
}

// fmtTypeSourceKind says where the parser takes a group's types from.
type fmtTypeSourceKind uint8

const (
	fmtSrcFormat    fmtTypeSourceKind = iota // the format spells them
	fmtSrcBuildable                          // the constraint's Buildable type
	fmtSrcOperand                            // the types of operand group index
	fmtSrcResult                             // the types of result group index
	fmtSrcAttr                               // the type of attribute index
)

type fmtTypeSource struct {
	kind  fmtTypeSourceKind
	index int
}

// --- lexing ---

type fmtTokKind uint8

const (
	fmtTokEOF      fmtTokKind = iota
	fmtTokLiteral             // `text`
	fmtTokVariable            // $name
	fmtTokIdent               // attr-dict, type, ...
	fmtTokPunct               // ( ) < > , ? : ^
)

type fmtToken struct {
	kind fmtTokKind
	text string // the literal's or variable's contents, the identifier or the punctuation
	pos  int    // byte offset in the format
}

// lexFormat splits def.Format into tokens.
func lexFormat(def *OpDef) ([]fmtToken, error) {
	src := def.Format
	var toks []fmtToken
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		case c == '`':
			end := strings.IndexByte(src[i+1:], '`')
			if end < 0 {
				return nil, newFormatError(def, i, "unterminated literal: expected '`'")
			}
			toks = append(toks, fmtToken{fmtTokLiteral, src[i+1 : i+1+end], i})
			i += end + 2
		case c == '$':
			j := i + 1
			for j < len(src) && isFormatIdentChar(src[j], j == i+1) {
				j++
			}
			if j == i+1 {
				return nil, newFormatError(def, i, "expected variable name after '$'")
			}
			toks = append(toks, fmtToken{fmtTokVariable, src[i+1 : j], i})
			i = j
		case isFormatIdentChar(c, true):
			j := i + 1
			// Directive names are words joined by '-' (attr-dict).
			for j < len(src) && (isFormatIdentChar(src[j], false) || src[j] == '-') {
				j++
			}
			toks = append(toks, fmtToken{fmtTokIdent, src[i:j], i})
			i = j
		case strings.IndexByte("()<>,?:^", c) >= 0:
			toks = append(toks, fmtToken{fmtTokPunct, src[i : i+1], i})
			i++
		default:
			return nil, newFormatError(def, i, "unexpected character '%c'", c)
		}
	}
	return append(toks, fmtToken{kind: fmtTokEOF, pos: len(src)}), nil
}

func isFormatIdentChar(c byte, first bool) bool {
	return c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || !first && '0' <= c && c <= '9'
}

// formatLiteralProblem reports why text cannot be a literal, or "" when it can:
// MLIR's rule (a keyword, or punctuation the parser knows).
func formatLiteralProblem(text string) string {
	switch text {
	case "->", "...", "::":
		return ""
	}
	if len(text) == 1 {
		c := text[0]
		if isFormatIdentChar(c, true) || strings.IndexByte(":,=<>()[]{}?+*|", c) >= 0 {
			return ""
		}
		return "single character literal must be a letter or one of '_:,=<>()[]{}?+*|'"
	}
	if !IsBareIdentifier(text) {
		return "expected valid literal but got '" + text + "': a keyword or one of '->', '...', '::'"
	}
	return ""
}

// isKeywordLiteral reports whether a literal is parsed as a keyword rather
// than as punctuation.
func isKeywordLiteral(text string) bool { return text != "" && isFormatIdentChar(text[0], true) }

// --- compiling ---

// fmtContext is where an element appears, which decides what it may be.
type fmtContext uint8

const (
	fmtCtxTop      fmtContext = iota
	fmtCtxOptional            // inside an optional group
	fmtCtxTypeArg             // the argument of type or functional-type
	fmtCtxCustom              // a parameter of a custom directive
	fmtCtxRef                 // the argument of ref(...) in a custom directive
)

type formatCompiler struct {
	def  *OpDef
	toks []fmtToken
	i    int
	f    *compiledFormat

	seenOperand, seenOperandType, seenResultType []bool
	seenAttr, seenRegion, seenSuccessor          []bool
	seenAllRegions, seenAllSuccessors            bool
	seenAttrDict                                 bool
}

func newFormatCompiler(def *OpDef, toks []fmtToken) *formatCompiler {
	return &formatCompiler{
		def:             def,
		toks:            toks,
		f:               &compiledFormat{def: def},
		seenOperand:     make([]bool, len(def.Operands)),
		seenOperandType: make([]bool, len(def.Operands)),
		seenResultType:  make([]bool, len(def.Results)),
		seenAttr:        make([]bool, len(def.Attributes)),
		seenRegion:      make([]bool, len(def.Regions)),
		seenSuccessor:   make([]bool, len(def.Successors)),
	}
}

func (c *formatCompiler) peek() fmtToken { return c.toks[c.i] }

func (c *formatCompiler) next() fmtToken {
	t := c.toks[c.i]
	if t.kind != fmtTokEOF {
		c.i++
	}
	return t
}

func (c *formatCompiler) isPunct(p string) bool {
	t := c.peek()
	return t.kind == fmtTokPunct && t.text == p
}

func (c *formatCompiler) expectPunct(p, what string) error {
	if !c.isPunct(p) {
		return c.errorf(c.peek().pos, "expected '%s' %s", p, what)
	}
	c.next()
	return nil
}

func (c *formatCompiler) errorf(pos int, format string, args ...any) error {
	return newFormatError(c.def, pos, format, args...)
}

func (c *formatCompiler) compile() (*compiledFormat, error) {
	for c.peek().kind != fmtTokEOF {
		e, err := c.element(fmtCtxTop)
		if err != nil {
			return nil, err
		}
		c.f.elems = append(c.f.elems, e)
	}
	if err := c.checkComplete(); err != nil {
		return nil, err
	}
	if err := c.resolveTypes(); err != nil {
		return nil, err
	}
	c.planSegments()
	return c.f, nil
}

// element compiles one element, and the ^ after it in an optional group.
func (c *formatCompiler) element(ctx fmtContext) (fmtElement, error) {
	t := c.next()
	var (
		e   fmtElement
		err error
	)
	switch t.kind {
	case fmtTokLiteral:
		e, err = c.literal(t, ctx)
	case fmtTokVariable:
		e, err = c.variable(t, ctx)
	case fmtTokIdent:
		e, err = c.directive(t, ctx)
	case fmtTokPunct:
		if t.text == "(" && ctx != fmtCtxTypeArg {
			e, err = c.optionalGroup(t)
		} else if t.text == "^" {
			err = c.errorf(t.pos, "'^' marks the anchor of an optional group and must follow an element inside one")
		} else {
			err = c.errorf(t.pos, "expected literal, variable, directive, or optional group, but got '%s'", t.text)
		}
	default:
		err = c.errorf(t.pos, "unexpected end of format")
	}
	if err != nil {
		return nil, err
	}
	if ctx == fmtCtxOptional {
		if err := c.checkOptionalElement(e, t.pos); err != nil {
			return nil, err
		}
	}
	return e, nil
}

func (c *formatCompiler) literal(t fmtToken, ctx fmtContext) (fmtElement, error) {
	if ctx == fmtCtxTypeArg {
		return nil, c.errorf(t.pos, "a type directive's argument must be an operand or result variable, operands or results")
	}
	switch t.text {
	case "", " ", `\n`:
		return fmtSpace{t.text}, nil
	}
	if why := formatLiteralProblem(t.text); why != "" {
		return nil, c.errorf(t.pos, "%s", why)
	}
	return fmtLiteral{t.text}, nil
}

// variable compiles $name: in a type directive, a type reference; otherwise
// the operand, attribute, region or successor it names, which it binds
// (except as the argument of ref, which only refers to it).
func (c *formatCompiler) variable(t fmtToken, ctx fmtContext) (fmtElement, error) {
	def, name := c.def, t.text
	if ctx == fmtCtxTypeArg {
		if i := slices.IndexFunc(def.Operands, func(o OperandDef) bool { return o.Name == name }); i >= 0 {
			return fmtType{fmtTypeRef{fmtRefOperand, i}}, nil
		}
		if i := slices.IndexFunc(def.Results, func(r ResultDef) bool { return r.Name == name }); i >= 0 {
			return fmtType{fmtTypeRef{fmtRefResult, i}}, nil
		}
		return nil, c.errorf(t.pos, "'$%s' in a type directive must name an operand or a result", name)
	}
	e, err := c.lookupVariable(t)
	if err != nil || ctx == fmtCtxRef {
		return e, err
	}
	bound := func(seen []bool, i int, all bool, directive string) error {
		if seen[i] {
			return c.errorf(t.pos, "'$%s' is already bound", name)
		}
		if all {
			return c.errorf(t.pos, "'$%s' is already bound by the '%s' directive", name, directive)
		}
		seen[i] = true
		return nil
	}
	switch e := e.(type) {
	case fmtOperand:
		err = bound(c.seenOperand, e.group, c.f.allOperands, "operands")
	case fmtAttr:
		if err = c.checkAttrAsm(def.Attributes[e.index], t.pos); err == nil {
			err = bound(c.seenAttr, e.index, false, "")
		}
	case fmtRegion:
		err = bound(c.seenRegion, e.index, c.seenAllRegions, "regions")
	case fmtSuccessor:
		err = bound(c.seenSuccessor, e.index, c.seenAllSuccessors, "successors")
	}
	if err != nil {
		return nil, err
	}
	return e, nil
}

// lookupVariable returns the operand group, attribute, region or
// successor element $name names, binding nothing.
func (c *formatCompiler) lookupVariable(t fmtToken) (fmtElement, error) {
	def, name := c.def, t.text
	if i := slices.IndexFunc(def.Operands, func(o OperandDef) bool { return o.Name == name }); i >= 0 {
		return fmtOperand{i}, nil
	}
	if i := slices.IndexFunc(def.Attributes, func(a AttrDef) bool { return a.Name == name }); i >= 0 {
		return fmtAttr{index: i}, nil
	}
	if i := slices.IndexFunc(def.Regions, func(r RegionDef) bool { return r.Name == name }); i >= 0 {
		return fmtRegion{i}, nil
	}
	if i := slices.IndexFunc(def.Successors, func(s SuccessorDef) bool { return s.Name == name }); i >= 0 {
		return fmtSuccessor{i}, nil
	}
	if slices.ContainsFunc(def.Results, func(r ResultDef) bool { return r.Name == name }) {
		return nil, c.errorf(t.pos, "result variables can only be used as a child to a 'type' directive")
	}
	return nil, c.errorf(t.pos, "'$%s' does not name an operand, attribute, region, result or successor of the op", name)
}

// checkAttrAsm checks an attribute's AttrDef.Asm when the format uses it.
func (c *formatCompiler) checkAttrAsm(a AttrDef, pos int) error {
	seen := map[string]bool{}
	for _, k := range a.Asm.Enum {
		if !IsBareIdentifier(k.Keyword) {
			return c.errorf(pos, "enum case %q of attribute '%s' is not a keyword", k.Keyword, a.Name)
		}
		if seen[k.Keyword] {
			return c.errorf(pos, "enum case '%s' of attribute '%s' is listed twice", k.Keyword, a.Name)
		}
		seen[k.Keyword] = true
	}
	if a.Asm.Enum != nil && a.Asm.Type != nil {
		if _, ok := a.Asm.Type.(IntegerType); !ok && a.Asm.Type != Type(Index) {
			return c.errorf(pos, "enum attribute '%s' must have an integer type, not %s", a.Name, TypeString(a.Asm.Type))
		}
	}
	if a.Asm.Unqualified != "" {
		dialect, mnemonic := a.Asm.unqualified()
		if a.Asm.Enum != nil {
			return c.errorf(pos, "attribute '%s' cannot be both an enum and an unqualified dialect attribute", a.Name)
		}
		if !validDialectNamespace(dialect) || !IsBareIdentifier(mnemonic) || strings.Contains(mnemonic, ".") {
			return c.errorf(pos, "unqualified attribute '%s' must name its dialect attribute as dialect.mnemonic, not %q", a.Name, a.Asm.Unqualified)
		}
	}
	return nil
}

func (c *formatCompiler) directive(t fmtToken, ctx fmtContext) (fmtElement, error) {
	switch t.text {
	case "attr-dict", "attr-dict-with-keyword":
		if ctx != fmtCtxTop {
			return nil, c.errorf(t.pos, "'%s' directive can only be used as a top-level directive", t.text)
		}
		if c.seenAttrDict {
			return nil, c.errorf(t.pos, "'attr-dict' directive has already been seen")
		}
		c.seenAttrDict = true
		return fmtAttrDict{withKeyword: t.text == "attr-dict-with-keyword"}, nil
	case "operands":
		if ctx == fmtCtxTypeArg {
			return fmtType{fmtTypeRef{kind: fmtRefAllOperands}}, nil
		}
		if c.f.allOperands || slices.Contains(c.seenOperand, true) {
			return nil, c.errorf(t.pos, "'operands' directive creates overlap in format")
		}
		c.f.allOperands = true
		return fmtOperands{}, nil
	case "results":
		if ctx == fmtCtxTypeArg {
			return fmtType{fmtTypeRef{kind: fmtRefAllResults}}, nil
		}
		return nil, c.errorf(t.pos, "'results' directive can only be used as a child to a 'type' directive")
	case "regions":
		if ctx == fmtCtxTypeArg {
			break
		}
		if c.seenAllRegions || slices.Contains(c.seenRegion, true) {
			return nil, c.errorf(t.pos, "'regions' directive creates overlap in format")
		}
		c.seenAllRegions = true
		return fmtRegions{}, nil
	case "successors":
		if ctx == fmtCtxTypeArg {
			break
		}
		if c.seenAllSuccessors || slices.Contains(c.seenSuccessor, true) {
			return nil, c.errorf(t.pos, "'successors' directive creates overlap in format")
		}
		c.seenAllSuccessors = true
		return fmtSuccessors{}, nil
	case "type":
		if ctx == fmtCtxTypeArg {
			break
		}
		return c.typeDirective(t)
	case "qualified":
		if ctx == fmtCtxTypeArg {
			break
		}
		// Types and attributes print in full in strata, so qualified only
		// wraps what it qualifies.
		if err := c.expectPunct("(", "before argument list"); err != nil {
			return nil, err
		}
		arg := c.peek()
		var e fmtElement
		var err error
		switch {
		case arg.kind == fmtTokIdent && arg.text == "type":
			c.next()
			e, err = c.typeDirective(arg)
		case arg.kind == fmtTokVariable:
			c.next()
			e, err = c.variable(arg, ctx)
			if a, isAttr := e.(fmtAttr); isAttr {
				a.qualified = true
				e = a
			} else if err == nil {
				err = c.errorf(arg.pos, "'qualified' directive expects an attribute or a `type` directive")
			}
		default:
			err = c.errorf(arg.pos, "'qualified' directive expects an attribute or a `type` directive")
		}
		if err != nil {
			return nil, err
		}
		if err := c.expectPunct(")", "after argument list"); err != nil {
			return nil, err
		}
		return e, nil
	case "functional-type":
		if ctx == fmtCtxTypeArg {
			break
		}
		if err := c.expectPunct("(", "before argument list"); err != nil {
			return nil, err
		}
		in, err := c.typeArg()
		if err != nil {
			return nil, err
		}
		if err := c.expectPunct(",", "after inputs argument"); err != nil {
			return nil, err
		}
		out, err := c.typeArg()
		if err != nil {
			return nil, err
		}
		if err := c.expectPunct(")", "after argument list"); err != nil {
			return nil, err
		}
		return fmtFunctionalType{inputs: in, results: out}, nil
	case "custom":
		if ctx == fmtCtxTypeArg || ctx == fmtCtxCustom {
			break
		}
		return c.customDirective(t)
	case "ref":
		return nil, c.errorf(t.pos, "'ref' is only valid within a `custom` directive")
	default:
		return nil, c.errorf(t.pos, "unknown directive '%s'", t.text)
	}
	return nil, c.errorf(t.pos, "a type directive's argument must be an operand or result variable, operands or results")
}

// typeDirective compiles type(arg); the 'type' keyword is consumed.
func (c *formatCompiler) typeDirective(t fmtToken) (fmtElement, error) {
	if err := c.expectPunct("(", "before argument list"); err != nil {
		return nil, err
	}
	ref, err := c.typeArg()
	if err != nil {
		return nil, err
	}
	if err := c.expectPunct(")", "after argument list"); err != nil {
		return nil, err
	}
	return fmtType{ref}, nil
}

// customDirective compiles custom<Name>(params); the 'custom' keyword is
// consumed.
func (c *formatCompiler) customDirective(t fmtToken) (fmtElement, error) {
	if err := c.expectPunct("<", "before custom directive name"); err != nil {
		return nil, err
	}
	name := c.next()
	if name.kind != fmtTokIdent {
		return nil, c.errorf(name.pos, "expected custom directive name identifier")
	}
	dir := slices.IndexFunc(c.def.Custom, func(d CustomDirective) bool { return d.Name == name.text })
	if dir < 0 {
		return nil, c.errorf(name.pos, "custom directive '%s' is not in the op's Custom list", name.text)
	}
	if d := c.def.Custom[dir]; d.Parse == nil || d.Print == nil {
		return nil, c.errorf(name.pos, "custom directive '%s' needs both a Parse and a Print function", name.text)
	}
	if err := c.expectPunct(">", "after custom directive name"); err != nil {
		return nil, err
	}
	if err := c.expectPunct("(", "before custom directive parameters"); err != nil {
		return nil, err
	}
	e := &fmtCustom{dir: dir}
	for !c.isPunct(")") {
		if len(e.params) > 0 {
			if err := c.expectPunct(",", "in custom directive parameter list"); err != nil {
				return nil, err
			}
		}
		p, err := c.customParam()
		if err != nil {
			return nil, err
		}
		e.params = append(e.params, p)
	}
	c.next()
	return e, nil
}

// customParam compiles one parameter of a custom directive and binds what
// it names, unless it is a ref(...).
func (c *formatCompiler) customParam() (fmtCustomParam, error) {
	t := c.next()
	switch {
	case t.kind == fmtTokIdent && t.text == "ref":
		if err := c.expectPunct("(", "before argument list"); err != nil {
			return fmtCustomParam{}, err
		}
		e, err := c.refParam()
		if err != nil {
			return fmtCustomParam{}, err
		}
		if err := c.expectPunct(")", "after argument list"); err != nil {
			return fmtCustomParam{}, err
		}
		return fmtCustomParam{elem: e, ref: true}, nil
	case t.kind == fmtTokIdent && t.text == "type":
		e, err := c.typeDirective(t)
		if err != nil {
			return fmtCustomParam{}, err
		}
		if r := e.(fmtType).arg; r.kind != fmtRefOperand && r.kind != fmtRefResult {
			return fmtCustomParam{}, c.errorf(t.pos, "a custom directive takes the types of one operand or result group")
		}
		return fmtCustomParam{elem: e}, nil
	case t.kind == fmtTokVariable:
		e, err := c.variable(t, fmtCtxCustom)
		return fmtCustomParam{elem: e}, err
	}
	return fmtCustomParam{}, c.errorf(t.pos, "expected a variable, a type directive or ref(...) as a custom directive parameter")
}

// refParam compiles the argument of ref(...): a variable or type directive
// that an earlier element of the format has bound.
func (c *formatCompiler) refParam() (fmtElement, error) {
	t := c.peek()
	var (
		e     fmtElement
		bound bool
		err   error
	)
	switch {
	case t.kind == fmtTokIdent && t.text == "type":
		c.next()
		if err := c.expectPunct("(", "before argument list"); err != nil {
			return nil, err
		}
		if e, err = c.element(fmtCtxTypeArg); err != nil {
			return nil, err
		}
		if err := c.expectPunct(")", "after argument list"); err != nil {
			return nil, err
		}
		switch r := e.(fmtType).arg; r.kind {
		case fmtRefOperand:
			bound = c.seenOperandType[r.group] || c.f.allOperandTypes
		case fmtRefResult:
			bound = c.seenResultType[r.group] || c.f.allResultTypes
		default:
			return nil, c.errorf(t.pos, "a custom directive takes the types of one operand or result group")
		}
	case t.kind == fmtTokVariable:
		c.next()
		if e, err = c.variable(t, fmtCtxRef); err != nil {
			return nil, err
		}
		switch e := e.(type) {
		case fmtOperand:
			bound = c.seenOperand[e.group] || c.f.allOperands
		case fmtAttr:
			bound = c.seenAttr[e.index]
		case fmtRegion:
			bound = c.seenRegion[e.index] || c.seenAllRegions
		case fmtSuccessor:
			bound = c.seenSuccessor[e.index] || c.seenAllSuccessors
		}
	default:
		return nil, c.errorf(t.pos, "expected a variable or a type directive in 'ref'")
	}
	if !bound {
		return nil, c.errorf(t.pos, "'ref' must refer to something an earlier element of the format binds")
	}
	return e, nil
}

// typeArg compiles the argument of a type directive and binds its types.
func (c *formatCompiler) typeArg() (fmtTypeRef, error) {
	t := c.peek()
	e, err := c.element(fmtCtxTypeArg)
	if err != nil {
		return fmtTypeRef{}, err
	}
	ref := e.(fmtType).arg
	switch ref.kind {
	case fmtRefOperand:
		if c.seenOperandType[ref.group] || c.f.allOperandTypes {
			return ref, c.errorf(t.pos, "'type($%s)' is already bound", c.def.Operands[ref.group].Name)
		}
		c.seenOperandType[ref.group] = true
	case fmtRefResult:
		if c.seenResultType[ref.group] || c.f.allResultTypes {
			return ref, c.errorf(t.pos, "'type($%s)' is already bound", c.def.Results[ref.group].Name)
		}
		c.seenResultType[ref.group] = true
	case fmtRefAllOperands:
		if c.f.allOperandTypes || slices.Contains(c.seenOperandType, true) {
			return ref, c.errorf(t.pos, "'type(operands)' creates overlap in format")
		}
		c.f.allOperandTypes = true
	case fmtRefAllResults:
		if c.f.allResultTypes || slices.Contains(c.seenResultType, true) {
			return ref, c.errorf(t.pos, "'type(results)' creates overlap in format")
		}
		c.f.allResultTypes = true
	}
	return ref, nil
}

// optionalGroup compiles ( elements ) ? or ( elements ) : ( elements ) ?;
// the '(' is consumed.
func (c *formatCompiler) optionalGroup(open fmtToken) (fmtElement, error) {
	g := &fmtOptional{}
	then, err := c.groupElements(open, g, true)
	if err != nil {
		return nil, err
	}
	g.then = then
	if c.isPunct(":") {
		c.next()
		elseOpen := c.peek()
		if err := c.expectPunct("(", "to start the else group of an optional group"); err != nil {
			return nil, err
		}
		if g.els, err = c.groupElements(elseOpen, g, false); err != nil {
			return nil, err
		}
	}
	if err := c.expectPunct("?", "after optional group"); err != nil {
		return nil, err
	}
	if g.anchor == nil {
		return nil, c.errorf(open.pos, "optional group has no anchor element")
	}
	g.first = slices.IndexFunc(g.then, func(e fmtElement) bool {
		_, space := e.(fmtSpace)
		return !space
	})
	if g.first < 0 {
		return nil, c.errorf(open.pos, "optional group has no parsable element")
	}
	switch e := g.then[g.first].(type) {
	case fmtLiteral, fmtOperand, fmtAttr, fmtRegion:
	case fmtType:
		if e.arg.kind != fmtRefOperand && e.arg.kind != fmtRefResult {
			return nil, c.errorf(open.pos, "first parsable element of an optional group must be a literal, variable, or type directive of a variable")
		}
	default:
		return nil, c.errorf(open.pos, "first parsable element of an optional group must be a literal, variable, or type directive")
	}
	if a, ok := g.anchor.(fmtAttr); ok && g.then[g.first] != g.anchor && isUnitAttrDef(c.def.Attributes[a.index]) {
		g.unitAnchor = true
	}
	return g, nil
}

// groupElements compiles the elements of one branch of g up to its ')'.
func (c *formatCompiler) groupElements(open fmtToken, g *fmtOptional, isThen bool) ([]fmtElement, error) {
	var elems []fmtElement
	for !c.isPunct(")") {
		if c.peek().kind == fmtTokEOF {
			return nil, c.errorf(open.pos, "expected ')' to end optional group")
		}
		e, err := c.element(fmtCtxOptional)
		if err != nil {
			return nil, err
		}
		elems = append(elems, e)
		if c.isPunct("^") {
			caret := c.next()
			switch {
			case !isThen:
				return nil, c.errorf(caret.pos, "the anchor of an optional group must be in its first branch, not its else group")
			case g.anchor != nil:
				return nil, c.errorf(caret.pos, "only one element can be marked as the anchor of an optional group")
			}
			if err := c.checkAnchor(e, caret.pos); err != nil {
				return nil, err
			}
			g.anchor = e
		}
	}
	c.next()
	if len(elems) == 0 {
		return nil, c.errorf(open.pos, "optional group has no elements")
	}
	return elems, nil
}

// checkOptionalElement checks that e may appear in an optional group: what
// the parser may find absent must be variable-length (MLIR's rule).
func (c *formatCompiler) checkOptionalElement(e fmtElement, pos int) error {
	switch e := e.(type) {
	case fmtLiteral, fmtSpace, fmtAttr, fmtRegion, *fmtOptional:
		return nil
	case fmtOperand:
		if c.def.Operands[e.group].Arity == Single {
			return c.errorf(pos, "only variable length operands can be used within an optional group")
		}
	case fmtType:
		return c.checkOptionalTypeRef(e.arg, pos)
	case fmtFunctionalType:
		if err := c.checkOptionalTypeRef(e.inputs, pos); err != nil {
			return err
		}
		return c.checkOptionalTypeRef(e.results, pos)
	default:
		return c.errorf(pos, "only literals, types, and variables can be used within an optional group")
	}
	return nil
}

func (c *formatCompiler) checkOptionalTypeRef(r fmtTypeRef, pos int) error {
	switch r.kind {
	case fmtRefOperand:
		if c.def.Operands[r.group].Arity == Single {
			return c.errorf(pos, "only variable length operands can be used within an optional group")
		}
	case fmtRefResult:
		if c.def.Results[r.group].Arity == Single {
			return c.errorf(pos, "only variable length results can be used within an optional group")
		}
	}
	return nil
}

// checkAnchor checks that e, marked with ^ at pos, can anchor a group.
func (c *formatCompiler) checkAnchor(e fmtElement, pos int) error {
	switch e := e.(type) {
	case fmtAttr:
		// MLIR 16's wording, though default-valued attributes may anchor too.
		if !c.def.Attributes[e.index].mayBeAbsent() {
			return c.errorf(pos, "only optional attributes can be used to anchor an optional group")
		}
	case fmtOperand, fmtRegion:
	case fmtType:
		if e.arg.kind != fmtRefOperand && e.arg.kind != fmtRefResult {
			return c.errorf(pos, "only the type of one operand or result group can anchor an optional group")
		}
	default:
		return c.errorf(pos, "only variables and types can be used to anchor an optional group")
	}
	return nil
}

// isUnitAttrDef reports whether a is a unit attribute: its constraint
// accepts the unit value (a constraint accepting any attribute has no Pred).
func isUnitAttrDef(a AttrDef) bool {
	return a.Constraint.Pred != nil && a.Constraint.Pred(Unit)
}

// checkComplete checks that the format spells everything it must.
func (c *formatCompiler) checkComplete() error {
	def := c.def
	end := len(def.Format)
	if !c.seenAttrDict {
		return c.errorf(end, "'attr-dict' directive not found in custom assembly format")
	}
	if !c.f.allOperands {
		for i, seen := range c.seenOperand {
			if !seen {
				return c.errorf(end, "operand #%d, named '%s', not found", i, def.Operands[i].Name)
			}
		}
	}
	// One variadic entry takes the regions (or successors) the others
	// leave; with several, only the directive can spell them.
	if !c.seenAllRegions && formatFlexibleCount(formatRegionArities(def)) > 1 {
		return c.errorf(end, "an op with several variadic regions must spell them with the 'regions' directive")
	}
	if !c.seenAllSuccessors && formatFlexibleCount(formatSuccessorArities(def)) > 1 {
		return c.errorf(end, "an op with several variadic successors must spell them with the 'successors' directive")
	}
	if !c.seenAllRegions {
		for i, seen := range c.seenRegion {
			if !seen {
				return c.errorf(end, "region #%d, named '%s', not found", i, def.Regions[i].Name)
			}
		}
	}
	if !c.seenAllSuccessors {
		for i, seen := range c.seenSuccessor {
			if !seen {
				return c.errorf(end, "successor #%d, named '%s', not found", i, def.Successors[i].Name)
			}
		}
	}
	return nil
}

// resolveTypes decides where the parser finds the type of every group the
// format does not spell: a Buildable type, or another group (or a typed
// attribute) that a SameOperandsAndResultType or AllTypesMatch trait says
// has the same type and whose type the parser knows.
func (c *formatCompiler) resolveTypes() error {
	def := c.def
	nOp, nRes := len(def.Operands), len(def.Results)
	// Nodes: operand groups, then result groups, then attributes.
	node := func(name string) int {
		if i := slices.IndexFunc(def.Operands, func(o OperandDef) bool { return o.Name == name }); i >= 0 {
			return i
		}
		if i := slices.IndexFunc(def.Results, func(r ResultDef) bool { return r.Name == name }); i >= 0 {
			return nOp + i
		}
		if i := slices.IndexFunc(def.Attributes, func(a AttrDef) bool { return a.Name == name }); i >= 0 {
			return nOp + nRes + i
		}
		return -1
	}
	parent := make([]int, nOp+nRes+len(def.Attributes))
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	union := func(a, b int) { parent[find(a)] = find(b) }
	for _, t := range def.Traits {
		switch t := t.(type) {
		case AllTypesMatchTrait:
			first := -1
			for _, n := range t.Names() {
				if k := node(n); k >= 0 {
					if first < 0 {
						first = k
					} else {
						union(first, k)
					}
				}
			}
		default:
			if t == SameOperandsAndResultType {
				for k := 1; k < nOp+nRes; k++ {
					union(0, k)
				}
			}
		}
	}

	// known[k] holds the source of node k's types once the parser can know
	// them. Attributes always can (when present): attr-dict or the format
	// parses them before types are resolved.
	known := make([]*fmtTypeSource, len(parent))
	sourceOf := func(j int, isKnown, fromAttrs bool) *fmtTypeSource {
		switch {
		case j < nOp && isKnown:
			return &fmtTypeSource{fmtSrcOperand, j}
		case j >= nOp && j < nOp+nRes && isKnown:
			return &fmtTypeSource{fmtSrcResult, j - nOp}
		case j >= nOp+nRes && fromAttrs:
			return &fmtTypeSource{fmtSrcAttr, j - nOp - nRes}
		}
		return nil
	}
	for i := range def.Operands {
		switch {
		case c.seenOperandType[i] || c.f.allOperandTypes:
			known[i] = &fmtTypeSource{kind: fmtSrcFormat}
		case def.Operands[i].Type.Buildable != nil:
			known[i] = &fmtTypeSource{kind: fmtSrcBuildable}
		}
	}
	for i, r := range def.Results {
		switch {
		case c.seenResultType[i] || c.f.allResultTypes:
			known[nOp+i] = &fmtTypeSource{kind: fmtSrcFormat}
		case r.Type.Buildable != nil && r.Arity == Single:
			// Only a single result: the text would not say how many
			// results a variadic group has.
			known[nOp+i] = &fmtTypeSource{kind: fmtSrcBuildable}
		}
	}
	// Prefer taking types from values: an attribute is a source only for a
	// class with no value whose type the parser knows.
	propagate := func(fromAttrs bool) {
		for changed := true; changed; {
			changed = false
			for k := 0; k < nOp+nRes; k++ {
				if known[k] != nil {
					continue
				}
				for j := range parent {
					if j == k || find(j) != find(k) {
						continue
					}
					if src := sourceOf(j, known[j] != nil, fromAttrs); src != nil {
						known[k] = src
						changed = true
						break
					}
				}
			}
		}
	}
	propagate(false)
	propagate(true)
	end := len(def.Format)
	c.f.operandTypes = make([]fmtTypeSource, nOp)
	for i := range def.Operands {
		if known[i] == nil {
			return c.errorf(end, "type of operand #%d, named '%s', is not buildable and a buildable type cannot be inferred", i, def.Operands[i].Name)
		}
		c.f.operandTypes[i] = *known[i]
	}
	c.f.resultTypes = make([]fmtTypeSource, nRes)
	for i := range def.Results {
		if known[nOp+i] == nil {
			return c.errorf(end, "type of result #%d, named '%s', is not buildable and a buildable type cannot be inferred", i, def.Results[i].Name)
		}
		c.f.resultTypes[i] = *known[nOp+i]
	}
	return nil
}

// formatFlexibleCount returns the number of entries that are not Single.
func formatFlexibleCount(arities []Arity) int {
	n := 0
	for _, a := range arities {
		if a != Single {
			n++
		}
	}
	return n
}

// planSegments decides whether the parser sets the segment-size
// attributes, and lists the attributes attr-dict leaves out.
func (c *formatCompiler) planSegments() {
	f, def := c.f, c.def
	// With the operands directive the text does not say where groups
	// start, so the attribute must come from attr-dict; type(results)
	// alike for results.
	f.operandSegments = !f.allOperands && formatFlexibleCount(def.operandArities()) > 1
	f.resultSegments = !f.allResultTypes && formatFlexibleCount(def.resultArities()) > 1
	for i, seen := range c.seenAttr {
		if seen {
			f.elided = append(f.elided, def.Attributes[i].Name)
		} else if def.Attributes[i].Default != nil {
			f.defaulted = append(f.defaulted, i)
		}
	}
	if f.operandSegments {
		f.elided = append(f.elided, OperandSegmentSizesAttr)
	}
	if f.resultSegments {
		f.elided = append(f.elided, ResultSegmentSizesAttr)
	}
}
