package arith

import (
	"math"
	"math/big"

	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/ir/apint"
)

// The canonicalization patterns of MLIR 16's arith dialect: those its
// ArithCanonicalization.td declares (named as there, since the canonicalize
// pass selects patterns by name) and the C++ patterns of select and cmpf.
// Each op's OpDef (ops.go) lists its patterns. They complement the folders in fold.go: a folder may only return existing
// values or constants, while these create new operations.
//
// As in MLIR, the constant-operand patterns match scalar integer constants
// only (DRR's APIntAttr), and every folded constant wraps around at the
// width of the result type.

// intConst returns the scalar integer value of a ConstantLike op defining
// v, as DRR's (ConstantLikeMatcher APIntAttr) matches it.
func intConst(v *ir.Value) (apint.Int, bool) {
	d := v.DefiningOp()
	if d == nil || !d.HasTrait(ir.ConstantLike) {
		return apint.Int{}, false
	}
	a, ok := d.Attr("value").(ir.IntegerAttr)
	if !ok || intWidth(a.AttrType()) == 0 {
		return apint.Int{}, false
	}
	return apintOf(a), true
}

// intConstOrSplat returns the value of a scalar or splat integer constant
// defining v (MLIR's m_ConstantInt, which m_One and m_Zero build on).
func intConstOrSplat(v *ir.Value) (apint.Int, bool) {
	d := v.DefiningOp()
	if d == nil || !d.HasTrait(ir.ConstantLike) {
		return apint.Int{}, false
	}
	return splatInt(d.Attr("value"))
}

// sameWidth reports whether x and y can be combined (they come from one
// op's operands, which share a type, except across casts).
func sameWidth(x, y apint.Int) bool { return x.Width() == y.Width() }

// opWithConstRHS returns the op named name defining v, and its operands,
// when its right operand is a scalar integer constant.
func opWithConstRHS(v *ir.Value, name string) (x *ir.Value, c apint.Int, ok bool) {
	d := definedBy(v, name)
	if d == nil {
		return nil, apint.Int{}, false
	}
	c, ok = intConst(d.Operand(1))
	return d.Operand(0), c, ok
}

// opWithConstLHS is opWithConstRHS for a constant left operand.
func opWithConstLHS(v *ir.Value, name string) (x *ir.Value, c apint.Int, ok bool) {
	d := definedBy(v, name)
	if d == nil {
		return nil, apint.Int{}, false
	}
	c, ok = intConst(d.Operand(0))
	return d.Operand(1), c, ok
}

// newIntConst creates the constant c of type t before the matched op.
func newIntConst(rw ir.Rewriter, c apint.Int, t ir.Type, loc ir.Location) *ir.Value {
	return NewConstant(rw.Builder(), intAttr(c, t), loc).Result()
}

// replaceWithBinary replaces op by the binary op name of lhs and rhs.
func replaceWithBinary(rw ir.Rewriter, op *ir.Operation, name string, lhs, rhs *ir.Value) {
	nop := newBinary(rw.Builder(), name, lhs, rhs, op.Loc())
	rw.ReplaceOp(op, nop.Results())
}

// constantArith is the shape shared by the add/sub-with-constant patterns:
// op's operands are matched by match, which returns the surviving value x,
// the new constant and whether x goes on the left of the new op named name.
func constantArith(match func(op *ir.Operation) (x *ir.Value, c apint.Int, name string, xLeft bool, ok bool)) func(*ir.Operation, ir.Rewriter) bool {
	return func(op *ir.Operation, rw ir.Rewriter) bool {
		t := op.Result(0).Type()
		if intWidth(t) == 0 {
			return false
		}
		x, c, name, xLeft, ok := match(op)
		if !ok || c.Width() != intWidth(t) {
			return false
		}
		k := newIntConst(rw, c, t, op.Loc())
		if xLeft {
			replaceWithBinary(rw, op, name, x, k)
		} else {
			replaceWithBinary(rw, op, name, k, x)
		}
		return true
	}
}

// addi(addi(x, c0), c1) -> addi(x, c0 + c1)
var addIAddConstant = constantArith(func(op *ir.Operation) (*ir.Value, apint.Int, string, bool, bool) {
	c1, ok1 := intConst(op.Operand(1))
	x, c0, ok0 := opWithConstRHS(op.Operand(0), AddIOpName)
	if !ok0 || !ok1 || !sameWidth(c0, c1) {
		return nil, apint.Int{}, "", false, false
	}
	return x, c0.Add(c1), AddIOpName, true, true
})

