package cir

import (
	"strconv"

	"github.com/strata-ir/strata/ir"
)

// The cir dialect's types, spelled close to ClangIR:
//
//	!cir.int<s, 32>  !cir.int<u, 8>      signed / unsigned integers, 8 to 64 bits
//	!cir.bool
//	!cir.float  !cir.double  !cir.long_double   (x86 80-bit)
//	!cir.void
//	!cir.ptr<T>
//	!cir.array<T x N>
//	!cir.struct<struct "P" {T1, T2}>   !cir.struct<union "U" {T1, T2}>
//	!cir.struct<struct {T1}>           an anonymous record
//	!cir.struct<struct "node">         a reference to the named record defined
//	                                   elsewhere (incomplete; used for recursion)
//	!cir.func<R (T1, T2, ...)>         R is !cir.void for no result
//
// Every type is a comparable value; list-carrying types keep their lists in
// a context-uniqued *ir.TupleType, so == is structural equality.

// IntType is `!cir.int<s|u, Width>`.
type IntType struct {
	Width  int
	Signed bool
}

// Common integer types.
var (
	S8  = IntType{8, true}
	S16 = IntType{16, true}
	S32 = IntType{32, true}
	S64 = IntType{64, true}
	U8  = IntType{8, false}
	U16 = IntType{16, false}
	U32 = IntType{32, false}
	U64 = IntType{64, false}
)

// BoolType is `!cir.bool`.
type BoolType struct{}

// Bool is the bool type.
var Bool = BoolType{}

// FloatKind says which C floating type a FloatType is.
type FloatKind uint8

const (
	Float      FloatKind = iota // float, IEEE single
	Double                      // double, IEEE double
	LongDouble                  // long double, x86 80-bit extended
)

// FloatType is `!cir.float`, `!cir.double` or `!cir.long_double`.
type FloatType struct{ Kind FloatKind }

// Floating types.
var (
	F32  = FloatType{Float}
	F64  = FloatType{Double}
	F80  = FloatType{LongDouble}
	Void = VoidType{}
)

// Width returns the number of bits of the type's value (80 for long double).
func (t FloatType) Width() int { return [...]int{32, 64, 80}[t.Kind] }

// VoidType is `!cir.void`.
type VoidType struct{}

// PointerType is `!cir.ptr<Pointee>`.
type PointerType struct{ Pointee ir.Type }

// PtrTo returns the pointer type to t.
func PtrTo(t ir.Type) PointerType { return PointerType{Pointee: t} }

// ArrayType is `!cir.array<Elem x Len>`.
type ArrayType struct {
	Elem ir.Type
	Len  int64
}

// RecordKind is struct or union.
type RecordKind uint8

const (
	Struct RecordKind = iota
	Union
)

// RecordType is `!cir.struct<...>`: a C struct or union. A named record
// without a body (Incomplete) refers to the record of that name defined
// elsewhere in the module; that is how a record refers to itself.
type RecordType struct {
	Kind       RecordKind
	Name       string
	Incomplete bool
	body       *ir.TupleType
}

// NewRecord returns the complete record type with the given members; name
// may be empty for an anonymous record.
func NewRecord(ctx *ir.Context, kind RecordKind, name string, members []ir.Type) RecordType {
	return RecordType{Kind: kind, Name: name, body: ctx.TupleType(members)}
}

// RecordRef returns the incomplete reference to the named record.
func RecordRef(kind RecordKind, name string) RecordType {
	return RecordType{Kind: kind, Name: name, Incomplete: true}
}

// Members returns the record's member types (none when incomplete).
func (t RecordType) Members() []ir.Type {
	if t.body == nil {
		return nil
	}
	return t.body.Elems()
}

// FuncType is `!cir.func<Result (params...)>`.
type FuncType struct {
	Result ir.Type
	VarArg bool
	params *ir.TupleType
}

// Func returns the function type; a nil result means void.
func Func(ctx *ir.Context, result ir.Type, params []ir.Type, varArg bool) FuncType {
	if result == nil {
		result = Void
	}
	return FuncType{Result: result, VarArg: varArg, params: ctx.TupleType(params)}
}

// Params returns the parameter types.
func (t FuncType) Params() []ir.Type {
	if t.params == nil {
		return nil
	}
	return t.params.Elems()
}

// HasResult reports whether the function returns a value.
func (t FuncType) HasResult() bool { return t.Result != ir.Type(Void) }

func (t IntType) PrintType(p *ir.AsmPrinter) {
	s := "u"
	if t.Signed {
		s = "s"
	}
	p.WriteString("!cir.int<" + s + ", " + strconv.Itoa(t.Width) + ">")
}

func (BoolType) PrintType(p *ir.AsmPrinter) { p.WriteString("!cir.bool") }

func (t FloatType) PrintType(p *ir.AsmPrinter) {
	p.WriteString([...]string{"!cir.float", "!cir.double", "!cir.long_double"}[t.Kind])
}

func (VoidType) PrintType(p *ir.AsmPrinter) { p.WriteString("!cir.void") }

func (t PointerType) PrintType(p *ir.AsmPrinter) {
	p.WriteString("!cir.ptr<")
	p.PrintType(t.Pointee)
	p.WriteString(">")
}

