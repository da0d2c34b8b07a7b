package ir

import (
	"encoding/hex"
	"math"
	"math/big"
	"math/bits"
	"strconv"
	"strings"
)

// startsAttribute reports whether the current token can begin an attribute
// other than a type attribute.
func (p *AsmParser) startsAttribute() bool {
	switch p.tok.kind {
	case tokAtIdent, tokFloat, tokInteger, tokHashIdent, tokLBrace, tokLSquare, tokMinus, tokString:
		return true
	case tokBareIdent:
		switch p.spelling() {
		case "affine_map", "affine_set", "dense", "false", "true", "loc", "unit", "array", "strided":
			return true
		}
	}
	return false
}

func (p *AsmParser) parseAttribute(typ Type) (Attribute, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	switch p.tok.kind {
	case tokLSquare:
		p.consume()
		var elems []Attribute
		if !p.consumeIf(tokRSquare) {
			for {
				a, err := p.parseAttribute(nil)
				if err != nil {
					return nil, err
				}
				elems = append(elems, a)
				if !p.consumeIf(tokComma) {
					break
				}
			}
			if err := p.expect(tokRSquare, "expected ',' or ']'"); err != nil {
				return nil, err
			}
		}
		return p.ctx.ArrayAttr(elems), nil
	case tokLBrace:
		var entries []NamedAttribute
		if err := p.parseAttrDictInto(&entries); err != nil {
			return nil, err
		}
		return p.ctx.DictionaryAttr(entries), nil
	case tokHashIdent:
		return p.parseExtendedAttr(typ)
	case tokFloat:
		return p.parseFloatAttr(typ, false)
	case tokInteger:
		return p.parseIntOrHexAttr(typ, false)
	case tokMinus:
		p.consume()
		switch p.tok.kind {
		case tokInteger:
			return p.parseIntOrHexAttr(typ, true)
		case tokFloat:
			return p.parseFloatAttr(typ, true)
		}
		return nil, p.errWrongToken("expected constant integer or floating point value")
	case tokString:
		spelling := p.spelling()
		p.consume()
		if typ == nil && p.consumeIf(tokColon) {
			t, err := p.parseType()
			if err != nil {
				return nil, err
			}
			typ = t
		}
		if _, none := typ.(NoneType); none {
			typ = nil
		}
		return p.stringAttr(spelling, typ), nil
	case tokAtIdent:
		return p.parseSymbolRef()
	case tokBareIdent:
		switch p.spelling() {
		case "true", "false":
			b := p.spelling() == "true"
			p.consume()
			return BoolAttr(b), nil
		case "unit":
			p.consume()
			return Unit, nil
		case "loc":
			p.consume()
			if err := p.expect(tokLParen, "expected '(' in inline location"); err != nil {
				return nil, err
			}
			l, err := p.parseLocationInstance()
			if err != nil {
				return nil, err
			}
			if err := p.expect(tokRParen, "expected ')' in inline location"); err != nil {
				return nil, err
			}
			return l, nil
		case "dense":
			return p.parseDenseElements(typ)
		case "array":
			return p.parseDenseArray(typ)
		case "strided":
			return p.parseStrided()
		case "affine_map", "affine_set":
			kw := p.spelling()
			p.consume()
			if !p.is(tokLess) {
				return nil, p.errWrongToken("expected '<' in %s", strings.ReplaceAll(kw, "_", " "))
			}
			body, err := p.parseAffineBody()
			if err != nil {
				return nil, err
			}
			return AffineMapAttr{Keyword: kw, Body: body}, nil
		}
	}
	if !p.startsType() {
		return nil, p.errWrongToken("expected attribute value")
	}
	t, err := p.parseType()
	if err != nil {
		return nil, err
	}
	return TypeAttr{Type: t}, nil
}

// parseSymbolRef parses `@a`, `@"a b"`, `@a::@b::@c`.
func (p *AsmParser) parseSymbolRef() (Attribute, error) {
	root := p.symbolName()
	p.consume()
	var nested []string
	for p.is(tokColon) {
		colon, prevEnd := p.tok.start, p.prevEnd
		p.consume()
		if !p.is(tokColon) {
			// A lone ':' belongs to the caller (`@sym : type`).
			p.resetTo(colon)
			p.prevEnd = prevEnd
			break
		}
		p.consume()
		if !p.is(tokAtIdent) {
			return nil, p.errHere("expected nested symbol reference identifier")
		}
		nested = append(nested, p.symbolName())
		p.consume()
	}
	return SymbolRef(root, nested...), nil
}

