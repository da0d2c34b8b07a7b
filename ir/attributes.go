package ir

import (
	"math"
	"math/big"
	"slices"
	"strconv"
	"strings"
)

// Attribute is an immutable, comparable compile-time value attached to an
// operation. Like [Type], two attributes are equal exactly when they are ==.
//
// Dialects define their own attributes by implementing this interface; they
// print themselves in full (for example `#omp.schedule<static>`).
type Attribute interface {
	// PrintAttribute writes the attribute's textual form.
	PrintAttribute(p *AsmPrinter)
}

// TypedAttr is an attribute that carries a type, printed after it as
// `value : type` where the type is not implied.
type TypedAttr interface {
	Attribute
	AttrType() Type
}

// AttrString returns a's textual form.
func AttrString(a Attribute) string {
	p := NewAsmPrinter(PrintOptions{})
	p.PrintAttribute(a)
	return p.String()
}

// NamedAttribute is one entry of an attribute dictionary.
type NamedAttribute struct {
	Name  string
	Value Attribute
}

// IntegerAttr is an integer constant of an integer or index type, for
// example `42 : i32`. Values of i1 print as `true` and `false`.
//
// Values are kept canonical for their type's width: sign-extended from the
// width for signless and signed types, zero-extended for unsigned ones.
type IntegerAttr struct {
	typ Type
	v   int64
	// wide holds the decimal value when it does not fit in 64 bits.
	wide string
}

// IntAttr returns the attribute of value v, truncated to t's width.
func IntAttr(t Type, v int64) IntegerAttr {
	w, unsigned := intWidth(t)
	if w < 64 && w > 0 {
		shift := 64 - w
		if unsigned {
			v = int64(uint64(v) << shift >> shift)
		} else {
			v = v << shift >> shift
		}
	}
	return IntegerAttr{typ: t, v: v}
}

// BigIntAttr returns the attribute of value v, truncated to t's width.
func BigIntAttr(t Type, v *big.Int) IntegerAttr {
	w, unsigned := intWidth(t)
	if w == 0 {
		w = 64
	}
	if w <= 64 || v.IsInt64() && !unsigned {
		if v.IsInt64() {
			return IntAttr(t, v.Int64())
		}
		return IntAttr(t, int64(truncBig(v, w, true).Uint64()))
	}
	x := truncBig(v, w, unsigned)
	if x.IsInt64() {
		return IntegerAttr{typ: t, v: x.Int64()}
	}
	return IntegerAttr{typ: t, wide: x.String()}
}

// truncBig reduces v modulo 2^w and reads the result as unsigned or as w-bit
// two's complement.
func truncBig(v *big.Int, w int, unsigned bool) *big.Int {
	mod := new(big.Int).Lsh(big.NewInt(1), uint(w))
	x := new(big.Int).Mod(v, mod)
	if !unsigned && x.Bit(w-1) == 1 {
		x.Sub(x, mod)
	}
	return x
}

// intWidth returns the width of an integer or index type (64 for index) and
// whether its values read as unsigned.
func intWidth(t Type) (int, bool) {
	switch t := t.(type) {
	case IntegerType:
		return int(t.Width), t.Signedness == Unsigned
	case IndexType:
		return 64, false
	}
	return 0, false
}

// BoolAttr returns the i1 attribute `true` or `false`.
func BoolAttr(b bool) IntegerAttr {
	if b {
		return IntAttr(I1, -1)
	}
	return IntAttr(I1, 0)
}

func (a IntegerAttr) AttrType() Type { return a.typ }

// Int64 returns the value as a signed 64-bit integer (wrapping if wide).
func (a IntegerAttr) Int64() int64 {
	if a.wide != "" {
		return a.Big().Int64()
	}
	return a.v
}

// Uint64 returns the value's low 64 bits read as unsigned, zero-extended
// from the type's width.
func (a IntegerAttr) Uint64() uint64 {
	if a.wide != "" {
		return truncBig(a.Big(), 64, true).Uint64()
	}
	w, _ := intWidth(a.typ)
	if w > 0 && w < 64 {
		return uint64(a.v) & (1<<w - 1)
	}
	return uint64(a.v)
}

// Big returns the value as read under the type's signedness.
func (a IntegerAttr) Big() *big.Int {
	if a.wide != "" {
		x, _ := new(big.Int).SetString(a.wide, 10)
		return x
	}
	return big.NewInt(a.v)
}

