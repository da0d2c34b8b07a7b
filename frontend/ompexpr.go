package frontend

import (
	"strconv"
	"strings"

	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/frontend/ompdir"
	"github.com/strata-ir/strata/ir"
	cc "modernc.org/cc/v4"
	"modernc.org/token"
)

// The expressions of clauses (num_threads(n * 2), if(n > 100),
// schedule(dynamic, CHUNK)) are evaluated where the directive stands,
// with C's conversions.

// ompExpr evaluates a clause expression; it reports an error and returns
// nil on failure.
func (f *function) ompExpr(e ompdir.Expr) (*ir.Value, cc.Type) {
	loc := ir.NewFileLineColLoc(e.Position().File, e.Position().Line, e.Position().Col)
	fail := func(format string, args ...any) (*ir.Value, cc.Type) {
		f.t.errorAt(ompPos(e.Position()), format, args...)
		return nil, nil
	}
	ast := f.t.ast
	switch x := e.(type) {
	case *ompdir.Literal:
		if x.Kind == ompdir.Char {
			s, err := strconv.Unquote(x.Text)
			if err != nil || len(s) != 1 {
				return fail("unsupported character constant %s", x.Text)
			}
			return cir.NewIntConst(f.b, cir.S32, int64(s[0]), loc), ast.Int
		}
		text := strings.ToLower(x.Text)
		if strings.ContainsAny(text, ".") || (!strings.HasPrefix(text, "0x") && strings.ContainsAny(text, "e")) {
			ct := ast.Double
			ft := cir.F64
			if strings.HasSuffix(text, "f") {
				text, ct, ft = strings.TrimSuffix(text, "f"), ast.Float, cir.F32
			}
			v, err := strconv.ParseFloat(text, 64)
			if err != nil {
				return fail("invalid floating constant '%s'", x.Text)
			}
			return cir.NewConst(f.b, cir.FP(ft, v), loc).Result(0), ct
		}
		unsigned := strings.Contains(text, "u")
		long := strings.Contains(text, "l")
		digits := strings.TrimRight(text, "ul")
		u, err := strconv.ParseUint(digits, 0, 64)
		if err != nil {
			return fail("invalid integer constant '%s'", x.Text)
		}
		ct := ast.Int
		switch {
		case unsigned && long:
			ct = ast.ULong
		case long:
			ct = ast.Long
		case unsigned:
			ct = ast.UInt
		case u > 1<<31-1:
			ct = ast.Long
		}
		return cir.NewIntConst(f.b, f.t.typ(ct, nil).(cir.IntType), int64(u), loc), ct
	case *ompdir.Name:
		decl := f.resolve(x.Name)
		if decl == nil {
			for _, n := range f.t.ast.Scope.Nodes[x.Name] {
				if en, ok := n.(*cc.Enumerator); ok {
					if v := f.constant(en.Value(), en.Type(), nil); v != nil {
						return v, en.Type()
					}
				}
			}
			return fail("use of undeclared identifier '%s'", x.Name)
		}
		if decl.Type().Kind() == cc.Function {
			return fail("'%s' is a function", x.Name)
		}
		v := f.lookup(decl)
		if v == nil {
			v = f.t.globalVar(f, decl, nil)
		}
		return f.loadVar(v, loc), valueType(v.ct)
	case *ompdir.Unary:
		if x.Op == "*" {
			v := f.ompLvalue(e)
			if v == nil {
				return nil, nil
			}
			return f.loadVar(v, loc), valueType(v.ct)
		}
		v, ct := f.ompExpr(x.X)
		if v == nil {
			return nil, nil
		}
		switch x.Op {
		case "+":
			pt := promote(ct)
			return f.convertLoc(v, ct, pt, loc), pt
		case "-", "~":
			pt := promote(ct)
			kind := cir.UnaryMinus
			if x.Op == "~" {
				kind = cir.UnaryNot
			}
			return cir.NewUnary(f.b, kind, f.convertLoc(v, ct, pt, loc), loc).Result(0), pt
		case "!":
			c := cir.NewUnary(f.b, cir.UnaryLNot, f.toBoolLoc(v, loc), loc).Result(0)
			return cir.NewCast(f.b, cir.CastBoolToInt, c, cir.S32, loc).Result(0), ast.Int
		}
		return fail("the operator '%s' is not supported in a clause", x.Op)
	case *ompdir.Binary:
		if x.Op == "&&" || x.Op == "||" {
			// The right operand is evaluated only when needed (p && p->n).
			l, _ := f.ompExpr(x.X)
			if l == nil {
				return nil, nil
			}
			var failed bool
			right := func(b *ir.Builder) *ir.Value {
				var r *ir.Value
				f.within(b, func() {
					v, _ := f.ompExpr(x.Y)
					if v == nil {
						failed = true
						r = cir.NewBoolConst(f.b, false, loc)
						return
					}
					r = f.toBoolLoc(v, loc)
				})
				return r
			}
			constant := func(v bool) func(b *ir.Builder) *ir.Value {
				return func(b *ir.Builder) *ir.Value { return cir.NewBoolConst(b, v, loc) }
			}
			then, els := right, constant(false)
			if x.Op == "||" {
				then, els = constant(true), right
			}
			c := cir.NewTernary(f.b, f.toBoolLoc(l, loc), cir.Bool, loc, then, els).Result(0)
			if failed {
				return nil, nil
			}
			return cir.NewCast(f.b, cir.CastBoolToInt, c, cir.S32, loc).Result(0), ast.Int
		}
		a, at := f.ompExpr(x.X)
		if a == nil {
			return nil, nil
		}
		b, bt := f.ompExpr(x.Y)
		if b == nil {
			return nil, nil
		}
		if !cc.IsArithmeticType(at) || !cc.IsArithmeticType(bt) {
			return fail("the operands of '%s' must be numbers", x.Op)
		}
		switch x.Op {
		case "<<", ">>":
			pt := promote(at)
			kind := cir.BinShl
			if x.Op == ">>" {
				kind = cir.BinShr
			}
			return cir.NewBinOp(f.b, kind, f.convertLoc(a, at, pt, loc), f.convertLoc(b, bt, pt, loc), loc).Result(0), pt
		}
		ct := cc.UsualArithmeticConversions(at, bt)
		a, b = f.convertLoc(a, at, ct, loc), f.convertLoc(b, bt, ct, loc)
		cmps := map[string]cir.CmpKind{"<": cir.CmpLT, ">": cir.CmpGT, "<=": cir.CmpLE, ">=": cir.CmpGE, "==": cir.CmpEQ, "!=": cir.CmpNE}
		if k, ok := cmps[x.Op]; ok {
			c := cir.NewCmp(f.b, k, a, b, loc).Result(0)
			return cir.NewCast(f.b, cir.CastBoolToInt, c, cir.S32, loc).Result(0), ast.Int
		}
		ops := map[string]cir.BinOpKind{"+": cir.BinAdd, "-": cir.BinSub, "*": cir.BinMul, "/": cir.BinDiv, "%": cir.BinRem,
			"&": cir.BinAnd, "|": cir.BinOr, "^": cir.BinXor}
		k, ok := ops[x.Op]
		if !ok {
			return fail("the operator '%s' is not supported in a clause", x.Op)
		}
		return cir.NewBinOp(f.b, k, a, b, loc).Result(0), ct
	case *ompdir.Cond:
		c, ct := f.ompExpr(x.C)
		if c == nil {
			return nil, nil
		}
		cb := f.toBoolLoc(c, loc)
		_ = ct
		// Only the chosen arm is evaluated; the result has the arms'
		// usual arithmetic type, which a trial evaluation finds.
		at, bt := f.ompTypeOf(x.T), f.ompTypeOf(x.F)
		if at == nil || bt == nil {
			return nil, nil
		}
		if !cc.IsArithmeticType(at) || !cc.IsArithmeticType(bt) {
			return fail("the arms of '?:' must be numbers")
		}
		rt := cc.UsualArithmeticConversions(at, bt)
		var failed bool
		arm := func(e ompdir.Expr) func(b *ir.Builder) *ir.Value {
			return func(b *ir.Builder) *ir.Value {
				var r *ir.Value
				f.within(b, func() {
					v, vt := f.ompExpr(e)
					if v == nil {
						failed = true
						r = f.zero(f.t.typ(rt, nil), loc)
						return
					}
					r = f.convertLoc(v, vt, rt, loc)
				})
				return r
			}
		}
		r := cir.NewTernary(f.b, cb, f.t.typ(rt, nil), loc, arm(x.T), arm(x.F)).Result(0)
		if failed {
			return nil, nil
		}
		return r, rt
	case *ompdir.Index, *ompdir.Member:
		v := f.ompLvalue(e)
		if v == nil {
			return nil, nil
		}
		return f.loadVar(v, loc), valueType(v.ct)
	case *ompdir.Call:
		name, ok := x.Fun.(*ompdir.Name)
		if !ok {
			return fail("only calls of named functions are supported in a clause")
		}
		var decl *cc.Declarator
		for _, n := range f.t.ast.Scope.Nodes[name.Name] {
			if d, ok := n.(*cc.Declarator); ok && d.Type().Kind() == cc.Function {
				decl = d
			}
		}
		if decl == nil {
			return fail("'%s' is not a declared function", name.Name)
		}
		ft := decl.Type().(*cc.FunctionType)
		f.t.ensureFunctionDecl(decl)
		cft := f.t.funcType(ft, decl)
		var args []*ir.Value
		params := ft.Parameters()
		for i, a := range x.Args {
			v, at := f.ompExpr(a)
			if v == nil {
				return nil, nil
			}
			if i < len(params) {
				v = f.convertLoc(v, at, params[i].Type(), loc)
			}
			args = append(args, v)
		}
		r := cir.NewCall(f.b, name.Name, cft, args, loc).Value()
		if r == nil {
			return fail("'%s' returns no value", name.Name)
		}
		return r, ft.Result()
	}
	return fail("this expression is not supported in a clause")
}