// addi(subi(x, c0), c1) -> addi(x, c1 - c0)
var addISubConstantRHS = constantArith(func(op *ir.Operation) (*ir.Value, apint.Int, string, bool, bool) {
	c1, ok1 := intConst(op.Operand(1))
	x, c0, ok0 := opWithConstRHS(op.Operand(0), SubIOpName)
	if !ok0 || !ok1 || !sameWidth(c0, c1) {
		return nil, apint.Int{}, "", false, false
	}
	return x, c1.Sub(c0), AddIOpName, true, true
})

// addi(subi(c0, x), c1) -> subi(c0 + c1, x)
var addISubConstantLHS = constantArith(func(op *ir.Operation) (*ir.Value, apint.Int, string, bool, bool) {
	c1, ok1 := intConst(op.Operand(1))
	x, c0, ok0 := opWithConstLHS(op.Operand(0), SubIOpName)
	if !ok0 || !ok1 || !sameWidth(c0, c1) {
		return nil, apint.Int{}, "", false, false
	}
	return x, c0.Add(c1), SubIOpName, false, true
})

// subi(addi(x, c0), c1) -> addi(x, c0 - c1)
var subIRHSAddConstant = constantArith(func(op *ir.Operation) (*ir.Value, apint.Int, string, bool, bool) {
	c1, ok1 := intConst(op.Operand(1))
	x, c0, ok0 := opWithConstRHS(op.Operand(0), AddIOpName)
	if !ok0 || !ok1 || !sameWidth(c0, c1) {
		return nil, apint.Int{}, "", false, false
	}
	return x, c0.Sub(c1), AddIOpName, true, true
})

// subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
var subILHSAddConstant = constantArith(func(op *ir.Operation) (*ir.Value, apint.Int, string, bool, bool) {
	c1, ok1 := intConst(op.Operand(0))
	x, c0, ok0 := opWithConstRHS(op.Operand(1), AddIOpName)
	if !ok0 || !ok1 || !sameWidth(c0, c1) {
		return nil, apint.Int{}, "", false, false
	}
	return x, c1.Sub(c0), SubIOpName, false, true
})

// subi(subi(x, c0), c1) -> subi(x, c0 + c1)
var subIRHSSubConstantRHS = constantArith(func(op *ir.Operation) (*ir.Value, apint.Int, string, bool, bool) {
	c1, ok1 := intConst(op.Operand(1))
	x, c0, ok0 := opWithConstRHS(op.Operand(0), SubIOpName)
	if !ok0 || !ok1 || !sameWidth(c0, c1) {
		return nil, apint.Int{}, "", false, false
	}
	return x, c0.Add(c1), SubIOpName, true, true
})

// subi(subi(c0, x), c1) -> subi(c0 - c1, x)
var subIRHSSubConstantLHS = constantArith(func(op *ir.Operation) (*ir.Value, apint.Int, string, bool, bool) {
	c1, ok1 := intConst(op.Operand(1))
	x, c0, ok0 := opWithConstLHS(op.Operand(0), SubIOpName)
	if !ok0 || !ok1 || !sameWidth(c0, c1) {
		return nil, apint.Int{}, "", false, false
	}
	return x, c0.Sub(c1), SubIOpName, false, true
})

// subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
var subILHSSubConstantRHS = constantArith(func(op *ir.Operation) (*ir.Value, apint.Int, string, bool, bool) {
	c1, ok1 := intConst(op.Operand(0))
	x, c0, ok0 := opWithConstRHS(op.Operand(1), SubIOpName)
	if !ok0 || !ok1 || !sameWidth(c0, c1) {
		return nil, apint.Int{}, "", false, false
	}
	return x, c0.Add(c1), SubIOpName, false, true
})

// subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
var subILHSSubConstantLHS = constantArith(func(op *ir.Operation) (*ir.Value, apint.Int, string, bool, bool) {
	c1, ok1 := intConst(op.Operand(0))
	x, c0, ok0 := opWithConstLHS(op.Operand(1), SubIOpName)
	if !ok0 || !ok1 || !sameWidth(c0, c1) {
		return nil, apint.Int{}, "", false, false
	}
	return x, c1.Sub(c0), AddIOpName, true, true
})