// Bool reports whether the value is non-zero.
func (a IntegerAttr) Bool() bool { return a.v != 0 || a.wide != "" }

func (a IntegerAttr) PrintAttribute(p *AsmPrinter) {
	elide := p.takeElision()
	if a.typ == I1 {
		if a.v != 0 {
			p.WriteString("true")
		} else {
			p.WriteString("false")
		}
		return
	}
	p.buf = a.appendValue(p.buf)
	// MLIR leaves i64 implied only where the context allows (in arrays).
	if elide == elideMust || elide == elideMay && a.typ == I64 {
		return
	}
	p.WriteString(" : ")
	p.PrintType(a.typ)
}

// ValueString returns the value in decimal, as MLIR prints it.
func (a IntegerAttr) ValueString() string {
	if a.wide != "" {
		return a.wide
	}
	return string(a.appendValue(nil))
}

// appendValue appends the decimal value to b; printers call it for every
// integer, so it allocates nothing.
func (a IntegerAttr) appendValue(b []byte) []byte {
	if a.wide != "" {
		return append(b, a.wide...)
	}
	if _, unsigned := intWidth(a.typ); unsigned {
		return strconv.AppendUint(b, uint64(a.v), 10)
	}
	return strconv.AppendInt(b, a.v, 10)
}

// FloatAttr is a floating-point constant, for example `1.5 : f32`.
type FloatAttr struct {
	typ  Type
	bits uint64 // the float64 bits; NaNs keep their payload so == is exact
}

// FloatAttrOf returns the attribute of value v, rounded to t's precision for
// f16, bf16 and f32.
func FloatAttrOf(t Type, v float64) FloatAttr {
	if ft, ok := t.(FloatType); ok {
		v = roundToFormat(ft.Kind, v)
	}
	return FloatAttr{typ: t, bits: math.Float64bits(v)}
}

func (a FloatAttr) AttrType() Type { return a.typ }
func (a FloatAttr) Value() float64 { return math.Float64frombits(a.bits) }
func (a FloatAttr) PrintAttribute(p *AsmPrinter) {
	elide := p.takeElision()
	p.WriteString(FormatFloat(a.Value(), a.typ))
	if elide == elideMust || elide == elideMay && a.typ == F64 {
		return
	}
	p.WriteString(" : ")
	p.PrintType(a.typ)
}

// StringAttr is a string constant `"text"`, optionally typed (`"s" : i32`).
type StringAttr struct {
	Value string
	Type  Type // nil when untyped
}

// Str returns the untyped string attribute s.
func Str(s string) StringAttr { return StringAttr{Value: s} }

func (a StringAttr) PrintAttribute(p *AsmPrinter) {
	elide := p.takeElision()
	p.PrintString(a.Value)
	if a.Type != nil && elide != elideMust {
		p.WriteString(" : ")
		p.PrintType(a.Type)
	}
}

// UnitAttr is `unit`: an attribute whose presence is its meaning.
type UnitAttr struct{}

// Unit is the unit attribute.
var Unit = UnitAttr{}

func (UnitAttr) PrintAttribute(p *AsmPrinter) { p.WriteString("unit") }

// TypeAttr wraps a type as an attribute.
type TypeAttr struct{ Type Type }

func (a TypeAttr) PrintAttribute(p *AsmPrinter) { p.PrintType(a.Type) }

// ArrayAttr is `[a, b, ...]`. Obtain one from [Context.ArrayAttr].
type ArrayAttr struct{ elems []Attribute }

// ArrayAttr returns the uniqued array of the given elements.
func (c *Context) ArrayAttr(elems []Attribute) *ArrayAttr {
	h := c.uniq.hasher()
	h.attrs(elems)
	v := &ArrayAttr{elems: slices.Clone(elems)}
	return intern(c.uniq, "array", h.sum(), v, func(a, b *ArrayAttr) bool {
		return slices.Equal(a.elems, b.elems)
	})
}

// Elems returns the elements. The slice must not be modified.
func (a *ArrayAttr) Elems() []Attribute { return a.elems }

func (a *ArrayAttr) PrintAttribute(p *AsmPrinter) {
	p.WriteString("[")
	for i, e := range a.elems {
		if i > 0 {
			p.WriteString(", ")
		}
		p.printAttributeMayElide(e)
	}
	p.WriteString("]")
}

// DictionaryAttr is `{name = value, ...}`, sorted by name. Obtain one from
// [Context.DictionaryAttr].
type DictionaryAttr struct{ entries []NamedAttribute }

