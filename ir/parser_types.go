package ir

import (
	"math"
	"strconv"
	"strings"
)

// maxIntWidth is the widest integer type, as in MLIR.
const maxIntWidth = 1<<24 - 1

// startsType reports whether the current token can begin a type.
func (p *AsmParser) startsType() bool {
	switch p.tok.kind {
	case tokLParen, tokBangIdent:
		return true
	case tokBareIdent:
		s := p.spelling()
		switch s {
		case "memref", "tensor", "complex", "tuple", "vector", "index", "none",
			"bf16", "f16", "tf32", "f32", "f64", "f80", "f128":
			return true
		}
		_, _, ok := intTypeSpelling(s)
		return ok
	}
	return false
}

// intTypeSpelling splits `i32`, `si8`, `ui64` into signedness and the width
// digits.
func intTypeSpelling(s string) (Signedness, string, bool) {
	sign := Signless
	switch {
	case strings.HasPrefix(s, "si"):
		sign, s = Signed, s[2:]
	case strings.HasPrefix(s, "ui"):
		sign, s = Unsigned, s[2:]
	case strings.HasPrefix(s, "i"):
		s = s[1:]
	default:
		return 0, "", false
	}
	if s == "" {
		return 0, "", false
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return 0, "", false
		}
	}
	return sign, s, true
}

func (p *AsmParser) parseType() (Type, error) {
	if p.is(tokLParen) {
		return p.parseFunctionOrParenType()
	}
	return p.parseNonFunctionType()
}

// parseFunctionOrParenType parses `(inputs) -> results`. The types are
// gathered on the scratch stack, and the function type is looked up by its
// spelling first: files repeat the same few signatures over and over.
func (p *AsmParser) parseFunctionOrParenType() (Type, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	start := p.tok.start
	base := len(p.typeScratch)
	defer func() { p.typeScratch = p.typeScratch[:base] }()
	if err := p.scratchTypeListParens(); err != nil {
		return nil, err
	}
	numInputs := len(p.typeScratch) - base
	if err := p.expect(tokArrow, "expected '->' in function type"); err != nil {
		return nil, err
	}
	if p.is(tokLParen) {
		if err := p.scratchTypeListParens(); err != nil {
			return nil, err
		}
	} else {
		t, err := p.parseNonFunctionType()
		if err != nil {
			return nil, err
		}
		p.typeScratch = append(p.typeScratch, t)
	}
	key := p.src[start:p.prevEnd]
	if ft, ok := p.fnTypes[key]; ok {
		return ft, nil
	}
	ts := p.typeScratch[base:]
	ft := p.ctx.FunctionType(ts[:numInputs], ts[numInputs:])
	if len(p.fnTypes) < maxCached {
		p.fnTypes[key] = ft
	}
	return ft, nil
}

// scratchTypeListParens parses `(t1, t2)` onto the scratch stack.
func (p *AsmParser) scratchTypeListParens() error {
	if err := p.expect(tokLParen, "expected '('"); err != nil {
		return err
	}
	if p.consumeIf(tokRParen) {
		return nil
	}
	for {
		t, err := p.parseType()
		if err != nil {
			return err
		}
		p.typeScratch = append(p.typeScratch, t)
		if !p.consumeIf(tokComma) {
			break
		}
	}
	return p.expect(tokRParen, "expected ')'")
}

func (p *AsmParser) parseTypeListParens() ([]Type, error) {
	if err := p.expect(tokLParen, "expected '('"); err != nil {
		return nil, err
	}
	if p.consumeIf(tokRParen) {
		return nil, nil
	}
	ts, err := p.parseTypeListNoParens()
	if err != nil {
		return nil, err
	}
	return ts, p.expect(tokRParen, "expected ')'")
}

func (p *AsmParser) parseTypeListNoParens() ([]Type, error) {
	var ts []Type
	for {
		t, err := p.parseType()
		if err != nil {
			return nil, err
		}
		ts = append(ts, t)
		if !p.consumeIf(tokComma) {
			return ts, nil
		}
	}
}

func (p *AsmParser) parseFunctionResultTypes() ([]Type, error) {
	if p.is(tokLParen) {
		return p.parseTypeListParens()
	}
	t, err := p.parseNonFunctionType()
	if err != nil {
		return nil, err
	}
	return []Type{t}, nil
}

