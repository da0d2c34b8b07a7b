package frontend

import (
	"fmt"
	"strings"

	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/ir"
	cc "modernc.org/cc/v4"
)

// rvalue translates n for its value, of type valueType(n.Type()).
func (f *function) rvalue(n cc.ExpressionNode) *ir.Value {
	if n.Pure() && cc.IsScalarType(n.Type()) {
		if v := f.constant(n.Value(), n.Type(), n); v != nil {
			return v
		}
	}
	loc := f.t.loc(n)
	switch x := n.(type) {
	case *cc.ExpressionList:
		return f.commaList(x)
	case *cc.AssignmentExpression:
		if x.Case == cc.AssignmentExpressionCond {
			return f.rvalue(x.ConditionalExpression)
		}
		return f.assign(x)
	case *cc.ConditionalExpression:
		if x.Case == cc.ConditionalExpressionLOr {
			return f.rvalue(x.LogicalOrExpression)
		}
		return f.conditional(x)
	case *cc.LogicalOrExpression:
		if x.Case == cc.LogicalOrExpressionLAnd {
			return f.rvalue(x.LogicalAndExpression)
		}
		return f.boolToInt(f.cond(x), n)
	case *cc.LogicalAndExpression:
		if x.Case == cc.LogicalAndExpressionOr {
			return f.rvalue(x.InclusiveOrExpression)
		}
		return f.boolToInt(f.cond(x), n)
	case *cc.InclusiveOrExpression:
		if x.Case == cc.InclusiveOrExpressionXor {
			return f.rvalue(x.ExclusiveOrExpression)
		}
		return f.arith(cir.BinOr, x.InclusiveOrExpression, x.ExclusiveOrExpression, n)
	case *cc.ExclusiveOrExpression:
		if x.Case == cc.ExclusiveOrExpressionAnd {
			return f.rvalue(x.AndExpression)
		}
		return f.arith(cir.BinXor, x.ExclusiveOrExpression, x.AndExpression, n)
	case *cc.AndExpression:
		if x.Case == cc.AndExpressionEq {
			return f.rvalue(x.EqualityExpression)
		}
		return f.arith(cir.BinAnd, x.AndExpression, x.EqualityExpression, n)
	case *cc.EqualityExpression:
		if x.Case == cc.EqualityExpressionRel {
			return f.rvalue(x.RelationalExpression)
		}
		return f.boolToInt(f.cond(x), n)
	case *cc.RelationalExpression:
		if x.Case == cc.RelationalExpressionShift {
			return f.rvalue(x.ShiftExpression)
		}
		return f.boolToInt(f.cond(x), n)
	case *cc.ShiftExpression:
		switch x.Case {
		case cc.ShiftExpressionAdd:
			return f.rvalue(x.AdditiveExpression)
		case cc.ShiftExpressionLsh:
			return f.shift(cir.BinShl, x.ShiftExpression, x.AdditiveExpression, n)
		}
		return f.shift(cir.BinShr, x.ShiftExpression, x.AdditiveExpression, n)
	case *cc.AdditiveExpression:
		switch x.Case {
		case cc.AdditiveExpressionMul:
			return f.rvalue(x.MultiplicativeExpression)
		case cc.AdditiveExpressionAdd:
			return f.add(x.AdditiveExpression, x.MultiplicativeExpression, false, n)
		}
		return f.add(x.AdditiveExpression, x.MultiplicativeExpression, true, n)
	case *cc.MultiplicativeExpression:
		switch x.Case {
		case cc.MultiplicativeExpressionCast:
			return f.rvalue(x.CastExpression)
		case cc.MultiplicativeExpressionMul:
			return f.arith(cir.BinMul, x.MultiplicativeExpression, x.CastExpression, n)
		case cc.MultiplicativeExpressionDiv:
			return f.arith(cir.BinDiv, x.MultiplicativeExpression, x.CastExpression, n)
		}
		return f.arith(cir.BinRem, x.MultiplicativeExpression, x.CastExpression, n)
	case *cc.CastExpression:
		if x.Case == cc.CastExpressionUnary {
			return f.rvalue(x.UnaryExpression)
		}
		to := x.TypeName.Type()
		v := f.rvalue(x.CastExpression)
		// A cast to a pointer to a variable-length array evaluates the
		// lengths of the type name.
		f.evalVLALengths(to, x.TypeName)
		if to.Kind() == cc.Void {
			return nil
		}
		return f.convert(v, x.CastExpression.Type(), to, n)
	case *cc.UnaryExpression:
		return f.unary(x)
	case *cc.PostfixExpression:
		return f.postfix(x)
	case *cc.PrimaryExpression:
		return f.primary(x)
	}
	f.t.fail(n, "expression %T is not supported", n)
	_ = loc
	return nil
}

// discard translates n for its side effects.
func (f *function) discard(n cc.ExpressionNode) {
	if n == nil {
		return
	}
	switch x := n.(type) {
	case *cc.ExpressionList:
		for l := x; l != nil; l = l.ExpressionList {
			f.discard(l.AssignmentExpression)
		}
		return
	case *cc.PostfixExpression:
		if x.Case == cc.PostfixExpressionInc || x.Case == cc.PostfixExpressionDec {
			// x++ as a statement is ++x: the old value is not needed.
			f.incDec(x.PostfixExpression, x.Case == cc.PostfixExpressionInc, false, n)
			return
		}
	case *cc.CastExpression:
		if x.Case == cc.CastExpressionCast && x.TypeName.Type().Kind() == cc.Void {
			f.discard(x.CastExpression)
			return
		}
	case *cc.ConditionalExpression:
		if x.Case == cc.ConditionalExpressionCond && n.Type().Kind() != cc.Void && !n.Pure() {
			// Only the arm chosen is evaluated, for its effects.
			c := f.cond(x.LogicalOrExpression)
			cir.NewIf(f.b, c, f.t.loc(n), f.region(func() { f.discard(x.ExpressionList) }),
				f.region(func() { f.discard(x.ConditionalExpression) }))
			return
		}
	}
	if n.Pure() {
		// Nothing to do, but the expression is still checked.
		f.rvalueOrVoid(n)
		return
	}
	f.rvalueOrVoid(n)
}

