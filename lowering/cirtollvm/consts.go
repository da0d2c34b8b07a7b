package cirtollvm

import (
	"strings"

	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/dialects/llvm"
	"github.com/strata-ir/strata/ir"
)

// Constants. A scalar constant is one llvm.mlir.constant (llvm.mlir.null
// for a null pointer, llvm.mlir.addressof for the address of a global). An
// aggregate is an llvm.mlir.constant of a string or dense attribute when
// its elements allow it (arrays of numbers, all-zero arrays), else an
// llvm.mlir.undef filled by an llvm.insertvalue chain, member by member.
// Globals take an attribute initializer (`value`) when there is one and an
// initializer region built the same way otherwise.

// buildConst builds the value of the cir constant a of cir type t at b:
// its register form, or its memory form (bool as i8) when mem is set, as
// the members of an aggregate are.
func (tl *typeLowering) buildConst(b *ir.Builder, a ir.Attribute, t ir.Type, mem bool, loc ir.Location) (*ir.Value, error) {
	if _, ok := t.(cir.BoolType); ok {
		ba, _ := a.(cir.BoolAttr)
		return buildBool(b, ba.Value, mem, loc), nil
	}
	if attr, ok := tl.valueAttr(a, t); ok {
		lt, err := tl.typeOf(t, mem)
		if err != nil {
			return nil, err
		}
		return llvm.NewConstant(b, lt, attr, loc).Result(0), nil
	}
	switch a := a.(type) {
	case cir.NullAttr:
		return llvm.NewNull(b, loc).Result(0), nil
	case cir.GlobalViewAttr:
		return llvm.NewAddressOf(b, a.Symbol, loc).Result(0), nil
	case cir.ZeroAttr:
		return tl.buildZero(b, t, mem, loc)
	case cir.ConstArrayAttr:
		at := a.Type
		lt, err := tl.convert(at)
		if err != nil {
			return nil, err
		}
		agg := llvm.NewUndef(b, lt, loc).Result(0)
		elems := a.Elems.Elems()
		for i := int64(0); i < at.Len; i++ {
			var v *ir.Value
			if i < int64(len(elems)) {
				v, err = tl.buildConst(b, elems[i], at.Elem, true, loc)
			} else {
				v, err = tl.buildZero(b, at.Elem, true, loc)
			}
			if err != nil {
				return nil, err
			}
			agg = llvm.NewInsertValue(b, agg, v, []int64{i}, loc).Result(0)
		}
		return agg, nil
	case cir.ConstStructAttr:
		rt, err := tl.resolve(a.Type)
		if err != nil {
			return nil, err
		}
		lt, err := tl.convert(rt)
		if err != nil {
			return nil, err
		}
		agg := llvm.NewUndef(b, lt, loc).Result(0)
		members := a.Members.Elems()
		if rt.Kind == cir.Union {
			// The union's storage is its first field; a constant of
			// another member would need a reinterpretation that
			// insertvalue cannot express.
			st := lt.(llvm.StructType).Fields()[0]
			mt, _ := members[0].(ir.TypedAttr)
			if mt == nil {
				return nil, errorf("union constant member has no type")
			}
			if got, err := tl.memType(mt.AttrType()); err != nil || got != st {
				return nil, errorf("a union constant must initialize the union's storage member (%s)", ir.TypeString(st))
			}
			v, err := tl.buildConst(b, members[0], mt.AttrType(), true, loc)
			if err != nil {
				return nil, err
			}
			agg = llvm.NewInsertValue(b, agg, v, []int64{0}, loc).Result(0)
			return tl.zeroPadding(b, agg, lt.(llvm.StructType), loc), nil
		}
		for i, m := range members {
			v, err := tl.buildConst(b, m, rt.Members()[i], true, loc)
			if err != nil {
				return nil, err
			}
			agg = llvm.NewInsertValue(b, agg, v, []int64{int64(i)}, loc).Result(0)
		}
		return agg, nil
	}
	return nil, errorf("cannot lower constant %s", ir.AttrString(a))
}

// buildBool builds a bool constant: i1 in registers, i8 in memory.
func buildBool(b *ir.Builder, v, mem bool, loc ir.Location) *ir.Value {
	if mem {
		n := int64(0)
		if v {
			n = 1
		}
		return llvm.NewIntConstant(b, ir.I8, n, loc)
	}
	return llvm.NewConstant(b, ir.I1, ir.BoolAttr(v), loc).Result(0)
}

// zeroPadding fills the padding field of a union struct with zeros.
func (tl *typeLowering) zeroPadding(b *ir.Builder, agg *ir.Value, st llvm.StructType, loc ir.Location) *ir.Value {
	if fs := st.Fields(); len(fs) == 2 {
		pad := llvm.NewConstant(b, fs[1], tl.zeroDense(fs[1].(llvm.ArrayType)), loc).Result(0)
		agg = llvm.NewInsertValue(b, agg, pad, []int64{1}, loc).Result(0)
	}
	return agg
}