// symbolName returns the name of the current at-identifier.
func (p *AsmParser) symbolName() string {
	s := p.spelling()[1:]
	if s != "" && s[0] == '"' {
		return strings.Clone(unescapeString(s))
	}
	return p.intern(s)
}

// parseAttrDictInto parses `{name = value, flag, "quoted" = value}` and
// appends the entries to attrs.
func (p *AsmParser) parseAttrDictInto(attrs *[]NamedAttribute) error {
	if err := p.expect(tokLBrace, "expected '{' in attribute dictionary"); err != nil {
		return err
	}
	if p.consumeIf(tokRBrace) {
		return nil
	}
	start := len(*attrs)
	var seen map[string]bool // for large dictionaries only
	for {
		var name string
		switch p.tok.kind {
		case tokString:
			name = unescapeString(p.spelling())
		case tokBareIdent:
			name = p.spelling()
		default:
			return p.errWrongToken("expected attribute name")
		}
		if name == "" {
			return p.errHere("expected valid attribute name")
		}
		dup := false
		if n := len(*attrs) - start; n < 16 {
			for _, a := range (*attrs)[start:] {
				dup = dup || a.Name == name
			}
		} else {
			if seen == nil {
				seen = map[string]bool{}
				for _, a := range (*attrs)[start:] {
					seen[a.Name] = true
				}
			}
			dup = seen[name]
			seen[name] = true
		}
		if dup {
			return p.errHere("duplicate key '%s' in dictionary attribute", name)
		}
		name = p.intern(name)
		p.consume()
		var v Attribute = Unit
		if p.consumeIf(tokEqual) {
			a, err := p.parseAttribute(nil)
			if err != nil {
				return err
			}
			v = a
		}
		*attrs = append(*attrs, NamedAttribute{Name: name, Value: v})
		if !p.consumeIf(tokComma) {
			break
		}
	}
	return p.expect(tokRBrace, "expected '}' in attribute dictionary")
}

// --- numbers ---

// intLiteral is the magnitude of an integer token.
type intLiteral struct {
	small uint64
	big   *big.Int // set when the value does not fit in 64 bits
}

func parseIntLiteral(s string) (intLiteral, bool) {
	if v, ok := parseUint(s); ok {
		return intLiteral{small: v}, true
	}
	x := new(big.Int)
	var ok bool
	if len(s) > 1 && s[1] == 'x' {
		_, ok = x.SetString(s[2:], 16)
	} else {
		_, ok = x.SetString(s, 10)
	}
	return intLiteral{big: x}, ok
}

func (l intLiteral) bitLen() int {
	if l.big != nil {
		return l.big.BitLen()
	}
	return bits.Len64(l.small)
}

func (l intLiteral) isZero() bool { return l.big == nil && l.small == 0 }

// intAttrOf builds the attribute of type t (integer or index) for the
// literal, negated if neg, following MLIR's range rules: a literal must fit
// in the type's width, as a signed value for signed and index types, and
// either way for signless ones.
func intAttrOf(t Type, neg bool, l intLiteral) (IntegerAttr, bool) {
	w, _ := intWidth(t)
	it, isInt := t.(IntegerType)
	if l.bitLen() > w {
		return IntegerAttr{}, false
	}
	if w == 0 {
		return IntAttr(t, 0), !neg
	}
	signedCheck := !isInt || it.Signedness == Signed
	if neg {
		// -m has its sign bit set in w bits exactly when 0 < m <= 2^(w-1).
		if l.isZero() || l.bitLen() == w && !isPowerOfTwo(l) {
			return IntegerAttr{}, false
		}
	} else if signedCheck && l.bitLen() == w {
		return IntegerAttr{}, false
	}
	if w <= 64 && l.big == nil {
		v := l.small
		if neg {
			v = -v
		}
		return IntAttr(t, int64(v)), true
	}
	x := l.big
	if x == nil {
		x = new(big.Int).SetUint64(l.small)
	}
	if neg {
		x = new(big.Int).Neg(x)
	}
	return BigIntAttr(t, x), true
}

func isPowerOfTwo(l intLiteral) bool {
	if l.big != nil {
		return l.big.TrailingZeroBits() == uint(l.big.BitLen()-1)
	}
	return l.small&(l.small-1) == 0
}