// rvalueOrVoid translates an expression that may have type void.
func (f *function) rvalueOrVoid(n cc.ExpressionNode) {
	if n.Type().Kind() == cc.Void || n.Type().Kind() == cc.Struct || n.Type().Kind() == cc.Union {
		switch x := n.(type) {
		case *cc.PostfixExpression, *cc.AssignmentExpression, *cc.ExpressionList, *cc.ConditionalExpression,
			*cc.CastExpression, *cc.UnaryExpression, *cc.PrimaryExpression:
			_ = x
			f.rvalue(n)
			return
		}
	}
	f.rvalue(n)
}

func (f *function) commaList(x *cc.ExpressionList) *ir.Value {
	var last *ir.Value
	for l := x; l != nil; l = l.ExpressionList {
		if l.ExpressionList == nil {
			last = f.rvalue(l.AssignmentExpression)
		} else {
			f.discard(l.AssignmentExpression)
		}
	}
	return last
}

// boolToInt turns a condition into C's int 0 or 1 of the expression's
// type.
func (f *function) boolToInt(c *ir.Value, n cc.ExpressionNode) *ir.Value {
	return cir.NewCast(f.b, cir.CastBoolToInt, c, f.t.typ(n.Type(), n), f.t.loc(n)).Result(0)
}

// cond translates n as a condition: a !cir.bool that is true when n
// compares unequal to 0.
func (f *function) cond(n cc.ExpressionNode) *ir.Value {
	loc := f.t.loc(n)
	switch x := n.(type) {
	case *cc.ExpressionList:
		if x.ExpressionList == nil {
			return f.cond(x.AssignmentExpression)
		}
	case *cc.AssignmentExpression:
		if x.Case == cc.AssignmentExpressionCond {
			return f.cond(x.ConditionalExpression)
		}
	case *cc.ConditionalExpression:
		if x.Case == cc.ConditionalExpressionLOr {
			return f.cond(x.LogicalOrExpression)
		}
	case *cc.LogicalOrExpression:
		if x.Case == cc.LogicalOrExpressionLAnd {
			return f.cond(x.LogicalAndExpression)
		}
		l := f.cond(x.LogicalOrExpression)
		return cir.NewTernary(f.b, l, cir.Bool, loc,
			func(b *ir.Builder) *ir.Value { return cir.NewBoolConst(b, true, loc) },
			func(b *ir.Builder) *ir.Value {
				var r *ir.Value
				f.within(b, func() { r = f.cond(x.LogicalAndExpression) })
				return r
			}).Result(0)
	case *cc.LogicalAndExpression:
		if x.Case == cc.LogicalAndExpressionOr {
			return f.cond(x.InclusiveOrExpression)
		}
		l := f.cond(x.LogicalAndExpression)
		return cir.NewTernary(f.b, l, cir.Bool, loc,
			func(b *ir.Builder) *ir.Value {
				var r *ir.Value
				f.within(b, func() { r = f.cond(x.InclusiveOrExpression) })
				return r
			},
			func(b *ir.Builder) *ir.Value { return cir.NewBoolConst(b, false, loc) }).Result(0)
	case *cc.InclusiveOrExpression:
		if x.Case == cc.InclusiveOrExpressionXor {
			return f.cond(x.ExclusiveOrExpression)
		}
	case *cc.ExclusiveOrExpression:
		if x.Case == cc.ExclusiveOrExpressionAnd {
			return f.cond(x.AndExpression)
		}
	case *cc.AndExpression:
		if x.Case == cc.AndExpressionEq {
			return f.cond(x.EqualityExpression)
		}
	case *cc.EqualityExpression:
		switch x.Case {
		case cc.EqualityExpressionRel:
			return f.cond(x.RelationalExpression)
		case cc.EqualityExpressionEq:
			return f.compare(cir.CmpEQ, x.EqualityExpression, x.RelationalExpression, n)
		case cc.EqualityExpressionNeq:
			return f.compare(cir.CmpNE, x.EqualityExpression, x.RelationalExpression, n)
		}
	case *cc.RelationalExpression:
		switch x.Case {
		case cc.RelationalExpressionShift:
			return f.cond(x.ShiftExpression)
		case cc.RelationalExpressionLt:
			return f.compare(cir.CmpLT, x.RelationalExpression, x.ShiftExpression, n)
		case cc.RelationalExpressionGt:
			return f.compare(cir.CmpGT, x.RelationalExpression, x.ShiftExpression, n)
		case cc.RelationalExpressionLeq:
			return f.compare(cir.CmpLE, x.RelationalExpression, x.ShiftExpression, n)
		case cc.RelationalExpressionGeq:
			return f.compare(cir.CmpGE, x.RelationalExpression, x.ShiftExpression, n)
		}
	case *cc.ShiftExpression:
		if x.Case == cc.ShiftExpressionAdd {
			return f.cond(x.AdditiveExpression)
		}
	case *cc.AdditiveExpression:
		if x.Case == cc.AdditiveExpressionMul {
			return f.cond(x.MultiplicativeExpression)
		}
	case *cc.MultiplicativeExpression:
		if x.Case == cc.MultiplicativeExpressionCast {
			return f.cond(x.CastExpression)
		}
	case *cc.CastExpression:
		if x.Case == cc.CastExpressionUnary {
			return f.cond(x.UnaryExpression)
		}
	case *cc.UnaryExpression:
		switch x.Case {
		case cc.UnaryExpressionPostfix:
			return f.cond(x.PostfixExpression)
		case cc.UnaryExpressionNot:
			c := f.cond(x.CastExpression)
			return cir.NewUnary(f.b, cir.UnaryLNot, c, loc).Result(0)
		}
	case *cc.PostfixExpression:
		if x.Case == cc.PostfixExpressionPrimary {
			return f.cond(x.PrimaryExpression)
		}
	case *cc.PrimaryExpression:
		if x.Case == cc.PrimaryExpressionExpr {
			return f.cond(x.ExpressionList)
		}
	}
	v := f.rvalue(n)
	if !cc.IsScalarType(valueType(n.Type())) {
		f.t.fail(n, "a value of type '%s' used where a scalar is required", n.Type())
	}
	return f.toBool(v, n)
}