// ompLvalue evaluates the object a clause expression designates: a
// variable, x[i], x.m, p->m or *p. It reports an error and returns nil
// on failure.
func (f *function) ompLvalue(e ompdir.Expr) *variable {
	loc := ir.NewFileLineColLoc(e.Position().File, e.Position().Line, e.Position().Col)
	at := locNode{loc}
	fail := func(format string, args ...any) *variable {
		f.t.errorAt(ompPos(e.Position()), format, args...)
		return nil
	}
	// pointer evaluates x for its value as a pointer (an array decays).
	pointer := func(x ompdir.Expr) (*ir.Value, *cc.PointerType) {
		v, ct := f.ompExpr(x)
		if v == nil {
			return nil, nil
		}
		pt, ok := ct.(*cc.PointerType)
		if !ok {
			f.t.errorAt(ompPos(x.Position()), "a pointer or an array is needed here, not '%s'", typeString(ct))
			return nil, nil
		}
		return v, pt
	}
	switch x := e.(type) {
	case *ompdir.Name:
		decl := f.resolve(x.Name)
		if decl == nil {
			return fail("use of undeclared identifier '%s'", x.Name)
		}
		if decl.Type().Kind() == cc.Function {
			return fail("'%s' is a function", x.Name)
		}
		if v := f.lookup(decl); v != nil {
			return v
		}
		return f.t.globalVar(f, decl, nil)
	case *ompdir.Unary:
		if x.Op != "*" {
			break
		}
		p, pt := pointer(x.X)
		if p == nil {
			return nil
		}
		return &variable{addr: f.addressOf(p, pt.Elem(), at), ct: pt.Elem()}
	case *ompdir.Index:
		p, pt := pointer(x.X)
		if p == nil {
			return nil
		}
		i, it := f.ompExpr(x.I)
		if i == nil {
			return nil
		}
		if !cc.IsIntegerType(it) {
			return fail("an array index must be an integer, not '%s'", typeString(it))
		}
		addr := f.offset(p, pt, i, it, false, at)
		return &variable{addr: f.addressOf(addr, pt.Elem(), at), ct: pt.Elem()}
	case *ompdir.Member:
		var addr *ir.Value
		var st cc.Type
		if x.Arrow {
			p, pt := pointer(x.X)
			if p == nil {
				return nil
			}
			addr, st = p, pt.Elem()
		} else {
			base := f.ompLvalue(x.X)
			if base == nil {
				return nil
			}
			addr, st = base.addr, base.ct
		}
		var fld *cc.Field
		switch r := st.(type) {
		case *cc.StructType:
			fld = r.FieldByName(x.Name)
		case *cc.UnionType:
			fld = r.FieldByName(x.Name)
		default:
			return fail("'%s' is not a struct or union", typeString(st))
		}
		if fld == nil {
			return fail("'%s' has no member named '%s'", typeString(st), x.Name)
		}
		if fld.IsBitfield() {
			return fail("access to a bit-field is not supported")
		}
		path := []*cc.Field{fld}
		for p := fld.ParentField(); p != nil && p.Name() == ""; p = p.ParentField() {
			path = append([]*cc.Field{p}, path...)
		}
		ct := st
		for _, p := range path {
			want := cir.PtrTo(f.t.typ(ct, nil))
			if addr.Type() != ir.Type(want) {
				addr = cir.NewCast(f.b, cir.CastBitcast, addr, want, loc).Result(0)
			}
			addr = cir.NewGetMemberOfType(f.b, addr, p.Index(), p.Name(), cir.PtrTo(f.t.typ(p.Type(), nil)), loc).Result(0)
			ct = p.Type()
		}
		return &variable{addr: addr, ct: ct}
	}
	return fail("this expression does not designate an object")
}

