package ir

// The parser reads MLIR's textual format in one pass. The lexer (lexer.go)
// hands out tokens as offsets into the source; the parser keeps MLIR's
// structure and messages: operations in the generic or a custom form
// (parser_ops.go), types (parser_types.go), attributes and locations
// (parser_attrs.go), and the methods custom parsers use (parser_api.go).
//
// SSA names live in scopes as in MLIR: the top level and the regions of
// IsolatedFromAbove custom operations start a fresh scope; other regions
// see their parent's names, and forget their own when they end. A value
// used before its definition gets a placeholder, replaced when the
// definition comes; blocks likewise, per region.

import (
	"fmt"
	"strconv"
	"strings"
	"unsafe"
)

// ParseOptions configure [Parse].
type ParseOptions struct {
	// Filename names the source in locations and diagnostics.
	Filename string
	// Threads bounds the goroutines that parse a large file's top-level
	// operations (the functions of its module) concurrently: 0 means
	// GOMAXPROCS, 1 parses on the calling goroutine only. The result and
	// the errors are the same either way.
	Threads int
	// Consumed, when set, is called now and then from the parsing
	// goroutine with an offset before which the parser will not read src
	// again (it may, to word an error), so that a caller can give back
	// memory holding the text it has read: a mapped file's pages.
	Consumed func(offset int)

	// Tests lower these to exercise the parallel parser on small inputs:
	// the smallest input parsed in parallel, and the size of its chunks.
	parallelMin, chunkBytes int
	// stats, when set, receives how many chunks were spliced.
	stats *parallelStats
	// consumedStep, when set, replaces the package's consumedStep.
	consumedStep int
}

// UnresolvedOperand is an SSA use as written, `%name#Number`, before it is
// resolved to a value of a known type. Name includes the leading '%', as in
// MLIR's diagnostics.
//
// Loc, the location of the name, is set in the Operand of an Argument;
// ParseOperand leaves it nil, since almost no operand ever needs one and
// every location costs an allocation: AsmParser.OperandLoc gives it.
type UnresolvedOperand struct {
	Name   string
	Number int
	Loc    Location

	off int // source offset of the name
}

// Argument is a region or block argument as written: `%name: type {attrs}
// loc(...)`. Type, Attrs and Loc are zero when not parsed; Loc is nil when no
// explicit `loc(...)` was given (the argument is then located at its name).
type Argument struct {
	Operand UnresolvedOperand
	Type    Type
	Attrs   []NamedAttribute
	Loc     Location
}

// Delimiter says which brackets surround a list.
type Delimiter uint8

const (
	NoDelimiter             Delimiter = iota // no brackets
	ParenDelimiter                           // ( ... )
	SquareDelimiter                          // [ ... ]
	AngleDelimiter                           // < ... >
	BraceDelimiter                           // { ... }
	OptionalParenDelimiter                   // ( ... ), or nothing
	OptionalSquareDelimiter                  // [ ... ], or nothing
	OptionalAngleDelimiter                   // < ... >, or nothing
	OptionalBraceDelimiter                   // { ... }, or nothing
)

// maxNesting bounds the nesting of regions, types and attributes, so that
// hostile input cannot exhaust the stack.
const maxNesting = 1000