// usual applies the usual arithmetic conversions to two operands.
func (f *function) usual(a, b cc.ExpressionNode) (cc.Type, *ir.Value, *ir.Value) {
	ct := cc.UsualArithmeticConversions(a.Type(), b.Type())
	x := f.convert(f.rvalue(a), a.Type(), ct, a)
	y := f.convert(f.rvalue(b), b.Type(), ct, b)
	return ct, x, y
}

// arith translates a binary arithmetic or bitwise operator.
func (f *function) arith(kind cir.BinOpKind, a, b cc.ExpressionNode, n cc.ExpressionNode) *ir.Value {
	ct, x, y := f.usual(a, b)
	r := cir.NewBinOp(f.b, kind, x, y, f.t.loc(n)).Result(0)
	return f.convert(r, ct, n.Type(), n)
}

// shift translates << and >>: each operand is promoted on its own and
// the result has the left one's type.
func (f *function) shift(kind cir.BinOpKind, a, b cc.ExpressionNode, n cc.ExpressionNode) *ir.Value {
	lt := cc.IntegerPromotion(a.Type())
	x := f.convert(f.rvalue(a), a.Type(), lt, a)
	y := f.convert(f.rvalue(b), b.Type(), lt, b)
	r := cir.NewBinOp(f.b, kind, x, y, f.t.loc(n)).Result(0)
	return f.convert(r, lt, n.Type(), n)
}

// compare translates a comparison to a !cir.bool.
func (f *function) compare(kind cir.CmpKind, a, b cc.ExpressionNode, n cc.ExpressionNode) *ir.Value {
	loc := f.t.loc(n)
	at, bt := valueType(a.Type()), valueType(b.Type())
	if at.Kind() == cc.Ptr || bt.Kind() == cc.Ptr {
		x, y := f.rvalue(a), f.rvalue(b)
		// Compare pointers as pointers of one type; a null constant
		// becomes a null pointer.
		pt := at
		if at.Kind() != cc.Ptr {
			pt = bt
		}
		x = f.convert(x, at, pt, a)
		y = f.convert(y, bt, pt, b)
		return cir.NewCmp(f.b, kind, x, y, loc).Result(0)
	}
	_, x, y := f.usual(a, b)
	return cir.NewCmp(f.b, kind, x, y, loc).Result(0)
}

// add translates + and -, with C's pointer arithmetic.
func (f *function) add(a, b cc.ExpressionNode, sub bool, n cc.ExpressionNode) *ir.Value {
	loc := f.t.loc(n)
	at, bt := valueType(a.Type()), valueType(b.Type())
	switch {
	case at.Kind() == cc.Ptr && bt.Kind() == cc.Ptr:
		// p - q: the difference of the addresses in elements.
		x := cir.NewCast(f.b, cir.CastPtrToInt, f.rvalue(a), cir.S64, loc).Result(0)
		y := cir.NewCast(f.b, cir.CastPtrToInt, f.rvalue(b), cir.S64, loc).Result(0)
		d := cir.NewBinOp(f.b, cir.BinSub, x, y, loc).Result(0)
		size := f.sizeOf(at.(*cc.PointerType).Elem(), n)
		q := cir.NewBinOp(f.b, cir.BinDiv, d, size, loc).Result(0)
		return f.convert(q, f.t.ast.Long, n.Type(), n)
	case at.Kind() == cc.Ptr:
		return f.offset(f.rvalue(a), at, f.rvalue(b), b.Type(), sub, n)
	case bt.Kind() == cc.Ptr:
		return f.offset(f.rvalue(b), bt, f.rvalue(a), a.Type(), false, n)
	}
	kind := cir.BinAdd
	if sub {
		kind = cir.BinSub
	}
	return f.arith(kind, a, b, n)
}

// offset returns p + i (or p - i) for a pointer p of C type pt.
func (f *function) offset(p *ir.Value, pt cc.Type, i *ir.Value, it cc.Type, sub bool, n cc.Node) *ir.Value {
	loc := f.t.loc(n)
	elem := pt.(*cc.PointerType).Elem()
	if elem.Kind() == cc.Void || elem.Kind() == cc.Function {
		// GNU C: arithmetic on void * counts bytes.
		elem = f.t.ast.Char
	}
	if sub {
		i = cir.NewUnary(f.b, cir.UnaryMinus, f.toIndex(i, it, n), loc).Result(0)
		it = f.t.ast.Long
	}
	if isVLA(elem) {
		// A step over a run-time sized object counts bytes: i * sizeof,
		// on a char pointer. Counting base elements (i * length on a
		// double *) makes LLVM 14's loop access analysis take the VLA
		// length for a symbolic stride of any loop whose index i is, an
		// outer loop's too, and version the loop on `length == 1`: the
		// vector code then never runs (an a[i][j] read in a loop over
		// c). A byte step, length * 8, is no bare symbol to version on.
		bytes := cir.NewBinOp(f.b, cir.BinMul, f.toIndex(i, it, n), f.sizeOf(elem, n), loc).Result(0)
		cp := cir.NewCast(f.b, cir.CastBitcast, p, cir.PtrTo(cir.U8), loc).Result(0)
		q := cir.NewPtrStride(f.b, cp, bytes, loc).Result(0)
		return cir.NewCast(f.b, cir.CastBitcast, q, p.Type(), loc).Result(0)
	}
	return cir.NewPtrStride(f.b, p, i, loc).Result(0)
}

// toIndex widens an integer value to a 64-bit index, by its signedness.
func (f *function) toIndex(v *ir.Value, ct cc.Type, n cc.Node) *ir.Value {
	if it, ok := v.Type().(cir.IntType); ok && it.Width == 64 {
		if it.Signed {
			return v
		}
		return cir.NewCast(f.b, cir.CastIntegral, v, cir.S64, f.t.loc(n)).Result(0)
	}
	w := f.convert(v, ct, f.t.ast.Long, n)
	return w
}

