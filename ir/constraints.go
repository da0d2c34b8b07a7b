package ir

// Common type and attribute constraints, with the descriptions MLIR uses in
// its messages ("operand #0 must be signless-integer-like, but got 'f32'").

// elementOf returns the element type of a vector or tensor, or t itself.
func elementOf(t Type) Type {
	switch s := t.(type) {
	case *VectorType:
		return s.ElementType()
	case *TensorType:
		return s.ElementType()
	}
	return t
}

func isSignlessInt(t Type) bool {
	it, ok := t.(IntegerType)
	return ok && it.IsSignless()
}

func isSignlessIntOrIndex(t Type) bool {
	return isSignlessInt(t) || t == Type(Index)
}

// Type constraints.
var (
	AnyType = TypeConstraint{Desc: "any type"}

	AnyInteger = TypeConstraint{Desc: "integer", Pred: func(t Type) bool {
		_, ok := t.(IntegerType)
		return ok
	}}
	AnySignlessInteger = TypeConstraint{Desc: "signless integer", Pred: isSignlessInt}
	IndexTypeC         = TypeConstraint{Desc: "index", Pred: func(t Type) bool { return t == Type(Index) }, Buildable: Index}
	I1Type             = TypeConstraint{Desc: "1-bit signless integer", Pred: func(t Type) bool { return t == Type(I1) }, Buildable: I1}
	SignlessIntOrIndex = TypeConstraint{Desc: "signless integer or index", Pred: isSignlessIntOrIndex}
	AnyFloat           = TypeConstraint{Desc: "floating-point", Pred: IsFloat}

	// SignlessIntegerLike: a signless integer or index, or a vector or
	// tensor of them.
	SignlessIntegerLike = TypeConstraint{Desc: "signless-integer-like", Pred: func(t Type) bool {
		return isSignlessIntOrIndex(elementOf(t))
	}}
	// FloatLike: a float, or a vector or tensor of floats.
	FloatLike = TypeConstraint{Desc: "floating-point-like", Pred: func(t Type) bool {
		return IsFloat(elementOf(t))
	}}
	// BoolLike: i1, or a vector or tensor of i1.
	BoolLike = TypeConstraint{Desc: "bool-like", Pred: func(t Type) bool {
		return elementOf(t) == Type(I1)
	}}
	AnyFunctionType = TypeConstraint{Desc: "function type", Pred: func(t Type) bool {
		_, ok := t.(*FunctionType)
		return ok
	}}
)

// TypeIn returns a constraint satisfied by either of two constraints.
func TypeIn(desc string, cs ...TypeConstraint) TypeConstraint {
	return TypeConstraint{Desc: desc, Pred: func(t Type) bool {
		for _, c := range cs {
			if c.Allows(t) {
				return true
			}
		}
		return false
	}}
}

// Attribute constraints.
var (
	AnyAttr = AttrConstraint{Desc: "any attribute"}

	StringAttrC = AttrConstraint{Desc: "string attribute", Pred: func(a Attribute) bool {
		_, ok := a.(StringAttr)
		return ok
	}}
	SymbolNameAttrC = AttrConstraint{Desc: "string attribute", Pred: func(a Attribute) bool {
		_, ok := a.(StringAttr)
		return ok
	}}
	FlatSymbolRefAttrC = AttrConstraint{Desc: "flat symbol reference attribute", Pred: func(a Attribute) bool {
		s, ok := a.(SymbolRefAttr)
		return ok && s.IsFlat()
	}}
	SymbolRefAttrC = AttrConstraint{Desc: "symbol reference attribute", Pred: func(a Attribute) bool {
		_, ok := a.(SymbolRefAttr)
		return ok
	}}
	UnitAttrC = AttrConstraint{Desc: "unit attribute", Pred: func(a Attribute) bool {
		_, ok := a.(UnitAttr)
		return ok
	}}
	TypedAttrC = AttrConstraint{Desc: "TypedAttr instance", Pred: func(a Attribute) bool {
		_, ok := a.(TypedAttr)
		return ok
	}}
	ArrayAttrC = AttrConstraint{Desc: "array attribute", Pred: func(a Attribute) bool {
		_, ok := a.(*ArrayAttr)
		return ok
	}}
	DictionaryAttrC = AttrConstraint{Desc: "dictionary of named attribute values", Pred: func(a Attribute) bool {
		_, ok := a.(*DictionaryAttr)
		return ok
	}}
	FunctionTypeAttrC = AttrConstraint{Desc: "type attribute of function type", Pred: func(a Attribute) bool {
		ta, ok := a.(TypeAttr)
		if !ok {
			return false
		}
		_, ok = ta.Type.(*FunctionType)
		return ok
	}}
	I64AttrC = AttrConstraint{Desc: "64-bit signless integer attribute", Pred: func(a Attribute) bool {
		ia, ok := a.(IntegerAttr)
		return ok && ia.AttrType() == Type(I64)
	}}
	IndexAttrC = AttrConstraint{Desc: "index attribute", Pred: func(a Attribute) bool {
		ia, ok := a.(IntegerAttr)
		return ok && ia.AttrType() == Type(Index)
	}}
)

// IntElementsAttrC is MLIR's AnyIntElementsAttr: dense integer elements,
// as the case values of a switch.
var IntElementsAttrC = AttrConstraint{Desc: "integer elements attribute", Pred: func(a Attribute) bool {
	d, ok := a.(*DenseElementsAttr)
	if !ok {
		return false
	}
	_, isInt := d.AttrType().(ShapedType).ElementType().(IntegerType)
	return isInt
}}

// DenseI32ArrayAttrC accepts `array<i32: ...>`.
var DenseI32ArrayAttrC = AttrConstraint{Desc: "i32 dense array attribute", Pred: func(a Attribute) bool {
	d, ok := a.(*DenseArrayAttr)
	return ok && d.ElementType() == Type(I32)
}}
