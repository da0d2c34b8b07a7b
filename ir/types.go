package ir

import (
	"slices"
	"strconv"
)

// Type is an immutable, comparable type. Two types are the same type exactly
// when they are == : implementations are either small comparable structs or
// pointers to storage uniqued by a [Context].
//
// Dialects define their own types by implementing this interface; they print
// themselves in full (for example `!llvm.ptr`) and are parsed by the
// dialect's type parser.
type Type interface {
	// PrintType writes the type's textual form.
	PrintType(p *AsmPrinter)
}

// TypeString returns t's textual form.
func TypeString(t Type) string {
	// The commonest types need no printer: custom printers ask for them
	// op after op (a constant's name, `%c1_i32`).
	switch t := t.(type) {
	case IntegerType:
		if t.Signedness == Signless {
			switch t.Width {
			case 1:
				return "i1"
			case 8:
				return "i8"
			case 16:
				return "i16"
			case 32:
				return "i32"
			case 64:
				return "i64"
			}
		}
	case IndexType:
		return "index"
	case FloatType:
		return floatNames[t.Kind]
	}
	p := NewAsmPrinter(PrintOptions{})
	p.PrintType(t)
	return p.String()
}

// Signedness is the signedness semantics of an integer type.
type Signedness uint8

const (
	Signless Signedness = iota // iN: operations decide how to read the bits
	Signed                     // siN
	Unsigned                   // uiN
)

// IntegerType is `iN`, `siN` or `uiN`.
type IntegerType struct {
	Width      uint32
	Signedness Signedness
}

// Common integer types.
var (
	I1  = IntegerType{Width: 1}
	I8  = IntegerType{Width: 8}
	I16 = IntegerType{Width: 16}
	I32 = IntegerType{Width: 32}
	I64 = IntegerType{Width: 64}
)

// IntType returns the signless integer type of the given width.
func IntType(width uint32) IntegerType { return IntegerType{Width: width} }

func (t IntegerType) PrintType(p *AsmPrinter) {
	switch t.Signedness {
	case Signed:
		p.WriteString("si")
	case Unsigned:
		p.WriteString("ui")
	default:
		p.WriteString("i")
	}
	p.WriteString(strconv.FormatUint(uint64(t.Width), 10))
}

// IsSignless reports whether t is an iN type.
func (t IntegerType) IsSignless() bool { return t.Signedness == Signless }

// IndexType is `index`, the target's pointer-sized integer.
type IndexType struct{}

// Index is the index type.
var Index = IndexType{}

func (IndexType) PrintType(p *AsmPrinter) { p.WriteString("index") }

// FloatKind names a floating-point format.
type FloatKind uint8

const (
	F16Kind FloatKind = iota
	BF16Kind
	F32Kind
	F64Kind
	F80Kind
	F128Kind
	TF32Kind
)

var floatNames = [...]string{"f16", "bf16", "f32", "f64", "f80", "f128", "tf32"}
var floatWidths = [...]int{16, 16, 32, 64, 80, 128, 19}

// FloatType is one of the builtin floating-point types.
type FloatType struct{ Kind FloatKind }

// The builtin float types.
var (
	F16  = FloatType{F16Kind}
	BF16 = FloatType{BF16Kind}
	F32  = FloatType{F32Kind}
	F64  = FloatType{F64Kind}
	F80  = FloatType{F80Kind}
	F128 = FloatType{F128Kind}
)

func (t FloatType) PrintType(p *AsmPrinter) { p.WriteString(floatNames[t.Kind]) }

// Width returns the number of bits of the format.
func (t FloatType) Width() int { return floatWidths[t.Kind] }

// NoneType is `none`, the unit type.
type NoneType struct{}

// None is the none type.
var None = NoneType{}

func (NoneType) PrintType(p *AsmPrinter) { p.WriteString("none") }

// ComplexType is `complex<T>`.
type ComplexType struct{ Elem Type }

func (t ComplexType) PrintType(p *AsmPrinter) {
	p.WriteString("complex<")
	p.PrintType(t.Elem)
	p.WriteString(">")
}

// OpaqueType is a type of a dialect that is not registered, kept as text:
// `!dialect.body` or `!dialect<body>`.
type OpaqueType struct {
	Dialect string
	// Body is everything after the dialect name, including the leading '.'
	// or '<', exactly as it appeared in the input.
	Body string
}

func (t OpaqueType) PrintType(p *AsmPrinter) {
	p.WriteString("!")
	p.WriteString(t.Dialect)
	p.WriteString(t.Body)
}

// FunctionType is `(inputs) -> results`. Obtain one from [Context.FunctionType].
type FunctionType struct {
	inputs, results []Type
}