// elemCount returns the number of fixed-size base elements in one object
// of the variable-length array type ct, as an i64.
func (f *function) elemCount(ct cc.Type, n cc.Node) *ir.Value {
	loc := f.t.loc(n)
	var count *ir.Value
	mul := func(v *ir.Value) {
		if count == nil {
			count = v
		} else {
			count = cir.NewBinOp(f.b, cir.BinMul, count, v, loc).Result(0)
		}
	}
	for {
		a, ok := ct.(*cc.ArrayType)
		if !ok || !isVLA(a) {
			break
		}
		if a.IsVLA() {
			l, ok := f.vlaLen[a]
			if !ok {
				f.t.fail(n, "the length of the variable-length array type '%s' is not known here", a)
			}
			mul(l)
		} else {
			mul(cir.NewIntConst(f.b, cir.S64, a.Len(), loc))
		}
		ct = a.Elem()
	}
	if count == nil {
		count = cir.NewIntConst(f.b, cir.S64, 1, loc)
	}
	return count
}

// evalVLALengths evaluates the lengths of the variable-length dimensions
// in ct (a declared type), outermost first.
func (f *function) evalVLALengths(ct cc.Type, n cc.Node) {
	for {
		switch x := ct.(type) {
		case *cc.PointerType:
			ct = x.Elem()
			continue
		case *cc.ArrayType:
			if x.IsVLA() {
				if _, done := f.vlaLen[x]; !done {
					e := x.SizeExpression()
					if e == nil {
						f.t.unsupported(n, "a variable-length array of unspecified size ('[*]')")
					}
					f.vlaLen[x] = f.toIndex(f.rvalue(e), e.Type(), e)
				}
			}
			ct = x.Elem()
			continue
		}
		return
	}
}

// sizeOf returns sizeof(ct) as an i64 value (at run time for a
// variable-length array).
func (f *function) sizeOf(ct cc.Type, n cc.Node) *ir.Value {
	loc := f.t.loc(n)
	if isVLA(ct) {
		base := vlaBase(ct)
		c := f.elemCount(ct, n)
		return cir.NewBinOp(f.b, cir.BinMul, c, cir.NewIntConst(f.b, cir.S64, base.Size(), loc), loc).Result(0)
	}
	size := ct.Size()
	if ct.Kind() == cc.Void || ct.Kind() == cc.Function {
		size = 1
	}
	return cir.NewIntConst(f.b, cir.S64, size, loc)
}

// conditional translates c ? a : b: only the chosen arm is evaluated.
func (f *function) conditional(x *cc.ConditionalExpression) *ir.Value {
	if x.ExpressionList == nil {
		f.t.unsupported(x, "the GNU conditional 'a ?: b'")
	}
	loc := f.t.loc(x)
	c := f.cond(x.LogicalOrExpression)
	rt := x.Type()
	if rt.Kind() == cc.Void {
		cir.NewIf(f.b, c, loc, f.region(func() { f.discard(x.ExpressionList) }),
			f.region(func() { f.discard(x.ConditionalExpression) }))
		return nil
	}
	rt = valueType(rt)
	ty := f.t.typ(rt, x)
	arm := func(e cc.ExpressionNode) func(b *ir.Builder) *ir.Value {
		return func(b *ir.Builder) *ir.Value {
			var v *ir.Value
			f.within(b, func() { v = f.convert(f.rvalue(e), e.Type(), rt, e) })
			return v
		}
	}
	return cir.NewTernary(f.b, c, ty, loc, arm(x.ExpressionList), arm(x.ConditionalExpression)).Result(0)
}

// assign translates = and the compound assignments.
func (f *function) assign(x *cc.AssignmentExpression) *ir.Value {
	loc := f.t.loc(x)
	lt := x.UnaryExpression.Type()
	if x.Case == cc.AssignmentExpressionAssign {
		v := f.rvalue(x.AssignmentExpression)
		v = f.convert(v, x.AssignmentExpression.Type(), lt, x)
		lv := f.lvalue(x.UnaryExpression)
		cir.NewStore(f.b, v, lv.addr, f.isVolatile(x.UnaryExpression), loc)
		return v
	}
	lv := f.lvalue(x.UnaryExpression)
	old := cir.NewLoad(f.b, lv.addr, f.isVolatile(x.UnaryExpression), loc).Result(0)
	rhs := x.AssignmentExpression
	kind, ok := compoundOps[x.Case]
	if !ok {
		f.t.unsupported(x, "this assignment operator")
	}
	var r *ir.Value
	switch {
	case (kind == cir.BinAdd || kind == cir.BinSub) && valueType(lt).Kind() == cc.Ptr:
		r = f.offset(old, lt, f.rvalue(rhs), rhs.Type(), kind == cir.BinSub, x)
	case kind == cir.BinShl || kind == cir.BinShr:
		// Each operand is promoted on its own (C11 6.5.7p3).
		pt := cc.IntegerPromotion(lt)
		a := f.convert(old, lt, pt, x)
		b := f.convert(f.rvalue(rhs), rhs.Type(), pt, rhs)
		r = f.convert(cir.NewBinOp(f.b, kind, a, b, loc).Result(0), pt, lt, x)
	default:
		r = f.compound(kind, old, lt, rhs, x)
	}
	cir.NewStore(f.b, r, lv.addr, f.isVolatile(x.UnaryExpression), loc)
	return r
}

// compoundOps is the operator of each compound assignment (x op= e),
// for plain compound assignments and for atomic updates.
var compoundOps = map[cc.AssignmentExpressionCase]cir.BinOpKind{
	cc.AssignmentExpressionAdd: cir.BinAdd, cc.AssignmentExpressionSub: cir.BinSub,
	cc.AssignmentExpressionMul: cir.BinMul, cc.AssignmentExpressionDiv: cir.BinDiv,
	cc.AssignmentExpressionMod: cir.BinRem, cc.AssignmentExpressionAnd: cir.BinAnd,
	cc.AssignmentExpressionOr: cir.BinOr, cc.AssignmentExpressionXor: cir.BinXor,
	cc.AssignmentExpressionLsh: cir.BinShl, cc.AssignmentExpressionRsh: cir.BinShr,
}