// ompTypeOf is the C type of a clause expression, found by evaluating
// it into a block that is then dropped (its diagnostics too: the real
// evaluation reports them); nil when it does not evaluate.
func (f *function) ompTypeOf(e ompdir.Expr) cc.Type {
	blk := ir.NewBlock(nil, nil)
	b := ir.NewBuilder(f.t.ctx)
	b.SetInsertionPointToEnd(blk)
	n := len(f.t.diags)
	var ct cc.Type
	f.within(b, func() { _, ct = f.ompExpr(e) })
	f.t.diags = f.t.diags[:n]
	for op := blk.Last(); op != nil; {
		prev := op.Prev()
		op.Erase()
		op = prev
	}
	if ct == nil {
		// Evaluate again for real, to report the error.
		f.ompExpr(e)
	}
	return ct
}

// loadVar reads a variable's value (arrays decay).
func (f *function) loadVar(v *variable, loc ir.Location) *ir.Value {
	if v.ct.Kind() == cc.Array {
		return f.decay(v, nil)
	}
	return cir.NewLoad(f.b, v.addr, false, loc).Result(0)
}

func promote(ct cc.Type) cc.Type {
	if cc.IsIntegerType(ct) {
		return cc.IntegerPromotion(ct)
	}
	return ct
}

// convertLoc is convert for values without a cc node.
func (f *function) convertLoc(v *ir.Value, from, to cc.Type, loc ir.Location) *ir.Value {
	return f.convert(v, from, to, locNode{loc})
}

