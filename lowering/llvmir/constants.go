package llvmir

import (
	"fmt"
	"math"
	"math/big"

	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/ir"
)

// constantFromAttr returns the constant of type t that attribute a
// describes: an integer, a float, a string (an array of i8), dense
// elements (a vector, or an array, nested for several dimensions, filled
// in row-major order) or an array attribute (a struct or an array).
func (t *translator) constantFromAttr(a ir.Attribute, typ types.Type) (constant.Constant, error) {
	switch a := a.(type) {
	case ir.IntegerAttr:
		return intConstant(a, typ)
	case ir.FloatAttr:
		ft, ok := typ.(*types.FloatType)
		if !ok {
			return nil, fmt.Errorf("the float %s cannot be a constant of type %s", ir.AttrString(a), typ)
		}
		return constant.NewFloat(ft, a.Value()), nil
	case ir.StringAttr:
		at, ok := typ.(*types.ArrayType)
		if !ok || !at.ElemType.Equal(types.I8) || at.Len != uint64(len(a.Value)) {
			return nil, fmt.Errorf("the string %s needs the type [%d x i8], not %s", ir.AttrString(a), len(a.Value), typ)
		}
		return constant.NewCharArrayFromString(a.Value), nil
	case *ir.DenseElementsAttr:
		values := a.Values()
		if a.IsSplat() && len(values) > 0 && isZero(values[0]) {
			return constant.NewZeroInitializer(typ), nil
		}
		n := leafCount(typ)
		if len(values) != 1 && int64(len(values)) != n {
			return nil, fmt.Errorf("%s has %d elements; type %s has %d", ir.AttrString(a), len(values), typ, n)
		}
		i := 0
		return t.fillAggregate(typ, func(leaf types.Type) (constant.Constant, error) {
			v := values[0]
			if len(values) > 1 {
				v = values[i]
			}
			i++
			return t.constantFromAttr(v, leaf)
		})
	case *ir.ArrayAttr:
		elems := a.Elems()
		switch at := typ.(type) {
		case *types.StructType:
			if len(elems) != len(at.Fields) {
				return nil, fmt.Errorf("%s has %d elements; struct %s has %d fields", ir.AttrString(a), len(elems), typ, len(at.Fields))
			}
			fields := make([]constant.Constant, len(elems))
			for i, e := range elems {
				c, err := t.constantFromAttr(e, at.Fields[i])
				if err != nil {
					return nil, err
				}
				fields[i] = c
			}
			return constant.NewStruct(at, fields...), nil
		case *types.ArrayType:
			if uint64(len(elems)) != at.Len {
				return nil, fmt.Errorf("%s has %d elements; array %s has %d", ir.AttrString(a), len(elems), typ, at.Len)
			}
			cs := make([]constant.Constant, len(elems))
			for i, e := range elems {
				c, err := t.constantFromAttr(e, at.ElemType)
				if err != nil {
					return nil, err
				}
				cs[i] = c
			}
			return constant.NewArray(at, cs...), nil
		}
	}
	return nil, fmt.Errorf("attribute %s cannot be translated to a constant of type %s", ir.AttrString(a), typ)
}

// isZero reports whether a is an integer zero or a floating-point +0.0.
func isZero(a ir.Attribute) bool {
	switch a := a.(type) {
	case ir.IntegerAttr:
		return !a.Bool()
	case ir.FloatAttr:
		return math.Float64bits(a.Value()) == 0
	}
	return false
}

func intConstant(a ir.IntegerAttr, typ types.Type) (constant.Constant, error) {
	it, ok := typ.(*types.IntType)
	if !ok {
		return nil, fmt.Errorf("the integer %s cannot be a constant of type %s", ir.AttrString(a), typ)
	}
	if it.BitSize == 1 {
		if a.Bool() {
			return constant.True, nil
		}
		return constant.False, nil
	}
	if it.BitSize <= 64 {
		return constant.NewInt(it, a.Int64()), nil
	}
	return &constant.Int{Typ: it, X: new(big.Int).Set(a.Big())}, nil
}

// leafCount returns the number of scalars in an array or vector type,
// nested arrays included.
func leafCount(t types.Type) int64 {
	switch t := t.(type) {
	case *types.ArrayType:
		return int64(t.Len) * leafCount(t.ElemType)
	case *types.VectorType:
		return int64(t.Len) * leafCount(t.ElemType)
	}
	return 1
}

// fillAggregate builds a constant of the array or vector type t whose
// scalars, in row-major order, are given by leaf.
func (t *translator) fillAggregate(typ types.Type, leaf func(types.Type) (constant.Constant, error)) (constant.Constant, error) {
	switch at := typ.(type) {
	case *types.ArrayType:
		elems := make([]constant.Constant, at.Len)
		for i := range elems {
			c, err := t.fillAggregate(at.ElemType, leaf)
			if err != nil {
				return nil, err
			}
			elems[i] = c
		}
		return constant.NewArray(at, elems...), nil
	case *types.VectorType:
		elems := make([]constant.Constant, at.Len)
		for i := range elems {
			c, err := leaf(at.ElemType)
			if err != nil {
				return nil, err
			}
			elems[i] = c
		}
		return constant.NewVector(at, elems...), nil
	}
	return leaf(typ)
}

