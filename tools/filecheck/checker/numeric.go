package checker

import (
	"math"
	"math/big"
	"strconv"
	"strings"
)

// Numeric substitution blocks: values, formats, expression trees and the
// parser for [[#...]] (also used for -D#NAME=EXPR).

// exprValue is an integer in [math.MinInt64, math.MaxUint64], the range of
// LLVM's ExpressionValue. Arithmetic leaving that range is an overflow error.
type exprValue struct {
	neg bool   // value is -mag (mag > 0)
	mag uint64 // absolute value
}

func valueFromInt(v int64) exprValue {
	if v < 0 {
		return exprValue{neg: true, mag: uint64(-(v + 1)) + 1}
	}
	return exprValue{mag: uint64(v)}
}

func (v exprValue) big() *big.Int {
	b := new(big.Int).SetUint64(v.mag)
	if v.neg {
		b.Neg(b)
	}
	return b
}

var (
	bigMinInt64  = big.NewInt(math.MinInt64)
	bigMaxUint64 = new(big.Int).SetUint64(math.MaxUint64)
)

func valueFromBig(b *big.Int) (exprValue, error) {
	if b.Cmp(bigMinInt64) < 0 || b.Cmp(bigMaxUint64) > 0 {
		return exprValue{}, errOverflow
	}
	if b.Sign() < 0 {
		return exprValue{neg: true, mag: new(big.Int).Neg(b).Uint64()}, nil
	}
	return exprValue{mag: b.Uint64()}, nil
}

type binopFn func(a, b exprValue) (exprValue, error)

func opAdd(a, b exprValue) (exprValue, error) {
	return valueFromBig(new(big.Int).Add(a.big(), b.big()))
}

func opSub(a, b exprValue) (exprValue, error) {
	return valueFromBig(new(big.Int).Sub(a.big(), b.big()))
}

func opMul(a, b exprValue) (exprValue, error) {
	return valueFromBig(new(big.Int).Mul(a.big(), b.big()))
}

func opDiv(a, b exprValue) (exprValue, error) {
	if b.mag == 0 {
		return exprValue{}, errOverflow
	}
	return valueFromBig(new(big.Int).Quo(a.big(), b.big()))
}

func opMax(a, b exprValue) (exprValue, error) {
	if a.big().Cmp(b.big()) >= 0 {
		return a, nil
	}
	return b, nil
}

func opMin(a, b exprValue) (exprValue, error) {
	if a.big().Cmp(b.big()) <= 0 {
		return a, nil
	}
	return b, nil
}

type fmtKind uint8

const (
	fmtNone fmtKind = iota
	fmtUnsigned
	fmtSigned
	fmtHexUpper
	fmtHexLower
)

// exprFormat is a matching format such as %x or %.4d.
type exprFormat struct {
	kind fmtKind
	prec uint
	alt  bool // '#' flag: 0x prefix
}

// same reports format equality as LLVM defines it: a format without kind is
// equal to nothing.
func (f exprFormat) same(g exprFormat) bool { return f.kind != fmtNone && f == g }

func (f exprFormat) String() string {
	switch f.kind {
	case fmtUnsigned:
		return "%u"
	case fmtSigned:
		return "%d"
	case fmtHexUpper:
		return "%X"
	case fmtHexLower:
		return "%x"
	}
	return "<none>"
}

// wildcardRegex is the ERE matching any value in this format.
func (f exprFormat) wildcardRegex() string {
	alt := ""
	if f.alt {
		alt = "0x"
	}
	withPrec := func(s string) string {
		return alt + s + "{" + strconv.FormatUint(uint64(f.prec), 10) + "}"
	}
	switch f.kind {
	case fmtUnsigned:
		if f.prec > 0 {
			return withPrec("([1-9][0-9]*)?[0-9]")
		}
		return "[0-9]+"
	case fmtSigned:
		if f.prec > 0 {
			return withPrec("-?([1-9][0-9]*)?[0-9]")
		}
		return "-?[0-9]+"
	case fmtHexUpper:
		if f.prec > 0 {
			return withPrec("([1-9A-F][0-9A-F]*)?[0-9A-F]")
		}
		return alt + "[0-9A-F]+"
	case fmtHexLower:
		if f.prec > 0 {
			return withPrec("([1-9a-f][0-9a-f]*)?[0-9a-f]")
		}
		return alt + "[0-9a-f]+"
	}
	return ""
}