// AsmParser reads MLIR's textual format. Custom operation parsers, dialect
// type and attribute parsers and the declarative assembly format use its
// methods; they all read from the same token stream, so a dialect hook
// continues exactly where the parser stands.
type AsmParser struct {
	ctx  *Context
	file string
	src  string
	lex  lexer
	tok  token
	// prevEnd is the end of the last consumed token.
	prevEnd int

	lines lineCursor

	typeAliases  map[string]Type
	attrAliases  map[string]Attribute
	deferredLocs []deferredLoc
	aliasRefs    []*aliasLocRef

	// SSA values and blocks.
	valueScopes []*valueScope
	blockScopes []*blockScope
	// spareScopes are isolated value scopes that ended, kept for reuse.
	spareScopes []*valueScope
	// forwardRefs maps each placeholder standing for a value used before
	// its definition to the offset of its first use.
	forwardRefs map[*Value]int

	// defaultDialects is the stack of dialects whose prefix may be omitted
	// from custom operation names in the region being parsed.
	defaultDialects []string
	// frames holds the custom operations being parsed, innermost last;
	// spareFrames keeps finished ones for reuse.
	frames      []*opFrame
	spareFrames []*opFrame

	opNames    map[string]*OpName
	customDefs map[string]customOp
	interns    map[string]string
	depth      int

	// consumed is ParseOptions.Consumed, to call when the parser reaches
	// consumedNext (maxInt when there is none), every consumedStep bytes.
	consumed                   func(int)
	consumedNext, consumedStep int

	// locs makes the locations of the file's operations; fileLocs those
	// of the other files `loc("name":line:col)` names.
	locs     locSlab
	fileLocs map[string]*locSlab

	// fmtParsers are the parsers of the declarative assembly format, one
	// per nesting level of the ops being parsed with one (fmtDepth of them
	// in use), reused from op to op.
	fmtParsers []*fmtParser
	fmtDepth   int

	// Scratch stacks: an operation's operands and types are gathered here
	// and copied into the IR, so that parsing one allocates little. Nested
	// operations push above and pop back to where they started.
	rawScratch  []rawOperand
	valScratch  []*Value
	attrScratch []NamedAttribute
	typeScratch []Type
	// argScratch and useScratch are the memory ScratchArguments and
	// ScratchOperands hand to custom parsers, a part for each op being
	// parsed, freed when it is created.
	argScratch []Argument
	useScratch []UnresolvedOperand

	// Caches of what repeats: function types by spelling, and boxed
	// constants, so that equal attributes share one allocation.
	fnTypes  map[string]*FunctionType
	intAttrs map[intAttrKey]Attribute
	strAttrs map[strAttrKey]Attribute
	fltAttrs map[FloatAttr]Attribute
	// attrLists are the one-attribute lists operations share
	// (sharedAttrs).
	attrLists map[NamedAttribute][]NamedAttribute

	// par is set when workers parse parts of the file concurrently
	// (parse_parallel.go).
	par *parallelParse
}

type intAttrKey struct {
	typ Type
	v   int64
}

type strAttrKey struct {
	s   string
	typ Type
}

// maxCached bounds each constant cache.
const maxCached = 1 << 16

// deferredLoc is a `loc(#alias)` whose alias was not defined yet.
type deferredLoc struct {
	op    *Operation
	arg   *Value
	name  string
	off   int
	isArg bool
}

// opFrame is the state of a custom operation being parsed.
type opFrame struct {
	st       OperationState
	def      *OpDef
	regions  []*Region
	isolated bool

	// vals, types and attrs are the memory st's operands, result types
	// and attributes start in: empty, with room for what most ops have.
	// createOp copies what st holds, so once the op exists they are free,
	// and a frame reused for the next op keeps them: appending to st
	// allocates nothing for a small op.
	vals  []*Value
	types []Type
	attrs []NamedAttribute

	// argBase and useBase are where the op's part of the parser's
	// argument and operand stacks starts (ScratchArguments).
	argBase, useBase int
}

// The room a frame's buffers have, enough for most operations: a custom
// parser that needs more appends past it, which allocates as before.
const (
	frameVals  = 4
	frameTypes = 2
	frameAttrs = 4
)

// pushFrame starts parsing a custom op of definition def, in the frame of
// a finished op when there is one. Its buffers are reused, but not the
// slices st held: custom parsers may have set them to slices they do not
// own.
func (p *AsmParser) pushFrame(def *OpDef, loc Location) *opFrame {
	var f *opFrame
	if n := len(p.spareFrames); n > 0 {
		f = p.spareFrames[n-1]
		p.spareFrames = p.spareFrames[:n-1]
		*f = opFrame{vals: f.vals, types: f.types, attrs: f.attrs, regions: f.regions[:0]}
	} else {
		f = &opFrame{
			vals:  make([]*Value, 0, frameVals),
			types: make([]Type, 0, frameTypes),
			attrs: make([]NamedAttribute, 0, frameAttrs),
		}
	}
	f.st.Name, f.st.Loc = def.Name, loc
	f.st.Operands, f.st.ResultTypes, f.st.Attributes = f.vals[:0], f.types[:0], f.attrs[:0]
	f.def, f.isolated = def, def.HasTrait(IsolatedFromAbove)
	f.argBase, f.useBase = len(p.argScratch), len(p.useScratch)
	p.frames = append(p.frames, f)
	return f
}