func (f *function) toBoolLoc(v *ir.Value, loc ir.Location) *ir.Value {
	return f.toBool(v, locNode{loc})
}

// clauseInt evaluates a clause expression to a builtin integer of the
// given width (num_threads, filter, chunk sizes), as the omp dialect's
// clauses take.
func (f *function) clauseInt(e ompdir.Expr, width int) *ir.Value {
	v, ct := f.ompExpr(e)
	loc := ir.NewFileLineColLoc(e.Position().File, e.Position().Line, e.Position().Col)
	if v == nil {
		return f.builtinInt(cir.NewIntConst(f.b, cir.IntType{Width: width, Signed: true}, 1, loc), loc)
	}
	if !cc.IsIntegerType(ct) {
		f.t.errorAt(ompPos(e.Position()), "the expression must have integer type, not '%s'", ct)
	}
	it := cir.IntType{Width: width, Signed: true}
	if got, ok := v.Type().(cir.IntType); !ok || got != it {
		v = cir.NewCast(f.b, cir.CastIntegral, v, it, loc).Result(0)
	}
	return f.builtinInt(v, loc)
}

// builtinInt views a cir integer as the builtin integer of its width.
func (f *function) builtinInt(v *ir.Value, loc ir.Location) *ir.Value {
	it := v.Type().(cir.IntType)
	return f.b.Create(ir.OperationState{Name: builtin.UnrealizedConversionCastOpName, Loc: loc,
		Operands: []*ir.Value{v}, ResultTypes: []ir.Type{ir.IntType(uint32(it.Width))}}).Result(0)
}

// fromBuiltin views a builtin integer as a cir integer type.
func (f *function) fromBuiltin(v *ir.Value, t cir.IntType, loc ir.Location) *ir.Value {
	return f.b.Create(ir.OperationState{Name: builtin.UnrealizedConversionCastOpName, Loc: loc,
		Operands: []*ir.Value{v}, ResultTypes: []ir.Type{t}}).Result(0)
}

// clauseCond evaluates an if/final clause to an i1.
func (f *function) clauseCond(e ompdir.Expr) *ir.Value {
	loc := ir.NewFileLineColLoc(e.Position().File, e.Position().Line, e.Position().Col)
	v, _ := f.ompExpr(e)
	var c *ir.Value
	if v == nil {
		c = cir.NewBoolConst(f.b, true, loc)
	} else {
		c = f.toBoolLoc(v, loc)
	}
	return f.b.Create(ir.OperationState{Name: builtin.UnrealizedConversionCastOpName, Loc: loc,
		Operands: []*ir.Value{c}, ResultTypes: []ir.Type{ir.I1}}).Result(0)
}

// locNode is a cc.Node standing for an IR location, for the helpers that
// take nodes to locate errors.
type locNode struct{ loc ir.Location }

func (n locNode) Position() (p token.Position) {
	if fl, ok := n.loc.(ir.FileLineColLoc); ok {
		p.Filename, p.Line, p.Column = fl.File(), fl.Line(), fl.Col()
	}
	return p
}