// DictionaryAttr returns the uniqued dictionary of the given entries. Later
// entries win over earlier ones of the same name.
func (c *Context) DictionaryAttr(entries []NamedAttribute) *DictionaryAttr {
	sorted := sortNamed(entries)
	h := c.uniq.hasher()
	h.int(int64(len(sorted)))
	for _, e := range sorted {
		h.string(e.Name)
		h.value(e.Value)
	}
	v := &DictionaryAttr{entries: sorted}
	return intern(c.uniq, "dictionary", h.sum(), v, func(a, b *DictionaryAttr) bool {
		return slices.Equal(a.entries, b.entries)
	})
}

// sortNamed returns a sorted copy of entries with duplicate names resolved
// to the last occurrence.
func sortNamed(entries []NamedAttribute) []NamedAttribute {
	if len(entries) == 0 {
		return nil
	}
	out := slices.Clone(entries)
	// SortStableFunc, unlike sort.SliceStable, allocates nothing; every
	// operation created goes through here.
	slices.SortStableFunc(out, func(a, b NamedAttribute) int { return strings.Compare(a.Name, b.Name) })
	dedup := out[:0]
	for i, e := range out {
		if i+1 < len(out) && out[i+1].Name == e.Name {
			continue
		}
		dedup = append(dedup, e)
	}
	return dedup
}

// Entries returns the sorted entries. The slice must not be modified.
//
// A nil dictionary has no entries, so that optional dictionaries (a
// function's argument attributes) need no check before they are read.
func (a *DictionaryAttr) Entries() []NamedAttribute {
	if a == nil {
		return nil
	}
	return a.entries
}

// Get returns the value of the named entry, or nil.
func (a *DictionaryAttr) Get(name string) Attribute {
	i, ok := slices.BinarySearchFunc(a.entries, name, func(e NamedAttribute, n string) int {
		return strings.Compare(e.Name, n)
	})
	if !ok {
		return nil
	}
	return a.entries[i].Value
}

func (a *DictionaryAttr) PrintAttribute(p *AsmPrinter) {
	p.PrintAttrDict(a.entries)
}

// SymbolRefAttr refers to a symbol: `@sym`, or a nested reference
// `@outer::@inner` that is resolved through nested symbol tables.
type SymbolRefAttr struct {
	root string
	// nested holds the nested references joined by "\x00"; "" when flat.
	nested string
}

// SymbolRef returns the reference `@root::@nested[0]::...`.
func SymbolRef(root string, nested ...string) SymbolRefAttr {
	return SymbolRefAttr{root: root, nested: strings.Join(nested, "\x00")}
}

// Root returns the first symbol name of the reference.
func (a SymbolRefAttr) Root() string { return a.root }

// Nested returns the names after the root, in order.
func (a SymbolRefAttr) Nested() []string {
	if a.nested == "" {
		return nil
	}
	return strings.Split(a.nested, "\x00")
}

// IsFlat reports whether the reference has no nested part.
func (a SymbolRefAttr) IsFlat() bool { return a.nested == "" }

// Leaf returns the last name of the reference.
func (a SymbolRefAttr) Leaf() string {
	if a.nested == "" {
		return a.root
	}
	return a.nested[strings.LastIndexByte(a.nested, 0)+1:]
}

func (a SymbolRefAttr) PrintAttribute(p *AsmPrinter) {
	p.PrintSymbolName(a.root)
	for _, n := range a.Nested() {
		p.WriteString("::")
		p.PrintSymbolName(n)
	}
}

// DenseArrayAttr is `array<i32: 1, 2, 3>`: a flat array of integers or
// floats of one element type. Obtain one from [Context.DenseIntArray] or
// [Context.DenseFloatArray].
type DenseArrayAttr struct {
	elem   Type
	ints   []int64
	floats []float64
}

// DenseIntArray returns `array<elem: values...>` for an integer type elem.
func (c *Context) DenseIntArray(elem Type, values []int64) *DenseArrayAttr {
	vs := make([]int64, len(values))
	for i, v := range values {
		vs[i] = IntAttr(elem, v).Int64()
	}
	return c.denseArray(&DenseArrayAttr{elem: elem, ints: vs})
}

// DenseFloatArray returns `array<elem: values...>` for a float type elem.
func (c *Context) DenseFloatArray(elem Type, values []float64) *DenseArrayAttr {
	return c.denseArray(&DenseArrayAttr{elem: elem, floats: slices.Clone(values)})
}