func (p *AsmParser) parseIntOrHexAttr(typ Type, neg bool) (Attribute, error) {
	tok := p.tok
	spelling := p.spelling()
	p.consume()
	if typ == nil {
		if p.consumeIf(tokColon) {
			t, err := p.parseType()
			if err != nil {
				return nil, err
			}
			typ = t
		} else {
			typ = I64
		}
	}
	if ft, ok := typ.(FloatType); ok {
		v, err := p.floatFromIntLiteral(tok, neg, ft)
		if err != nil {
			return nil, err
		}
		return p.boxFloat(FloatAttrOf(ft, v)), nil
	}
	if !IsIntegerOrIndex(typ) {
		return nil, p.errAt(tok.start, "integer literal not valid for specified type")
	}
	if it, ok := typ.(IntegerType); ok && neg && it.Signedness == Unsigned {
		return nil, p.errAt(tok.start, "negative integer literal not valid for unsigned integer type")
	}
	l, ok := parseIntLiteral(spelling)
	if !ok {
		return nil, p.errAt(tok.start, "integer constant out of range for attribute")
	}
	a, ok := intAttrOf(typ, neg, l)
	if !ok {
		return nil, p.errAt(tok.start, "integer constant out of range for attribute")
	}
	return p.boxInt(a), nil
}

// floatFromIntLiteral reads a hexadecimal integer token as the bit pattern
// of a float of type ft.
func (p *AsmParser) floatFromIntLiteral(tok token, neg bool, ft FloatType) (float64, error) {
	s := p.src[tok.start:tok.end]
	if len(s) < 2 || s[1] != 'x' {
		d := p.errAt(tok.start, "unexpected decimal integer literal for a floating point value")
		return 0, p.note(d, tok.start, "add a trailing dot to make the literal a float")
	}
	if neg {
		return 0, p.errAt(tok.start, "hexadecimal float literal should not have a leading minus")
	}
	v, ok := parseUint(s)
	if !ok || ft.Width() < 64 && v>>uint(ft.Width()) != 0 {
		return 0, p.errAt(tok.start, "hexadecimal float constant out of range for type")
	}
	return floatFromBits(ft.Kind, v), nil
}

// floatFromBits returns the value of the bit pattern v of a float format.
func floatFromBits(kind FloatKind, v uint64) float64 {
	switch kind {
	case F16Kind:
		return halfToFloat64(uint16(v))
	case BF16Kind:
		if v&0x7f80 == 0x7f80 && v&0x7f != 0 {
			return nanFromBits(v&0x8000 != 0, v&0x7f, 7)
		}
		return float64(math.Float32frombits(uint32(v) << 16))
	case F32Kind:
		if v&0x7f800000 == 0x7f800000 && v&0x7fffff != 0 {
			return nanFromBits(v&0x80000000 != 0, v&0x7fffff, 23)
		}
		return float64(math.Float32frombits(uint32(v)))
	case TF32Kind:
		// 1 sign, 8 exponent and 10 fraction bits: an f32 without its low
		// 13 fraction bits.
		return float64(math.Float32frombits(uint32(v) << 13))
	case F64Kind:
		return math.Float64frombits(v)
	}
	// f80 and f128 patterns that fit in 64 bits have a zero exponent: they
	// are subnormals far below float64's range.
	return 0
}

// floatValue returns the value of a float token.
func (p *AsmParser) floatValue() float64 {
	// Out-of-range literals become infinities or zeros, as in MLIR.
	v, _ := strconv.ParseFloat(p.spelling(), 64)
	return v
}

func (p *AsmParser) parseFloatAttr(typ Type, neg bool) (Attribute, error) {
	v := p.floatValue()
	if neg {
		v = -v
	}
	p.consume()
	if typ == nil {
		if p.consumeIf(tokColon) {
			t, err := p.parseType()
			if err != nil {
				return nil, err
			}
			typ = t
		} else {
			typ = F64
		}
	}
	if _, ok := typ.(FloatType); !ok {
		return nil, p.errHere("floating point value not valid for specified type")
	}
	return p.boxFloat(FloatAttrOf(typ, v)), nil
}

// --- dialect attributes and aliases ---