func (p *AsmParser) parseNonFunctionType() (Type, error) {
	switch p.tok.kind {
	case tokBangIdent:
		return p.parseExtendedType()
	case tokBareIdent:
	default:
		return nil, p.errWrongToken("expected non-function type")
	}
	s := p.spelling()
	switch s {
	case "memref":
		return p.parseMemRefType()
	case "tensor":
		return p.parseTensorType()
	case "complex":
		return p.parseComplexType()
	case "tuple":
		return p.parseTupleType()
	case "vector":
		return p.parseVectorType()
	case "index":
		p.consume()
		return Index, nil
	case "none":
		p.consume()
		return None, nil
	case "bf16":
		p.consume()
		return BF16, nil
	case "f16":
		p.consume()
		return F16, nil
	case "tf32":
		p.consume()
		return FloatType{TF32Kind}, nil
	case "f32":
		p.consume()
		return F32, nil
	case "f64":
		p.consume()
		return F64, nil
	case "f80":
		p.consume()
		return F80, nil
	case "f128":
		p.consume()
		return F128, nil
	}
	sign, digits, ok := intTypeSpelling(s)
	if !ok {
		return nil, p.errWrongToken("expected non-function type")
	}
	w, err := strconv.ParseUint(digits, 10, 32)
	if err != nil && w == 0 {
		return nil, p.errHere("invalid integer width")
	}
	if err != nil || w > maxIntWidth {
		return nil, p.errHere("integer bitwidth is limited to %d bits", maxIntWidth)
	}
	p.consume()
	if w < uint64(len(boxedInts[sign])) {
		return boxedInts[sign][w], nil
	}
	return IntegerType{Width: uint32(w), Signedness: sign}, nil
}

// boxedInts holds the narrower integer types as Type values, so that
// returning one does not allocate: most types in a file are integers.
var boxedInts = func() (t [3][129]Type) {
	for s := range t {
		for w := range t[s] {
			t[s][w] = IntegerType{Width: uint32(w), Signedness: Signedness(s)}
		}
	}
	return t
}()

// parseXInDimensionList consumes the `x` that ends a dimension, which the
// lexer has glued to what follows (`xf32`, `x4xi8`).
func (p *AsmParser) parseXInDimensionList() error {
	if !p.is(tokBareIdent) || p.src[p.tok.start] != 'x' {
		return p.errWrongToken("expected 'x' in dimension list")
	}
	if p.tok.end-p.tok.start > 1 {
		p.prevEnd = p.tok.start + 1
		p.resetTo(p.tok.start + 1)
		return nil
	}
	p.consume()
	return nil
}

// parseDimension parses a static dimension. `0x...` lexes as a hexadecimal
// integer, but in a shape it is the dimension 0 followed by `x`.
func (p *AsmParser) parseDimension() (int64, error) {
	s := p.spelling()
	if len(s) > 1 && s[1] == 'x' {
		p.prevEnd = p.tok.start + 1
		p.resetTo(p.tok.start + 1)
		return 0, nil
	}
	v, ok := parseUint(s)
	if !ok || v > math.MaxInt64 {
		return 0, p.errHere("invalid dimension")
	}
	p.consume()
	return int64(v), nil
}

// parseDimensionListRanked parses `2x?x4x`, leaving the element type.
func (p *AsmParser) parseDimensionListRanked() ([]int64, error) {
	var dims []int64
	for p.is(tokInteger) || p.is(tokQuestion) {
		if p.consumeIf(tokQuestion) {
			dims = append(dims, DynamicSize)
		} else {
			d, err := p.parseDimension()
			if err != nil {
				return nil, err
			}
			dims = append(dims, d)
		}
		if err := p.parseXInDimensionList(); err != nil {
			return nil, err
		}
	}
	return dims, nil
}

func validTensorElement(t Type) bool {
	switch t.(type) {
	case ComplexType, FloatType, IntegerType, OpaqueType, *VectorType, IndexType:
		return true
	case NoneType, *FunctionType, *TupleType, *TensorType, *MemRefType:
		return false
	}
	// Types of other dialects.
	return true
}

