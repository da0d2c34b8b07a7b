package frontend

import (
	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/ir"
	cc "modernc.org/cc/v4"
)

// lvalue translates n for the object it designates: its address and C
// type.
func (f *function) lvalue(n cc.ExpressionNode) *variable {
	switch x := n.(type) {
	case *cc.ExpressionList:
		if x.ExpressionList == nil {
			return f.lvalue(x.AssignmentExpression)
		}
	case *cc.AssignmentExpression:
		if x.Case == cc.AssignmentExpressionCond {
			return f.lvalue(x.ConditionalExpression)
		}
	case *cc.ConditionalExpression:
		if x.Case == cc.ConditionalExpressionLOr {
			return f.lvalue(x.LogicalOrExpression)
		}
		if k := x.Type().Kind(); k == cc.Struct || k == cc.Union {
			// A struct-valued ?: used as an object (a.b of it): the value
			// in a temporary.
			return f.temporary(f.conditional(x), x.Type(), x)
		}
	case *cc.LogicalOrExpression:
		if x.Case == cc.LogicalOrExpressionLAnd {
			return f.lvalue(x.LogicalAndExpression)
		}
	case *cc.LogicalAndExpression:
		if x.Case == cc.LogicalAndExpressionOr {
			return f.lvalue(x.InclusiveOrExpression)
		}
	case *cc.InclusiveOrExpression:
		if x.Case == cc.InclusiveOrExpressionXor {
			return f.lvalue(x.ExclusiveOrExpression)
		}
	case *cc.ExclusiveOrExpression:
		if x.Case == cc.ExclusiveOrExpressionAnd {
			return f.lvalue(x.AndExpression)
		}
	case *cc.AndExpression:
		if x.Case == cc.AndExpressionEq {
			return f.lvalue(x.EqualityExpression)
		}
	case *cc.EqualityExpression:
		if x.Case == cc.EqualityExpressionRel {
			return f.lvalue(x.RelationalExpression)
		}
	case *cc.RelationalExpression:
		if x.Case == cc.RelationalExpressionShift {
			return f.lvalue(x.ShiftExpression)
		}
	case *cc.ShiftExpression:
		if x.Case == cc.ShiftExpressionAdd {
			return f.lvalue(x.AdditiveExpression)
		}
	case *cc.AdditiveExpression:
		if x.Case == cc.AdditiveExpressionMul {
			return f.lvalue(x.MultiplicativeExpression)
		}
	case *cc.MultiplicativeExpression:
		if x.Case == cc.MultiplicativeExpressionCast {
			return f.lvalue(x.CastExpression)
		}
	case *cc.CastExpression:
		if x.Case == cc.CastExpressionUnary {
			return f.lvalue(x.UnaryExpression)
		}
	case *cc.UnaryExpression:
		switch x.Case {
		case cc.UnaryExpressionPostfix:
			return f.lvalue(x.PostfixExpression)
		case cc.UnaryExpressionDeref:
			p := f.rvalue(x.CastExpression)
			elem := x.Type()
			if pt, ok := valueType(x.CastExpression.Type()).(*cc.PointerType); ok {
				elem = pt.Elem()
			}
			return &variable{addr: f.addressOf(p, elem, x), ct: elem}
		}
	case *cc.PostfixExpression:
		switch x.Case {
		case cc.PostfixExpressionPrimary:
			return f.lvalue(x.PrimaryExpression)
		case cc.PostfixExpressionIndex:
			return f.index(x)
		case cc.PostfixExpressionSelect:
			base := f.lvalue(x.PostfixExpression)
			return f.member(base.addr, base.ct, x)
		case cc.PostfixExpressionPSelect:
			p := f.rvalue(x.PostfixExpression)
			st := valueType(x.PostfixExpression.Type()).(*cc.PointerType).Elem()
			return f.member(p, st, x)
		case cc.PostfixExpressionComplit:
			return f.compoundLiteral(x)
		case cc.PostfixExpressionCall:
			if k := x.Type().Kind(); k == cc.Struct || k == cc.Union {
				return f.temporary(f.call(x), x.Type(), x)
			}
		}
	case *cc.PrimaryExpression:
		switch x.Case {
		case cc.PrimaryExpressionExpr:
			return f.lvalue(x.ExpressionList)
		case cc.PrimaryExpressionIdent:
			d := declaratorOf(x.ResolvedTo())
			if d == nil {
				f.t.fail(x, "'%s' does not name an object", x.Token.SrcStr())
			}
			if v := f.lookup(d); v != nil {
				return v
			}
			if d.Name() == "__func__" {
				return f.funcName(d, x)
			}
			return f.t.globalVar(f, d, x)
		}
	}
	f.t.fail(n, "expression is not an lvalue the front end can address")
	return nil
}