func (c *Context) denseArray(v *DenseArrayAttr) *DenseArrayAttr {
	h := c.uniq.hasher()
	h.value(v.elem)
	h.ints(v.ints)
	h.int(int64(len(v.floats)))
	for _, f := range v.floats {
		h.int(int64(math.Float64bits(f)))
	}
	return intern(c.uniq, "densearray", h.sum(), v, func(a, b *DenseArrayAttr) bool {
		return a.elem == b.elem && slices.Equal(a.ints, b.ints) && slices.EqualFunc(a.floats, b.floats, func(x, y float64) bool {
			return math.Float64bits(x) == math.Float64bits(y)
		})
	})
}

// ElementType returns the element type.
func (a *DenseArrayAttr) ElementType() Type { return a.elem }

// Int64s returns the integer elements. The slice must not be modified.
func (a *DenseArrayAttr) Int64s() []int64 { return a.ints }

// Float64s returns the float elements. The slice must not be modified.
func (a *DenseArrayAttr) Float64s() []float64 { return a.floats }

// Len returns the number of elements.
func (a *DenseArrayAttr) Len() int { return len(a.ints) + len(a.floats) }

func (a *DenseArrayAttr) PrintAttribute(p *AsmPrinter) {
	p.WriteString("array<")
	p.PrintType(a.elem)
	if a.Len() > 0 {
		p.WriteString(": ")
	}
	for i, v := range a.ints {
		if i > 0 {
			p.WriteString(", ")
		}
		if a.elem == I1 {
			if v != 0 {
				p.WriteString("true")
			} else {
				p.WriteString("false")
			}
			continue
		}
		p.buf = IntAttr(a.elem, v).appendValue(p.buf)
	}
	for i, v := range a.floats {
		if i > 0 {
			p.WriteString(", ")
		}
		p.WriteString(FormatFloat(v, a.elem))
	}
	p.WriteString(">")
}

// DenseElementsAttr is `dense<...> : tensor<...>`: the elements of a shaped
// type, all given or one splat value. Obtain one from [Context.DenseElements].
type DenseElementsAttr struct {
	typ    ShapedType
	splat  bool
	values []Attribute // IntegerAttr or FloatAttr (or ComplexAttr pairs as arrays)
}

// DenseElements returns the uniqued dense elements attribute. One value, or
// values all equal, make a splat: as in MLIR, `dense<[5]> : tensor<1xi32>`
// and `dense<5> : tensor<1xi32>` are the same attribute.
func (c *Context) DenseElements(t ShapedType, values []Attribute) *DenseElementsAttr {
	v := &DenseElementsAttr{typ: t, values: slices.Clone(values)}
	if len(values) == 1 {
		v.splat = true
	} else if len(values) > 1 && allEqual(values) {
		v.splat, v.values = true, values[:1:1]
	}
	h := c.uniq.hasher()
	h.value(Type(t))
	h.value(v.splat)
	h.attrs(v.values)
	return intern(c.uniq, "dense", h.sum(), v, func(a, b *DenseElementsAttr) bool {
		return a.typ == b.typ && a.splat == b.splat && slices.Equal(a.values, b.values)
	})
}

func allEqual(vs []Attribute) bool {
	for _, v := range vs[1:] {
		if v != vs[0] {
			return false
		}
	}
	return true
}

func numElements(t ShapedType) int64 {
	shape, ranked := t.Shape()
	if !ranked {
		return -1
	}
	n := int64(1)
	for _, d := range shape {
		if d == DynamicSize {
			return -1
		}
		n *= d
	}
	return n
}

func (a *DenseElementsAttr) AttrType() Type { return a.typ }

// IsSplat reports whether all elements are one value.
func (a *DenseElementsAttr) IsSplat() bool { return a.splat }

// Values returns the element values (one when splat). The slice must not be
// modified.
func (a *DenseElementsAttr) Values() []Attribute { return a.values }

func (a *DenseElementsAttr) PrintAttribute(p *AsmPrinter) {
	elide := p.takeElision()
	p.WriteString("dense<")
	switch {
	case a.splat:
		p.printBareElement(a.values[0])
	case len(a.values) == 0:
		// MLIR prints no brackets for no elements.
	case len(a.values) > 100 && a.printHex(p):
		// MLIR prints large literals as their raw data.
	default:
		shape, _ := a.typ.Shape()
		idx := 0
		a.printNested(p, shape, &idx)
	}
	p.WriteString(">")
	if elide != elideMust {
		p.WriteString(" : ")
		p.PrintType(a.typ)
	}
}