// popFrame ends the innermost custom op, whose scratch space is free
// again.
func (p *AsmParser) popFrame() {
	f := p.frames[len(p.frames)-1]
	p.frames = p.frames[:len(p.frames)-1]
	// Cleared, not to keep what the op's parser gathered alive.
	clear(p.argScratch[f.argBase:])
	p.argScratch = p.argScratch[:f.argBase]
	clear(p.useScratch[f.useBase:])
	p.useScratch = p.useScratch[:f.useBase]
	p.spareFrames = append(p.spareFrames, f)
}

// lineCursor maps source offsets to line and column numbers. Offsets are
// mostly asked for in increasing order, so it scans forward from the last
// answer; going backwards restarts from the beginning.
type lineCursor struct {
	off, line, lineStart int
}

func newParser(ctx *Context, filename string, src string) *AsmParser {
	file := strings.Clone(filename)
	p := &AsmParser{
		ctx:             ctx,
		file:            file,
		locs:            locSlab{file: &file},
		consumedNext:    maxInt,
		src:             src,
		lex:             lexer{src: src},
		typeAliases:     map[string]Type{},
		attrAliases:     map[string]Attribute{},
		forwardRefs:     map[*Value]int{},
		defaultDialects: []string{"builtin"},
		opNames:         map[string]*OpName{},
		interns:         map[string]string{},
		fnTypes:         map[string]*FunctionType{},
		intAttrs:        map[intAttrKey]Attribute{},
		strAttrs:        map[strAttrKey]Attribute{},
		fltAttrs:        map[FloatAttr]Attribute{},
		attrLists:       map[NamedAttribute][]NamedAttribute{},
	}
	p.lines.line = 1
	// A UTF-8 byte order mark is not part of the text.
	if strings.HasPrefix(src, "\xEF\xBB\xBF") {
		p.lex.pos = 3
	}
	p.tok = p.lex.next()
	return p
}

// ParseSource parses the operations of a source file into a detached block.
// The error is a *Diagnostic located at file:line:col.
func ParseSource(ctx *Context, filename string, src []byte) (*Block, error) {
	return Parse(ctx, src, ParseOptions{Filename: filename})
}

// Parse parses the operations of src into a detached block.
func Parse(ctx *Context, src []byte, opts ParseOptions) (*Block, error) {
	// The parser reads src as a string without copying it, so that every
	// token's spelling is a substring and looking one up in a map allocates
	// nothing; src must not change while it is parsed. Whatever ends up in
	// the IR is cloned or interned, so nothing refers to src afterwards.
	p := newParser(ctx, opts.Filename, unsafe.String(unsafe.SliceData(src), len(src)))
	if opts.Consumed != nil {
		p.consumed, p.consumedStep = opts.Consumed, consumedStep
		if opts.consumedStep > 0 {
			p.consumedStep = opts.consumedStep
		}
		p.consumedNext = p.consumedStep
	}
	if pp := planParallel(p, opts); pp != nil {
		p.par = pp
		defer pp.shutdown(opts.stats)
	}
	return p.parseTopLevel()
}

// ParseTypeString parses a single type, such as "tensor<4xf32>".
func ParseTypeString(ctx *Context, s string) (Type, error) {
	p := newParser(ctx, "<type>", s)
	t, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	if err := p.expectEOF(); err != nil {
		return nil, err
	}
	return t, nil
}

// ParseAttributeString parses a single attribute, such as "[1, 2 : i32]".
func ParseAttributeString(ctx *Context, s string) (Attribute, error) {
	p := newParser(ctx, "<attribute>", s)
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return nil, err
	}
	if err := p.expectEOF(); err != nil {
		return nil, err
	}
	if err := p.resolveDeferredLocs(); err != nil {
		return nil, err
	}
	return a, nil
}

func (p *AsmParser) expectEOF() error {
	if p.tok.kind != tokEOF {
		return p.errHere("unexpected trailing characters")
	}
	return nil
}

// --- tokens ---

// spelling returns the text of the current token.
func (p *AsmParser) spelling() string { return p.src[p.tok.start:p.tok.end] }

func (p *AsmParser) is(k tokenKind) bool { return p.tok.kind == k }

// isKeyword reports whether the current token is the bare identifier kw.
func (p *AsmParser) isKeyword(kw string) bool {
	return p.tok.kind == tokBareIdent && p.src[p.tok.start:p.tok.end] == kw
}

func (p *AsmParser) consume() {
	p.prevEnd = p.tok.end
	p.tok = p.lex.next()
}

func (p *AsmParser) consumeIf(k tokenKind) bool {
	if p.tok.kind == k {
		p.consume()
		return true
	}
	return false
}