func validMemRefElement(t Type) bool {
	switch t.(type) {
	case ComplexType, FloatType, IntegerType, *VectorType, IndexType, *MemRefType:
		return true
	case NoneType, *FunctionType, *TupleType, *TensorType, OpaqueType:
		return false
	}
	return true
}

func (p *AsmParser) parseTensorType() (Type, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	p.consume()
	if err := p.expect(tokLess, "expected '<' in tensor type"); err != nil {
		return nil, err
	}
	unranked := false
	var dims []int64
	if p.consumeIf(tokStar) {
		unranked = true
		if err := p.parseXInDimensionList(); err != nil {
			return nil, err
		}
	} else {
		var err error
		if dims, err = p.parseDimensionListRanked(); err != nil {
			return nil, err
		}
	}
	elemOff := p.tok.start
	elem, err := p.parseType()
	if err != nil {
		return nil, err
	}
	var encoding Attribute
	if p.consumeIf(tokComma) {
		if encoding, err = p.ParseAttribute(nil); err != nil {
			return nil, err
		}
	}
	if err := p.expect(tokGreater, "expected '>' in tensor type"); err != nil {
		return nil, err
	}
	if !validTensorElement(elem) {
		return nil, p.errAt(elemOff, "invalid tensor element type")
	}
	if unranked {
		if encoding != nil {
			return nil, p.errHere("cannot apply encoding to unranked tensor")
		}
		return p.ctx.UnrankedTensorType(elem), nil
	}
	return p.ctx.TensorType(dims, elem, encoding), nil
}

// isMemRefLayout reports whether a is a layout rather than a memory space.
func isMemRefLayout(a Attribute) bool {
	m, ok := a.(AffineMapAttr)
	return ok && (m.Keyword == "affine_map" || m.Keyword == "strided")
}

// isIdentityMap reports whether an affine map body is the identity, such as
// `(d0, d1) -> (d0, d1)`, which MLIR drops from memref types.
func isIdentityMap(body string) bool {
	lhs, rhs, ok := strings.Cut(body, "->")
	if !ok {
		return false
	}
	lhs, rhs = strings.TrimSpace(lhs), strings.TrimSpace(rhs)
	if len(lhs) < 2 || lhs[0] != '(' || lhs[len(lhs)-1] != ')' || lhs != rhs {
		return false
	}
	for _, d := range strings.Split(lhs[1:len(lhs)-1], ",") {
		if d = strings.TrimSpace(d); !IsBareIdentifier(d) {
			return false
		}
	}
	return true
}

func (p *AsmParser) parseMemRefType() (Type, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	keywordOff := p.tok.start
	p.consume()
	if err := p.expect(tokLess, "expected '<' in memref type"); err != nil {
		return nil, err
	}
	unranked := false
	var dims []int64
	if p.consumeIf(tokStar) {
		unranked = true
		if err := p.parseXInDimensionList(); err != nil {
			return nil, err
		}
	} else {
		var err error
		if dims, err = p.parseDimensionListRanked(); err != nil {
			return nil, err
		}
	}
	elemOff := p.tok.start
	elem, err := p.parseType()
	if err != nil {
		return nil, err
	}
	if !validMemRefElement(elem) {
		return nil, p.errAt(elemOff, "invalid memref element type")
	}
	var layout, space Attribute
	if !p.consumeIf(tokGreater) {
		if err := p.expect(tokComma, "expected ',' or '>' in memref type"); err != nil {
			return nil, err
		}
		for {
			a, err := p.ParseAttribute(nil)
			if err != nil {
				return nil, err
			}
			if isMemRefLayout(a) {
				layout = a
				if unranked {
					return nil, p.errHere("cannot have affine map for unranked memref type")
				}
				if space != nil {
					return nil, p.errHere("expected memory space to be last in memref type")
				}
			} else if space != nil {
				return nil, p.errHere("multiple memory spaces specified in memref type")
			} else {
				space = a
			}
			if !p.consumeIf(tokComma) {
				break
			}
		}
		if err := p.expect(tokGreater, "expected ',' or '>'"); err != nil {
			return nil, err
		}
	}
	if s, ok := space.(IntegerAttr); ok && s.wide == "" && s.v == 0 {
		// The memory space 0 is the default one.
		space = nil
	}
	if !supportedMemorySpace(space) {
		return nil, p.errAt(keywordOff, "unsupported memory space Attribute")
	}
	if m, ok := layout.(AffineMapAttr); ok {
		if m.Keyword == "affine_map" && isIdentityMap(m.Body) {
			layout = nil
		}
	}
	if unranked {
		return p.ctx.UnrankedMemRefType(elem, space), nil
	}
	return p.ctx.MemRefType(dims, elem, layout, space), nil
}