// printHex prints the elements as MLIR's raw data, `"0x..."`: each element
// little-endian in a whole number of bytes, i1 elements one bit each. It
// reports false, printing nothing, for elements that are not numbers.
func (a *DenseElementsAttr) printHex(p *AsmPrinter) bool {
	var data []byte
	appendLE := func(x uint64, width int) {
		if width < 64 {
			x &= 1<<width - 1 // MLIR pads each element with zero bits
		}
		for i := 0; i < (width+7)/8; i++ {
			data = append(data, byte(x>>(8*i)))
		}
	}
	var appendElem func(v Attribute) bool
	appendElem = func(v Attribute) bool {
		switch v := v.(type) {
		case IntegerAttr:
			w, _ := intWidth(v.typ)
			if w > 64 || v.wide != "" {
				return false
			}
			appendLE(uint64(v.v), w)
		case FloatAttr:
			ft, ok := v.typ.(FloatType)
			if !ok || ft.Width() > 64 {
				return false
			}
			appendLE(floatBits(v.Value(), ft.Kind), ft.Width())
		case *ArrayAttr:
			for _, e := range v.elems {
				if !appendElem(e) {
					return false
				}
			}
		default:
			return false
		}
		return true
	}
	if a.typ.ElementType() == I1 {
		data = make([]byte, (len(a.values)+7)/8)
		for i, v := range a.values {
			if v.(IntegerAttr).Bool() {
				data[i/8] |= 1 << (i % 8)
			}
		}
	} else {
		for _, v := range a.values {
			if !appendElem(v) {
				return false
			}
		}
	}
	const hexDigits = "0123456789ABCDEF"
	b := make([]byte, 0, 4+2*len(data))
	b = append(b, `"0x`...)
	for _, c := range data {
		b = append(b, hexDigits[c>>4], hexDigits[c&15])
	}
	p.WriteString(string(append(b, '"')))
	return true
}

func (a *DenseElementsAttr) printNested(p *AsmPrinter, shape []int64, idx *int) {
	if len(shape) == 0 {
		p.printBareElement(a.values[*idx])
		*idx++
		return
	}
	p.WriteString("[")
	for i := int64(0); i < shape[0]; i++ {
		if i > 0 {
			p.WriteString(", ")
		}
		a.printNested(p, shape[1:], idx)
	}
	p.WriteString("]")
}

// printBareElement prints an element value without its type.
func (p *AsmPrinter) printBareElement(a Attribute) {
	switch a := a.(type) {
	case IntegerAttr:
		if a.typ == I1 {
			p.WriteString(map[bool]string{true: "true", false: "false"}[a.Bool()])
			return
		}
		p.WriteString(a.ValueString())
	case FloatAttr:
		p.WriteString(FormatFloat(a.Value(), a.typ))
	case *ArrayAttr: // complex elements: (re, im)
		p.WriteString("(")
		for i, e := range a.elems {
			if i > 0 {
				p.WriteString(",")
			}
			p.printBareElement(e)
		}
		p.WriteString(")")
	default:
		p.PrintAttribute(a)
	}
}

// OpaqueAttr is an attribute of a dialect that is not registered, kept as
// text: `#dialect.body` or `#dialect<body>`.
type OpaqueAttr struct {
	Dialect string
	// Body is everything after the dialect name, including the leading '.'
	// or '<', exactly as it appeared in the input.
	Body string
}

func (a OpaqueAttr) PrintAttribute(p *AsmPrinter) {
	p.WriteString("#")
	p.WriteString(a.Dialect)
	p.WriteString(a.Body)
}

// AffineMapAttr is an `affine_map<...>` or other structured builtin
// attribute (`affine_set<...>`, `strided<...>`) that strata keeps as text:
// strata's passes do not interpret affine maps, but must round-trip them.
type AffineMapAttr struct {
	Keyword string // "affine_map", "affine_set" or "strided"
	Body    string // the text between the angle brackets
}

func (a AffineMapAttr) PrintAttribute(p *AsmPrinter) {
	p.WriteString(a.Keyword)
	p.WriteString("<")
	p.WriteString(a.Body)
	p.WriteString(">")
}
