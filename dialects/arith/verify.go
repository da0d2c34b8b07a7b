package arith

import (
	"fmt"

	"github.com/strata-ir/strata/ir"
)

// elementType returns the element type of a vector, tensor or memref, or t.
func elementType(t ir.Type) ir.Type {
	if s, ok := t.(ir.ShapedType); ok {
		return s.ElementType()
	}
	return t
}

func isSignlessInt(t ir.Type) bool {
	it, ok := t.(ir.IntegerType)
	return ok && it.IsSignless()
}

// containerElem returns the element type of a vector or tensor, and t
// itself for anything else: the "-like" constraints look through those two
// containers only.
func containerElem(t ir.Type) ir.Type {
	switch s := t.(type) {
	case *ir.VectorType:
		return s.ElementType()
	case *ir.TensorType:
		return s.ElementType()
	}
	return t
}

func memrefElem(t ir.Type) (ir.Type, bool) {
	m, ok := t.(*ir.MemRefType)
	if !ok {
		return nil, false
	}
	return m.ElementType(), true
}

// The type constraints of arith that ir does not provide, with MLIR's
// descriptions.
var (
	signlessFixedWidthIntegerLike = ir.TypeConstraint{Desc: "signless-fixed-width-integer-like", Pred: func(t ir.Type) bool {
		return isSignlessInt(containerElem(t))
	}}
	indexCastOperand = ir.TypeConstraint{Desc: "signless-integer-like or memref of signless-integer", Pred: func(t ir.Type) bool {
		if e, ok := memrefElem(t); ok {
			return isSignlessInt(e) || e == ir.Type(ir.Index)
		}
		return ir.SignlessIntegerLike.Allows(t)
	}}
	bitcastOperand = ir.TypeConstraint{Desc: "signless-integer-or-float-like or memref of signless-integer or float", Pred: func(t ir.Type) bool {
		if e, ok := memrefElem(t); ok {
			return isSignlessInt(e) || ir.IsFloat(e)
		}
		e := containerElem(t)
		return isSignlessInt(e) || e == ir.Type(ir.Index) || ir.IsFloat(e)
	}}
)

// The attribute constraints of arith.
var (
	// constantValue accepts what MLIR calls a TypedAttr, which includes
	// string attributes (typed `none` unless they say otherwise): the type
	// check that follows then reports the mismatch.
	constantValue = ir.AttrConstraint{Desc: "TypedAttr instance", Pred: func(a ir.Attribute) bool {
		switch a.(type) {
		case ir.TypedAttr, ir.StringAttr:
			return true
		}
		return false
	}}
	cmpIPredicateC = ir.AttrConstraint{Desc: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9", Pred: func(a ir.Attribute) bool {
		return predicateIn(a, len(cmpINames))
	}}
	cmpFPredicateC = ir.AttrConstraint{Desc: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15", Pred: func(a ir.Attribute) bool {
		return predicateIn(a, len(cmpFNames))
	}}
	fastMathC = ir.AttrConstraint{Desc: "Floating point fast math flags", Pred: func(a ir.Attribute) bool {
		_, ok := a.(FastMathAttr)
		return ok
	}}
)

func predicateIn(a ir.Attribute, n int) bool {
	ia, ok := a.(ir.IntegerAttr)
	if !ok || ia.AttrType() != ir.Type(ir.I64) {
		return false
	}
	v := ia.Int64()
	return v >= 0 && v < int64(n)
}

// attrType returns the type a constant's value attribute carries; untyped
// strings are `none`, as in MLIR.
func attrType(a ir.Attribute) ir.Type {
	switch a := a.(type) {
	case ir.TypedAttr:
		return a.AttrType()
	case ir.StringAttr:
		if a.Type != nil {
			return a.Type
		}
		return ir.None
	}
	return nil
}