// compound computes old op rhs in the usual arithmetic type and converts
// back to the left side's type.
func (f *function) compound(kind cir.BinOpKind, old *ir.Value, lt cc.Type, rhs cc.ExpressionNode, n cc.Node) *ir.Value {
	ct := cc.UsualArithmeticConversions(lt, rhs.Type())
	a := f.convert(old, lt, ct, n)
	b := f.convert(f.rvalue(rhs), rhs.Type(), ct, rhs)
	r := cir.NewBinOp(f.b, kind, a, b, f.t.loc(n)).Result(0)
	return f.convert(r, ct, lt, n)
}

// incDec translates ++ and -- on the lvalue e; it returns the old value
// (postfix) or the new one.
func (f *function) incDec(e cc.ExpressionNode, inc, postfix bool, n cc.Node) *ir.Value {
	loc := f.t.loc(n)
	lt := e.Type()
	lv := f.lvalue(e)
	vol := f.isVolatile(e)
	old := cir.NewLoad(f.b, lv.addr, vol, loc).Result(0)
	var r *ir.Value
	switch {
	case valueType(lt).Kind() == cc.Ptr:
		one := cir.NewIntConst(f.b, cir.S64, 1, loc)
		r = f.offset(old, lt, one, f.t.ast.Long, !inc, n)
	case lt.Kind() == cc.Bool:
		if inc {
			r = cir.NewBoolConst(f.b, true, loc)
		} else {
			r = cir.NewUnary(f.b, cir.UnaryLNot, old, loc).Result(0)
		}
	default:
		// In the promoted type, so that a narrow type wraps as C says.
		pt := cc.IntegerPromotion(lt)
		if !cc.IsIntegerType(lt) {
			pt = lt
		}
		kind := cir.UnaryDec
		if inc {
			kind = cir.UnaryInc
		}
		a := f.convert(old, lt, pt, n)
		r = f.convert(cir.NewUnary(f.b, kind, a, loc).Result(0), pt, lt, n)
	}
	cir.NewStore(f.b, r, lv.addr, vol, loc)
	if postfix {
		return old
	}
	return r
}

// isVolatile reports whether the lvalue e names a volatile object.
func (f *function) isVolatile(e cc.ExpressionNode) bool {
	if p, ok := unparen(e).(*cc.PrimaryExpression); ok && p.Case == cc.PrimaryExpressionIdent {
		if d := declaratorOf(p.ResolvedTo()); d != nil {
			return d.IsVolatile()
		}
	}
	// An object reached through a pointer to volatile (*vp, vp[i],
	// vp->m), a volatile member, or a member of a volatile struct.
	if typeIsVolatile(e.Type()) {
		return true
	}
	switch x := unparen(e).(type) {
	case *cc.UnaryExpression:
		if x.Case == cc.UnaryExpressionDeref {
			return pointeeIsVolatile(x.CastExpression.Type())
		}
	case *cc.PostfixExpression:
		switch x.Case {
		case cc.PostfixExpressionIndex:
			return pointeeIsVolatile(x.PostfixExpression.Type()) || pointeeIsVolatile(x.ExpressionList.Type())
		case cc.PostfixExpressionSelect:
			return f.isVolatile(x.PostfixExpression)
		case cc.PostfixExpressionPSelect:
			return pointeeIsVolatile(x.PostfixExpression.Type())
		}
	}
	return false
}

// typeIsVolatile reports whether ct is volatile-qualified.
func typeIsVolatile(ct cc.Type) bool {
	if ct == nil {
		return false
	}
	a := ct.Attributes()
	return a != nil && a.IsVolatile()
}

// pointeeIsVolatile reports whether ct is a pointer (or an array) to a
// volatile-qualified type.
func pointeeIsVolatile(ct cc.Type) bool {
	switch x := ct.(type) {
	case *cc.PointerType:
		return typeIsVolatile(x.Elem())
	case *cc.ArrayType:
		return typeIsVolatile(x.Elem())
	}
	if u := ct.Undecay(); u != ct {
		return pointeeIsVolatile(u)
	}
	return false
}

// unparen strips the wrappers cc leaves around a primary expression.
func unparen(e cc.ExpressionNode) cc.ExpressionNode {
	for {
		switch x := e.(type) {
		case *cc.PrimaryExpression:
			if x.Case == cc.PrimaryExpressionExpr {
				e = x.ExpressionList
				continue
			}
		case *cc.ExpressionList:
			if x.ExpressionList == nil {
				e = x.AssignmentExpression
				continue
			}
		case *cc.PostfixExpression:
			if x.Case == cc.PostfixExpressionPrimary {
				e = x.PrimaryExpression
				continue
			}
		case *cc.UnaryExpression:
			if x.Case == cc.UnaryExpressionPostfix {
				e = x.PostfixExpression
				continue
			}
		case *cc.CastExpression:
			if x.Case == cc.CastExpressionUnary {
				e = x.UnaryExpression
				continue
			}
		}
		return e
	}
}

func (f *function) unary(x *cc.UnaryExpression) *ir.Value {
	loc := f.t.loc(x)
	switch x.Case {
	case cc.UnaryExpressionPostfix:
		return f.rvalue(x.PostfixExpression)
	case cc.UnaryExpressionInc, cc.UnaryExpressionDec:
		return f.incDec(x.UnaryExpression, x.Case == cc.UnaryExpressionInc, false, x)
	case cc.UnaryExpressionAddrof:
		e := x.CastExpression
		if fn := f.functionName(e); fn != "" {
			return f.functionAddress(fn, e)
		}
		lv := f.lvalue(e)
		want := f.t.typ(x.Type(), x)
		if lv.addr.Type() != want {
			return cir.NewCast(f.b, cir.CastBitcast, lv.addr, want, loc).Result(0)
		}
		return lv.addr
	case cc.UnaryExpressionDeref:
		if x.Type().Kind() == cc.Function {
			return f.rvalue(x.CastExpression)
		}
		if ap := vaArgList(x); ap != nil {
			return f.vaArg(ap, x)
		}
		return f.load(f.lvalue(x), x)
	case cc.UnaryExpressionPlus:
		pt := valueType(x.Type())
		return f.convert(f.rvalue(x.CastExpression), x.CastExpression.Type(), pt, x)
	case cc.UnaryExpressionMinus, cc.UnaryExpressionCpl:
		pt := valueType(x.Type())
		v := f.convert(f.rvalue(x.CastExpression), x.CastExpression.Type(), pt, x)
		kind := cir.UnaryMinus
		if x.Case == cc.UnaryExpressionCpl {
			kind = cir.UnaryNot
		}
		return cir.NewUnary(f.b, kind, v, loc).Result(0)
	case cc.UnaryExpressionNot:
		return f.boolToInt(f.cond(x), x)
	case cc.UnaryExpressionSizeofExpr:
		t := x.UnaryExpression.Type()
		if isVLA(t) {
			return f.convert(f.sizeOf(t, x), f.t.ast.Long, x.Type(), x)
		}
	case cc.UnaryExpressionSizeofType:
		t := x.TypeName.Type()
		if isVLA(t) {
			f.evalVLALengths(t, x.TypeName)
			return f.convert(f.sizeOf(t, x), f.t.ast.Long, x.Type(), x)
		}
	case cc.UnaryExpressionLabelAddr:
		f.t.unsupported(x, "the address of a label")
	case cc.UnaryExpressionImag, cc.UnaryExpressionReal:
		f.t.unsupported(x, "__real__ and __imag__")
	}
	if v := f.constant(x.Value(), x.Type(), x); v != nil {
		return v
	}
	f.t.fail(x, "cannot translate this unary expression")
	return nil
}