func (p *AsmParser) parseExtendedAttr(typ Type) (Attribute, error) {
	sym, err := p.parseDialectSymbol()
	if err != nil {
		return nil, err
	}
	var a Attribute
	if sym.alias != "" {
		v, ok := p.attrAliases[sym.alias]
		if !ok {
			return nil, p.errWrongToken("undefined symbol alias id '%s'", sym.alias)
		}
		a = v
	} else {
		// An optional `: type` follows the symbol; MLIR reads it before
		// asking the dialect, so the hook gets it.
		attrType := typ
		typeText := ""
		if p.is(tokColon) {
			p.consume()
			t, err := p.parseType()
			if err != nil {
				return nil, err
			}
			attrType = t
			typeText = " : " + TypeString(t)
		}
		if d := p.ctx.Dialect(sym.dialect); d != nil {
			if d.ParseAttribute == nil {
				return nil, p.errAt(sym.loc, "dialect '%s' provides no attribute parsing hook", sym.dialect)
			}
			v, err := p.callDialectHook(sym, func(mn string) (any, error) { return d.ParseAttribute(p, mn, attrType) })
			if err != nil {
				return nil, err
			}
			a = v.(Attribute)
		} else {
			if !validDialectNamespace(sym.dialect) {
				return nil, p.errAt(sym.loc, "invalid dialect namespace '\"%s\"'", sym.dialect)
			}
			if !p.ctx.AllowsUnregisteredDialects() {
				typeName := "none"
				if attrType != nil {
					typeName = TypeString(attrType)
				}
				return nil, p.errAt(sym.loc, "#\"%s\"<\"%s\"> : '%s' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used", sym.dialect, sym.data, typeName)
			}
			a = OpaqueAttr{Dialect: p.intern(sym.dialect), Body: opaqueBody(sym.data) + typeText}
		}
	}
	if typ != nil {
		if ta, ok := a.(TypedAttr); ok && ta.AttrType() != typ {
			return nil, p.errHere("attribute type different than expected: expected '%s', but got '%s'", TypeString(typ), TypeString(ta.AttrType()))
		}
	}
	return a, nil
}

// --- locations ---

func (p *AsmParser) parseLocationInstance() (Location, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	switch p.tok.kind {
	case tokHashIdent:
		a, err := p.parseExtendedAttr(nil)
		if err != nil {
			return nil, err
		}
		l, ok := a.(Location)
		if !ok {
			return nil, p.errHere("expected location attribute, but got %s", AttrString(a))
		}
		return l, nil
	case tokString:
		return p.parseNameOrFileLineColLoc()
	case tokBareIdent:
		switch p.spelling() {
		case "callsite":
			return p.parseCallSiteLoc()
		case "fused":
			return p.parseFusedLoc()
		case "unknown":
			p.consume()
			return UnknownLoc{}, nil
		}
	}
	return nil, p.errWrongToken("expected location instance")
}

func (p *AsmParser) parseCallSiteLoc() (Location, error) {
	p.consume()
	if err := p.expect(tokLParen, "expected '(' in callsite location"); err != nil {
		return nil, err
	}
	callee, err := p.parseLocationInstance()
	if err != nil {
		return nil, err
	}
	if !p.isKeyword("at") {
		return nil, p.errWrongToken("expected 'at' in callsite location")
	}
	p.consume()
	caller, err := p.parseLocationInstance()
	if err != nil {
		return nil, err
	}
	if err := p.expect(tokRParen, "expected ')' in callsite location"); err != nil {
		return nil, err
	}
	return CallSiteLoc{Callee: callee, Caller: caller}, nil
}

