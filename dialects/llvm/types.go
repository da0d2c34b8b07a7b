package llvm

import (
	"strconv"

	"github.com/strata-ir/strata/ir"
)

// The LLVM dialect's types, as MLIR 16 spells them with opaque pointers:
//
//	!llvm.ptr   !llvm.ptr<1>   !llvm.void
//	!llvm.array<10 x i32>
//	!llvm.struct<(i32, ptr)>   !llvm.struct<packed (i8, i32)>
//	!llvm.struct<"name", (i32, f64)>   !llvm.struct<"name", opaque>
//	!llvm.func<i32 (ptr, ...)>
//
// Inside another LLVM type, LLVM types are written without the `!llvm.`
// prefix (`!llvm.array<4 x ptr>`), as MLIR prints them; the parser takes
// both spellings. Vectors are builtin vector types (`vector<4xf32>`).
//
// Every type is a comparable value: the list-carrying ones (struct and
// function types) keep their lists in a context-uniqued *ir.TupleType, so
// == is structural equality and the types can be map keys.

// PointerType is `!llvm.ptr`, an opaque pointer in an address space.
type PointerType struct{ AddressSpace int }

// Ptr is the pointer type in the default address space.
var Ptr = PointerType{}

// VoidType is `!llvm.void`, the result type of a function that returns
// nothing.
type VoidType struct{}

// Void is the void type.
var Void = VoidType{}

// ArrayType is `!llvm.array<N x T>`.
type ArrayType struct {
	Elem ir.Type
	Len  int64
}

// StructType is `!llvm.struct<...>`: literal when Name is empty, else
// identified. An identified struct without a body is Opaque.
type StructType struct {
	Name   string
	Packed bool
	Opaque bool
	body   *ir.TupleType
}

// FuncType is `!llvm.func<result (params...)>`; Result is Void for a
// function without a result.
type FuncType struct {
	Result ir.Type
	VarArg bool
	params *ir.TupleType
}

// LiteralStruct returns the literal struct type with the given fields.
func LiteralStruct(ctx *ir.Context, fields []ir.Type, packed bool) StructType {
	return StructType{Packed: packed, body: ctx.TupleType(fields)}
}

// IdentifiedStruct returns the identified struct type name with the given
// fields.
func IdentifiedStruct(ctx *ir.Context, name string, fields []ir.Type, packed bool) StructType {
	return StructType{Name: name, Packed: packed, body: ctx.TupleType(fields)}
}

// OpaqueStruct returns the identified struct type name without a body.
func OpaqueStruct(name string) StructType { return StructType{Name: name, Opaque: true} }

// Fields returns the struct's field types (none for an opaque struct).
func (t StructType) Fields() []ir.Type {
	if t.body == nil {
		return nil
	}
	return t.body.Elems()
}

// Func returns the function type result (params...), variadic when varArg.
func Func(ctx *ir.Context, result ir.Type, params []ir.Type, varArg bool) FuncType {
	if result == nil {
		result = Void
	}
	return FuncType{Result: result, VarArg: varArg, params: ctx.TupleType(params)}
}

// Params returns the function type's parameter types.
func (t FuncType) Params() []ir.Type {
	if t.params == nil {
		return nil
	}
	return t.params.Elems()
}

// IsLLVMType reports whether t can be the type of an LLVM dialect value:
// an LLVM dialect type, a signless integer, a float, or a vector of them.
func IsLLVMType(t ir.Type) bool {
	switch t := t.(type) {
	case PointerType, ArrayType, StructType, FuncType:
		return true
	case ir.IntegerType:
		return t.IsSignless()
	case ir.FloatType:
		return true
	case *ir.VectorType:
		return IsLLVMType(t.ElementType())
	}
	return false
}

// IsValidElementType reports whether t may be an element of an array or
// a field of a struct: an LLVM value type that is neither void nor a
// function (MLIR's and LLVM's rule: "invalid array element type").
func IsValidElementType(t ir.Type) bool {
	switch t.(type) {
	case VoidType, FuncType:
		return false
	}
	return IsLLVMType(t)
}