// supportedMemorySpace reports whether a may be a memref memory space:
// integers, strings, dictionaries and the attributes of other dialects.
func supportedMemorySpace(a Attribute) bool {
	switch a.(type) {
	case nil, IntegerAttr, StringAttr, *DictionaryAttr:
		return true
	case FloatAttr, UnitAttr, TypeAttr, *ArrayAttr, SymbolRefAttr, *DenseArrayAttr,
		*DenseElementsAttr, AffineMapAttr, OpaqueAttr, Location:
		return false
	}
	return true
}

func (p *AsmParser) parseComplexType() (Type, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	p.consume()
	if err := p.expect(tokLess, "expected '<' in complex type"); err != nil {
		return nil, err
	}
	elemOff := p.tok.start
	elem, err := p.parseType()
	if err != nil {
		return nil, err
	}
	switch elem.(type) {
	case FloatType, IntegerType:
	default:
		return nil, p.errAt(elemOff, "invalid element type for complex")
	}
	if err := p.expect(tokGreater, "expected '>' in complex type"); err != nil {
		return nil, err
	}
	return ComplexType{Elem: elem}, nil
}

func (p *AsmParser) parseTupleType() (Type, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	p.consume()
	if err := p.expect(tokLess, "expected '<' in tuple type"); err != nil {
		return nil, err
	}
	if p.consumeIf(tokGreater) {
		return p.ctx.TupleType(nil), nil
	}
	elems, err := p.parseTypeListNoParens()
	if err != nil {
		return nil, err
	}
	if err := p.expect(tokGreater, "expected '>' in tuple type"); err != nil {
		return nil, err
	}
	return p.ctx.TupleType(elems), nil
}

// parseVectorType parses MLIR 16's `vector<2x[4x8]xf32>`: fixed dimensions
// then, in one bracket, the scalable ones. The later per-dimension spelling
// `vector<2x[4]x[8]xf32>` is accepted too.
func (p *AsmParser) parseVectorType() (Type, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	p.consume()
	if err := p.expect(tokLess, "expected '<' in vector type"); err != nil {
		return nil, err
	}
	var dims []int64
	var scalable []bool
	for p.is(tokInteger) || p.is(tokLSquare) {
		if p.consumeIf(tokLSquare) {
			for {
				if !p.is(tokInteger) {
					return nil, p.errWrongToken("expected integer value")
				}
				d, err := p.parseDimension()
				if err != nil {
					return nil, err
				}
				dims = append(dims, d)
				scalable = append(scalable, true)
				if p.consumeIf(tokRSquare) {
					break
				}
				if err := p.parseXInDimensionList(); err != nil {
					return nil, err
				}
			}
		} else {
			d, err := p.parseDimension()
			if err != nil {
				return nil, err
			}
			dims = append(dims, d)
			scalable = append(scalable, false)
		}
		if err := p.parseXInDimensionList(); err != nil {
			return nil, err
		}
	}
	for _, d := range dims {
		if d <= 0 {
			return nil, p.errHere("vector types must have positive constant sizes")
		}
	}
	elemOff := p.tok.start
	elem, err := p.parseType()
	if err != nil {
		return nil, err
	}
	if err := p.expect(tokGreater, "expected '>' in vector type"); err != nil {
		return nil, err
	}
	switch elem.(type) {
	case IntegerType, IndexType, FloatType:
	default:
		return nil, p.errAt(elemOff, "vector elements must be int/index/float type")
	}
	return p.ctx.VectorType(dims, scalable, elem), nil
}

// --- dialect types and attributes ---

