package omplowering

import (
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/target"
)

// sizeAlign returns the store size and ABI alignment in bytes of an LLVM
// type on the x86-64 and 64-bit RISC-V data layouts (pointers of 8 bytes,
// integers and floats aligned to their size up to 8 bytes); ok is false
// for a type without a size. It is LLVM 14's layout of LLVM types (i128
// aligned to 8), not C's (__int128 aligned to 16, as target.IntLayout
// says), which is why it does not read package target's C layouts.
func sizeAlign(t ir.Type) (size, align int64, ok bool) {
	switch t := t.(type) {
	case llvm.PointerType:
		return 8, 8, true
	case ir.IntegerType:
		bytes := int64(t.Width+7) / 8
		a := int64(1)
		for a < bytes && a < 8 {
			a *= 2
		}
		return target.AlignTo(bytes, a), a, true
	case ir.FloatType:
		switch t {
		case ir.F16, ir.BF16:
			return 2, 2, true
		case ir.F32:
			return 4, 4, true
		case ir.F64:
			return 8, 8, true
		}
		return 16, 16, true
	case llvm.ArrayType:
		s, a, ok := sizeAlign(t.Elem)
		return s * t.Len, a, ok
	case llvm.StructType:
		var off, maxAlign int64 = 0, 1
		for _, f := range t.Fields() {
			s, a, ok := sizeAlign(f)
			if !ok {
				return 0, 0, false
			}
			if t.Packed {
				a = 1
			}
			off = target.AlignTo(off, a) + s
			if a > maxAlign {
				maxAlign = a
			}
		}
		return target.AlignTo(off, maxAlign), maxAlign, true
	case *ir.VectorType:
		shape, _ := t.Shape()
		n := int64(1)
		for _, d := range shape {
			n *= d
		}
		s, _, ok := sizeAlign(t.ElementType())
		total := s * n
		a := int64(1)
		for a < total && a < 64 {
			a *= 2
		}
		return target.AlignTo(total, a), a, ok
	}
	return 0, 0, false
}
