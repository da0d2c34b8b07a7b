package cir

import (
	"math"
	"strconv"

	"github.com/strata-ir/strata/ir"
)

// The cir dialect's constant attributes. Each carries its type, printed
// after it (`#cir.int<5> : !cir.int<s, 32>`), as ClangIR spells them:
//
//	#cir.int<-3> : !cir.int<s, 32>
//	#cir.fp<1.500000e+00> : !cir.double
//	#cir.bool<true> : !cir.bool
//	#cir.ptr<null> : !cir.ptr<T>
//	#cir.zero : T                        all-zero value of any type
//	#cir.const_array<"ab\00"> : !cir.array<!cir.int<s, 8> x 3>
//	#cir.const_array<[#cir.int<1> : !cir.int<s, 32>, ...]> : !cir.array<...>
//	#cir.const_struct<{#cir.int<1> : !cir.int<s, 32>, ...}> : !cir.struct<...>
//	#cir.global_view<@name> : !cir.ptr<T>   the address of a global

// IntAttr is an integer constant of a cir integer type. Value holds the
// bits, sign-extended for signed types and zero-extended for unsigned ones.
type IntAttr struct {
	Type  IntType
	Value int64
}

// Int returns the constant v of type t, truncated to t's width.
func Int(t IntType, v int64) IntAttr {
	if t.Width < 64 {
		shift := 64 - t.Width
		if t.Signed {
			v = v << shift >> shift
		} else {
			v = int64(uint64(v) << shift >> shift)
		}
	}
	return IntAttr{Type: t, Value: v}
}

// Uint returns the value as an unsigned number.
func (a IntAttr) Uint() uint64 { return uint64(a.Value) }

// FPAttr is a floating constant of a cir floating type. A long double
// constant holds a float64 value.
type FPAttr struct {
	Type FloatType
	bits uint64
}

// FP returns the constant v of type t, rounded to float for !cir.float.
func FP(t FloatType, v float64) FPAttr {
	if t.Kind == Float {
		v = float64(float32(v))
	}
	return FPAttr{Type: t, bits: math.Float64bits(v)}
}

// Value returns the constant's value.
func (a FPAttr) Value() float64 { return math.Float64frombits(a.bits) }

// BoolAttr is `#cir.bool<true|false> : !cir.bool`.
type BoolAttr struct{ Value bool }

// NullAttr is `#cir.ptr<null> : T`, the null pointer of a pointer type.
type NullAttr struct{ Type PointerType }

// ZeroAttr is `#cir.zero : T`, the all-zero value of any type.
type ZeroAttr struct{ Type ir.Type }

// ConstArrayAttr is an array constant: a string (Str, bytes of an array of
// 8-bit integers) or a list of element constants (Elems).
type ConstArrayAttr struct {
	Type  ArrayType
	Str   string
	Elems *ir.ArrayAttr // nil for a string constant
}

// ConstStructAttr is a record constant, one constant per member.
type ConstStructAttr struct {
	Type    RecordType
	Members *ir.ArrayAttr
}

// GlobalViewAttr is the address of the global Symbol, of pointer type Type.
type GlobalViewAttr struct {
	Type   PointerType
	Symbol string
}

func (a IntAttr) AttrType() ir.Type         { return a.Type }
func (a FPAttr) AttrType() ir.Type          { return a.Type }
func (BoolAttr) AttrType() ir.Type          { return Bool }
func (a NullAttr) AttrType() ir.Type        { return a.Type }
func (a ZeroAttr) AttrType() ir.Type        { return a.Type }
func (a ConstArrayAttr) AttrType() ir.Type  { return a.Type }
func (a ConstStructAttr) AttrType() ir.Type { return a.Type }
func (a GlobalViewAttr) AttrType() ir.Type  { return a.Type }

func printTyped(p *ir.AsmPrinter, body string, t ir.Type) {
	p.WriteString(body + " : ")
	p.PrintType(t)
}

func (a IntAttr) PrintAttribute(p *ir.AsmPrinter) {
	v := strconv.FormatInt(a.Value, 10)
	if !a.Type.Signed {
		v = strconv.FormatUint(a.Uint(), 10)
	}
	printTyped(p, "#cir.int<"+v+">", a.Type)
}