// expect consumes a token of kind k or fails with msg.
func (p *AsmParser) expect(k tokenKind, msg string) error {
	if p.tok.kind == k {
		p.consume()
		return nil
	}
	return p.errWrongToken("%s", msg)
}

// resetTo re-lexes from offset off.
func (p *AsmParser) resetTo(off int) {
	p.lex.pos = off
	p.tok = p.lex.next()
}

// peek returns the token after the current one without consuming anything.
func (p *AsmParser) peek() token {
	saved := p.lex
	t := p.lex.next()
	p.lex = saved
	return t
}

// --- locations and errors ---

// lineCol returns the 1-based line and byte column of offset off.
func (p *AsmParser) lineCol(off int) (int, int) {
	c := &p.lines
	if off > len(p.src) {
		off = len(p.src)
	}
	if off < c.off {
		// Going back (error notes mostly): count the lines in between.
		if off < c.lineStart {
			c.line -= strings.Count(p.src[off:c.lineStart], "\n")
			c.lineStart = strings.LastIndexByte(p.src[:off], '\n') + 1
		}
		c.off = off
	}
	for {
		i := strings.IndexByte(p.src[c.off:off], '\n')
		if i < 0 {
			break
		}
		c.off += i + 1
		c.line++
		c.lineStart = c.off
	}
	c.off = off
	return c.line, off - c.lineStart + 1
}

// consumedStep is how far the parser reads between calls of
// ParseOptions.Consumed.
const consumedStep = 4 << 20

// reportConsumed tells ParseOptions.Consumed that the parser is past the
// text before the current token, when it is: between operations that bind
// no SSA name of the scopes being parsed. Inside one, locations of earlier
// names (block arguments) may still be asked for; the parser tries again
// at the next operation.
func (p *AsmParser) reportConsumed() {
	if !p.scopesEmpty() {
		return
	}
	p.lineCol(p.tok.start) // the line cursor counts the lines up to here first
	p.consumed(p.tok.start)
	p.consumedNext = p.tok.start + p.consumedStep
}

// locAt returns the location of source offset off.
func (p *AsmParser) locAt(off int) Location {
	line, col := p.lineCol(off)
	return p.locs.loc(clampUint32(line), clampUint32(col))
}

// fileLoc returns the location file:line:col, written in the input.
func (p *AsmParser) fileLoc(file string, line, col uint32) FileLineColLoc {
	if file == p.file {
		return p.locs.loc(line, col)
	}
	s := p.fileLocs[file]
	if s == nil {
		name := strings.Clone(file)
		s = &locSlab{file: &name}
		if p.fileLocs == nil {
			p.fileLocs = map[string]*locSlab{}
		}
		p.fileLocs[name] = s
	}
	return s.loc(line, col)
}

// errAt returns an error located at offset off. A pending lexer error wins:
// MLIR reports it when the bad token is lexed, before the parser notices.
func (p *AsmParser) errAt(off int, format string, args ...any) *Diagnostic {
	if p.tok.kind == tokError {
		return Errorf(p.locAt(p.lex.errPos), "%s", p.lex.err)
	}
	msg := format
	if len(args) > 0 {
		msg = fmt.Sprintf(format, args...)
	}
	return &Diagnostic{Severity: SeverityError, Loc: p.locAt(off), Message: msg}
}

// errHere returns an error at the current token; at the end of the input,
// at the last character, as MLIR does.
func (p *AsmParser) errHere(format string, args ...any) *Diagnostic {
	off := p.tok.start
	if p.tok.kind == tokEOF && off > 0 {
		off--
	}
	return p.errAt(off, format, args...)
}

// errWrongToken returns an error about the current token, placed as MLIR
// places it: just after the preceding token (before any white space, blank
// lines and line comments), so that the message shows the line that is
// incomplete rather than the next one.
func (p *AsmParser) errWrongToken(format string, args ...any) *Diagnostic {
	off := p.tok.start
	if p.tok.kind == tokEOF && off > 0 {
		off--
	}
	orig := off
	text := p.src[:off]
	for {
		text = strings.TrimRight(text, " \t")
		if text == "" {
			return p.errAt(orig, format, args...)
		}
		if c := text[len(text)-1]; c != '\n' && c != '\r' {
			return p.errAt(len(text), format, args...)
		}
		text = text[:len(text)-1]
		// A line comment on the line above: point before it.
		line := text[strings.LastIndexAny(text, "\n\r")+1:]
		if i := strings.Index(line, "//"); i >= 0 {
			text = text[:len(text)-len(line)+i]
		}
	}
}