// subISubILHSRHSLHS rewrites subi(subi(a, b), a) to subi(0, b).
func subISubILHSRHSLHS(op *ir.Operation, rw ir.Rewriter) bool {
	inner := definedBy(op.Operand(0), SubIOpName)
	if inner == nil || inner.Operand(0) != op.Operand(1) {
		return false
	}
	b := inner.Operand(1)
	zero := intSplat(op.Context(), b.Type(), 0)
	if zero == nil {
		return false
	}
	k := NewConstant(rw.Builder(), zero, op.Loc()).Result()
	replaceWithBinary(rw, op, SubIOpName, k, b)
	return true
}

// InvertedPredicate returns the predicate that holds exactly when p does
// not (MLIR's arith::invertPredicate).
func InvertedPredicate(p CmpIPredicate) CmpIPredicate {
	switch p {
	case CmpIEq:
		return CmpINe
	case CmpINe:
		return CmpIEq
	case CmpISlt:
		return CmpISge
	case CmpISge:
		return CmpISlt
	case CmpISle:
		return CmpISgt
	case CmpISgt:
		return CmpISle
	case CmpIUlt:
		return CmpIUge
	case CmpIUge:
		return CmpIUlt
	case CmpIUle:
		return CmpIUgt
	case CmpIUgt:
		return CmpIUle
	}
	return p
}

// xorINotCmpI rewrites xori(cmpi(pred, a, b), true) to cmpi(!pred, a, b).
func xorINotCmpI(op *ir.Operation, rw ir.Rewriter) bool {
	cmp, ok := AsCmpI(definedBy(op.Operand(0), CmpIOpName))
	if !ok {
		return false
	}
	one, ok := intConst(op.Operand(1))
	if !ok || one.Width() != 1 || !one.IsOne() {
		return false
	}
	nc := NewCmpI(rw.Builder(), InvertedPredicate(cmp.Predicate()), cmp.Lhs(), cmp.Rhs(), op.Loc())
	rw.ReplaceOp(op, nc.Results())
	return true
}

// logicOfExt returns the pattern rewriting logic(ext(x), ext(y)) to
// ext(logic(x, y)) when x and y have one type: the narrower op is cheaper.
func logicOfExt(logic, ext string) func(*ir.Operation, ir.Rewriter) bool {
	return func(op *ir.Operation, rw ir.Rewriter) bool {
		ex, ey := definedBy(op.Operand(0), ext), definedBy(op.Operand(1), ext)
		if ex == nil || ey == nil || ex.Operand(0).Type() != ey.Operand(0).Type() {
			return false
		}
		b := rw.Builder()
		narrow := newBinary(b, logic, ex.Operand(0), ey.Operand(0), op.Loc())
		wide := newCast(b, ext, narrow.Result(0), op.Result(0).Type(), op.Loc())
		rw.ReplaceOp(op, wide.Results())
		return true
	}
}

// cmpIOfExt returns the pattern rewriting cmpi(eq|ne, ext(a), ext(b)) to
// cmpi(eq|ne, a, b) when a and b have one type: extension is injective.
func cmpIOfExt(ext string) func(*ir.Operation, ir.Rewriter) bool {
	return func(op *ir.Operation, rw ir.Rewriter) bool {
		cmp, _ := AsCmpI(op)
		p := cmp.Predicate()
		if p != CmpIEq && p != CmpINe {
			return false
		}
		ea, eb := definedBy(op.Operand(0), ext), definedBy(op.Operand(1), ext)
		if ea == nil || eb == nil || ea.Operand(0).Type() != eb.Operand(0).Type() {
			return false
		}
		nc := NewCmpI(rw.Builder(), p, ea.Operand(0), eb.Operand(0), op.Loc())
		rw.ReplaceOp(op, nc.Results())
		return true
	}
}

// selectI1Simplify rewrites a select of i1 values to logic:
// select(c, a, b) is (c & a) | (!c & b).
func selectI1Simplify(op *ir.Operation, rw ir.Rewriter) bool {
	if op.Result(0).Type() != ir.Type(ir.I1) {
		return false
	}
	s, _ := AsSelect(op)
	b := rw.Builder()
	loc := op.Loc()
	trueConst := NewConstantBool(b, true, loc).Result()
	notCond := NewXOrI(b, s.Condition(), trueConst, loc).Result()
	onTrue := NewAndI(b, s.Condition(), s.TrueValue(), loc).Result()
	onFalse := NewAndI(b, notCond, s.FalseValue(), loc).Result()
	or := NewOrI(b, onTrue, onFalse, loc)
	rw.ReplaceOp(op, or.Results())
	return true
}