// load reads an lvalue: an array or function designator decays to its
// address instead.
func (f *function) load(lv *variable, n cc.ExpressionNode) *ir.Value {
	loc := f.t.loc(n)
	switch lv.ct.Kind() {
	case cc.Array:
		return f.decay(lv, n)
	case cc.Function:
		return lv.addr
	}
	return cir.NewLoad(f.b, lv.addr, f.isVolatile(n), loc).Result(0)
}

// decay turns the address of an array into the address of its first
// element.
func (f *function) decay(lv *variable, n cc.Node) *ir.Value {
	if isVLA(lv.ct) {
		// Already the address of the base elements.
		return lv.addr
	}
	a := lv.ct.(*cc.ArrayType)
	want := cir.PtrTo(f.t.pointee(a.Elem(), n))
	pt, ok := lv.addr.Type().(cir.PointerType)
	if ok {
		if _, isArr := pt.Pointee.(cir.ArrayType); isArr {
			return cir.NewCast(f.b, cir.CastArrayToPtrDecay, lv.addr, want, f.t.loc(n)).Result(0)
		}
	}
	if lv.addr.Type() != ir.Type(want) {
		return cir.NewCast(f.b, cir.CastBitcast, lv.addr, want, f.t.loc(n)).Result(0)
	}
	return lv.addr
}

func (f *function) postfix(x *cc.PostfixExpression) *ir.Value {
	switch x.Case {
	case cc.PostfixExpressionPrimary:
		return f.rvalue(x.PrimaryExpression)
	case cc.PostfixExpressionIndex, cc.PostfixExpressionSelect, cc.PostfixExpressionPSelect, cc.PostfixExpressionComplit:
		return f.load(f.lvalue(x), x)
	case cc.PostfixExpressionCall:
		return f.call(x)
	case cc.PostfixExpressionInc, cc.PostfixExpressionDec:
		return f.incDec(x.PostfixExpression, x.Case == cc.PostfixExpressionInc, true, x)
	}
	f.t.fail(x, "cannot translate this postfix expression")
	return nil
}

func (f *function) primary(x *cc.PrimaryExpression) *ir.Value {
	loc := f.t.loc(x)
	switch x.Case {
	case cc.PrimaryExpressionIdent:
		switch r := x.ResolvedTo().(type) {
		case *cc.Enumerator:
			if v := f.constant(r.Value(), x.Type(), x); v != nil {
				return v
			}
			f.t.fail(x, "the value of the enumerator '%s' is not known", x.Token.SrcStr())
		}
		if fn := f.functionName(x); fn != "" {
			return f.functionAddress(fn, x)
		}
		return f.load(f.lvalue(x), x)
	case cc.PrimaryExpressionInt, cc.PrimaryExpressionFloat, cc.PrimaryExpressionChar, cc.PrimaryExpressionLChar:
		if v := f.constant(x.Value(), x.Type(), x); v != nil {
			return v
		}
		f.t.fail(x, "cannot translate the constant '%s'", x.Token.SrcStr())
	case cc.PrimaryExpressionString:
		name, at := f.t.stringLiteral(x)
		g := cir.NewGetGlobal(f.b, name, cir.PtrTo(at), loc).Result(0)
		return cir.NewCast(f.b, cir.CastArrayToPtrDecay, g, cir.PtrTo(at.Elem), loc).Result(0)
	case cc.PrimaryExpressionLString:
		f.t.unsupported(x, "a wide string literal")
	case cc.PrimaryExpressionExpr:
		return f.rvalue(x.ExpressionList)
	case cc.PrimaryExpressionStmt:
		return f.statementExpression(x)
	case cc.PrimaryExpressionGeneric:
		f.t.unsupported(x, "_Generic")
	}
	_ = loc
	f.t.fail(x, "cannot translate this expression")
	return nil
}

// functionName returns the name of the function e designates directly,
// or "".
func (f *function) functionName(e cc.ExpressionNode) string {
	p, ok := unparen(e).(*cc.PrimaryExpression)
	if !ok || p.Case != cc.PrimaryExpressionIdent {
		return ""
	}
	d := declaratorOf(p.ResolvedTo())
	if d == nil || d.Type().Kind() != cc.Function {
		return ""
	}
	if f.lookup(d) != nil {
		return ""
	}
	return d.Name()
}

// functionAddress returns the address of the named function, declaring
// it in the module when needed.
func (f *function) functionAddress(name string, n cc.ExpressionNode) *ir.Value {
	ft := f.t.ensureFunction(name, n)
	return cir.NewGetGlobal(f.b, name, cir.PtrTo(ft), f.t.loc(n)).Result(0)
}

