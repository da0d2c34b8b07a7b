package frontend

import (
	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/ir"
	cc "modernc.org/cc/v4"
)

// C's variable argument lists. cc declares va_list (__builtin_va_list)
// as void * and spells va_arg(ap, T) as *(T *)__builtin_va_arg_impl(ap).
// The front end keeps that shape: a va_list object holds the address of
// the target's real va_list, x86-64's 24-byte __va_list_tag, which
// va_start and va_copy allocate in the function's frame. Passing ap to
// vfprintf passes that address, which is what the C ABI passes for a
// va_list argument (an array of one __va_list_tag decays to its
// address), so a va_list parameter works the same way.

// vaListSize and vaListAlign are x86-64's __va_list_tag's.
const (
	vaListSize  = 24
	vaListAlign = 16
)

// vaBuiltin translates __builtin_va_start(ap, last),
// __builtin_va_end(ap) and __builtin_va_copy(dst, src).
func (f *function) vaBuiltin(name string, args []cc.ExpressionNode, x *cc.PostfixExpression) *ir.Value {
	loc := f.t.loc(x)
	if !f.op.FunctionType().VarArg && name == "__builtin_va_start" {
		f.t.fail(x, "'va_start' used in a function with fixed arguments")
	}
	want := map[string]int{"__builtin_va_start": 2, "__builtin_va_end": 1, "__builtin_va_copy": 2}[name]
	if len(args) != want {
		f.t.fail(x, "'%s' needs %d arguments", name, want)
	}
	switch name {
	case "__builtin_va_start":
		tag := f.newVaList(args[0], loc)
		f.discard(args[1])
		vaOp(f.b, cir.VaStartOpName, loc, nil, tag)
	case "__builtin_va_end":
		vaOp(f.b, cir.VaEndOpName, loc, nil, f.rvalue(args[0]))
	case "__builtin_va_copy":
		src := f.rvalue(args[1])
		dst := f.newVaList(args[0], loc)
		vaOp(f.b, cir.VaCopyOpName, loc, nil, src, dst)
	}
	return nil
}

// newVaList allocates a __va_list_tag in the frame and stores its address
// in the va_list object ap; it returns the address.
func (f *function) newVaList(ap cc.ExpressionNode, loc ir.Location) *ir.Value {
	lv := f.lvalue(ap)
	slot := f.alloca(cir.ArrayType{Elem: cir.S8, Len: vaListSize}, "va_list", vaListAlign, loc)
	tag := cir.NewCast(f.b, cir.CastArrayToPtrDecay, slot, cir.PtrTo(cir.S8), loc).Result(0)
	want := f.t.typ(ap.Type(), ap)
	v := tag
	if tag.Type() != want {
		v = cir.NewCast(f.b, cir.CastBitcast, tag, want, loc).Result(0)
	}
	cir.NewStore(f.b, v, lv.addr, false, loc)
	return v
}

// vaArgList recognizes va_arg(ap, T), cc's *(T *)__builtin_va_arg_impl(ap),
// and returns ap's expression, or nil.
func vaArgList(x *cc.UnaryExpression) cc.ExpressionNode {
	c, ok := unparen(x.CastExpression).(*cc.CastExpression)
	if !ok || c.Case != cc.CastExpressionCast {
		return nil
	}
	call, ok := unparen(c.CastExpression).(*cc.PostfixExpression)
	if !ok || call.Case != cc.PostfixExpressionCall {
		return nil
	}
	p, ok := unparen(call.PostfixExpression).(*cc.PrimaryExpression)
	if !ok || p.Case != cc.PrimaryExpressionIdent || p.Token.SrcStr() != "__builtin_va_arg_impl" {
		return nil
	}
	if call.ArgumentExpressionList == nil || call.ArgumentExpressionList.ArgumentExpressionList != nil {
		return nil
	}
	return call.ArgumentExpressionList.AssignmentExpression
}

// vaArg translates va_arg(ap, T) for the scalar type T of x.
func (f *function) vaArg(ap cc.ExpressionNode, x *cc.UnaryExpression) *ir.Value {
	loc := f.t.loc(x)
	t := x.Type()
	switch {
	case cc.IsIntegerType(t), t.Kind() == cc.Ptr, t.Kind() == cc.Double, t.Kind() == cc.Float:
	default:
		what := "va_arg of type '" + t.String() + "'"
		if k := t.Kind(); k == cc.Struct || k == cc.Union {
			what = "va_arg of a struct or union"
		}
		f.t.unsupported(x, what+" (integers, pointers and double are supported)")
	}
	tag := f.rvalue(ap)
	return vaOp(f.b, cir.VaArgOpName, loc, f.t.typ(t, x), tag)
}

// vaOp creates one of the cir.va ops, with a result when result is not
// nil.
func vaOp(b *ir.Builder, name string, loc ir.Location, result ir.Type, operands ...*ir.Value) *ir.Value {
	st := ir.OperationState{Name: name, Loc: loc, Operands: operands}
	if result != nil {
		st.ResultTypes = []ir.Type{result}
	}
	op := b.Create(st)
	if result != nil {
		return op.Result(0)
	}
	return nil
}
