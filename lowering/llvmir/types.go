package llvmir

import (
	"fmt"

	"github.com/llir/llvm/ir/types"
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/ir"
)

// maxIntBits is the widest integer LLVM 14 reads (IntegerType::MAX_INT_BITS,
// 1 << 23).
const maxIntBits = 1 << 23

// opaquePointee is the element type that stands for an opaque pointer:
// `!llvm.ptr` becomes `i8*`, as Clang spells `void *` in LLVM's typed
// pointer mode.
var opaquePointee types.Type = types.I8

// typeConverter turns LLVM dialect types into llir types. Identified
// structs become named type definitions of the module, each made once.
type typeConverter struct {
	identified map[string]*types.StructType
	// defs is the identified structs in the order they were first met, the
	// order in which they are added to the module, so that the output does
	// not depend on map order.
	defs []*types.StructType
}

func newTypeConverter() *typeConverter {
	return &typeConverter{identified: map[string]*types.StructType{}}
}

// opaquePtr returns the typed pointer that stands for `!llvm.ptr<as>`.
func opaquePtr(addrSpace int) *types.PointerType {
	return &types.PointerType{ElemType: opaquePointee, AddrSpace: types.AddrSpace(addrSpace)}
}

// convert returns the LLVM IR type of t, or an error naming the type that
// has no LLVM equivalent.
func (c *typeConverter) convert(t ir.Type) (types.Type, error) {
	switch t := t.(type) {
	case ir.IntegerType:
		if !t.IsSignless() {
			return nil, fmt.Errorf("type '%s' is not signless; LLVM integers are", ir.TypeString(t))
		}
		// MLIR's integers go from i0 to i16777215; LLVM 14's IR reader
		// takes i1 to i8388608 and rejects the others ("expected type").
		if t.Width < 1 || t.Width > maxIntBits {
			return nil, fmt.Errorf("type '%s' has no LLVM 14 equivalent: LLVM integers are 1 to %d bits wide", ir.TypeString(t), maxIntBits)
		}
		return intType(int(t.Width)), nil
	case ir.FloatType:
		switch t {
		case ir.F16:
			return types.Half, nil
		case ir.F32:
			return types.Float, nil
		case ir.F64:
			return types.Double, nil
		case ir.F80:
			return types.X86_FP80, nil
		case ir.F128:
			return types.FP128, nil
		}
	case llvm.PointerType:
		return opaquePtr(t.AddressSpace), nil
	case llvm.VoidType:
		return types.Void, nil
	case llvm.ArrayType:
		elem, err := c.convert(t.Elem)
		if err != nil {
			return nil, err
		}
		return types.NewArray(uint64(t.Len), elem), nil
	case *ir.VectorType:
		shape, _ := t.Shape()
		if len(shape) != 1 || t.IsScalableDim(0) {
			return nil, fmt.Errorf("type '%s' is not a fixed one-dimensional vector", ir.TypeString(t))
		}
		elem, err := c.convert(t.ElementType())
		if err != nil {
			return nil, err
		}
		return types.NewVector(uint64(shape[0]), elem), nil
	case llvm.StructType:
		return c.convertStruct(t)
	case llvm.FuncType:
		return c.convertFunc(t)
	}
	return nil, fmt.Errorf("type '%s' has no LLVM IR equivalent", ir.TypeString(t))
}

func intType(width int) *types.IntType {
	switch width {
	case 1:
		return types.I1
	case 8:
		return types.I8
	case 16:
		return types.I16
	case 32:
		return types.I32
	case 64:
		return types.I64
	}
	return types.NewInt(uint64(width))
}

func (c *typeConverter) convertStruct(t llvm.StructType) (types.Type, error) {
	if t.Name != "" {
		if s, ok := c.identified[t.Name]; ok {
			return s, nil
		}
		s := &types.StructType{Packed: t.Packed, Opaque: t.Opaque}
		s.SetName(t.Name)
		// Registered before the fields are converted: with opaque pointers
		// a struct cannot contain itself, but a field may name it again.
		c.identified[t.Name] = s
		c.defs = append(c.defs, s)
		for _, f := range t.Fields() {
			ft, err := c.convert(f)
			if err != nil {
				return nil, err
			}
			s.Fields = append(s.Fields, ft)
		}
		return s, nil
	}
	fields := make([]types.Type, 0, len(t.Fields()))
	for _, f := range t.Fields() {
		ft, err := c.convert(f)
		if err != nil {
			return nil, err
		}
		fields = append(fields, ft)
	}
	s := types.NewStruct(fields...)
	s.Packed = t.Packed
	return s, nil
}

func (c *typeConverter) convertFunc(t llvm.FuncType) (*types.FuncType, error) {
	ret, err := c.convert(t.Result)
	if err != nil {
		return nil, err
	}
	var params []types.Type
	for _, p := range t.Params() {
		pt, err := c.convert(p)
		if err != nil {
			return nil, err
		}
		params = append(params, pt)
	}
	ft := types.NewFunc(ret, params...)
	ft.Variadic = t.VarArg
	return ft, nil
}

// isFloatLike reports whether t is a floating-point type or a vector of
// them: the types whose operations take fast-math flags.
func isFloatLike(t types.Type) bool {
	switch t := t.(type) {
	case *types.FloatType:
		return true
	case *types.VectorType:
		return isFloatLike(t.ElemType)
	}
	return false
}