// constantFolder is implemented by the models of the ops that have
// constant counterparts, which a global's initializer region may use:
// foldConstant returns the constant of type rt that op computes from the
// constants f holds for its operands.
type constantFolder interface {
	foldConstant(f *initializer, op *ir.Operation, rt types.Type) (constant.Constant, error)
}

// initializer is the folding of a global's initializer region: the
// constants of the values defined so far.
type initializer struct {
	t      *translator
	values map[*ir.Value]constant.Constant
}

// operand returns the constant of op's operand i.
func (f *initializer) operand(op *ir.Operation, i int) (constant.Constant, error) {
	c, ok := f.values[op.Operand(i)]
	if !ok {
		return nil, Errorf(op, "operand #%d is not a constant", i)
	}
	return c, nil
}

// errNotFoldable is the error for an op that cannot be folded into a
// global's initializer.
func errNotFoldable(op *ir.Operation) error {
	return Errorf(op, "the operation cannot be folded into a global's initializer")
}

// foldInitializer evaluates the initializer region of the global op to a
// constant: the value its llvm.return returns. The region may use the ops
// that have constant counterparts.
func (t *translator) foldInitializer(global *ir.Operation) (constant.Constant, error) {
	region := global.Region(0)
	if region.NumBlocks() != 1 {
		return nil, Errorf(global, "an initializer region must have one block")
	}
	f := &initializer{t: t, values: map[*ir.Value]constant.Constant{}}
	for op := range region.First().Ops() {
		if op.Is(llvm.ReturnOpName) {
			if op.NumOperands() != 1 {
				return nil, Errorf(op, "an initializer returns one value")
			}
			return f.operand(op, 0)
		}
		if op.NumResults() != 1 {
			return nil, errNotFoldable(op)
		}
		rt, err := t.types.convert(op.Result(0).Type())
		if err != nil {
			return nil, Errorf(op, "%v", err)
		}
		folder, ok := modelOf[constantFolder](op)
		if !ok {
			return nil, errNotFoldable(op)
		}
		c, err := folder.foldConstant(f, op, rt)
		if err != nil {
			return nil, err
		}
		f.values[op.Result(0)] = c
	}
	return nil, Errorf(global, "the initializer region does not end with llvm.return")
}

// constantOp is the model of an op that makes a constant of its result
// type rt out of its attributes, in a body as in an initializer.
type constantOp func(t *translator, op *ir.Operation, rt types.Type) (constant.Constant, error)

func (build constantOp) foldConstant(f *initializer, op *ir.Operation, rt types.Type) (constant.Constant, error) {
	return build(f.t, op, rt)
}

func (build constantOp) TranslateOp(op *ir.Operation, s *FuncBuilder) error {
	rt, err := s.ResultType(op)
	if err != nil {
		return err
	}
	c, err := build(s.t, op, rt)
	if err != nil {
		return err
	}
	s.values[op.Result(0)] = c
	return nil
}

// valueConstant is llvm.mlir.constant's constant: its value attribute.
func (t *translator) valueConstant(op *ir.Operation, rt types.Type) (constant.Constant, error) {
	a := op.Attr("value")
	if a == nil {
		return nil, Errorf(op, "the 'value' attribute is missing")
	}
	c, err := t.constantFromAttr(a, rt)
	if err != nil {
		return nil, Errorf(op, "%v", err)
	}
	return c, nil
}

func undefConstant(_ *translator, _ *ir.Operation, rt types.Type) (constant.Constant, error) {
	return constant.NewUndef(rt), nil
}

func poisonConstant(_ *translator, _ *ir.Operation, rt types.Type) (constant.Constant, error) {
	return constant.NewPoison(rt), nil
}

func nullConstant(_ *translator, op *ir.Operation, rt types.Type) (constant.Constant, error) {
	pt, ok := rt.(*types.PointerType)
	if !ok {
		return nil, Errorf(op, "null must be a pointer, not %s", rt)
	}
	return constant.NewNull(pt), nil
}

// zeroConstant is llvm.mlir.zero's: null for a pointer, zeroinitializer
// for anything else.
func zeroConstant(_ *translator, _ *ir.Operation, rt types.Type) (constant.Constant, error) {
	if pt, ok := rt.(*types.PointerType); ok {
		return constant.NewNull(pt), nil
	}
	return constant.NewZeroInitializer(rt), nil
}

// addressOfOp is llvm.mlir.addressof.
type addressOfOp struct{}

func (addressOfOp) foldConstant(f *initializer, op *ir.Operation, rt types.Type) (constant.Constant, error) {
	c, err := f.t.addressOf(op)
	if err != nil {
		return nil, err
	}
	return castConstant(c, rt), nil
}

func (addressOfOp) TranslateOp(op *ir.Operation, s *FuncBuilder) error {
	c, err := s.t.addressOf(op)
	if err != nil {
		return err
	}
	// Kept with its precise type: loads, stores and calls through it
	// need no cast.
	s.values[op.Result(0)] = c
	return nil
}