// typeOf returns the register or memory type of t.
func (tl *typeLowering) typeOf(t ir.Type, mem bool) (ir.Type, error) {
	if mem {
		return tl.memType(t)
	}
	return tl.convert(t)
}

// buildZero builds the all-zero value of cir type t.
func (tl *typeLowering) buildZero(b *ir.Builder, t ir.Type, mem bool, loc ir.Location) (*ir.Value, error) {
	if _, ok := t.(cir.BoolType); ok {
		return buildBool(b, false, mem, loc), nil
	}
	if attr, ok := tl.zeroAttr(t); ok {
		lt, err := tl.typeOf(t, mem)
		if err != nil {
			return nil, err
		}
		return llvm.NewConstant(b, lt, attr, loc).Result(0), nil
	}
	switch t := t.(type) {
	case cir.PointerType:
		return llvm.NewNull(b, loc).Result(0), nil
	case cir.ArrayType:
		lt, err := tl.convert(t)
		if err != nil {
			return nil, err
		}
		agg := llvm.NewUndef(b, lt, loc).Result(0)
		for i := int64(0); i < t.Len; i++ {
			v, err := tl.buildZero(b, t.Elem, true, loc)
			if err != nil {
				return nil, err
			}
			agg = llvm.NewInsertValue(b, agg, v, []int64{i}, loc).Result(0)
		}
		return agg, nil
	case cir.RecordType:
		rt, err := tl.resolve(t)
		if err != nil {
			return nil, err
		}
		lt, err := tl.convert(rt)
		if err != nil {
			return nil, err
		}
		st := lt.(llvm.StructType)
		agg := llvm.NewUndef(b, lt, loc).Result(0)
		if rt.Kind == cir.Union {
			if len(st.Fields()) == 0 {
				return agg, nil
			}
			v, err := tl.buildZeroLLVM(b, st.Fields()[0], loc)
			if err != nil {
				return nil, err
			}
			agg = llvm.NewInsertValue(b, agg, v, []int64{0}, loc).Result(0)
			return tl.zeroPadding(b, agg, st, loc), nil
		}
		for i, m := range rt.Members() {
			v, err := tl.buildZero(b, m, true, loc)
			if err != nil {
				return nil, err
			}
			agg = llvm.NewInsertValue(b, agg, v, []int64{int64(i)}, loc).Result(0)
		}
		return agg, nil
	}
	return nil, errorf("cannot build a zero of %s", ir.TypeString(t))
}

// buildZeroLLVM builds the zero of an llvm type (a union's storage, whose
// cir member type is no longer at hand).
func (tl *typeLowering) buildZeroLLVM(b *ir.Builder, t ir.Type, loc ir.Location) (*ir.Value, error) {
	switch t := t.(type) {
	case ir.IntegerType:
		return llvm.NewIntConstant(b, t, 0, loc), nil
	case ir.FloatType:
		return llvm.NewConstant(b, t, ir.FloatAttrOf(t, 0), loc).Result(0), nil
	case llvm.PointerType:
		return llvm.NewNull(b, loc).Result(0), nil
	case llvm.ArrayType:
		if shape, _ := scalarShape(t); shape != nil {
			return llvm.NewConstant(b, t, tl.zeroDense(t), loc).Result(0), nil
		}
		agg := llvm.NewUndef(b, t, loc).Result(0)
		for i := int64(0); i < t.Len; i++ {
			v, err := tl.buildZeroLLVM(b, t.Elem, loc)
			if err != nil {
				return nil, err
			}
			agg = llvm.NewInsertValue(b, agg, v, []int64{i}, loc).Result(0)
		}
		return agg, nil
	case llvm.StructType:
		agg := llvm.NewUndef(b, t, loc).Result(0)
		for i, f := range t.Fields() {
			v, err := tl.buildZeroLLVM(b, f, loc)
			if err != nil {
				return nil, err
			}
			agg = llvm.NewInsertValue(b, agg, v, []int64{int64(i)}, loc).Result(0)
		}
		return agg, nil
	}
	return nil, errorf("cannot build a zero of %s", ir.TypeString(t))
}

// scalarShape returns the shape of an llvm array nested down to integer
// or float elements (`array<2 x array<3 x i32>>` is [2, 3] of i32), the
// arrays a dense attribute can initialize.
func scalarShape(t llvm.ArrayType) ([]int64, ir.Type) {
	shape := []int64{t.Len}
	elem := t.Elem
	for {
		switch e := elem.(type) {
		case llvm.ArrayType:
			shape = append(shape, e.Len)
			elem = e.Elem
			continue
		case ir.IntegerType, ir.FloatType:
			return shape, e
		}
		return nil, nil
	}
}

// zeroDense returns `dense<0> : tensor<shape x elem>` for an array of
// numbers.
func (tl *typeLowering) zeroDense(t llvm.ArrayType) ir.Attribute {
	shape, elem := scalarShape(t)
	return tl.ctx.DenseElements(tl.ctx.TensorType(shape, elem, nil), []ir.Attribute{zeroScalar(elem)})
}