// dialectSymbol is a `!dialect...` or `#dialect...` reference as written.
type dialectSymbol struct {
	dialect  string
	mnemonic string // the pretty name after the '.', without its body
	data     string // MLIR's symbol data: "mnemonic<body>" or what is inside `<...>`
	pretty   bool   // written `dialect.mnemonic`
	start    int    // where the symbol's token starts
	off      int    // where the data starts
	loc      int    // where errors about the symbol point: the data of the pretty form, the token otherwise
	bodyOff  int    // where the parser stands for a dialect hook
	end      int    // the offset just past the symbol
	alias    string // set when the token is an alias reference
}

// parseDialectSymbol consumes a hash or bang identifier and, when one
// follows immediately, its balanced `<...>` body.
func (p *AsmParser) parseDialectSymbol() (dialectSymbol, error) {
	start := p.tok.start
	ident := p.spelling()[1:]
	identEnd := p.tok.end
	p.consume()
	dialect, mnemonic, dotted := strings.Cut(ident, ".")
	sym := dialectSymbol{dialect: dialect, mnemonic: mnemonic, pretty: dotted, off: start + 1 + len(dialect) + 1, bodyOff: identEnd, end: identEnd}
	sym.start, sym.loc = start, sym.off
	if !dotted {
		sym.loc = start
	}
	hasBody := p.is(tokLess) && p.tok.start == identEnd
	if !hasBody && !dotted {
		sym.alias = ident
		return sym, nil
	}
	if !dotted {
		bodyEnd, err := p.skipDialectBody()
		if err != nil {
			return sym, err
		}
		sym.data = p.src[identEnd+1 : bodyEnd-1]
		sym.off = identEnd + 1
		sym.end = bodyEnd
		return sym, nil
	}
	if hasBody {
		bodyEnd, err := p.skipDialectBody()
		if err != nil {
			return sym, err
		}
		sym.end = bodyEnd
	}
	sym.data = p.src[sym.off:sym.end]
	return sym, nil
}

// skipDialectBody skips a `<...>` body of properly nested brackets and
// strings, with anything else in between, as MLIR does for dialect symbols
// it cannot interpret. It returns the offset after the closing '>'.
func (p *AsmParser) skipDialectBody() (int, error) {
	var nest []byte
	i := p.tok.start
	for {
		if i >= len(p.src) || p.src[i] == 0 {
			if len(nest) > 0 {
				return 0, p.errHere("unbalanced '%c' character in pretty dialect name", nest[len(nest)-1])
			}
			return 0, p.errHere("unexpected nul or EOF in pretty dialect name")
		}
		c := p.src[i]
		i++
		switch c {
		case '<', '[', '(', '{':
			nest = append(nest, c)
			continue
		case '-':
			if i < len(p.src) && p.src[i] == '>' {
				i++
			}
			continue
		case '>', ']', ')', '}':
			open := map[byte]byte{'>': '<', ']': '[', ')': '(', '}': '{'}[c]
			if nest[len(nest)-1] != open {
				return 0, p.errHere("unbalanced '%c' character in pretty dialect name", nest[len(nest)-1])
			}
			nest = nest[:len(nest)-1]
		case '"':
			p.resetTo(i - 1)
			if p.tok.kind != tokString {
				return 0, p.errHere("")
			}
			i = p.tok.end
		default:
			continue
		}
		if len(nest) == 0 {
			p.prevEnd = i
			p.resetTo(i)
			return i, nil
		}
	}
}

// isSimpleSymbolData reports whether dialect symbol data prints in the
// pretty form `dialect.data`: an identifier, optionally followed by one
// angle-bracketed group that runs to the end. MLIR only checks that the
// data ends with '>', and so prints `!d<a<><>>` as `!d.a<><>`, which
// nobody can read back; strata requires the group to close at the end.
func isSimpleSymbolData(s string) bool {
	if s == "" || !isLetter(s[0]) {
		return false
	}
	i := 0
	for i < len(s) && (isLetter(s[i]) || isDigit(s[i]) || s[i] == '.' || s[i] == '_') {
		i++
	}
	if i == len(s) {
		return true
	}
	return s[i] == '<' && s[len(s)-1] == '>' && angleGroupEndsAt(s[i:])
}