// ensureFunction makes sure the module has a cir.func for the named C
// function (a declaration until its definition is translated) and
// returns its type.
func (t *translator) ensureFunction(name string, n cc.ExpressionNode) cir.FuncType {
	if op, ok := t.symbols[name]; ok {
		if fn, ok := cir.AsFunc(op); ok {
			return fn.FunctionType()
		}
		t.fail(n, "'%s' is not a function", name)
	}
	p := unparen(n).(*cc.PrimaryExpression)
	d := declaratorOf(p.ResolvedTo())
	ft, ok := d.Type().(*cc.FunctionType)
	if !ok {
		t.fail(n, "'%s' is not a function", name)
	}
	cft := t.funcType(ft, n)
	op := cir.NewFuncDecl(t.top, name, cft, t.loc(d))
	t.symbols[name] = op.Operation
	t.needDefinition(name)
	return cft
}

// call translates a function call.
func (f *function) call(x *cc.PostfixExpression) *ir.Value {
	loc := f.t.loc(x)
	callee := x.PostfixExpression
	var args []cc.ExpressionNode
	for l := x.ArgumentExpressionList; l != nil; l = l.ArgumentExpressionList {
		args = append(args, l.AssignmentExpression)
	}
	name := f.functionName(callee)
	if name != "" {
		if v, handled := f.builtin(name, args, x); handled {
			return v
		}
	}
	ct := valueType(callee.Type())
	var ft *cc.FunctionType
	switch t := ct.(type) {
	case *cc.PointerType:
		ft, _ = t.Elem().(*cc.FunctionType)
	case *cc.FunctionType:
		ft = t
	}
	if ft == nil {
		f.t.fail(x, "called object of type '%s' is not a function", callee.Type())
	}
	if name != "" {
		f.checkExternalRecords(name, ft, args, x)
	}
	params := ft.Parameters()
	var fixed []cc.Type
	for _, p := range params {
		if p.Type().Kind() != cc.Void {
			fixed = append(fixed, p.Type().Decay())
		}
	}
	vals := make([]*ir.Value, 0, len(args))
	for i, a := range args {
		v := f.rvalue(a)
		if i < len(fixed) {
			v = f.convert(v, a.Type(), fixed[i], a)
		} else {
			// Default argument promotions (C11 6.5.2.2p6).
			at := valueType(a.Type())
			switch {
			case at.Kind() == cc.Float:
				v = f.convert(v, at, f.t.ast.Double, a)
			case cc.IsIntegerType(at):
				v = f.convert(v, at, cc.IntegerPromotion(at), a)
			case at.Kind() == cc.Struct || at.Kind() == cc.Union:
				f.t.unsupported(a, "passing a struct or union to a variadic function")
			}
		}
		vals = append(vals, v)
	}
	if !ft.IsVariadic() && len(args) != len(fixed) {
		f.t.fail(x, "wrong number of arguments to a function of type '%s'", ft)
	}
	if name != "" {
		if lib := libraryBuiltin(name); lib != "" {
			name = lib
		}
		cft := f.t.ensureFunction(name, callee)
		return cir.NewCall(f.b, name, cft, vals, loc).Value()
	}
	fp := f.rvalue(callee)
	return cir.NewCallIndirect(f.b, fp, vals, loc).Value()
}

// builtin translates the calls of gcc builtins that glibc's headers and
// common code use; handled is false for an ordinary function.
func (f *function) builtin(name string, args []cc.ExpressionNode, x *cc.PostfixExpression) (v *ir.Value, handled bool) {
	loc := f.t.loc(x)
	switch name {
	case "__builtin_expect":
		v := f.rvalue(args[0])
		f.discard(args[1])
		return f.convert(v, args[0].Type(), x.Type(), x), true
	case "__builtin_huge_val", "__builtin_inf":
		return cir.NewConst(f.b, cir.FP(cir.F64, posInf), loc).Result(0), true
	case "__builtin_huge_valf", "__builtin_inff":
		return cir.NewConst(f.b, cir.FP(cir.F32, posInf), loc).Result(0), true
	case "__builtin_nan", "__builtin_nanf":
		t := cir.F64
		if name == "__builtin_nanf" {
			t = cir.F32
		}
		return cir.NewConst(f.b, cir.FP(t, nan()), loc).Result(0), true
	case "__builtin_isnan":
		a := f.rvalue(args[0])
		c := cir.NewCmp(f.b, cir.CmpNE, a, a, loc).Result(0)
		return f.boolToInt(c, x), true
	case "__builtin_isinf_sign", "__builtin_isfinite", "__builtin_isinf":
		// glibc's isinf and isfinite: comparisons with the infinities of
		// the argument's type (ordered, so false for a NaN).
		if len(args) != 1 || !cc.IsFloatingPointType(valueType(args[0].Type())) {
			f.t.fail(x, "'%s' needs one floating argument", name)
		}
		a := f.rvalue(args[0])
		ft := a.Type().(cir.FloatType)
		inf := cir.NewConst(f.b, cir.FP(ft, posInf), loc).Result(0)
		ninf := cir.NewConst(f.b, cir.FP(ft, -posInf), loc).Result(0)
		if name == "__builtin_isfinite" {
			lt := cir.NewCmp(f.b, cir.CmpLT, a, inf, loc).Result(0)
			gt := cir.NewCmp(f.b, cir.CmpGT, a, ninf, loc).Result(0)
			return f.boolToInt(cir.NewBinOp(f.b, cir.BinAnd, lt, gt, loc).Result(0), x), true
		}
		isPos := cir.NewCmp(f.b, cir.CmpEQ, a, inf, loc).Result(0)
		isNeg := cir.NewCmp(f.b, cir.CmpEQ, a, ninf, loc).Result(0)
		it := f.t.typ(x.Type(), x).(cir.IntType)
		one, zero := cir.NewIntConst(f.b, it, 1, loc), cir.NewIntConst(f.b, it, 0, loc)
		if name == "__builtin_isinf" {
			either := cir.NewBinOp(f.b, cir.BinOr, isPos, isNeg, loc).Result(0)
			return cir.NewSelect(f.b, either, one, zero, loc).Result(0), true
		}
		neg := cir.NewSelect(f.b, isNeg, cir.NewIntConst(f.b, it, -1, loc), zero, loc).Result(0)
		return cir.NewSelect(f.b, isPos, one, neg, loc).Result(0), true
	}
	switch name {
	case "__builtin_signbit", "__builtin_signbitf", "__builtin_signbitl":
		return f.signbit(args, x), true
	case "__builtin_popcount", "__builtin_popcountl", "__builtin_popcountll",
		"__builtin_clz", "__builtin_clzl", "__builtin_clzll",
		"__builtin_ctz", "__builtin_ctzl", "__builtin_ctzll",
		"__builtin_bswap16", "__builtin_bswap32", "__builtin_bswap64":
		return f.bitIntrinsic(name, args, x), true
	case "__builtin_prefetch":
		// A hint: its operands are evaluated, nothing is fetched.
		for _, a := range args {
			f.discard(a)
		}
		return nil, true
	case "__builtin_assume_aligned":
		v := f.rvalue(args[0])
		for _, a := range args[1:] {
			f.discard(a)
		}
		return f.convert(v, args[0].Type(), x.Type(), x), true
	}
	if libraryBuiltin(name) != "" {
		return nil, false
	}
	switch name {
	case "__builtin_va_start", "__builtin_va_end", "__builtin_va_copy":
		return f.vaBuiltin(name, args, x), true
	case "__builtin_va_arg_impl":
		f.t.unsupported(x, "va_arg of this form (va_arg(ap, T) as a value of a scalar type is supported)")
	}
	if len(name) > 10 && name[:10] == "__builtin_" {
		f.t.unsupported(x, fmt.Sprintf("the builtin '%s'", name))
	}
	return nil, false
}

