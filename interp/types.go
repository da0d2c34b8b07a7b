package interp

import (
	"fmt"

	"github.com/strata-ir/strata/ir"
)

// Class is how a value of a type lives in a frame slot.
type Class uint8

const (
	Void Class = iota
	Int        // an integer of Bits bits, zero-extended in its slot
	F32        // float bits in the low 32 bits
	F64        // double bits (also long double, computed as double)
	Ptr        // a 64-bit address
	Agg        // an aggregate (struct, array, vector): bytes off the fast path
)

// TypeInfo is what the engine knows about a type: its class, its width
// (integers), and its size and alignment in memory.
type TypeInfo struct {
	Class       Class
	Bits        int   // integers; 32/64 for floats; 64 for pointers
	Size, Align int64 // in memory
	// Fields are the byte offsets and types of an aggregate's elements
	// (struct fields, array elements: for arrays only Elem and Len).
	Fields  []FieldInfo
	Elem    *TypeInfo // arrays and vectors
	Len     int64
	Signed  bool // the type is a signed integer (cir); informative
	IsFloat bool
}

// FieldInfo is a member of an aggregate.
type FieldInfo struct {
	Offset int64
	Type   *TypeInfo
}

// Scalar reports whether values of the type fit a slot.
func (t *TypeInfo) Scalar() bool { return t.Class != Agg && t.Class != Void }

// Mask is the mask of an integer's bits in its slot.
func (t *TypeInfo) Mask() uint64 { return mask(t.Bits) }

func mask(bits int) uint64 {
	if bits >= 64 {
		return ^uint64(0)
	}
	return uint64(1)<<uint(bits) - 1
}

// Element returns the type and offset of aggregate element i.
func (t *TypeInfo) Element(i int64) (*TypeInfo, int64, bool) {
	if t.Elem != nil {
		if i < 0 || i >= t.Len {
			return nil, 0, false
		}
		return t.Elem, i * t.Elem.Size, true
	}
	if i < 0 || i >= int64(len(t.Fields)) {
		return nil, 0, false
	}
	return t.Fields[i].Type, t.Fields[i].Offset, true
}

// Typer is implemented by the types of a dialect (in the dialect's
// package) to tell the engine their layout. Builtin types are known.
type Typer interface {
	ExecType(ts *Types) (*TypeInfo, error)
}

// Types computes and caches type layouts for one module.
type Types struct {
	cache map[ir.Type]*TypeInfo
	// Named records aggregates by name, for dialects whose types refer to
	// a named record defined elsewhere (cir's incomplete records).
	Named map[string]*TypeInfo
	// Data is scratch for dialects (keyed by a type of their own).
	Data map[any]any
}

func newTypes() *Types {
	return &Types{cache: map[ir.Type]*TypeInfo{}, Named: map[string]*TypeInfo{}, Data: map[any]any{}}
}

// IntInfo returns the layout of an integer of the given width.
func IntInfo(bits int) *TypeInfo {
	size := int64(1)
	for size*8 < int64(bits) {
		size *= 2
	}
	return &TypeInfo{Class: Int, Bits: bits, Size: size, Align: size}
}

// Info returns the layout of t.
func (ts *Types) Info(t ir.Type) (*TypeInfo, error) {
	if ti, ok := ts.cache[t]; ok {
		return ti, nil
	}
	var ti *TypeInfo
	var err error
	switch t := t.(type) {
	case ir.IntegerType:
		ti = IntInfo(int(t.Width))
		ti.Signed = t.Signedness == ir.Signed
	case ir.IndexType:
		ti = IntInfo(64)
	case ir.FloatType:
		switch t.Kind {
		case ir.F32Kind:
			ti = &TypeInfo{Class: F32, Bits: 32, Size: 4, Align: 4, IsFloat: true}
		case ir.F64Kind:
			ti = &TypeInfo{Class: F64, Bits: 64, Size: 8, Align: 8, IsFloat: true}
		case ir.F80Kind, ir.F128Kind:
			ti = &TypeInfo{Class: F64, Bits: 64, Size: 16, Align: 16, IsFloat: true}
		default:
			err = fmt.Errorf("floating type '%s' is not supported", ir.TypeString(t))
		}
	case *ir.VectorType:
		var e *TypeInfo
		if e, err = ts.Info(t.ElementType()); err == nil {
			n := int64(1)
			shape, _ := t.Shape()
			for _, d := range shape {
				n *= d
			}
			ti = &TypeInfo{Class: Agg, Size: e.Size * n, Align: e.Size * n, Elem: e, Len: n}
		}
	case Typer:
		ti, err = t.ExecType(ts)
	default:
		err = fmt.Errorf("type '%s' cannot be executed", ir.TypeString(t))
	}
	if err != nil {
		return nil, err
	}
	ts.cache[t] = ti
	return ti, nil
}

// StructInfo returns the layout of a struct of the given members (packed:
// no padding, alignment 1).
func StructInfo(members []*TypeInfo, packed bool) *TypeInfo {
	ti := &TypeInfo{Class: Agg, Align: 1}
	for _, m := range members {
		al := m.Align
		if packed {
			al = 1
		}
		off := int64(alignUp(uint64(ti.Size), uint64(al)))
		ti.Fields = append(ti.Fields, FieldInfo{Offset: off, Type: m})
		ti.Size = off + m.Size
		ti.Align = max(ti.Align, al)
	}
	ti.Size = int64(alignUp(uint64(ti.Size), uint64(ti.Align)))
	return ti
}

// UnionInfo returns the layout of a union: every member at offset 0.
func UnionInfo(members []*TypeInfo) *TypeInfo {
	ti := &TypeInfo{Class: Agg, Align: 1}
	for _, m := range members {
		ti.Fields = append(ti.Fields, FieldInfo{Offset: 0, Type: m})
		ti.Size = max(ti.Size, m.Size)
		ti.Align = max(ti.Align, m.Align)
	}
	ti.Size = int64(alignUp(uint64(ti.Size), uint64(ti.Align)))
	return ti
}

// ArrayInfo returns the layout of an array.
func ArrayInfo(elem *TypeInfo, n int64) *TypeInfo {
	return &TypeInfo{Class: Agg, Size: elem.Size * n, Align: elem.Align, Elem: elem, Len: n}
}

// PtrInfo is the layout of a pointer.
var ptrInfo = TypeInfo{Class: Ptr, Bits: 64, Size: 8, Align: 8}

// PtrInfo returns the layout of a pointer.
func PtrInfo() *TypeInfo { p := ptrInfo; return &p }

// VoidInfo returns the layout of void.
func VoidInfo() *TypeInfo { return &TypeInfo{Class: Void, Size: 1, Align: 1} }