// matchingString renders v in this format.
func (f exprFormat) matchingString(v exprValue) (string, error) {
	if v.neg && f.kind != fmtSigned {
		return "", errOverflow
	}
	if f.kind == fmtSigned && !v.neg && v.mag > math.MaxInt64 {
		return "", errOverflow
	}
	var digits string
	switch f.kind {
	case fmtUnsigned, fmtSigned:
		digits = strconv.FormatUint(v.mag, 10)
	case fmtHexLower:
		digits = strconv.FormatUint(v.mag, 16)
	case fmtHexUpper:
		digits = strings.ToUpper(strconv.FormatUint(v.mag, 16))
	default:
		return "", errOverflow
	}
	var b strings.Builder
	if v.neg {
		b.WriteByte('-')
	}
	if f.alt {
		b.WriteString("0x")
	}
	for i := len(digits); i < int(f.prec); i++ {
		b.WriteByte('0')
	}
	b.WriteString(digits)
	return b.String(), nil
}

// valueFromString parses text matched by wildcardRegex. loc is the text's
// position in the input, for diagnostics.
func (f exprFormat) valueFromString(str sref) (exprValue, error) {
	s := str.s
	if f.kind == fmtSigned {
		v, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return exprValue{}, newDiagError(str, "unable to represent numeric value")
		}
		return valueFromInt(v), nil
	}
	missingPrefix := false
	if f.alt {
		if strings.HasPrefix(s, "0x") {
			s = s[2:]
			str = str.drop(2)
		} else {
			missingPrefix = true
		}
	}
	base := 10
	if f.kind == fmtHexLower || f.kind == fmtHexUpper {
		base = 16
	}
	u, ok := parseUintRadix(s, base)
	if !ok {
		return exprValue{}, newDiagError(str, "unable to represent numeric value")
	}
	if missingPrefix {
		return exprValue{}, newDiagError(str, "missing alternate form prefix")
	}
	return exprValue{mag: u}, nil
}

// parseUintRadix parses all of s like StringRef::getAsInteger.
func parseUintRadix(s string, base int) (uint64, bool) {
	rest, v, ok := consumeUnsigned(s, base)
	return v, ok && rest == ""
}

// consumeUnsigned mirrors llvm::consumeUnsignedInteger: radix 0 senses
// 0x/0b/0o/0 prefixes. It returns the unconsumed rest.
func consumeUnsigned(s string, radix int) (string, uint64, bool) {
	if radix == 0 {
		switch {
		case strings.HasPrefix(s, "0x"), strings.HasPrefix(s, "0X"):
			s, radix = s[2:], 16
		case strings.HasPrefix(s, "0b"), strings.HasPrefix(s, "0B"):
			s, radix = s[2:], 2
		case strings.HasPrefix(s, "0o"):
			s, radix = s[2:], 8
		case len(s) > 1 && s[0] == '0' && isDigit(s[1]):
			s, radix = s[1:], 8
		default:
			radix = 10
		}
	}
	if s == "" {
		return s, 0, false
	}
	var v uint64
	i := 0
	for ; i < len(s); i++ {
		c := s[i]
		var d int
		switch {
		case c >= '0' && c <= '9':
			d = int(c - '0')
		case c >= 'a' && c <= 'z':
			d = int(c-'a') + 10
		case c >= 'A' && c <= 'Z':
			d = int(c-'A') + 10
		default:
			d = 99
		}
		if d >= radix {
			break
		}
		prev := v
		v = v*uint64(radix) + uint64(d)
		if v/uint64(radix) < prev {
			return s, 0, false
		}
	}
	if i == 0 {
		return s, 0, false
	}
	return s[i:], v, true
}