func verifyConstant(op *ir.Operation) error {
	t := op.Result(0).Type()
	if attrType(op.Attr("value")) != t {
		return fmt.Errorf("failed to verify that all of {value, result} have same type")
	}
	if it, ok := t.(ir.IntegerType); ok && !it.IsSignless() {
		return fmt.Errorf("integer return type must be signless")
	}
	switch op.Attr("value").(type) {
	case ir.IntegerAttr, ir.FloatAttr, *ir.DenseElementsAttr:
		return nil
	}
	return fmt.Errorf("value must be an integer, float, or elements attribute")
}

// compatibleShapes reports whether the types have compatible shapes in
// MLIR's sense: all scalars, or all shaped with the same rank and static
// dimensions that agree where both are known; unranked types match any.
func compatibleShapes(types []ir.Type) bool {
	shaped := 0
	for _, t := range types {
		if _, ok := t.(ir.ShapedType); ok {
			shaped++
		}
	}
	if shaped == 0 {
		return true
	}
	if shaped != len(types) {
		return false
	}
	var dims []int64
	haveRanked := false
	scalable := -1
	for _, t := range types {
		if v, ok := t.(*ir.VectorType); ok {
			s := 0
			shape, _ := v.Shape()
			for i := range shape {
				if v.IsScalableDim(i) {
					s = 1
				}
			}
			if scalable >= 0 && scalable != s {
				return false
			}
			scalable = s
		}
		d, ranked := t.(ir.ShapedType).Shape()
		if !ranked {
			continue
		}
		if !haveRanked {
			dims, haveRanked = d, true
			continue
		}
		if len(d) != len(dims) {
			return false
		}
		for i := range d {
			if d[i] != ir.DynamicSize && dims[i] != ir.DynamicSize && d[i] != dims[i] {
				return false
			}
		}
	}
	return true
}

func verifySameShape(op *ir.Operation) error {
	if !compatibleShapes(append(op.OperandTypes(), op.ResultTypes()...)) {
		return fmt.Errorf("requires the same shape for all operands and results")
	}
	return nil
}

// castVerifier returns the verifier of a cast op: the shapes must match and
// compatible must accept the element types.
func castVerifier(compatible func(in, out ir.Type) bool) func(op *ir.Operation) error {
	return func(op *ir.Operation) error {
		if err := verifySameShape(op); err != nil {
			return err
		}
		in, out := op.Operand(0).Type(), op.Result(0).Type()
		if !compatible(elementType(in), elementType(out)) {
			return fmt.Errorf("operand type '%s' and result type '%s' are cast incompatible", ir.TypeString(in), ir.TypeString(out))
		}
		return verifyElementwise(op)
	}
}

func intWidthChange(grow bool) func(in, out ir.Type) bool {
	return func(in, out ir.Type) bool {
		a, ok1 := in.(ir.IntegerType)
		b, ok2 := out.(ir.IntegerType)
		if !ok1 || !ok2 {
			return false
		}
		if grow {
			return b.Width > a.Width
		}
		return b.Width < a.Width
	}
}

func floatWidthChange(grow bool) func(in, out ir.Type) bool {
	return func(in, out ir.Type) bool {
		a, ok1 := in.(ir.FloatType)
		b, ok2 := out.(ir.FloatType)
		if !ok1 || !ok2 {
			return false
		}
		if grow {
			return b.Width() > a.Width()
		}
		return b.Width() < a.Width()
	}
}

func intToFloat(in, out ir.Type) bool { return isSignlessInt(in) && ir.IsFloat(out) }
func floatToInt(in, out ir.Type) bool { return ir.IsFloat(in) && isSignlessInt(out) }

// indexCastCompatible: exactly one side is index, the other a signless
// integer.
func indexCastCompatible(in, out ir.Type) bool {
	isIdx := func(t ir.Type) bool { return t == ir.Type(ir.Index) }
	return isIdx(in) && isSignlessInt(out) || isSignlessInt(in) && isIdx(out)
}