// selectToExtUI rewrites select(c, 1, 0) to extui(c) and select(c, 0, 1)
// to extui(!c), for integer results wider than i1.
func selectToExtUI(op *ir.Operation, rw ir.Rewriter) bool {
	t, ok := op.Result(0).Type().(ir.IntegerType)
	if !ok || t.Width == 1 {
		return false
	}
	s, _ := AsSelect(op)
	tv, ok1 := intConstOrSplat(s.TrueValue())
	fv, ok2 := intConstOrSplat(s.FalseValue())
	if !ok1 || !ok2 {
		return false
	}
	b := rw.Builder()
	var cond *ir.Value
	switch {
	case tv.IsOne() && fv.IsZero():
		cond = s.Condition()
	case tv.IsZero() && fv.IsOne():
		trueConst := NewConstantBool(b, true, op.Loc()).Result()
		cond = NewXOrI(b, s.Condition(), trueConst, op.Loc()).Result()
	default:
		return false
	}
	ext := NewExtUI(b, cond, t, op.Loc())
	rw.ReplaceOp(op, ext.Results())
	return true
}

// castOfInverseCast replaces cast(cast(x)) by x when the inner cast is the
// same op and x has the outer result's type.
func castOfInverseCast(op *ir.Operation, rw ir.Rewriter) bool {
	inner := definedBy(op.Operand(0), op.Name())
	if inner == nil || inner.Operand(0).Type() != op.Result(0).Type() {
		return false
	}
	rw.ReplaceOp(op, []*ir.Value{inner.Operand(0)})
	return true
}

// castOfCast returns the pattern rewriting cast(inner(x)) to cast(x): the
// inner cast is one the outer one subsumes.
func castOfCast(inner string) func(*ir.Operation, ir.Rewriter) bool {
	return func(op *ir.Operation, rw ir.Rewriter) bool {
		in := definedBy(op.Operand(0), inner)
		if in == nil {
			return false
		}
		nc := newCast(rw.Builder(), op.Name(), in.Operand(0), op.Result(0).Type(), op.Loc())
		rw.ReplaceOp(op, nc.Results())
		return true
	}
}

// extSIOfExtUI rewrites extsi(extui(x)) to extui(x): the sign bit of a
// zero-extended value is zero.
func extSIOfExtUI(op *ir.Operation, rw ir.Rewriter) bool {
	in := definedBy(op.Operand(0), ExtUIOpName)
	if in == nil {
		return false
	}
	nc := NewExtUI(rw.Builder(), in.Operand(0), op.Result(0).Type(), op.Loc())
	rw.ReplaceOp(op, nc.Results())
	return true
}