func (p *AsmParser) parseFusedLoc() (Location, error) {
	p.consume()
	var metadata Attribute
	if p.consumeIf(tokLess) {
		m, err := p.parseAttribute(nil)
		if err != nil {
			return nil, err
		}
		metadata = m
		if err := p.expect(tokGreater, "expected '>' after fused location metadata"); err != nil {
			return nil, err
		}
	}
	var locs []Location
	err := p.parseCommaList(SquareDelimiter, " in fused location", func() error {
		l, err := p.parseLocationInstance()
		if err != nil {
			return err
		}
		locs = append(locs, l)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return fuseLocations(p.ctx, locs, metadata), nil
}

// fuseLocations returns the fusion of locs as MLIR builds it: unknown
// locations dropped, duplicates removed, fusions with the same metadata
// flattened, and a single location without metadata returned as itself.
func fuseLocations(ctx *Context, locs []Location, metadata Attribute) Location {
	var out []Location
	add := func(l Location) {
		for _, have := range out {
			if have == l {
				return
			}
		}
		out = append(out, l)
	}
	for _, l := range locs {
		if f, ok := l.(*FusedLoc); ok && f.metadata == metadata {
			for _, inner := range f.locs {
				add(inner)
			}
			continue
		}
		if _, unknown := l.(UnknownLoc); !unknown {
			add(l)
		}
	}
	switch {
	case len(out) == 0 && metadata == nil:
		return UnknownLoc{}
	case len(out) == 0:
		return ctx.FusedLoc([]Location{UnknownLoc{}}, metadata)
	case len(out) == 1 && metadata == nil:
		return out[0]
	}
	return ctx.FusedLoc(out, metadata)
}

func (p *AsmParser) parseNameOrFileLineColLoc() (Location, error) {
	str := unescapeString(p.spelling())
	p.consume()
	if p.consumeIf(tokColon) {
		if !p.is(tokInteger) {
			return nil, p.errWrongToken("expected integer line number in FileLineColLoc")
		}
		line, ok := parseUint(p.spelling())
		if !ok || line > math.MaxUint32 {
			return nil, p.errWrongToken("expected integer line number in FileLineColLoc")
		}
		p.consume()
		if err := p.expect(tokColon, "expected ':' in FileLineColLoc"); err != nil {
			return nil, err
		}
		if !p.is(tokInteger) {
			return nil, p.errWrongToken("expected integer column number in FileLineColLoc")
		}
		col, ok := parseUint(p.spelling())
		if !ok || col > math.MaxUint32 {
			return nil, p.errHere("expected integer column number in FileLineColLoc")
		}
		p.consume()
		return p.fileLoc(str, uint32(line), uint32(col)), nil
	}
	name := strings.Clone(str)
	if p.consumeIf(tokLParen) {
		child, err := p.parseLocationInstance()
		if err != nil {
			return nil, err
		}
		if err := p.expect(tokRParen, "expected ')' after child location of NameLoc"); err != nil {
			return nil, err
		}
		return NameLoc{Name: name, Child: child}, nil
	}
	return NameLoc{Name: name}, nil
}

// --- structured builtin attributes ---

// parseStrided parses `strided<[s0, s1], offset: o>` and keeps it as
// canonical text.
func (p *AsmParser) parseStrided() (Attribute, error) {
	p.consume()
	if err := p.expect(tokLess, "expected '<' after 'strided'"); err != nil {
		return nil, err
	}
	if err := p.expect(tokLSquare, "expected '['"); err != nil {
		return nil, err
	}
	strideOrOffset := func() (string, error) {
		if p.consumeIf(tokQuestion) {
			return "?", nil
		}
		off := p.tok.start
		neg := p.consumeIf(tokMinus)
		if p.is(tokInteger) {
			v, ok := parseUint(p.spelling())
			if ok && v <= math.MaxInt64 {
				p.consume()
				if neg && v != 0 {
					return "-" + strconv.FormatUint(v, 10), nil
				}
				return strconv.FormatUint(v, 10), nil
			}
		}
		return "", p.errAt(off, "expected a 64-bit signed integer or '?'")
	}
	var strides []string
	if !p.is(tokRSquare) {
		for {
			s, err := strideOrOffset()
			if err != nil {
				return nil, err
			}
			strides = append(strides, s)
			if !p.consumeIf(tokComma) {
				break
			}
		}
	}
	if err := p.expect(tokRSquare, "expected ']'"); err != nil {
		return nil, err
	}
	offset := "0"
	if p.consumeIf(tokComma) {
		if !p.isKeyword("offset") {
			return nil, p.errWrongToken("expected 'offset' after comma")
		}
		p.consume()
		if err := p.expect(tokColon, "expected ':' after 'offset'"); err != nil {
			return nil, err
		}
		o, err := strideOrOffset()
		if err != nil {
			return nil, err
		}
		offset = o
	}
	if err := p.expect(tokGreater, "expected '>'"); err != nil {
		return nil, err
	}
	body := "[" + strings.Join(strides, ", ") + "]"
	if offset != "0" {
		body += ", offset: " + offset
	}
	return AffineMapAttr{Keyword: "strided", Body: body}, nil
}

// parseAffineBody reads the `<...>` of an affine map or set, which strata
// keeps as text: up to the '>' that closes it, skipping `->` and `>=`, with
// runs of white space made single spaces.
func (p *AsmParser) parseAffineBody() (string, error) {
	start := p.tok.end // after '<'
	depth := 0
	i := start
	for ; ; i++ {
		if i >= len(p.src) {
			return "", p.errHere("unbalanced '<' in affine expression")
		}
		c := p.src[i]
		switch c {
		case '(', '[':
			depth++
		case ')', ']':
			depth--
		case '-', '>':
			if i+1 < len(p.src) && (c == '-' && p.src[i+1] == '>' || c == '>' && p.src[i+1] == '=') {
				i++
				continue
			}
			if c == '>' && depth <= 0 {
				body := strings.Join(strings.Fields(p.src[start:i]), " ")
				p.prevEnd = i + 1
				p.resetTo(i + 1)
				return body, nil
			}
		case '<', '{', '}', '"', ';':
			return "", p.errAt(i, "unexpected character in affine expression")
		}
	}
}

// parseDenseArray parses `array<i32: 1, 2>` and `array<f32>`.
func (p *AsmParser) parseDenseArray(typ Type) (Attribute, error) {
	p.consume()
	typeOff := p.tok.start
	if err := p.expect(tokLess, "expected '<' after 'array'"); err != nil {
		return nil, err
	}
	typeOff = p.tok.start
	if typ == nil {
		t, err := p.parseType()
		if err != nil {
			return nil, err
		}
		typ = t
	}
	var width int
	switch t := typ.(type) {
	case IntegerType:
		width = int(t.Width)
	case IndexType:
		width = 64
	case FloatType:
		width = t.Width()
	default:
		return nil, p.errAt(typeOff, "expected integer or float type, got: '%s'", TypeString(typ))
	}
	if width != 1 && width%8 != 0 {
		return nil, p.errAt(typeOff, "element type bitwidth must be a multiple of 8")
	}
	if p.consumeIf(tokGreater) {
		if IsFloat(typ) {
			return p.ctx.DenseFloatArray(typ, nil), nil
		}
		return p.ctx.DenseIntArray(typ, nil), nil
	}
	if err := p.expect(tokColon, "expected ':' after dense array type"); err != nil {
		return nil, err
	}
	var ints []int64
	var floats []float64
	ft, isFloat := typ.(FloatType)
	for {
		neg := p.consumeIf(tokMinus)
		tok := p.tok
		switch {
		case (p.isKeyword("true") || p.isKeyword("false")) && !isFloat:
			if typ != I1 {
				return nil, p.errHere("expected i1 type for 'true' or 'false' values")
			}
			b := p.isKeyword("true")
			p.consume()
			ints = append(ints, map[bool]int64{true: 1, false: 0}[b])
		case p.is(tokInteger) && !isFloat:
			p.consume()
			l, ok := parseIntLiteral(p.src[tok.start:tok.end])
			var a IntegerAttr
			if ok {
				a, ok = intAttrOf(typ, neg, l)
			}
			if !ok || a.wide != "" {
				return nil, p.errHere("integer constant out of range")
			}
			ints = append(ints, a.v)
		case p.is(tokInteger) && isFloat:
			p.consume()
			v, err := p.floatFromIntLiteral(tok, neg, ft)
			if err != nil {
				return nil, err
			}
			floats = append(floats, roundToFormat(ft.Kind, v))
		case p.is(tokFloat) && isFloat:
			v := p.floatValue()
			if neg {
				v = -v
			}
			p.consume()
			floats = append(floats, roundToFormat(ft.Kind, v))
		case isFloat:
			return nil, p.errHere("expected integer or floating point literal")
		default:
			return nil, p.errHere("expected integer literal")
		}
		if !p.consumeIf(tokComma) {
			break
		}
	}
	if err := p.expect(tokGreater, "expected '>' to close an array attribute"); err != nil {
		return nil, err
	}
	if isFloat {
		return p.ctx.DenseFloatArray(typ, floats), nil
	}
	return p.ctx.DenseIntArray(typ, ints), nil
}

// denseElem is one element literal of a dense attribute, kept as a token
// until the element type is known.
type denseElem struct {
	neg bool
	tok token
}

// parseDenseElements parses `dense<...> : type`.
func (p *AsmParser) parseDenseElements(typ Type) (Attribute, error) {
	attrOff := p.tok.start
	p.consume()
	if err := p.expect(tokLess, "expected '<' after 'dense'"); err != nil {
		return nil, err
	}
	var elems []denseElem
	var shape []int64
	listed := false
	var hexTok token
	hasHex := false
	if !p.consumeIf(tokGreater) {
		switch {
		case p.is(tokString):
			hexTok, hasHex = p.tok, true
			p.consume()
		case p.is(tokLSquare):
			listed = true
			var err error
			if shape, err = p.parseDenseList(&elems); err != nil {
				return nil, err
			}
		default:
			if err := p.parseDenseElement(&elems); err != nil {
				return nil, err
			}
		}
		if err := p.expect(tokGreater, "expected '>'"); err != nil {
			return nil, err
		}
	}
	loc := attrOff
	if typ == nil {
		loc = p.tok.start
		if err := p.expect(tokColon, "expected ':'"); err != nil {
			return nil, err
		}
		t, err := p.parseType()
		if err != nil {
			return nil, err
		}
		typ = t
	}
	st, ok := typ.(ShapedType)
	if !ok {
		return nil, p.errHere("elements literal must be a shaped type")
	}
	n := numElements(st)
	if n < 0 {
		return nil, p.errHere("elements literal type must have static shape")
	}
	elemType := st.ElementType()
	complexElem := false
	if c, ok := elemType.(ComplexType); ok {
		elemType, complexElem = c.Elem, true
	}
	if hasHex && (IsIntegerOrIndex(elemType) || IsFloat(elemType)) {
		return p.denseFromHex(hexTok, loc, st, elemType, complexElem, n)
	}
	if hasHex {
		elems = append(elems, denseElem{tok: hexTok})
	}
	typeShape, _ := st.Shape()
	if listed && !equalShapes(shape, typeShape) {
		return nil, p.errAt(loc, "inferred shape of elements literal (%s) does not match type (%s)", shapeString(shape), shapeString(typeShape))
	}
	if len(elems) == 0 && n != 0 {
		return nil, p.errAt(loc, "parsed zero elements, but type ('%s') expected at least 1", TypeString(typ))
	}
	per := 1
	if complexElem {
		per = 2
	}
	if !listed && len(elems) != per && !(len(elems) == 0 && n == 0) {
		// A lone non-list element that is not a splat cannot happen: the
		// element parser reads one element (or one complex pair).
		return nil, p.errAt(loc, "invalid dense elements literal")
	}
	values := make([]Attribute, 0, len(elems)/per)
	for i := 0; i+per <= len(elems); i += per {
		var parts [2]Attribute
		for k := 0; k < per; k++ {
			a, err := p.denseValue(elems[i+k], elemType)
			if err != nil {
				return nil, err
			}
			parts[k] = a
		}
		if complexElem {
			values = append(values, p.ctx.ArrayAttr(parts[:2]))
		} else {
			values = append(values, parts[0])
		}
	}
	return p.ctx.DenseElements(st, values), nil
}

func equalShapes(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func shapeString(s []int64) string {
	parts := make([]string, len(s))
	for i, d := range s {
		parts[i] = strconv.FormatInt(d, 10)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

func (p *AsmParser) parseDenseElement(elems *[]denseElem) error {
	switch p.tok.kind {
	case tokFloat, tokInteger, tokString:
		*elems = append(*elems, denseElem{tok: p.tok})
		p.consume()
		return nil
	case tokMinus:
		p.consume()
		if !p.is(tokFloat) && !p.is(tokInteger) {
			return p.errHere("expected integer or floating point literal")
		}
		*elems = append(*elems, denseElem{neg: true, tok: p.tok})
		p.consume()
		return nil
	case tokLParen:
		p.consume()
		if err := p.parseDenseElement(elems); err != nil {
			return err
		}
		if err := p.expect(tokComma, "expected ',' between complex elements"); err != nil {
			return err
		}
		if err := p.parseDenseElement(elems); err != nil {
			return err
		}
		return p.expect(tokRParen, "expected ')' after complex elements")
	case tokBareIdent:
		if p.isKeyword("true") || p.isKeyword("false") {
			*elems = append(*elems, denseElem{tok: p.tok})
			p.consume()
			return nil
		}
	}
	return p.errHere("expected element literal of primitive type")
}

// parseDenseList parses a nested list of elements and returns its shape.
func (p *AsmParser) parseDenseList(elems *[]denseElem) ([]int64, error) {
	if err := p.enter(); err != nil {
		return nil, err
	}
	defer p.leave()
	var inner []int64
	first := true
	size := int64(0)
	err := p.parseCommaList(SquareDelimiter, "", func() error {
		var dims []int64
		if p.is(tokLSquare) {
			d, err := p.parseDenseList(elems)
			if err != nil {
				return err
			}
			dims = d
		} else if err := p.parseDenseElement(elems); err != nil {
			return err
		}
		size++
		if first {
			inner, first = dims, false
			return nil
		}
		if !equalShapes(inner, dims) {
			return p.errHere("tensor literal is invalid; ranks are not consistent between elements")
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return append([]int64{size}, inner...), nil
}

// denseValue converts an element literal to an attribute of type t.
func (p *AsmParser) denseValue(e denseElem, t Type) (Attribute, error) {
	s := p.src[e.tok.start:e.tok.end]
	isBool := e.tok.kind == tokBareIdent
	switch t := t.(type) {
	case IntegerType, IndexType:
		if it, ok := t.(IntegerType); ok && e.neg && it.Signedness == Unsigned {
			return nil, p.errAt(e.tok.start, "expected unsigned integer elements, but parsed negative value")
		}
		switch {
		case e.tok.kind == tokFloat:
			return nil, p.errAt(e.tok.start, "expected integer elements, but parsed floating-point")
		case e.tok.kind == tokString:
			return nil, p.errAt(e.tok.start, "expected integer elements, but parsed string")
		case isBool:
			if t != I1 {
				return nil, p.errAt(e.tok.start, "expected i1 type for 'true' or 'false' values")
			}
			return BoolAttr(s == "true"), nil
		}
		l, ok := parseIntLiteral(s)
		var a IntegerAttr
		if ok {
			a, ok = intAttrOf(t, e.neg, l)
		}
		if !ok {
			return nil, p.errAt(e.tok.start, "integer constant out of range for type")
		}
		return a, nil
	case FloatType:
		switch {
		case e.tok.kind == tokInteger && strings.HasPrefix(s, "0x"):
			v, err := p.floatFromIntLiteral(e.tok, e.neg, t)
			if err != nil {
				return nil, err
			}
			return FloatAttrOf(t, v), nil
		case e.tok.kind != tokFloat:
			return nil, p.errHere("expected floating-point elements, but parsed integer")
		}
		v, _ := strconv.ParseFloat(s, 64)
		if e.neg {
			v = -v
		}
		return FloatAttrOf(t, v), nil
	}
	if e.tok.kind != tokString {
		return nil, p.errAt(e.tok.start, "expected string elements for a non-numeric element type")
	}
	return StringAttr{Value: strings.Clone(unescapeString(s))}, nil
}

// denseFromHex decodes `dense<"0x...">`: the little-endian bytes of every
// element, or of one element for a splat.
func (p *AsmParser) denseFromHex(tok token, loc int, st ShapedType, elem Type, complexElem bool, n int64) (Attribute, error) {
	s := unescapeString(p.src[tok.start:tok.end])
	if !strings.HasPrefix(s, "0x") {
		return nil, p.errAt(tok.start, "expected string containing hex digits starting with `0x`")
	}
	data, err := hex.DecodeString(s[2:])
	if err != nil {
		return nil, p.errAt(tok.start, "expected string containing hex digits starting with `0x`")
	}
	if elem == I1 && !complexElem {
		// i1 elements are packed one bit each; one byte of all zeros or all
		// ones is a splat.
		switch {
		case len(data) == 1 && (data[0] == 0 || data[0] == 0xff):
			return p.ctx.DenseElements(st, []Attribute{BoolAttr(data[0] != 0)}), nil
		case int64(len(data)) != (n+7)/8:
			return nil, p.errAt(loc, "elements hex data size is invalid for provided type: '%s'", TypeString(st))
		}
		values := make([]Attribute, n)
		for i := range values {
			values[i] = BoolAttr(data[i/8]>>(i%8)&1 != 0)
		}
		return p.ctx.DenseElements(st, values), nil
	}
	var width int
	switch t := elem.(type) {
	case IntegerType:
		width = int(t.Width)
	case IndexType:
		width = 64
	case FloatType:
		width = t.Width()
	}
	bytesPer := (width + 7) / 8
	if width == 1 {
		bytesPer = 1
	}
	per := 1
	if complexElem {
		per = 2
	}
	elemBytes := bytesPer * per
	count := int64(len(data)) / int64(max(elemBytes, 1))
	if elemBytes == 0 || len(data)%elemBytes != 0 || count != n && count != 1 || n == 0 && len(data) != 0 {
		return nil, p.errAt(loc, "elements hex data size is invalid for provided type: '%s'", TypeString(st))
	}
	values := make([]Attribute, 0, count)
	for i := int64(0); i < count; i++ {
		var parts [2]Attribute
		for k := 0; k < per; k++ {
			off := int(i)*elemBytes + k*bytesPer
			chunk := data[off : off+bytesPer]
			parts[k] = hexElement(elem, chunk)
		}
		if complexElem {
			values = append(values, p.ctx.ArrayAttr(parts[:2]))
		} else {
			values = append(values, parts[0])
		}
	}
	return p.ctx.DenseElements(st, values), nil
}

// hexElement reads one little-endian element.
func hexElement(t Type, b []byte) Attribute {
	x := new(big.Int)
	for i := len(b) - 1; i >= 0; i-- {
		x.Lsh(x, 8)
		x.Or(x, big.NewInt(int64(b[i])))
	}
	switch t := t.(type) {
	case FloatType:
		return FloatAttrOf(t, floatFromBits(t.Kind, x.Uint64()))
	case IntegerType:
		if t.Width == 1 {
			return BoolAttr(x.Sign() != 0)
		}
	}
	return BigIntAttr(t, x)
}