// note attaches a note at offset off to d.
func (p *AsmParser) note(d *Diagnostic, off int, msg string) *Diagnostic {
	d.Notes = append(d.Notes, &Diagnostic{Severity: SeverityNote, Loc: p.locAt(off), Message: msg})
	return d
}

func (p *AsmParser) enter() error {
	p.depth++
	if p.depth > maxNesting {
		return p.errHere("nesting is too deep")
	}
	return nil
}

func (p *AsmParser) leave() { p.depth-- }

// sharedAttrs returns the attribute list of an operation with attributes
// attrs: sorted, and when it is one attribute of a kind the parser
// shares (a constant's value, a comparison's predicate), the list another
// operation of the file already has. Operations never change their list
// in place, so they can share it.
func (p *AsmParser) sharedAttrs(attrs []NamedAttribute) []NamedAttribute {
	if len(attrs) != 1 || !sharedAttr(attrs[0].Value) {
		return sortNamed(attrs)
	}
	if l, ok := p.attrLists[attrs[0]]; ok {
		return l
	}
	l := []NamedAttribute{{Name: p.intern(attrs[0].Name), Value: attrs[0].Value}}
	if len(p.attrLists) < maxCached {
		p.attrLists[l[0]] = l
	}
	return l
}

// sharedAttr reports whether a is of a kind sharedAttrs shares: those the
// parser already keys maps on (boxInt, boxFloat, stringAttr), so hashing
// them is safe.
func sharedAttr(a Attribute) bool {
	switch a := a.(type) {
	case IntegerAttr:
		return a.wide == ""
	case FloatAttr, StringAttr, UnitAttr:
		return true
	}
	return false
}

// boxInt returns a as an Attribute, sharing the allocation with equal
// constants parsed before.
func (p *AsmParser) boxInt(a IntegerAttr) Attribute {
	if a.wide != "" {
		return a
	}
	k := intAttrKey{a.typ, a.v}
	if v, ok := p.intAttrs[k]; ok {
		return v
	}
	var v Attribute = a
	if len(p.intAttrs) < maxCached {
		p.intAttrs[k] = v
	}
	return v
}

func (p *AsmParser) boxFloat(a FloatAttr) Attribute {
	if v, ok := p.fltAttrs[a]; ok {
		return v
	}
	var v Attribute = a
	if len(p.fltAttrs) < maxCached {
		p.fltAttrs[a] = v
	}
	return v
}

// stringAttr returns the string attribute of the literal spelling.
func (p *AsmParser) stringAttr(spelling string, typ Type) Attribute {
	s := unescapeString(spelling)
	if v, ok := p.strAttrs[strAttrKey{s, typ}]; ok {
		return v
	}
	s = strings.Clone(s)
	var v Attribute = StringAttr{Value: s, Type: typ}
	if len(p.strAttrs) < maxCached {
		p.strAttrs[strAttrKey{s, typ}] = v
	}
	return v
}

// intern returns a copy of s that does not keep the source alive, shared
// by all equal strings of this parse (attribute names repeat a lot).
func (p *AsmParser) intern(s string) string {
	if v, ok := p.interns[s]; ok {
		return v
	}
	v := strings.Clone(s)
	p.interns[v] = v
	return v
}

// opName returns the interned name record of an operation name.
func (p *AsmParser) opName(name string) *OpName {
	if n, ok := p.opNames[name]; ok {
		return n
	}
	n := p.ctx.OpName(strings.Clone(name))
	p.opNames[n.name] = n
	return n
}

// --- top level ---

func (p *AsmParser) parseTopLevel() (*Block, error) {
	top := &Block{}
	p.pushValueScope(true)
	p.pushBlockScope()
	for {
		switch p.tok.kind {
		case tokEOF:
			// In MLIR's order: values, then locations, then blocks.
			if err := p.finalize(); err != nil {
				return nil, err
			}
			if err := p.resolveAliasRefs(top); err != nil {
				return nil, err
			}
			if err := p.popBlockScope(); err != nil {
				return nil, err
			}
			return top, nil
		case tokError:
			return nil, p.errHere("")
		case tokHashIdent:
			if err := p.parseAttrAliasDef(); err != nil {
				return nil, err
			}
		case tokBangIdent:
			if err := p.parseTypeAliasDef(); err != nil {
				return nil, err
			}
		case tokMetadataOpen:
			if err := p.skipFileMetadata(); err != nil {
				return nil, err
			}
		default:
			if p.tok.start >= p.consumedNext {
				p.reportConsumed()
			}
			if p.par != nil && p.tok.start >= p.par.nextStart && p.trySplice(top) {
				continue
			}
			if err := p.parseOperation(top); err != nil {
				return nil, err
			}
		}
	}
}