func (a FPAttr) PrintAttribute(p *ir.AsmPrinter) {
	printTyped(p, "#cir.fp<"+ir.FormatFloat(a.Value(), ir.F64)+">", a.Type)
}

func (a BoolAttr) PrintAttribute(p *ir.AsmPrinter) {
	printTyped(p, "#cir.bool<"+strconv.FormatBool(a.Value)+">", Bool)
}

func (a NullAttr) PrintAttribute(p *ir.AsmPrinter) { printTyped(p, "#cir.ptr<null>", a.Type) }

func (a ZeroAttr) PrintAttribute(p *ir.AsmPrinter) { printTyped(p, "#cir.zero", a.Type) }

func (a ConstArrayAttr) PrintAttribute(p *ir.AsmPrinter) {
	p.WriteString("#cir.const_array<")
	if a.Elems == nil {
		p.PrintString(a.Str)
	} else {
		p.PrintAttribute(a.Elems)
	}
	p.WriteString("> : ")
	p.PrintType(a.Type)
}

func (a ConstStructAttr) PrintAttribute(p *ir.AsmPrinter) {
	p.WriteString("#cir.const_struct<{")
	for i, m := range a.Members.Elems() {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintAttribute(m)
	}
	p.WriteString("}> : ")
	p.PrintType(a.Type)
}

func (a GlobalViewAttr) PrintAttribute(p *ir.AsmPrinter) {
	p.WriteString("#cir.global_view<")
	p.PrintSymbolName(a.Symbol)
	p.WriteString("> : ")
	p.PrintType(a.Type)
}