// consumeSigned mirrors llvm::consumeSignedInteger. Like it, on failure the
// returned rest may have lost a radix prefix (or, on signed overflow, the
// digits): FileCheck reports errors at that position.
func consumeSigned(s string, radix int) (string, int64, bool) {
	if s == "" || s[0] != '-' {
		rest, u, ok := consumeUnsigned(s, radix)
		if !ok || u > math.MaxInt64 {
			return rest, 0, false
		}
		return rest, int64(u), true
	}
	rest, u, ok := consumeUnsigned(s[1:], radix)
	if !ok || u > 1<<63 {
		return s, 0, false
	}
	return rest, int64(-u), true
}

// numVar is a numeric variable.
type numVar struct {
	name       string
	format     exprFormat // implicit format
	hasValue   bool
	value      exprValue
	hasStr     bool // value was matched from the input at [strStart, strEnd)
	strStart   int
	strEnd     int
	hasDefLine bool
	defLine    int
}

func (v *numVar) setValue(val exprValue) {
	v.hasValue, v.value, v.hasStr = true, val, false
}

func (v *numVar) clear() { v.hasValue, v.hasStr = false, false }

// exprNode is a node of a numeric expression tree.
type exprNode interface {
	eval() (exprValue, error)
	implicitFormat() (exprFormat, error)
	text() sref
}

type exprLiteral struct {
	str sref
	val exprValue
}

func (e *exprLiteral) eval() (exprValue, error)            { return e.val, nil }
func (e *exprLiteral) implicitFormat() (exprFormat, error) { return exprFormat{}, nil }
func (e *exprLiteral) text() sref                          { return e.str }

type exprVarUse struct {
	name sref
	v    *numVar
}

func (e *exprVarUse) eval() (exprValue, error) {
	if e.v.hasValue {
		return e.v.value, nil
	}
	return exprValue{}, &undefVarError{name: e.name}
}
func (e *exprVarUse) implicitFormat() (exprFormat, error) { return e.v.format, nil }
func (e *exprVarUse) text() sref                          { return e.name }

type exprBinop struct {
	str         sref
	fn          binopFn
	left, right exprNode
}

func (e *exprBinop) eval() (exprValue, error) {
	l, lerr := e.left.eval()
	r, rerr := e.right.eval()
	if lerr != nil || rerr != nil {
		return exprValue{}, joinErrors(lerr, rerr)
	}
	return e.fn(l, r)
}

func (e *exprBinop) implicitFormat() (exprFormat, error) {
	lf, lerr := e.left.implicitFormat()
	rf, rerr := e.right.implicitFormat()
	if lerr != nil || rerr != nil {
		return exprFormat{}, joinErrors(lerr, rerr)
	}
	if lf.kind != fmtNone && rf.kind != fmtNone && !lf.same(rf) {
		return exprFormat{}, newDiagError(e.str,
			"implicit format conflict between '"+e.left.text().s+"' ("+lf.String()+
				") and '"+e.right.text().s+"' ("+rf.String()+
				"), need an explicit format specifier")
	}
	if lf.kind != fmtNone {
		return lf, nil
	}
	return rf, nil
}

func (e *exprBinop) text() sref { return e.str }

// expression is a parsed numeric expression with its matching format.
type expression struct {
	ast    exprNode // nil for a bare definition such as [[#VAR:]]
	format exprFormat
}

const spaceChars = " \t"

// allowedOperand restricts what parseOperand accepts.
type allowedOperand uint8

const (
	operandLineVar allowedOperand = iota
	operandLegacyLiteral
	operandAny
)

// numParser parses numeric substitution blocks against a variable context.
type numParser struct {
	ctx     *varContext
	line    int
	hasLine bool
}

func isValidVarNameStart(c byte) bool { return isAlpha(c) || c == '_' }