// cmpFIntToFPConst rewrites cmpf(pred, sitofp(x), C) and the uitofp form to
// an integer comparison of x with C, or to a constant answer when C lies
// outside the range of x's type or between two integers. It gives up when
// the conversion may round x in a way that could change the answer.
func cmpFIntToFPConst(op *ir.Operation, rw ir.Rewriter) bool {
	cmp, _ := AsCmpF(op)
	if op.Result(0).Type() != ir.Type(ir.I1) {
		return false
	}
	rc := cmp.Rhs().DefiningOp()
	if rc == nil || !rc.HasTrait(ir.ConstantLike) {
		return false
	}
	fa, ok := rc.Attr("value").(ir.FloatAttr)
	if !ok {
		return false
	}
	ft, ok := fa.AttrType().(ir.FloatType)
	if !ok || !foldableFloat(ft) {
		return false
	}
	rhs := fa.Value()
	if math.IsNaN(rhs) {
		return false
	}
	var intVal *ir.Value
	var unsigned bool
	if d := definedBy(cmp.Lhs(), SIToFPOpName); d != nil {
		intVal = d.Operand(0)
	} else if d := definedBy(cmp.Lhs(), UIToFPOpName); d != nil {
		intVal, unsigned = d.Operand(0), true
	} else {
		return false
	}
	it, ok := intVal.Type().(ir.IntegerType)
	if !ok || it.Width > 64 || it.Width == 0 {
		return false
	}
	width := int(it.Width)
	mantissa := int(precision(ft))
	valueBits := width
	if !unsigned {
		valueBits--
	}
	if width > mantissa {
		// The conversion may round: give up unless C is too small (or not
		// finite enough) for rounding to change the comparison.
		if math.IsInf(rhs, 0) {
			if maxExponent(ft) < valueBits {
				return false
			}
		} else if rhs != 0 {
			_, e := math.Frexp(rhs)
			if exp := e - 1; mantissa <= exp && exp <= valueBits {
				return false
			}
		}
	}
	answer := func(v bool) bool {
		k := NewConstantBool(rw.Builder(), v, op.Loc())
		rw.ReplaceOp(op, k.Results())
		return true
	}
	var pred CmpIPredicate
	pick := func(s, u CmpIPredicate) CmpIPredicate {
		if unsigned {
			return u
		}
		return s
	}
	switch cmp.Predicate() {
	case CmpFOrd: // an integer converts to no NaN
		return answer(true)
	case CmpFUno:
		return answer(false)
	case CmpFOeq, CmpFUeq:
		pred = CmpIEq
	case CmpFOgt, CmpFUgt:
		pred = pick(CmpISgt, CmpIUgt)
	case CmpFOge, CmpFUge:
		pred = pick(CmpISge, CmpIUge)
	case CmpFOlt, CmpFUlt:
		pred = pick(CmpISlt, CmpIUlt)
	case CmpFOle, CmpFUle:
		pred = pick(CmpISle, CmpIUle)
	case CmpFOne, CmpFUne:
		pred = CmpINe
	default:
		return false
	}
	// Constants beyond the integer range decide the comparison.
	lo, hi := new(big.Int), new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(width)), big.NewInt(1))
	if !unsigned {
		hi.Rsh(hi, 1)
		lo.Neg(hi).Sub(lo, big.NewInt(1))
	}
	rhsBig := new(big.Float).SetFloat64(rhs)
	if roundedTo(hi, ft).Cmp(rhsBig) < 0 {
		return answer(pred == CmpINe || pred == CmpISlt || pred == CmpISle || pred == CmpIUlt || pred == CmpIUle)
	}
	if roundedTo(lo, ft).Cmp(rhsBig) > 0 {
		return answer(pred == CmpINe || pred == CmpISgt || pred == CmpISge || pred == CmpIUgt || pred == CmpIUge)
	}
	// C is in range; truncate it toward zero and adjust the predicate when
	// it was fractional.
	truncated := math.Trunc(rhs)
	rhsInt, _ := new(big.Float).SetFloat64(truncated).Int(nil)
	if rhsInt.Cmp(lo) < 0 || rhsInt.Cmp(hi) > 0 {
		return false
	}
	if rhs != 0 && roundedTo(rhsInt, ft).Cmp(rhsBig) != 0 {
		negative := rhs < 0
		switch pred {
		case CmpINe:
			return answer(true)
		case CmpIEq:
			return answer(false)
		case CmpIUle:
			if negative {
				return answer(false)
			}
		case CmpISle:
			if negative {
				pred = CmpISlt
			}
		case CmpIUlt:
			if negative {
				return answer(false)
			}
			pred = CmpIUle
		case CmpISlt:
			if !negative {
				pred = CmpISle
			}
		case CmpIUgt:
			if negative {
				return answer(true)
			}
		case CmpISgt:
			if negative {
				pred = CmpISge
			}
		case CmpIUge:
			if negative {
				return answer(true)
			}
			pred = CmpIUgt
		case CmpISge:
			if !negative {
				pred = CmpISgt
			}
		}
	}
	b := rw.Builder()
	k := NewConstant(b, intAttr(apint.FromBig(uint(width), rhsInt), it), op.Loc()).Result()
	nc := NewCmpI(b, pred, intVal, k, op.Loc())
	rw.ReplaceOp(op, nc.Results())
	return true
}

// roundedTo returns n converted to the float format t, rounding to nearest
// even. The exponent range is not limited: callers compare the result with
// finite values of t, which an overflow to infinity would order the same.
func roundedTo(n *big.Int, t ir.FloatType) *big.Float {
	return new(big.Float).SetPrec(precision(t)).SetMode(big.ToNearestEven).SetInt(n)
}

// maxExponent returns the exponent of the largest finite value of t.
func maxExponent(t ir.FloatType) int {
	switch t.Kind {
	case ir.F16Kind:
		return 15
	case ir.BF16Kind, ir.F32Kind, ir.TF32Kind:
		return 127
	}
	return 1023
}