// parseAttribute parses the body of `#cir.<mnemonic>...`: a kind, or a
// constant; typ is the type after the attribute, which every cir constant
// needs.
func parseAttribute(p *ir.AsmParser, mnemonic string, typ ir.Type) (ir.Attribute, error) {
	loc := p.Loc()
	needType := func(what string) error {
		return p.ErrorfAt(loc, "#cir.%s needs its type after it, as in #cir.%s : %s", mnemonic, mnemonic, what)
	}
	switch mnemonic {
	case binOpKindDef.mnemonic:
		return parseKindAttr[BinOpKind](p)
	case unaryKindDef.mnemonic:
		return parseKindAttr[UnaryKind](p)
	case cmpKindDef.mnemonic:
		return parseKindAttr[CmpKind](p)
	case castKindDef.mnemonic:
		return parseKindAttr[CastKind](p)
	case caseKindDef.mnemonic:
		return parseKindAttr[SwitchCaseKind](p)
	case linkageDef.mnemonic:
		return parseKindAttr[Linkage](p)
	case "int":
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		vloc := p.Loc()
		neg := p.ParseOptionalPunct("-")
		// Read the magnitude as a ui64 attribute, which takes every
		// 64-bit unsigned value.
		mag, err := p.ParseAttribute(ir.IntegerType{Width: 64, Signedness: ir.Unsigned})
		if err != nil {
			return nil, err
		}
		im, ok := mag.(ir.IntegerAttr)
		if !ok {
			return nil, p.ErrorfAt(vloc, "expected an integer")
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		t, ok := typ.(IntType)
		if !ok {
			return nil, needType("!cir.int<s, 32>")
		}
		u := uint64(im.Int64())
		if !intFits(t, u, neg) {
			sign := ""
			if neg {
				sign = "-"
			}
			return nil, p.ErrorfAt(vloc, "integer %s%d does not fit in %s", sign, u, ir.TypeString(t))
		}
		v := int64(u)
		if neg {
			v = -v
		}
		return Int(t, v), nil
	case "fp":
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		v, err := p.ParseFloat()
		if err != nil {
			return nil, err
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		t, ok := typ.(FloatType)
		if !ok {
			return nil, needType("!cir.double")
		}
		return FP(t, v), nil
	case "bool":
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		var v bool
		switch {
		case p.ParseOptionalKeyword("true"):
			v = true
		case p.ParseOptionalKeyword("false"):
		default:
			return nil, p.Errorf("expected 'true' or 'false'")
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		if typ != nil && typ != ir.Type(Bool) {
			return nil, p.ErrorfAt(loc, "#cir.bool must have type !cir.bool")
		}
		return BoolAttr{Value: v}, nil
	case "ptr":
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		if err := p.ParseKeyword("null"); err != nil {
			return nil, err
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		t, ok := typ.(PointerType)
		if !ok {
			return nil, needType("!cir.ptr<T>")
		}
		return NullAttr{Type: t}, nil
	case "zero":
		if typ == nil {
			return nil, needType("T")
		}
		return ZeroAttr{Type: typ}, nil
	case "const_array":
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		var a ConstArrayAttr
		if s, err := p.ParseString(); err == nil {
			a.Str = s
		} else {
			elems, err := p.ParseAttribute(nil)
			if err != nil {
				return nil, err
			}
			arr, ok := elems.(*ir.ArrayAttr)
			if !ok {
				return nil, p.ErrorfAt(loc, "#cir.const_array holds a string or a list of constants")
			}
			a.Elems = arr
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		t, ok := typ.(ArrayType)
		if !ok {
			return nil, needType("!cir.array<T x N>")
		}
		a.Type = t
		if err := a.check(); err != nil {
			return nil, p.ErrorfAt(loc, "%v", err)
		}
		return a, nil
	case "const_struct":
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		var members []ir.Attribute
		if err := p.ParseCommaSeparatedList(ir.BraceDelimiter, func() error {
			m, err := p.ParseAttribute(nil)
			members = append(members, m)
			return err
		}); err != nil {
			return nil, err
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		t, ok := typ.(RecordType)
		if !ok {
			return nil, needType("!cir.struct<...>")
		}
		a := ConstStructAttr{Type: t, Members: p.Context().ArrayAttr(members)}
		if err := a.check(); err != nil {
			return nil, p.ErrorfAt(loc, "%v", err)
		}
		return a, nil
	case "global_view":
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		sym, err := p.ParseSymbolName()
		if err != nil {
			return nil, err
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		t, ok := typ.(PointerType)
		if !ok {
			return nil, needType("!cir.ptr<T>")
		}
		return GlobalViewAttr{Type: t, Symbol: sym}, nil
	}
	return nil, p.Errorf("unknown cir attribute: %s", mnemonic)
}

// intFits reports whether the number of magnitude u, negated when neg, is
// a value of type t.
func intFits(t IntType, u uint64, neg bool) bool {
	if !t.Signed {
		return !neg && (t.Width == 64 || u < 1<<t.Width)
	}
	limit := uint64(1) << (t.Width - 1)
	if neg {
		return u <= limit
	}
	return u < limit
}

// check verifies that the constant has as many elements as its type.
func (a ConstArrayAttr) check() error {
	if a.Elems == nil {
		if et, ok := a.Type.Elem.(IntType); !ok || et.Width != 8 {
			return errorf("a string constant needs an array of 8-bit integers, not %s", ir.TypeString(a.Type))
		}
		if int64(len(a.Str)) > a.Type.Len {
			return errorf("string of %d bytes does not fit in %s", len(a.Str), ir.TypeString(a.Type))
		}
		return nil
	}
	if int64(len(a.Elems.Elems())) > a.Type.Len {
		return errorf("%d elements do not fit in %s", len(a.Elems.Elems()), ir.TypeString(a.Type))
	}
	for i, e := range a.Elems.Elems() {
		if !hasType(e, a.Type.Elem) {
			return errorf("element #%d is not of type %s", i, ir.TypeString(a.Type.Elem))
		}
	}
	return nil
}

func (a ConstStructAttr) check() error {
	ms := a.Type.Members()
	if a.Type.Incomplete {
		return errorf("a constant of incomplete record %s", ir.TypeString(a.Type))
	}
	n := len(a.Members.Elems())
	if a.Type.Kind == Union && n != 1 || a.Type.Kind == Struct && n != len(ms) {
		return errorf("%d members given for %s", n, ir.TypeString(a.Type))
	}
	for i, m := range a.Members.Elems() {
		if a.Type.Kind == Struct && !hasType(m, ms[i]) {
			return errorf("member #%d is not of type %s", i, ir.TypeString(ms[i]))
		}
	}
	return nil
}

// hasType reports whether the constant a is of type t.
func hasType(a ir.Attribute, t ir.Type) bool {
	ta, ok := a.(ir.TypedAttr)
	return ok && ta.AttrType() == t
}