// parseVariable parses a variable name at the start of *str, advancing it.
func parseVariable(str *sref) (name sref, pseudo bool, err error) {
	s := str.s
	if s == "" {
		return sref{}, false, newDiagError(*str, "empty variable name")
	}
	i := 0
	pseudo = s[0] == '@'
	if s[0] == '$' || pseudo {
		i++
	}
	if i >= len(s) || !isValidVarNameStart(s[i]) {
		return sref{}, false, newDiagError(*str, "invalid variable name")
	}
	i++
	for i < len(s) && (s[i] == '_' || isAlnum(s[i])) {
		i++
	}
	name = str.take(i)
	*str = str.drop(i)
	return name, pseudo, nil
}

func (p *numParser) parseVariableUse(name sref, pseudo bool) (exprNode, error) {
	if pseudo && name.s != "@LINE" {
		return nil, newDiagError(name, "invalid pseudo numeric variable '"+name.s+"'")
	}
	v := p.ctx.numVars[name.s]
	if v == nil {
		// Uses of undefined variables are diagnosed when matching.
		v = &numVar{name: name.s, format: exprFormat{kind: fmtUnsigned}}
		p.ctx.numVars[name.s] = v
	}
	if v.hasDefLine && p.hasLine && v.defLine == p.line {
		return nil, newDiagError(name, "numeric variable '"+name.s+"' defined earlier in the same CHECK directive")
	}
	return &exprVarUse{name: name, v: v}, nil
}

func (p *numParser) parseOperand(expr *sref, ao allowedOperand, maybeInvalidConstraint bool) (exprNode, error) {
	if strings.HasPrefix(expr.s, "(") {
		if ao != operandAny {
			return nil, newDiagError(*expr, "parenthesized expression not permitted here")
		}
		return p.parseParenExpr(expr)
	}
	if ao == operandLineVar || ao == operandAny {
		save := *expr
		name, pseudo, err := parseVariable(expr)
		if err == nil {
			if strings.HasPrefix(strings.TrimLeft(expr.s, spaceChars), "(") {
				if ao != operandAny {
					return nil, newDiagError(name, "unexpected function call")
				}
				return p.parseCallExpr(expr, name)
			}
			return p.parseVariableUse(name, pseudo)
		}
		if ao == operandLineVar {
			return nil, err
		}
		*expr = save
	}
	radix := 0
	if ao == operandLegacyLiteral {
		radix = 10
	}
	if rest, u, ok := consumeUnsigned(expr.s, radix); ok {
		n := len(expr.s) - len(rest)
		lit := &exprLiteral{str: expr.take(n), val: exprValue{mag: u}}
		*expr = expr.drop(n)
		return lit, nil
	}
	if ao == operandAny {
		rest, v, ok := consumeSigned(expr.s, 0)
		n := len(expr.s) - len(rest)
		if ok {
			lit := &exprLiteral{str: expr.take(n), val: valueFromInt(v)}
			*expr = expr.drop(n)
			return lit, nil
		}
		*expr = expr.drop(n)
	}
	msg := "invalid "
	if maybeInvalidConstraint {
		msg += "matching constraint or "
	}
	return nil, newDiagError(*expr, msg+"operand format")
}

func (p *numParser) parseParenExpr(expr *sref) (exprNode, error) {
	*expr = expr.ltrim()
	*expr = expr.drop(1) // "("
	*expr = expr.ltrim()
	if expr.s == "" {
		return nil, newDiagError(*expr, "missing operand in expression")
	}
	sub, err := p.parseOperand(expr, operandAny, false)
	*expr = expr.ltrim()
	for err == nil && expr.s != "" && !strings.HasPrefix(expr.s, ")") {
		orig := *expr
		sub, err = p.parseBinop(orig, expr, sub, false)
		*expr = expr.ltrim()
	}
	if err != nil {
		return nil, err
	}
	if !strings.HasPrefix(expr.s, ")") {
		return nil, newDiagError(*expr, "missing ')' at end of nested expression")
	}
	*expr = expr.drop(1)
	return sub, nil
}