// FunctionType returns the uniqued function type with the given signature.
func (c *Context) FunctionType(inputs, results []Type) *FunctionType {
	h := c.uniq.hasher()
	h.types(inputs)
	h.types(results)
	v := &FunctionType{inputs: slices.Clone(inputs), results: slices.Clone(results)}
	return intern(c.uniq, "function", h.sum(), v, func(a, b *FunctionType) bool {
		return slices.Equal(a.inputs, b.inputs) && slices.Equal(a.results, b.results)
	})
}

// Inputs returns the argument types. The slice must not be modified.
func (t *FunctionType) Inputs() []Type { return t.inputs }

// Results returns the result types. The slice must not be modified.
func (t *FunctionType) Results() []Type { return t.results }

func (t *FunctionType) PrintType(p *AsmPrinter) {
	p.WriteString("(")
	p.printTypeList(t.inputs)
	p.WriteString(") -> ")
	p.PrintFunctionResults(t.results)
}

// TupleType is `tuple<T1, T2, ...>`. Obtain one from [Context.TupleType].
type TupleType struct{ elems []Type }

// TupleType returns the uniqued tuple of the given element types.
func (c *Context) TupleType(elems []Type) *TupleType {
	h := c.uniq.hasher()
	h.types(elems)
	v := &TupleType{elems: slices.Clone(elems)}
	return intern(c.uniq, "tuple", h.sum(), v, func(a, b *TupleType) bool {
		return slices.Equal(a.elems, b.elems)
	})
}

// Elems returns the element types. The slice must not be modified.
func (t *TupleType) Elems() []Type { return t.elems }

func (t *TupleType) PrintType(p *AsmPrinter) {
	p.WriteString("tuple<")
	p.printTypeList(t.elems)
	p.WriteString(">")
}

// DynamicSize marks a dynamic dimension (`?`) in a shape.
const DynamicSize int64 = -1 << 63

// ShapedType is implemented by the builtin container types with a shape and
// an element type: vectors, tensors and memrefs.
type ShapedType interface {
	Type
	ElementType() Type
	// Shape returns the dimensions, DynamicSize for `?`; nil and false when
	// unranked.
	Shape() (dims []int64, ranked bool)
}

// VectorType is `vector<4x[8]xf32>`. Obtain one from [Context.VectorType].
type VectorType struct {
	shape    []int64
	scalable []bool // per dimension; nil when none is scalable
	elem     Type
}

// VectorType returns the uniqued vector type. scalable may be nil.
func (c *Context) VectorType(shape []int64, scalable []bool, elem Type) *VectorType {
	if !slices.Contains(scalable, true) {
		scalable = nil
	}
	h := c.uniq.hasher()
	h.ints(shape)
	h.int(int64(len(scalable)))
	for _, s := range scalable {
		h.value(s)
	}
	h.value(elem)
	return internWith(c.uniq, "vector", h.sum(), func(a *VectorType) bool {
		return a.elem == elem && slices.Equal(a.shape, shape) && slices.Equal(a.scalable, scalable)
	}, func() *VectorType {
		return &VectorType{shape: slices.Clone(shape), scalable: slices.Clone(scalable), elem: elem}
	})
}

func (t *VectorType) ElementType() Type      { return t.elem }
func (t *VectorType) Shape() ([]int64, bool) { return t.shape, true }

// IsScalableDim reports whether dimension i is scalable (`[4]`).
func (t *VectorType) IsScalableDim(i int) bool { return t.scalable != nil && t.scalable[i] }

func (t *VectorType) PrintType(p *AsmPrinter) {
	p.WriteString("vector<")
	// MLIR 16 writes the scalable dimensions, which come last, in one
	// bracket: vector<2x[4x8]xf32>.
	grouped := true
	for i := range t.shape {
		if i > 0 && t.IsScalableDim(i-1) && !t.IsScalableDim(i) {
			grouped = false
		}
	}
	for i, d := range t.shape {
		switch {
		case !t.IsScalableDim(i):
			p.WriteString(strconv.FormatInt(d, 10) + "x")
		case !grouped:
			p.WriteString("[" + strconv.FormatInt(d, 10) + "]x")
		default:
			if i == 0 || !t.IsScalableDim(i-1) {
				p.WriteString("[")
			}
			p.WriteString(strconv.FormatInt(d, 10))
			if i+1 == len(t.shape) {
				p.WriteString("]x")
			} else {
				p.WriteString("x")
			}
		}
	}
	p.PrintType(t.elem)
	p.WriteString(">")
}

// TensorType is `tensor<2x?xf32>` (ranked, with an optional encoding) or
// `tensor<*xf32>` (unranked). Obtain one from [Context.TensorType] or
// [Context.UnrankedTensorType].
type TensorType struct {
	ranked   bool
	shape    []int64
	elem     Type
	encoding Attribute // nil when absent
}