// IsValidArgumentType reports whether a function may take an argument of
// type t: not void, not a function.
func IsValidArgumentType(t ir.Type) bool { return IsValidElementType(t) }

// IsValidResultType reports whether a function may return t: void or a
// value type that is not a function.
func IsValidResultType(t ir.Type) bool {
	_, isFunc := t.(FuncType)
	return !isFunc && (t == ir.Type(Void) || IsLLVMType(t))
}

// IsSized reports whether values of type t have a size, which loads and
// stores need: not void, not a function, not an opaque struct, nor an
// aggregate that holds one.
func IsSized(t ir.Type) bool {
	switch t := t.(type) {
	case VoidType, FuncType:
		return false
	case StructType:
		if t.Opaque {
			return false
		}
		for _, f := range t.Fields() {
			if !IsSized(f) {
				return false
			}
		}
	case ArrayType:
		return IsSized(t.Elem)
	case *ir.VectorType:
		return IsSized(t.ElementType())
	}
	return IsLLVMType(t)
}

func (t PointerType) PrintType(p *ir.AsmPrinter) { p.WriteString("!llvm."); t.printBody(p) }
func (t VoidType) PrintType(p *ir.AsmPrinter)    { p.WriteString("!llvm."); t.printBody(p) }
func (t ArrayType) PrintType(p *ir.AsmPrinter)   { p.WriteString("!llvm."); t.printBody(p) }
func (t StructType) PrintType(p *ir.AsmPrinter)  { p.WriteString("!llvm."); t.printBody(p) }
func (t FuncType) PrintType(p *ir.AsmPrinter)    { p.WriteString("!llvm."); t.printBody(p) }

// bodyPrinter is an LLVM type that can print itself without the `!llvm.`
// prefix, as it appears nested in another LLVM type.
type bodyPrinter interface{ printBody(p *ir.AsmPrinter) }

// printNested prints t as it appears inside an LLVM type.
func printNested(p *ir.AsmPrinter, t ir.Type) {
	if b, ok := t.(bodyPrinter); ok {
		b.printBody(p)
		return
	}
	p.PrintType(t)
}

func (t PointerType) printBody(p *ir.AsmPrinter) {
	p.WriteString("ptr")
	if t.AddressSpace != 0 {
		p.WriteString("<" + strconv.Itoa(t.AddressSpace) + ">")
	}
}

func (VoidType) printBody(p *ir.AsmPrinter) { p.WriteString("void") }

func (t ArrayType) printBody(p *ir.AsmPrinter) {
	p.WriteString("array<" + strconv.FormatInt(t.Len, 10) + " x ")
	printNested(p, t.Elem)
	p.WriteString(">")
}

func (t StructType) printBody(p *ir.AsmPrinter) {
	p.WriteString("struct<")
	if t.Name != "" {
		p.PrintString(t.Name)
		p.WriteString(", ")
	}
	if t.Opaque {
		p.WriteString("opaque>")
		return
	}
	if t.Packed {
		p.WriteString("packed ")
	}
	p.WriteString("(")
	for i, f := range t.Fields() {
		if i > 0 {
			p.WriteString(", ")
		}
		printNested(p, f)
	}
	p.WriteString(")>")
}

func (t FuncType) printBody(p *ir.AsmPrinter) {
	p.WriteString("func<")
	printNested(p, t.Result)
	p.WriteString(" (")
	params := t.Params()
	for i, in := range params {
		if i > 0 {
			p.WriteString(", ")
		}
		printNested(p, in)
	}
	if t.VarArg {
		if len(params) > 0 {
			p.WriteString(", ")
		}
		p.WriteString("...")
	}
	p.WriteString(")>")
}