// libraryBuiltins are the library functions gcc also knows as
// __builtin_NAME; a call of the builtin calls the function.
var libraryBuiltins = map[string]bool{}

func init() {
	for _, n := range strings.Fields(`abort abs labs llabs exit malloc calloc realloc free
		memcpy memmove memset memcmp strlen strcmp strncmp strcpy strncpy strcat strchr strrchr strstr
		printf fprintf sprintf snprintf puts putchar fputs fputc
		fabs fabsf sqrt sqrtf exp expf exp2 exp2f log logf log2 log2f log10 log10f pow powf
		sin sinf cos cosf tan tanf asin acos atan atan2 sinh cosh tanh
		floor floorf ceil ceilf round roundf trunc truncf fmod fmodf fmin fminf fmax fmaxf
		copysign copysignf ldexp frexp hypot cbrt lround llround rint nearbyint`) {
		libraryBuiltins[n] = true
	}
}

// libraryBuiltin returns the library function a __builtin_ name calls,
// or "".
func libraryBuiltin(name string) string {
	if lib, ok := strings.CutPrefix(name, "__builtin_"); ok && libraryBuiltins[lib] {
		return lib
	}
	return ""
}

// signbit is glibc's signbit: the sign bit of the argument's
// representation (set for -0.0 and a negative NaN), read through memory
// as an integer of its width.
func (f *function) signbit(args []cc.ExpressionNode, x *cc.PostfixExpression) *ir.Value {
	loc := f.t.loc(x)
	if len(args) != 1 || !cc.IsFloatingPointType(valueType(args[0].Type())) {
		f.t.fail(x, "'signbit' needs one floating argument")
	}
	a := f.rvalue(args[0])
	ft := a.Type().(cir.FloatType)
	it := cir.S64
	if ft == cir.F32 {
		it = cir.S32
	} else if ft != cir.F64 {
		f.t.unsupported(x, "signbit of a long double")
	}
	slot := f.alloca(ft, "signbit", int64(it.Width/8), loc)
	cir.NewStore(f.b, a, slot, false, loc)
	bits := cir.NewLoad(f.b, cir.NewCast(f.b, cir.CastBitcast, slot, cir.PtrTo(it), loc).Result(0), false, loc).Result(0)
	neg := cir.NewCmp(f.b, cir.CmpLT, bits, cir.NewIntConst(f.b, it, 0, loc), loc).Result(0)
	return f.boolToInt(neg, x)
}

// bitIntrinsic translates gcc's bit-counting and byte-swapping builtins
// into calls of LLVM's intrinsics (functions named llvm.*, which LLVM
// treats as the intrinsics): ctpop, ctlz and cttz (undefined for 0, as
// gcc's), bswap.
func (f *function) bitIntrinsic(name string, args []cc.ExpressionNode, x *cc.PostfixExpression) *ir.Value {
	loc := f.t.loc(x)
	if len(args) != 1 || !cc.IsIntegerType(valueType(args[0].Type())) {
		f.t.fail(x, "'%s' needs one integer argument", name)
	}
	base := strings.TrimPrefix(name, "__builtin_")
	width := 32
	switch {
	case strings.HasSuffix(base, "16"):
		width = 16
	case strings.HasSuffix(base, "64"), strings.HasSuffix(base, "l"), strings.HasSuffix(base, "ll"):
		width = 64
	}
	op := strings.TrimRight(base, "l0123456789")
	it := cir.IntType{Width: width, Signed: false}
	ut := map[int]cc.Type{16: f.t.ast.UShort, 32: f.t.ast.UInt, 64: f.t.ast.ULongLong}[width]
	arg := f.convert(f.rvalue(args[0]), args[0].Type(), ut, args[0])
	intrinsic := map[string]string{"popcount": "ctpop", "clz": "ctlz", "ctz": "cttz", "bswap": "bswap"}[op]
	callee := fmt.Sprintf("llvm.%s.i%d", intrinsic, width)
	params := []ir.Type{it}
	vals := []*ir.Value{arg}
	if op == "clz" || op == "ctz" {
		params = append(params, cir.Bool)
		vals = append(vals, cir.NewConst(f.b, cir.BoolAttr{Value: true}, loc).Result(0))
	}
	ft := cir.Func(f.t.ctx, it, params, false)
	if _, ok := f.t.symbols[callee]; !ok {
		f.t.symbols[callee] = cir.NewFuncDecl(f.t.top, callee, ft, loc).Operation
	}
	r := cir.NewCall(f.b, callee, ft, vals, loc).Value()
	return f.convert(r, ut, x.Type(), x)
}

// needDefinition queues the translation of a header's function that the
// program uses.
func (t *translator) needDefinition(name string) {
	if fd, ok := t.lazy[name]; ok {
		delete(t.lazy, name)
		t.queue = append(t.queue, fd)
	}
}