func (p *numParser) parseBinop(outer sref, rest *sref, left exprNode, legacy bool) (exprNode, error) {
	*rest = rest.ltrim()
	if rest.s == "" {
		return left, nil
	}
	opLoc := *rest
	op := rest.s[0]
	*rest = rest.drop(1)
	var fn binopFn
	switch op {
	case '+':
		fn = opAdd
	case '-':
		fn = opSub
	default:
		return nil, newDiagErrorAt(opLoc, "unsupported operation '"+string(op)+"'")
	}
	*rest = rest.ltrim()
	if rest.s == "" {
		return nil, newDiagError(*rest, "missing operand in expression")
	}
	ao := operandAny
	if legacy {
		ao = operandLegacyLiteral
	}
	right, err := p.parseOperand(rest, ao, false)
	if err != nil {
		return nil, err
	}
	str := outer.take(len(outer.s) - len(rest.s))
	return &exprBinop{str: str, fn: fn, left: left, right: right}, nil
}

var callFuncs = map[string]binopFn{
	"add": opAdd, "div": opDiv, "max": opMax, "min": opMin, "mul": opMul, "sub": opSub,
}

func (p *numParser) parseCallExpr(expr *sref, name sref) (exprNode, error) {
	*expr = expr.ltrim()
	fn := callFuncs[name.s]
	if fn == nil {
		return nil, newDiagError(name, "call to undefined function '"+name.s+"'")
	}
	*expr = expr.drop(1) // "("
	*expr = expr.ltrim()
	var args []exprNode
	for expr.s != "" && !strings.HasPrefix(expr.s, ")") {
		if strings.HasPrefix(expr.s, ",") {
			return nil, newDiagError(*expr, "missing argument")
		}
		outer := *expr
		arg, err := p.parseOperand(expr, operandAny, false)
		for err == nil && expr.s != "" {
			*expr = expr.ltrim()
			if strings.HasPrefix(expr.s, ",") || strings.HasPrefix(expr.s, ")") {
				break
			}
			arg, err = p.parseBinop(outer, expr, arg, false)
		}
		if err != nil {
			return nil, err
		}
		args = append(args, arg)
		*expr = expr.ltrim()
		if !strings.HasPrefix(expr.s, ",") {
			break
		}
		*expr = expr.drop(1)
		*expr = expr.ltrim()
		if strings.HasPrefix(expr.s, ")") {
			return nil, newDiagError(*expr, "missing argument")
		}
	}
	if !strings.HasPrefix(expr.s, ")") {
		return nil, newDiagError(*expr, "missing ')' at end of call expression")
	}
	*expr = expr.drop(1)
	if len(args) == 2 {
		// LLVM records the text after the call as the call's expression
		// string; it only shows up in format-conflict diagnostics.
		return &exprBinop{str: *expr, fn: fn, left: args[0], right: args[1]}, nil
	}
	return nil, newDiagError(name, "function '"+name.s+"' takes 2 arguments but "+strconv.Itoa(len(args))+" given")
}