// bitWidth returns the width of an integer, index or float type, or 0.
func bitWidth(t ir.Type) int {
	switch t := t.(type) {
	case ir.IntegerType:
		return int(t.Width)
	case ir.FloatType:
		return t.Width()
	case ir.IndexType:
		return 64
	}
	return 0
}

// bitcastCompatible: signless integers and floats of the same width. MLIR
// accepts index on either side only as an integer of unknown width, so it
// rejects it; so does strata.
func bitcastCompatible(in, out ir.Type) bool {
	ok := func(t ir.Type) bool { return isSignlessInt(t) || ir.IsFloat(t) }
	return ok(in) && ok(out) && bitWidth(in) == bitWidth(out)
}

func verifyCmp(op *ir.Operation) error {
	if op.Operand(0).Type() != op.Operand(1).Type() {
		return fmt.Errorf("requires all operands to have the same type")
	}
	if !boolShapeOf(op.Operand(0).Type(), op.Result(0).Type(), op.Context()) {
		return fmt.Errorf("failed to verify that result type has i1 element type and same shape as operands")
	}
	return verifyElementwise(op)
}

// boolShapeOf reports whether res is i1 shaped like operand t.
func boolShapeOf(t, res ir.Type, ctx *ir.Context) bool {
	return res == i1Like(ctx, t)
}

// i1Like returns i1 in the shape of t: i1 for scalars, the vector or tensor
// of i1 of the same shape otherwise.
func i1Like(ctx *ir.Context, t ir.Type) ir.Type {
	switch s := t.(type) {
	case *ir.VectorType:
		shape, _ := s.Shape()
		sc := make([]bool, len(shape))
		for i := range shape {
			sc[i] = s.IsScalableDim(i)
		}
		return ctx.VectorType(shape, sc, ir.I1)
	case *ir.TensorType:
		shape, ranked := s.Shape()
		if !ranked {
			return ctx.UnrankedTensorType(ir.I1)
		}
		return ctx.TensorType(shape, ir.I1, s.Encoding())
	}
	return ir.I1
}

// verifyElementwise checks the rule of MLIR's Elementwise traits: vectors
// and tensors may be mixed with scalars (which broadcast), but the
// non-scalar operands and results must all be one kind of container of one
// shape, and a non-scalar operand needs non-scalar results.
func verifyElementwise(op *ir.Operation) error {
	mappable := func(ts []ir.Type) []ir.Type {
		var out []ir.Type
		for _, t := range ts {
			switch t.(type) {
			case *ir.VectorType, *ir.TensorType:
				out = append(out, t)
			}
		}
		return out
	}
	res, opnds := mappable(op.ResultTypes()), mappable(op.OperandTypes())
	switch {
	case len(res) == 0 && len(opnds) == 0:
		return nil
	case len(opnds) == 0:
		return fmt.Errorf("if a result is non-scalar, then at least one operand must be non-scalar")
	case len(res) == 0:
		return fmt.Errorf("if an operand is non-scalar, then there must be at least one non-scalar result")
	case len(res) != op.NumResults():
		return fmt.Errorf("if an operand is non-scalar, then all results must be non-scalar")
	}
	all := append(opnds, res...)
	kind := containerKind(all[0])
	for _, t := range all {
		if containerKind(t) != kind {
			return fmt.Errorf("all non-scalar operands/results must have the same shape and base type")
		}
	}
	if !compatibleShapes(all) {
		return fmt.Errorf("all non-scalar operands/results must have the same shape and base type")
	}
	return nil
}

// containerKind distinguishes vectors, ranked and unranked tensors, which
// are distinct type classes in MLIR.
func containerKind(t ir.Type) int {
	switch s := t.(type) {
	case *ir.VectorType:
		return 1
	case *ir.TensorType:
		if _, ranked := s.Shape(); ranked {
			return 2
		}
		return 3
	}
	return 0
}