// angleGroupEndsAt reports whether the '<' that starts s is closed by the
// last byte of s, skipping string literals.
func angleGroupEndsAt(s string) bool {
	depth := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '"':
			for i++; i < len(s) && s[i] != '"'; i++ {
				if s[i] == '\\' {
					i++
				}
			}
		case '<':
			depth++
		case '>':
			if i > 0 && s[i-1] == '-' {
				continue // `->` in a function-like body closes nothing
			}
			depth--
			if depth == 0 {
				return i == len(s)-1
			}
		}
	}
	return false
}

// opaqueBody returns the canonical Body of an opaque type or attribute: the
// form MLIR prints, except that data ending in '-' (`!d.x-`), which MLIR
// prints as `!d<x->` and cannot read back, keeps its pretty form.
func opaqueBody(data string) string {
	if isSimpleSymbolData(data) || strings.HasSuffix(data, "-") && isSuffixID(data) {
		return "." + strings.Clone(data)
	}
	return "<" + strings.Clone(data) + ">"
}

// isSuffixID reports whether s is made of the characters of a suffix-id.
func isSuffixID(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; !isLetter(c) && !isDigit(c) && !isSuffixPunct(c) {
			return false
		}
	}
	return true
}

// validDialectNamespace reports whether s may name the dialect of an opaque
// type or attribute.
func validDialectNamespace(s string) bool {
	if s == "" || !isLetter(s[0]) && s[0] != '_' {
		return false
	}
	for i := 1; i < len(s); i++ {
		if c := s[i]; !isLetter(c) && !isDigit(c) && c != '_' && c != '$' {
			return false
		}
	}
	return true
}

// callDialectHook runs a dialect's type or attribute parser on sym: the
// parser is put back right after the mnemonic (or inside the `<` of the
// verbose form, after the mnemonic it begins with) and must consume exactly
// the symbol's body.
func (p *AsmParser) callDialectHook(sym dialectSymbol, hook func(mnemonic string) (any, error)) (any, error) {
	resume, resumePrev := p.tok.start, p.prevEnd
	p.resetTo(sym.bodyOff)
	p.prevEnd = sym.bodyOff
	mnemonic := sym.mnemonic
	verbose := !sym.pretty
	if verbose {
		p.consume() // '<'
		if !p.is(tokBareIdent) {
			return nil, p.errWrongToken("expected dialect symbol mnemonic")
		}
		mnemonic = p.spelling()
		p.consume()
	}
	v, err := hook(strings.Clone(mnemonic))
	if err != nil {
		return nil, p.asDiagnostic(err)
	}
	if verbose {
		if err := p.expect(tokGreater, "expected '>'"); err != nil {
			return nil, err
		}
	}
	if p.prevEnd != sym.end {
		return nil, p.errHere("unexpected trailing characters in dialect symbol '%s'", p.src[sym.start:sym.end])
	}
	p.resetTo(resume)
	p.prevEnd = resumePrev
	return v, nil
}

// parseExtendedType parses `!alias`, `!dialect.mnemonic<...>` or
// `!dialect<...>`.
func (p *AsmParser) parseExtendedType() (Type, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	sym, err := p.parseDialectSymbol()
	if err != nil {
		return nil, err
	}
	if sym.alias != "" {
		t, ok := p.typeAliases[sym.alias]
		if !ok {
			return nil, p.errWrongToken("undefined symbol alias id '%s'", sym.alias)
		}
		return t, nil
	}
	if d := p.ctx.Dialect(sym.dialect); d != nil {
		if d.ParseType == nil {
			return nil, p.errAt(sym.loc, "dialect '%s' provides no type parsing hook", sym.dialect)
		}
		v, err := p.callDialectHook(sym, func(mn string) (any, error) { return d.ParseType(p, mn) })
		if err != nil {
			return nil, err
		}
		return v.(Type), nil
	}
	if !validDialectNamespace(sym.dialect) {
		return nil, p.errAt(sym.loc, "invalid dialect namespace '\"%s\"'", sym.dialect)
	}
	if !p.ctx.AllowsUnregisteredDialects() {
		return nil, p.errAt(sym.loc, "`!\"%s\"<\"%s\">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used", sym.dialect, sym.data)
	}
	return OpaqueType{Dialect: p.intern(sym.dialect), Body: opaqueBody(sym.data)}, nil
}