// parseNumericSubstitutionBlock parses the text of a [[#...]] block (after
// the '#'). It returns the expression and, for a definition, the defined
// variable.
func (p *numParser) parseNumericSubstitutionBlock(expr sref, legacyLine bool) (*expression, *numVar, error) {
	var explicit exprFormat
	var prec uint
	formatEnd := strings.IndexByte(expr.s, ',')
	funcStart := strings.IndexByte(expr.s, '(')
	if formatEnd >= 0 && (funcStart < 0 || formatEnd < funcStart) {
		fe := expr.take(formatEnd)
		expr = expr.drop(formatEnd + 1)
		fe = fe.trim()
		if !strings.HasPrefix(fe.s, "%") {
			return nil, nil, newDiagError(fe, "invalid matching format specification in expression")
		}
		fe = fe.drop(1)
		altLoc := fe
		alt := false
		if strings.HasPrefix(fe.s, "#") {
			alt = true
			fe = fe.drop(1)
		}
		if strings.HasPrefix(fe.s, ".") {
			fe = fe.drop(1)
			rest, u, ok := consumeUnsigned(fe.s, 10)
			if !ok || u > math.MaxUint32 {
				return nil, nil, newDiagError(fe, "invalid precision in format specifier")
			}
			prec = uint(u)
			fe = fe.drop(len(fe.s) - len(rest))
		}
		if fe.s != "" {
			fmtLoc := fe
			c := fe.s[0]
			fe = fe.drop(1)
			switch c {
			case 'u':
				explicit = exprFormat{kind: fmtUnsigned, prec: prec}
			case 'd':
				explicit = exprFormat{kind: fmtSigned, prec: prec}
			case 'x':
				explicit = exprFormat{kind: fmtHexLower, prec: prec, alt: alt}
			case 'X':
				explicit = exprFormat{kind: fmtHexUpper, prec: prec, alt: alt}
			default:
				return nil, nil, newDiagErrorAt(fmtLoc, "invalid format specifier in expression")
			}
		}
		if alt && explicit.kind != fmtHexLower && explicit.kind != fmtHexUpper {
			return nil, nil, newDiagErrorAt(altLoc, "alternate form only supported for hex values")
		}
		fe = fe.ltrim()
		if fe.s != "" {
			return nil, nil, newDiagError(fe, "invalid matching format specification in expression")
		}
	}

	var defExpr sref
	defEnd := strings.IndexByte(expr.s, ':')
	if defEnd >= 0 {
		defExpr = expr.take(defEnd)
		expr = expr.drop(defEnd + 1)
	}

	expr = expr.ltrim()
	constraint := false
	if strings.HasPrefix(expr.s, "==") {
		constraint = true
		expr = expr.drop(2)
	}
	expr = expr.ltrim()

	var ast exprNode
	if expr.s != "" {
		expr = expr.rtrim()
		outer := expr
		ao := operandAny
		if legacyLine {
			ao = operandLineVar
		}
		node, err := p.parseOperand(&expr, ao, !constraint)
		for err == nil && expr.s != "" {
			node, err = p.parseBinop(outer, &expr, node, legacyLine)
			if err == nil && legacyLine && expr.s != "" {
				return nil, nil, newDiagError(expr, "unexpected characters at end of expression '"+expr.s+"'")
			}
		}
		if err != nil {
			return nil, nil, err
		}
		ast = node
	} else if constraint {
		return nil, nil, newDiagError(expr, "empty numeric expression should not have a constraint")
	}

	format := explicit
	if format.kind == fmtNone && ast != nil {
		f, err := ast.implicitFormat()
		if err != nil {
			return nil, nil, err
		}
		format = f
	}
	if format.kind == fmtNone {
		format = exprFormat{kind: fmtUnsigned, prec: prec}
	}
	e := &expression{ast: ast, format: format}

	if defEnd < 0 {
		return e, nil, nil
	}
	defExpr = defExpr.ltrim()
	v, err := p.parseNumericVariableDefinition(defExpr, format)
	if err != nil {
		return nil, nil, err
	}
	return e, v, nil
}

func (p *numParser) parseNumericVariableDefinition(expr sref, format exprFormat) (*numVar, error) {
	name, pseudo, err := parseVariable(&expr)
	if err != nil {
		return nil, err
	}
	if pseudo {
		return nil, newDiagError(name, "definition of pseudo numeric variable unsupported")
	}
	if p.ctx.definedStr[name.s] {
		return nil, newDiagError(name, "string variable with name '"+name.s+"' already exists")
	}
	expr = expr.ltrim()
	if expr.s != "" {
		return nil, newDiagError(expr, "unexpected characters after numeric variable name")
	}
	if v := p.ctx.numVars[name.s]; v != nil {
		if !v.format.same(format) {
			return nil, newDiagError(expr, "format different from previous variable definition")
		}
		return v, nil
	}
	v := &numVar{name: name.s, format: format, hasDefLine: p.hasLine, defLine: p.line}
	return v, nil
}