// addressOf returns the address of the symbol op names, with its precise
// pointer type.
func (t *translator) addressOf(op *ir.Operation) (constant.Constant, error) {
	ref, ok := op.Attr("global_name").(ir.SymbolRefAttr)
	if !ok {
		return nil, Errorf(op, "the 'global_name' attribute is missing")
	}
	c, ok := t.symbolAddress(ref.Root())
	if !ok {
		return nil, Errorf(op, "no llvm.func or llvm.mlir.global is named '@%s'", ref.Root())
	}
	return c, nil
}

// castConstant returns c as a constant of type to: c itself, or a bitcast
// of it (a pointer of another type, or the same pointer in another
// representation).
func castConstant(c constant.Constant, to types.Type) constant.Constant {
	if c.Type().Equal(to) {
		return c
	}
	return constant.NewBitCast(c, to)
}

// constantGEP folds a getelementptr whose base and indices are constants.
func (t *translator) constantGEP(op *ir.Operation, values map[*ir.Value]constant.Constant) (constant.Constant, error) {
	g, err := t.readGEP(op)
	if err != nil {
		return nil, err
	}
	base, ok := values[op.Operand(0)]
	if !ok {
		return nil, Errorf(op, "the base is not a constant")
	}
	indices := make([]constant.Constant, len(g.indices))
	for i, idx := range g.indices {
		if idx.operand < 0 {
			indices[i] = constant.NewInt(types.I32, idx.constant)
			continue
		}
		c, ok := values[op.Operand(idx.operand)]
		if !ok {
			return nil, Errorf(op, "index #%d is not a constant", i)
		}
		indices[i] = c
	}
	if _, err := indexedType(g.elem, indices); err != nil {
		return nil, Errorf(op, "%v", err)
	}
	bpt, ok := base.Type().(*types.PointerType)
	if !ok {
		return nil, Errorf(op, "the base is not a pointer")
	}
	typed := castConstant(base, &types.PointerType{ElemType: g.elem, AddrSpace: bpt.AddrSpace})
	e := constant.NewGetElementPtr(g.elem, typed, indices...)
	e.InBounds = g.inbounds
	return castConstant(e, opaquePtr(int(bpt.AddrSpace))), nil
}

// aggregateElems returns the elements of a constant struct, array or
// vector, expanding undef, poison and zeroinitializer.
func aggregateElems(c constant.Constant) ([]constant.Constant, error) {
	expand := func(t types.Type, each func(types.Type) constant.Constant) ([]constant.Constant, error) {
		switch t := t.(type) {
		case *types.StructType:
			out := make([]constant.Constant, len(t.Fields))
			for i, f := range t.Fields {
				out[i] = each(f)
			}
			return out, nil
		case *types.ArrayType:
			out := make([]constant.Constant, t.Len)
			for i := range out {
				out[i] = each(t.ElemType)
			}
			return out, nil
		}
		return nil, fmt.Errorf("%s is not an aggregate", t)
	}
	switch c := c.(type) {
	case *constant.Struct:
		return append([]constant.Constant(nil), c.Fields...), nil
	case *constant.Array:
		return append([]constant.Constant(nil), c.Elems...), nil
	case *constant.CharArray:
		out := make([]constant.Constant, len(c.X))
		for i, b := range c.X {
			out[i] = constant.NewInt(types.I8, int64(b))
		}
		return out, nil
	case *constant.Undef:
		return expand(c.Typ, func(t types.Type) constant.Constant { return constant.NewUndef(t) })
	case *constant.Poison:
		return expand(c.Typ, func(t types.Type) constant.Constant { return constant.NewPoison(t) })
	case *constant.ZeroInitializer:
		return expand(c.Typ, func(t types.Type) constant.Constant {
			if pt, ok := t.(*types.PointerType); ok {
				return constant.NewNull(pt)
			}
			return constant.NewZeroInitializer(t)
		})
	}
	return nil, fmt.Errorf("%s is not a constant aggregate", c.Type())
}

// insertConstant folds insertvalue: agg with v at position pos.
func insertConstant(agg, v constant.Constant, pos []int64) (constant.Constant, error) {
	if len(pos) == 0 {
		if !agg.Type().Equal(v.Type()) {
			return nil, fmt.Errorf("cannot insert a %s where a %s is", v.Type(), agg.Type())
		}
		return v, nil
	}
	elems, err := aggregateElems(agg)
	if err != nil {
		return nil, err
	}
	if pos[0] < 0 || pos[0] >= int64(len(elems)) {
		return nil, fmt.Errorf("position %d is out of bounds of %s", pos[0], agg.Type())
	}
	inner, err := insertConstant(elems[pos[0]], v, pos[1:])
	if err != nil {
		return nil, err
	}
	elems[pos[0]] = inner
	switch t := agg.Type().(type) {
	case *types.StructType:
		return constant.NewStruct(t, elems...), nil
	case *types.ArrayType:
		return constant.NewArray(t, elems...), nil
	}
	return nil, fmt.Errorf("%s is not an aggregate", agg.Type())
}
