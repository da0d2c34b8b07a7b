package arith

import (
	"math/big"

	"github.com/strata-ir/strata/ir"
)

// ConstantOp is arith.constant.
type ConstantOp struct{ *ir.Operation }

// AsConstant returns op as an arith.constant, if it is one.
func AsConstant(op *ir.Operation) (ConstantOp, bool) { return ConstantOp{op}, is(op, ConstantOpName) }

// Value returns the constant's value attribute.
func (o ConstantOp) Value() ir.Attribute { return o.Attr("value") }

// Result returns the constant.
func (o ConstantOp) Result() *ir.Value { return o.Operation.Result(0) }

// NewConstant creates an arith.constant of value, whose type is the
// attribute's.
func NewConstant(b *ir.Builder, value ir.Attribute, loc ir.Location) ConstantOp {
	return ConstantOp{b.Create(ir.OperationState{
		Name:        ConstantOpName,
		Loc:         loc,
		ResultTypes: []ir.Type{attrType(value)},
		Attributes:  []ir.NamedAttribute{{Name: "value", Value: value}},
	})}
}

// NewConstantInt creates the integer (or index) constant v of type t.
func NewConstantInt(b *ir.Builder, v int64, t ir.Type, loc ir.Location) ConstantOp {
	return NewConstant(b, ir.IntAttr(t, v), loc)
}

// NewConstantIndex creates the index constant v.
func NewConstantIndex(b *ir.Builder, v int64, loc ir.Location) ConstantOp {
	return NewConstant(b, ir.IntAttr(ir.Index, v), loc)
}

// NewConstantFloat creates the float constant v of type t.
func NewConstantFloat(b *ir.Builder, v float64, t ir.Type, loc ir.Location) ConstantOp {
	return NewConstant(b, ir.FloatAttrOf(t, v), loc)
}

// NewConstantBool creates the i1 constant true or false.
func NewConstantBool(b *ir.Builder, v bool, loc ir.Location) ConstantOp {
	return NewConstant(b, ir.BoolAttr(v), loc)
}

// ConstantInt reports the value of v when it is defined by an integer or
// index arith.constant, sign-extended to 64 bits.
func ConstantInt(v *ir.Value) (int64, bool) {
	c, ok := AsConstant(v.DefiningOp())
	if !ok {
		return 0, false
	}
	a, ok := c.Value().(ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return a.Int64(), true
}

// ConstantBig reports the value of v, as read under its signedness, when it
// is defined by an integer arith.constant of any width.
func ConstantBig(v *ir.Value) (*big.Int, bool) {
	c, ok := AsConstant(v.DefiningOp())
	if !ok {
		return nil, false
	}
	a, ok := c.Value().(ir.IntegerAttr)
	if !ok {
		return nil, false
	}
	return a.Big(), true
}

// NegFOp is arith.negf.
type NegFOp struct{ *ir.Operation }

// AsNegF returns op as an arith.negf, if it is one.
func AsNegF(op *ir.Operation) (NegFOp, bool) { return NegFOp{op}, is(op, NegFOpName) }

// Operand returns the value negated. (It shadows the Operation method of
// the same name.)
func (o NegFOp) Operand() *ir.Value { return o.Operation.Operand(0) }

// Result returns the negation.
func (o NegFOp) Result() *ir.Value { return o.Operation.Result(0) }

// FastMath returns the op's fast-math flags.
func (o NegFOp) FastMath() FastMathFlags { return fastMathOf(o.Operation) }

// NewNegF creates an arith.negf of x.
func NewNegF(b *ir.Builder, x *ir.Value, loc ir.Location) NegFOp {
	return NegFOp{b.Create(ir.OperationState{Name: NegFOpName, Loc: loc, Operands: []*ir.Value{x}, ResultTypes: []ir.Type{x.Type()},
		Attributes: []ir.NamedAttribute{{Name: FastMathAttrName, Value: FastMathAttr{}}}})}
}

// CmpIOp is arith.cmpi.
type CmpIOp struct{ BinaryOp }

// AsCmpI returns op as an arith.cmpi, if it is one.
func AsCmpI(op *ir.Operation) (CmpIOp, bool) { return CmpIOp{BinaryOp{op}}, is(op, CmpIOpName) }

// Predicate returns the comparison.
func (o CmpIOp) Predicate() CmpIPredicate {
	p, _ := predicateOf(o.Operation)
	return CmpIPredicate(p)
}

// SetPredicate changes the comparison.
func (o CmpIOp) SetPredicate(p CmpIPredicate) { o.SetAttr(PredicateAttrName, predicateAttr(int64(p))) }

// NewCmpI creates an arith.cmpi comparing lhs and rhs.
func NewCmpI(b *ir.Builder, pred CmpIPredicate, lhs, rhs *ir.Value, loc ir.Location) CmpIOp {
	return CmpIOp{BinaryOp{newCmp(b, CmpIOpName, int64(pred), lhs, rhs, loc)}}
}

// CmpFOp is arith.cmpf.
type CmpFOp struct{ BinaryOp }

// AsCmpF returns op as an arith.cmpf, if it is one.
func AsCmpF(op *ir.Operation) (CmpFOp, bool) { return CmpFOp{BinaryOp{op}}, is(op, CmpFOpName) }

// Predicate returns the comparison.
func (o CmpFOp) Predicate() CmpFPredicate {
	p, _ := predicateOf(o.Operation)
	return CmpFPredicate(p)
}

// SetPredicate changes the comparison.
func (o CmpFOp) SetPredicate(p CmpFPredicate) { o.SetAttr(PredicateAttrName, predicateAttr(int64(p))) }

// NewCmpF creates an arith.cmpf comparing lhs and rhs.
func NewCmpF(b *ir.Builder, pred CmpFPredicate, lhs, rhs *ir.Value, loc ir.Location) CmpFOp {
	return CmpFOp{BinaryOp{newCmp(b, CmpFOpName, int64(pred), lhs, rhs, loc)}}
}

func newCmp(b *ir.Builder, name string, pred int64, lhs, rhs *ir.Value, loc ir.Location) *ir.Operation {
	return b.Create(ir.OperationState{
		Name:        name,
		Loc:         loc,
		Operands:    []*ir.Value{lhs, rhs},
		ResultTypes: []ir.Type{i1Like(b.Ctx, lhs.Type())},
		Attributes:  []ir.NamedAttribute{{Name: PredicateAttrName, Value: predicateAttr(pred)}},
	})
}

// SelectOp is arith.select.
type SelectOp struct{ *ir.Operation }

// AsSelect returns op as an arith.select, if it is one.
func AsSelect(op *ir.Operation) (SelectOp, bool) { return SelectOp{op}, is(op, SelectOpName) }

// Condition returns the i1 (or i1 mask) condition.
func (o SelectOp) Condition() *ir.Value { return o.Operand(0) }

// TrueValue returns the value selected where the condition holds.
func (o SelectOp) TrueValue() *ir.Value { return o.Operand(1) }

// FalseValue returns the value selected elsewhere.
func (o SelectOp) FalseValue() *ir.Value { return o.Operand(2) }

// Result returns the selection.
func (o SelectOp) Result() *ir.Value { return o.Operation.Result(0) }

// NewSelect creates an arith.select.
func NewSelect(b *ir.Builder, cond, trueValue, falseValue *ir.Value, loc ir.Location) SelectOp {
	return SelectOp{b.Create(ir.OperationState{
		Name:        SelectOpName,
		Loc:         loc,
		Operands:    []*ir.Value{cond, trueValue, falseValue},
		ResultTypes: []ir.Type{trueValue.Type()},
	})}
}