func zeroScalar(t ir.Type) ir.Attribute {
	if ft, ok := t.(ir.FloatType); ok {
		return ir.FloatAttrOf(ft, 0)
	}
	return ir.IntAttr(t, 0)
}

// zeroAttr returns the attribute of the all-zero value of cir type t when
// one exists: a number, or a dense zero for arrays of numbers.
func (tl *typeLowering) zeroAttr(t ir.Type) (ir.Attribute, bool) {
	switch t := t.(type) {
	case cir.IntType, cir.BoolType, cir.FloatType:
		lt, err := tl.memType(t)
		if err != nil {
			return nil, false
		}
		if t == ir.Type(cir.Bool) {
			lt = ir.I8
		}
		return zeroScalar(lt), true
	case cir.ArrayType:
		lt, err := tl.convert(t)
		if err != nil {
			return nil, false
		}
		if shape, _ := scalarShape(lt.(llvm.ArrayType)); shape == nil {
			return nil, false
		}
		return tl.zeroDense(lt.(llvm.ArrayType)), true
	}
	return nil, false
}

// valueAttr returns the attribute an llvm.mlir.constant or an
// llvm.mlir.global holds for the cir constant a of type t, when one can:
// numbers, strings and arrays of numbers. A bool is i1 (true/false); its
// memory form is handled by the callers that need it.
func (tl *typeLowering) valueAttr(a ir.Attribute, t ir.Type) (ir.Attribute, bool) {
	switch a := a.(type) {
	case cir.IntAttr:
		return ir.IntAttr(ir.IntType(uint32(a.Type.Width)), a.Value), true
	case cir.FPAttr:
		lt, _ := tl.convert(a.Type)
		return ir.FloatAttrOf(lt, a.Value()), true
	case cir.BoolAttr:
		return ir.BoolAttr(a.Value), true
	case cir.ZeroAttr:
		if _, ok := t.(cir.BoolType); ok {
			return ir.BoolAttr(false), true
		}
		return tl.zeroAttr(t)
	case cir.ConstArrayAttr:
		if a.Elems == nil {
			return ir.Str(a.Str + strings.Repeat("\x00", int(a.Type.Len)-len(a.Str))), true
		}
		return tl.denseArray(a)
	}
	return nil, false
}

// denseArray returns the dense attribute of an array constant whose
// elements are numbers or arrays of numbers, padded with zeros to the
// array's length.
func (tl *typeLowering) denseArray(a cir.ConstArrayAttr) (ir.Attribute, bool) {
	lt, err := tl.convert(a.Type)
	if err != nil {
		return nil, false
	}
	shape, elem := scalarShape(lt.(llvm.ArrayType))
	if shape == nil {
		return nil, false
	}
	var values []ir.Attribute
	var flatten func(a ir.Attribute, t ir.Type) bool
	flatten = func(a ir.Attribute, t ir.Type) bool {
		switch a := a.(type) {
		case cir.IntAttr:
			values = append(values, ir.IntAttr(elem, a.Value))
		case cir.FPAttr:
			values = append(values, ir.FloatAttrOf(elem, a.Value()))
		case cir.BoolAttr:
			v := int64(0)
			if a.Value {
				v = 1
			}
			values = append(values, ir.IntAttr(elem, v))
		case cir.ZeroAttr:
			n := int64(1)
			for at, ok := t.(cir.ArrayType); ok; at, ok = at.Elem.(cir.ArrayType) {
				n *= at.Len
			}
			for range n {
				values = append(values, zeroScalar(elem))
			}
		case cir.ConstArrayAttr:
			if a.Elems == nil {
				for i := range a.Type.Len {
					c := byte(0)
					if i < int64(len(a.Str)) {
						c = a.Str[i]
					}
					values = append(values, ir.IntAttr(elem, int64(int8(c))))
				}
				return true
			}
			for i := range a.Type.Len {
				if i < int64(len(a.Elems.Elems())) {
					if !flatten(a.Elems.Elems()[i], a.Type.Elem) {
						return false
					}
				} else if !flatten(cir.ZeroAttr{Type: a.Type.Elem}, a.Type.Elem) {
					return false
				}
			}
		default:
			return false
		}
		return true
	}
	if !flatten(a, a.Type) {
		return nil, false
	}
	return tl.ctx.DenseElements(tl.ctx.TensorType(shape, elem, nil), values), true
}

// globalValueAttr returns the `value` attribute of a global of cir type t
// initialized with init (nil: zero-filled), when the initializer can be an
// attribute: bools are i8 in memory.
func (tl *typeLowering) globalValueAttr(init ir.Attribute, t ir.Type) (ir.Attribute, bool) {
	if init == nil {
		init = cir.ZeroAttr{Type: t}
	}
	if _, ok := t.(cir.BoolType); ok {
		v := int64(0)
		if ba, ok := init.(cir.BoolAttr); ok && ba.Value {
			v = 1
		}
		return ir.IntAttr(ir.I8, v), true
	}
	return tl.valueAttr(init, t)
}