// finalize reports values that were used but never defined and resolves
// locations that referred to aliases defined later.
func (p *AsmParser) finalize() error {
	if len(p.forwardRefs) > 0 {
		first := -1
		for _, off := range p.forwardRefs {
			if first < 0 || off < first {
				first = off
			}
		}
		return p.errAt(first, "use of undeclared SSA value name")
	}
	return p.resolveDeferredLocs()
}

func (p *AsmParser) resolveDeferredLocs() error {
	for _, d := range p.deferredLocs {
		a, ok := p.attrAliases[d.name]
		if !ok {
			return p.errAt(d.off, "operation location alias was never defined")
		}
		l, ok := a.(Location)
		if !ok {
			return p.errAt(d.off, "expected location, but found '%s'", AttrString(a))
		}
		if d.isArg {
			d.arg.arg.loc = l
		} else {
			d.op.loc = l
		}
	}
	p.deferredLocs = nil
	return nil
}

func (p *AsmParser) parseAttrAliasDef() error {
	name := p.spelling()[1:]
	if _, dup := p.attrAliases[name]; dup {
		return p.errHere("redefinition of attribute alias id '%s'", name)
	}
	if strings.Contains(name, ".") {
		return p.errHere("attribute names with a '.' are reserved for dialect-defined names")
	}
	p.consume()
	if err := p.expect(tokEqual, "expected '=' in attribute alias definition"); err != nil {
		return err
	}
	a, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	p.attrAliases[name] = a
	return nil
}

func (p *AsmParser) parseTypeAliasDef() error {
	name := p.spelling()[1:]
	if _, dup := p.typeAliases[name]; dup {
		return p.errHere("redefinition of type alias id '%s'", name)
	}
	if strings.Contains(name, ".") {
		return p.errHere("type names with a '.' are reserved for dialect-defined names")
	}
	p.consume()
	if err := p.expect(tokEqual, "expected '=' in type alias definition"); err != nil {
		return err
	}
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	p.typeAliases[name] = t
	return nil
}

// skipFileMetadata skips `{-# key: {...}, ... #-}`: resources and other
// file metadata, which strata does not keep.
func (p *AsmParser) skipFileMetadata() error {
	p.consume() // {-#
	for !p.is(tokMetadataEnd) {
		if !p.is(tokBareIdent) {
			return p.errWrongToken("expected identifier key in file metadata dictionary")
		}
		p.consume()
		if err := p.expect(tokColon, "expected ':'"); err != nil {
			return err
		}
		if !p.is(tokLBrace) {
			return p.errWrongToken("expected '{'")
		}
		if err := p.skipBalanced(); err != nil {
			return err
		}
		if !p.consumeIf(tokComma) {
			break
		}
	}
	return p.expect(tokMetadataEnd, "expected '#-}' to end file metadata")
}

// skipBalanced skips a bracketed group starting at the current token.
func (p *AsmParser) skipBalanced() error {
	var stack []tokenKind
	for {
		switch p.tok.kind {
		case tokLBrace, tokMetadataOpen:
			stack = append(stack, tokRBrace)
		case tokLParen:
			stack = append(stack, tokRParen)
		case tokLSquare:
			stack = append(stack, tokRSquare)
		case tokRBrace, tokRParen, tokRSquare:
			if len(stack) == 0 || stack[len(stack)-1] != p.tok.kind {
				return p.errHere("unbalanced '%s'", p.spelling())
			}
			stack = stack[:len(stack)-1]
		case tokEOF, tokError:
			return p.errWrongToken("unexpected end of file metadata")
		}
		p.consume()
		if len(stack) == 0 {
			return nil
		}
	}
}

// parseUint parses a decimal or 0x hexadecimal integer spelling.
func parseUint(s string) (uint64, bool) {
	var v uint64
	var err error
	if len(s) > 1 && s[1] == 'x' {
		v, err = strconv.ParseUint(s[2:], 16, 64)
	} else {
		v, err = strconv.ParseUint(s, 10, 64)
	}
	return v, err == nil
}