// TensorType returns the uniqued ranked tensor type; encoding may be nil.
func (c *Context) TensorType(shape []int64, elem Type, encoding Attribute) *TensorType {
	return c.tensor(&TensorType{ranked: true, shape: slices.Clone(shape), elem: elem, encoding: encoding})
}

// UnrankedTensorType returns the uniqued `tensor<*xT>`.
func (c *Context) UnrankedTensorType(elem Type) *TensorType {
	return c.tensor(&TensorType{elem: elem})
}

func (c *Context) tensor(v *TensorType) *TensorType {
	h := c.uniq.hasher()
	h.value(v.ranked)
	h.ints(v.shape)
	h.value(v.elem)
	h.value(v.encoding)
	return intern(c.uniq, "tensor", h.sum(), v, func(a, b *TensorType) bool {
		return a.ranked == b.ranked && a.elem == b.elem && a.encoding == b.encoding && slices.Equal(a.shape, b.shape)
	})
}

func (t *TensorType) ElementType() Type      { return t.elem }
func (t *TensorType) Shape() ([]int64, bool) { return t.shape, t.ranked }

// Encoding returns the encoding attribute, or nil.
func (t *TensorType) Encoding() Attribute { return t.encoding }

func (t *TensorType) PrintType(p *AsmPrinter) {
	p.WriteString("tensor<")
	if !t.ranked {
		p.WriteString("*x")
	} else {
		printShape(p, t.shape)
	}
	p.PrintType(t.elem)
	if t.encoding != nil {
		p.WriteString(", ")
		p.PrintAttribute(t.encoding)
	}
	p.WriteString(">")
}

// MemRefType is `memref<4x?xf32, layout, memspace>` or `memref<*xf32, memspace>`.
// Obtain one from [Context.MemRefType] or [Context.UnrankedMemRefType].
type MemRefType struct {
	ranked      bool
	shape       []int64
	elem        Type
	layout      Attribute // nil for the identity layout
	memorySpace Attribute // nil for the default space
}

// MemRefType returns the uniqued ranked memref type; layout and memorySpace
// may be nil.
func (c *Context) MemRefType(shape []int64, elem Type, layout, memorySpace Attribute) *MemRefType {
	return c.memref(&MemRefType{ranked: true, shape: slices.Clone(shape), elem: elem, layout: layout, memorySpace: memorySpace})
}

// UnrankedMemRefType returns the uniqued `memref<*xT, space>`.
func (c *Context) UnrankedMemRefType(elem Type, memorySpace Attribute) *MemRefType {
	return c.memref(&MemRefType{elem: elem, memorySpace: memorySpace})
}

func (c *Context) memref(v *MemRefType) *MemRefType {
	h := c.uniq.hasher()
	h.value(v.ranked)
	h.ints(v.shape)
	h.value(v.elem)
	h.value(v.layout)
	h.value(v.memorySpace)
	return intern(c.uniq, "memref", h.sum(), v, func(a, b *MemRefType) bool {
		return a.ranked == b.ranked && a.elem == b.elem && a.layout == b.layout &&
			a.memorySpace == b.memorySpace && slices.Equal(a.shape, b.shape)
	})
}

func (t *MemRefType) ElementType() Type      { return t.elem }
func (t *MemRefType) Shape() ([]int64, bool) { return t.shape, t.ranked }

// Layout returns the layout attribute, or nil for the identity layout.
func (t *MemRefType) Layout() Attribute { return t.layout }

// MemorySpace returns the memory space attribute, or nil.
func (t *MemRefType) MemorySpace() Attribute { return t.memorySpace }

func (t *MemRefType) PrintType(p *AsmPrinter) {
	p.WriteString("memref<")
	if !t.ranked {
		p.WriteString("*x")
	} else {
		printShape(p, t.shape)
	}
	p.PrintType(t.elem)
	if t.layout != nil {
		p.WriteString(", ")
		p.printAttributeMayElide(t.layout)
	}
	if t.memorySpace != nil {
		p.WriteString(", ")
		p.printAttributeMayElide(t.memorySpace)
	}
	p.WriteString(">")
}

func printShape(p *AsmPrinter, shape []int64) {
	for _, d := range shape {
		if d == DynamicSize {
			p.WriteString("?x")
		} else {
			p.WriteString(strconv.FormatInt(d, 10) + "x")
		}
	}
}

// IsIntegerOrIndex reports whether t is an integer or index type.
func IsIntegerOrIndex(t Type) bool {
	switch t.(type) {
	case IntegerType, IndexType:
		return true
	}
	return false
}

// IsFloat reports whether t is a builtin float type.
func IsFloat(t Type) bool {
	_, ok := t.(FloatType)
	return ok
}