// addressOf makes a pointer value p into the address of an object of C
// type ct (the pointee of p's C type).
func (f *function) addressOf(p *ir.Value, ct cc.Type, n cc.Node) *ir.Value {
	want := cir.PtrTo(f.t.pointee(ct, n))
	if p.Type() != ir.Type(want) {
		return cir.NewCast(f.b, cir.CastBitcast, p, want, f.t.loc(n)).Result(0)
	}
	return p
}

// temporary stores a value in a fresh local and returns it as an object.
func (f *function) temporary(v *ir.Value, ct cc.Type, n cc.Node) *variable {
	slot := f.alloca(v.Type(), "tmp", int64(ct.Align()), f.t.loc(n))
	cir.NewStore(f.b, v, slot, false, f.t.loc(n))
	return &variable{addr: slot, ct: ct}
}

// index translates a[i] (or i[a]).
func (f *function) index(x *cc.PostfixExpression) *variable {
	a, i := x.PostfixExpression, x.ExpressionList
	if valueType(a.Type()).Kind() != cc.Ptr {
		a, i = i, a
	}
	pt := valueType(a.Type())
	if pt.Kind() != cc.Ptr {
		f.t.fail(x, "subscripted value is neither an array nor a pointer")
	}
	p := f.rvalue(a)
	idx := f.rvalue(i)
	addr := f.offset(p, pt, idx, i.Type(), false, x)
	// The element type comes from the pointer: cc gives an element of
	// variable-length array type the decayed type.
	elem := pt.(*cc.PointerType).Elem()
	return &variable{addr: f.addressOf(addr, elem, x), ct: elem}
}

// member returns the member x selects of the record at addr.
func (f *function) member(addr *ir.Value, st cc.Type, x *cc.PostfixExpression) *variable {
	fld := x.Field()
	if fld == nil {
		f.t.fail(x, "no member named '%s'", x.Token2.SrcStr())
	}
	if fld.IsBitfield() {
		f.t.unsupported(x, "access to a bit-field")
	}
	// A member of an anonymous struct or union is reached through it.
	// Only anonymous parents count: cc sets ParentField for the members
	// of any struct-typed member, and for a named struct type used by
	// several members (struct rect { struct point lo, hi; }) it is the
	// last of them, not the one x selects.
	path := []*cc.Field{fld}
	for p := fld.ParentField(); p != nil && p.Name() == ""; p = p.ParentField() {
		path = append([]*cc.Field{p}, path...)
	}
	ct := st
	for _, p := range path {
		rt := f.t.typ(ct, x)
		want := cir.PtrTo(rt)
		if addr.Type() != ir.Type(want) {
			addr = cir.NewCast(f.b, cir.CastBitcast, addr, want, f.t.loc(x)).Result(0)
		}
		mt := f.t.typ(p.Type(), x)
		addr = cir.NewGetMemberOfType(f.b, addr, p.Index(), p.Name(), cir.PtrTo(mt), f.t.loc(x)).Result(0)
		ct = p.Type()
	}
	// The member's own type, not x.Type(): cc gives an array member used
	// as a value its decayed (pointer) type, and the object is the array.
	return &variable{addr: addr, ct: ct}
}

// compoundLiteral translates (T){...}: an unnamed object initialized as
// a local would be.
func (f *function) compoundLiteral(x *cc.PostfixExpression) *variable {
	ct := x.TypeName.Type()
	if isVLA(ct) {
		f.t.unsupported(x, "a compound literal of variable-length array type")
	}
	slot := f.alloca(f.t.typ(ct, x), "compoundliteral", int64(ct.Align()), f.t.loc(x))
	v := &variable{addr: slot, ct: ct}
	f.initList(v, x.InitializerList, x)
	return v
}

// funcName is __func__: a static array holding the function's name.
func (f *function) funcName(d *cc.Declarator, n cc.Node) *variable {
	name := f.op.Name() + ".__func__"
	str := f.op.Name() + "\x00"
	at := cir.ArrayType{Elem: cir.S8, Len: int64(len(str))}
	if _, ok := f.t.symbols[name]; !ok {
		b := ir.NewBuilder(f.t.ctx)
		b.SetInsertionPointToStart(f.t.moduleBody())
		g := cir.NewGlobal(b, name, at, cir.ConstArrayAttr{Type: at, Str: str}, cir.PrivateLinkage, true, f.t.loc(n))
		f.t.symbols[name] = g.Operation
	}
	// Each use takes the global's address where it is: a value bound
	// once would not dominate a use in another region.
	return &variable{addr: cir.NewGetGlobal(f.b, name, cir.PtrTo(at), f.t.loc(n)).Result(0), ct: d.Type()}
}
