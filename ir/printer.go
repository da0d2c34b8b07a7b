package ir

import (
	"math"
	"strconv"
	"strings"
)

// PrintOptions select how IR is printed.
type PrintOptions struct {
	// Generic prints every operation in the generic form.
	Generic bool
	// DebugInfo prints locations.
	DebugInfo bool
}

// AsmPrinter writes IR in MLIR's textual format. Types and attributes print
// themselves through it, so that dialect types can nest builtin ones (and
// later, aliases) without knowing how the text is assembled.
type AsmPrinter struct {
	opts PrintOptions
	buf  strings.Builder
}

// NewAsmPrinter returns a printer writing to an internal buffer.
func NewAsmPrinter(opts PrintOptions) *AsmPrinter { return &AsmPrinter{opts: opts} }

// String returns what has been printed.
func (p *AsmPrinter) String() string { return p.buf.String() }

// WriteString appends s verbatim.
func (p *AsmPrinter) WriteString(s string) { p.buf.WriteString(s) }

// PrintType prints t.
func (p *AsmPrinter) PrintType(t Type) {
	if t == nil {
		p.WriteString("<<NULL TYPE>>")
		return
	}
	t.PrintType(p)
}

// PrintAttribute prints a.
func (p *AsmPrinter) PrintAttribute(a Attribute) {
	if a == nil {
		p.WriteString("<<NULL ATTRIBUTE>>")
		return
	}
	a.PrintAttribute(p)
}

func (p *AsmPrinter) printTypeList(ts []Type) {
	for i, t := range ts {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(t)
	}
}

// PrintFunctionResults prints the result part of a function type: a single
// non-function type bare, anything else in parentheses.
func (p *AsmPrinter) PrintFunctionResults(results []Type) {
	if len(results) == 1 {
		if _, isFunc := results[0].(*FunctionType); !isFunc {
			p.PrintType(results[0])
			return
		}
	}
	p.WriteString("(")
	p.printTypeList(results)
	p.WriteString(")")
}

// PrintAttrDict prints `{a = 1, b}`: unit attributes by name alone.
func (p *AsmPrinter) PrintAttrDict(attrs []NamedAttribute) {
	p.WriteString("{")
	for i, a := range attrs {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintAttrName(a.Name)
		if _, unit := a.Value.(UnitAttr); unit {
			continue
		}
		p.WriteString(" = ")
		p.PrintAttribute(a.Value)
	}
	p.WriteString("}")
}

// PrintAttrName prints an attribute name, quoted unless it is a bare
// identifier.
func (p *AsmPrinter) PrintAttrName(name string) {
	if IsBareIdentifier(name) {
		p.WriteString(name)
	} else {
		p.WriteString(Quote(name))
	}
}

// PrintSymbolName prints `@name`, quoting the name unless it is a bare
// identifier.
func (p *AsmPrinter) PrintSymbolName(name string) {
	p.WriteString("@")
	p.PrintAttrName(name)
}

// IsBareIdentifier reports whether s is `[a-zA-Z_][a-zA-Z0-9_$.]*`, the
// form that needs no quotes as an attribute or symbol name.
func IsBareIdentifier(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
		case i > 0 && ('0' <= c && c <= '9' || c == '$' || c == '.'):
		default:
			return false
		}
	}
	return true
}

// Quote returns s as an MLIR string literal: printable ASCII as is, `"` and
// `\` escaped, and every other byte as `\XX` in upper-case hex.
func Quote(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\':
			b.WriteString(`\\`)
		case c == '"' || c < 0x20 || c >= 0x7f:
			b.WriteByte('\\')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&0xf])
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// FormatFloat formats v of float type t as MLIR prints float attributes:
// `1.000000e+00` when six digits in exponent form read back to the same
// value, otherwise the shortest decimal that does, and the hexadecimal bit
// pattern for infinities and NaNs.
func FormatFloat(v float64, t Type) string {
	kind := F64Kind
	if ft, ok := t.(FloatType); ok {
		kind = ft.Kind
	}
	if math.IsInf(v, 0) || math.IsNaN(v) {
		return floatBitsHex(v, kind)
	}
	s := strconv.FormatFloat(v, 'e', 6, 64)
	if back, err := strconv.ParseFloat(s, 64); err == nil && roundToFormat(kind, back) == v {
		return s
	}
	bits := 64
	if kind == F32Kind {
		bits = 32
	}
	s = strconv.FormatFloat(v, 'g', -1, bits)
	if !strings.ContainsAny(s, ".e") {
		s += ".0"
	}
	return s
}

func floatBitsHex(v float64, kind FloatKind) string {
	switch kind {
	case F32Kind:
		return "0x" + strings.ToUpper(strconv.FormatUint(uint64(math.Float32bits(float32(v))), 16))
	case F16Kind:
		return "0x" + strings.ToUpper(strconv.FormatUint(uint64(float64ToHalf(v)), 16))
	case BF16Kind:
		return "0x" + strings.ToUpper(strconv.FormatUint(uint64(math.Float32bits(float32(v))>>16), 16))
	}
	return "0x" + strings.ToUpper(strconv.FormatUint(math.Float64bits(v), 16))
}