// parseType parses the body of `!llvm.<mnemonic>...`.
func parseType(p *ir.AsmParser, mnemonic string) (ir.Type, error) {
	switch mnemonic {
	case "ptr":
		if !p.ParseOptionalPunct("<") {
			return Ptr, nil
		}
		loc := p.Loc()
		as, err := p.ParseInteger()
		if err != nil {
			return nil, p.ErrorfAt(loc, "expected an address space; typed pointers are not supported, write !llvm.ptr")
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		if as < 0 || as > 1<<24 {
			return nil, p.ErrorfAt(loc, "invalid address space %d", as)
		}
		return PointerType{AddressSpace: int(as)}, nil
	case "void":
		return Void, nil
	case "array":
		if err := p.ParsePunct("<"); err != nil {
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
		if err := p.ParseKeyword("x"); err != nil {
			return nil, err
		}
		loc = p.Loc()
		elem, err := parseNested(p)
		if err != nil {
			return nil, err
		}
		if !IsValidElementType(elem) {
			return nil, p.ErrorfAt(loc, "invalid array element type: %s", ir.TypeString(elem))
		}
		if err := p.ParsePunct(">"); err != nil {
			return nil, err
		}
		return ArrayType{Elem: elem, Len: n}, nil
	case "struct":
		return parseStructBody(p)
	case "func":
		return parseFuncBody(p)
	}
	return nil, p.Errorf("unknown LLVM type: %s", mnemonic)
}

// nestedMnemonics are the LLVM types that may appear without `!llvm.`
// inside another LLVM type.
var nestedMnemonics = []string{"ptr", "void", "array", "struct", "func"}

// parseNested parses a type inside an LLVM type: a bare LLVM type mnemonic
// or any type.
func parseNested(p *ir.AsmParser) (ir.Type, error) {
	for _, m := range nestedMnemonics {
		if p.ParseOptionalKeyword(m) {
			return parseType(p, m)
		}
	}
	return p.ParseType()
}

func parseStructBody(p *ir.AsmParser) (ir.Type, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	var t StructType
	if p.ParseOptionalKeyword("opaque") {
		return nil, p.Errorf("a literal struct cannot be opaque")
	}
	// ParseString fails without consuming anything when no string is next.
	loc := p.Loc()
	if name, err := p.ParseString(); err == nil {
		if name == "" {
			return nil, p.ErrorfAt(loc, "an identified struct needs a name")
		}
		t.Name = name
		if !p.ParseOptionalPunct(",") {
			// `!llvm.struct<"name">` refers to a struct being defined;
			// with opaque pointers no type can contain itself.
			return nil, p.Errorf("expected ',' and the body of struct \"%s\"", name)
		}
		if p.ParseOptionalKeyword("opaque") {
			if err := p.ParsePunct(">"); err != nil {
				return nil, err
			}
			t.Opaque = true
			return t, nil
		}
	}
	t.Packed = p.ParseOptionalKeyword("packed")
	var fields []ir.Type
	if err := p.ParseCommaSeparatedList(ir.ParenDelimiter, func() error {
		loc := p.Loc()
		f, err := parseNested(p)
		if err == nil && !IsValidElementType(f) {
			err = p.ErrorfAt(loc, "invalid LLVM structure element type: %s", ir.TypeString(f))
		}
		fields = append(fields, f)
		return err
	}); err != nil {
		return nil, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	t.body = p.Context().TupleType(fields)
	return t, nil
}

func parseFuncBody(p *ir.AsmParser) (ir.Type, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	loc := p.Loc()
	result, err := parseNested(p)
	if err != nil {
		return nil, err
	}
	if !IsValidResultType(result) {
		return nil, p.ErrorfAt(loc, "invalid function result type: %s", ir.TypeString(result))
	}
	params, varArg, err := p.ParseVariadicTypeList(func() (ir.Type, error) {
		loc := p.Loc()
		t, err := parseNested(p)
		if err == nil && !IsValidArgumentType(t) {
			err = p.ErrorfAt(loc, "invalid function argument type: %s", ir.TypeString(t))
		}
		return t, err
	})
	if err != nil {
		return nil, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	return Func(p.Context(), result, params, varArg), nil
}