func (t ArrayType) PrintType(p *ir.AsmPrinter) {
	p.WriteString("!cir.array<")
	p.PrintType(t.Elem)
	p.WriteString(" x " + strconv.FormatInt(t.Len, 10) + ">")
}

func (t RecordType) PrintType(p *ir.AsmPrinter) {
	p.WriteString("!cir.struct<")
	if t.Kind == Union {
		p.WriteString("union")
	} else {
		p.WriteString("struct")
	}
	if t.Name != "" {
		p.WriteString(" ")
		p.PrintString(t.Name)
	}
	if t.Incomplete {
		p.WriteString(">")
		return
	}
	p.WriteString(" {")
	for i, m := range t.Members() {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(m)
	}
	p.WriteString("}>")
}

func (t FuncType) PrintType(p *ir.AsmPrinter) {
	p.WriteString("!cir.func<")
	p.PrintType(t.Result)
	p.WriteString(" (")
	params := t.Params()
	for i, in := range params {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(in)
	}
	if t.VarArg {
		if len(params) > 0 {
			p.WriteString(", ")
		}
		p.WriteString("...")
	}
	p.WriteString(")>")
}

// IsIntegral reports whether t is a cir integer type.
func IsIntegral(t ir.Type) bool { _, ok := t.(IntType); return ok }

// IsFloating reports whether t is a cir floating type.
func IsFloating(t ir.Type) bool { _, ok := t.(FloatType); return ok }

// IsPointer reports whether t is a cir pointer type.
func IsPointer(t ir.Type) bool { _, ok := t.(PointerType); return ok }

// IsArithmetic reports whether t is an integer, bool or floating type.
func IsArithmetic(t ir.Type) bool {
	switch t.(type) {
	case IntType, BoolType, FloatType:
		return true
	}
	return false
}

// IsCIRType reports whether t is one of the dialect's types.
func IsCIRType(t ir.Type) bool {
	switch t.(type) {
	case IntType, BoolType, FloatType, VoidType, PointerType, ArrayType, RecordType, FuncType:
		return true
	}
	return false
}

// parseType parses the body of `!cir.<mnemonic>...`.
func parseType(p *ir.AsmParser, mnemonic string) (ir.Type, error) {
	switch mnemonic {
	case "int":
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		loc := p.Loc()
		sign, err := p.ParseIdentifier()
		if err != nil {
			return nil, err
		}
		if sign != "s" && sign != "u" {
			return nil, p.ErrorfAt(loc, "expected 's' or 'u', not '%s'", sign)
		}
		if err := p.ParsePunct(","); err != nil {
			return nil, err
		}
		wloc := p.Loc()
		w, err := p.ParseInteger()
		if err != nil {
			return nil, err
		}
		if w < 1 || w > 64 {
			return nil, p.ErrorfAt(wloc, "integer width must be between 1 and 64, not %d", w)
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		return IntType{Width: int(w), Signed: sign == "s"}, nil
	case "bool":
		return Bool, nil
	case "float":
		return F32, nil
	case "double":
		return F64, nil
	case "long_double":
		return F80, nil
	case "void":
		return Void, nil
	case "ptr":
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		t, err := p.ParseType()
		if err != nil {
			return nil, err
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		return PointerType{Pointee: t}, nil
	case "array":
		if err := p.ParsePunct("<"); err != nil {
			return nil, err
		}
		elem, err := p.ParseType()
		if err != nil {
			return nil, err
		}
		if err := p.ParseKeyword("x"); err != nil {
			return nil, err
		}
		loc := p.Loc()
		n, err := p.ParseInteger()
		if err != nil {
			return nil, err
		}
		if n < 0 {
			return nil, p.ErrorfAt(loc, "array length must be non-negative, not %d", n)
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		return ArrayType{Elem: elem, Len: n}, nil
	case "struct":
		return parseRecord(p)
	case "func":
		return parseFunc(p)
	}
	return nil, p.Errorf("unknown cir type: %s", mnemonic)
}

func parseRecord(p *ir.AsmParser) (ir.Type, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	var t RecordType
	switch {
	case p.ParseOptionalKeyword("struct"):
		t.Kind = Struct
	case p.ParseOptionalKeyword("union"):
		t.Kind = Union
	default:
		return nil, p.Errorf("expected 'struct' or 'union'")
	}
	if name, err := p.ParseString(); err == nil {
		t.Name = name
		loc := p.Loc()
		if p.ParseOptionalPunct(">") {
			if name == "" {
				// An anonymous record cannot be referred to by name.
				return nil, p.ErrorfAt(loc, "expected '{': a reference to a record needs a non-empty name")
			}
			t.Incomplete = true
			return t, nil
		}
	}
	var members []ir.Type
	if err := p.ParseCommaSeparatedList(ir.BraceDelimiter, func() error {
		m, err := p.ParseType()
		members = append(members, m)
		return err
	}); err != nil {
		return nil, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	t.body = p.Context().TupleType(members)
	return t, nil
}

func parseFunc(p *ir.AsmParser) (ir.Type, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	result, err := p.ParseType()
	if err != nil {
		return nil, err
	}
	params, varArg, err := p.ParseVariadicTypeList(p.ParseType)
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return Func(p.Context(), result, params, varArg), nil
}
