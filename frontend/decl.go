package frontend

import (
	"fmt"
	"sort"

	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/ir"
	cc "modernc.org/cc/v4"
)

// fileDeclaration translates a declaration at file scope: globals (with
// their constant initializers) and function declarations, which are
// declared in the module when used.
func (t *translator) fileDeclaration(d *cc.Declaration) {
	if d.Case != cc.DeclarationDecl {
		return
	}
	for l := d.InitDeclaratorList; l != nil; l = l.InitDeclaratorList {
		id := l.InitDeclarator
		decl := id.Declarator
		if decl.IsTypename() || decl.Type().Kind() == cc.Function {
			continue
		}
		if decl.IsExtern() && id.Initializer == nil {
			// Declared in the module when used.
			continue
		}
		t.global(decl, id.Initializer, decl.Name())
	}
}

// global defines (or declares, for extern) the global of declarator d.
func (t *translator) global(d *cc.Declarator, init *cc.Initializer, name string) *ir.Operation {
	ct := d.Type()
	if isVLA(ct) {
		t.fail(d, "a variable-length array cannot have static storage duration")
	}
	linkage := cir.ExternalLinkage
	if d.Linkage() == cc.Internal || d.StorageDuration() == cc.Static && d.Linkage() == cc.None {
		linkage = cir.InternalLinkage
	}
	extern := d.IsExtern() && init == nil
	if prev, ok := t.symbols[name]; ok {
		g, isGlobal := cir.AsGlobal(prev)
		if !isGlobal {
			t.fail(d, "'%s' redeclared as a different kind of symbol", name)
		}
		if extern {
			return prev
		}
		if init == nil && !prev.HasAttr(cir.ExternAttr) {
			// A tentative definition after another: nothing new.
			return prev
		}
		if g.InitialValue() != nil && init != nil {
			t.fail(d, "redefinition of '%s'", name)
		}
		prev.Erase()
		delete(t.symbols, name)
	}
	ty := t.typ(ct, d)
	if a, ok := ty.(cir.ArrayType); ok && a.Len == 0 && init != nil {
		// int a[] = {...}: cc has completed the type from the initializer.
		ty = t.typ(init.Type(), d)
	}
	var value ir.Attribute
	if init != nil {
		value = t.constInit(init, ct, d)
	}
	op := cir.NewGlobal(t.top, name, ty, value, linkage, d.IsConst() && init != nil, t.loc(d))
	if extern {
		op.SetAttr(cir.ExternAttr, ir.Unit)
	}
	if d.IsThreadLocal() || t.tlsNames[name] {
		t.tlsNames[name] = true
		op.SetAttr(cir.TLSAttr, ir.Unit)
	}
	if al := declAlign(d, ct); al > 0 {
		op.SetAttr("alignment", ir.IntAttr(ir.I64, al))
	}
	t.symbols[name] = op.Operation
	return op.Operation
}

// globalVar returns the object of a global (or static local) declarator
// used in a function.
func (t *translator) globalVar(f *function, d *cc.Declarator, n cc.Node) *variable {
	name := d.Name()
	if sym, ok := t.staticSyms[d]; ok {
		name = sym
	}
	if op, ok := t.symbols[name]; ok {
		if g, ok := cir.AsGlobal(op); ok {
			return &variable{addr: cir.NewGetGlobal(f.b, name, cir.PtrTo(g.SymType()), t.loc(n)).Result(0), ct: d.Type()}
		}
	}
	if d.StorageDuration() != cc.Static {
		t.fail(n, "'%s' is used outside the function that declares it", name)
	}
	op := t.global(d, nil, name)
	g, _ := cir.AsGlobal(op)
	return &variable{addr: cir.NewGetGlobal(f.b, name, cir.PtrTo(g.SymType()), t.loc(n)).Result(0), ct: d.Type()}
}

// stringLiteral returns the global holding a string literal's bytes and
// its array type.
func (t *translator) stringLiteral(x *cc.PrimaryExpression) (string, cir.ArrayType) {
	s, ok := x.Value().(cc.StringValue)
	if !ok {
		t.fail(x, "cannot translate this string literal")
	}
	str := string(s)
	// cc's value holds the terminating NUL.
	if len(str) == 0 || str[len(str)-1] != 0 {
		str += "\x00"
	}
	at := cir.ArrayType{Elem: cir.S8, Len: int64(len(str))}
	if name, ok := t.strings[str]; ok {
		return name, at
	}
	name := fmt.Sprintf(".str.%d", len(t.strings))
	if len(t.strings) == 0 {
		name = ".str"
	}
	t.strings[str] = name
	b := ir.NewBuilder(t.ctx)
	b.SetInsertionPointToStart(t.moduleBody())
	g := cir.NewGlobal(b, name, at, cir.ConstArrayAttr{Type: at, Str: str}, cir.PrivateLinkage, true, t.loc(x))
	g.SetAttr("alignment", ir.IntAttr(ir.I64, 1))
	t.symbols[name] = g.Operation
	return name, at
}

// --- initializers ---

// leaf is one scalar (or string) initializer at a byte offset of the
// object being initialized.
type leaf struct {
	offset int64
	ct     cc.Type // the type of the object the leaf initializes
	expr   cc.ExpressionNode
	order  int64
}

// leaves lists the expression initializers of init by offset; a later
// initializer of the same bytes wins (C11 6.7.9p19).
func leaves(init *cc.Initializer) []leaf {
	var out []leaf
	var walk func(in *cc.Initializer)
	walk = func(in *cc.Initializer) {
		switch in.Case {
		case cc.InitializerExpr:
			n := in.Len()
			if n < 1 {
				n = 1
			}
			size := in.Type().Size()
			for k := int64(0); k < n; k++ {
				out = append(out, leaf{offset: in.Offset() + k*size, ct: in.Type(), expr: in.AssignmentExpression, order: in.Order()})
			}
		case cc.InitializerInitList:
			for l := in.InitializerList; l != nil; l = l.InitializerList {
				walk(l.Initializer)
			}
		}
	}
	walk(init)
	sort.SliceStable(out, func(i, j int) bool { return out[i].offset < out[j].offset })
	// Keep the last initializer of each offset.
	dedup := out[:0]
	for i, l := range out {
		if i+1 < len(out) && out[i+1].offset == l.offset && out[i+1].ct.Size() == l.ct.Size() {
			continue
		}
		dedup = append(dedup, l)
	}
	return dedup
}

// constInit builds the constant attribute of a static object's
// initializer.
func (t *translator) constInit(init *cc.Initializer, ct cc.Type, n cc.Node) ir.Attribute {
	if init.Case == cc.InitializerExpr && !cc.IsScalarType(ct) && !isStringInit(ct, init.AssignmentExpression) {
		// A struct initialized from another object is not a constant.
		t.fail(init, "initializer element is not a compile-time constant")
	}
	if init.Type() != nil && init.Type().Kind() == cc.Array && ct.Kind() == cc.Array && ct.(*cc.ArrayType).IsIncomplete() {
		ct = init.Type()
	}
	ls := leaves(init)
	return t.constAt(ct, 0, ls, n)
}

func isStringInit(ct cc.Type, e cc.ExpressionNode) bool {
	if ct.Kind() != cc.Array {
		return false
	}
	_, ok := e.Value().(cc.StringValue)
	return ok
}

// constAt builds the constant of type ct at byte offset base from the
// leaves.
func (t *translator) constAt(ct cc.Type, base int64, ls []leaf, n cc.Node) ir.Attribute {
	ty := t.typ(ct, n)
	size := ct.Size()
	var inside []leaf
	for _, l := range ls {
		if l.offset >= base && l.offset < base+size {
			inside = append(inside, l)
		}
	}
	if len(inside) == 0 {
		return cir.ZeroAttr{Type: ty}
	}
	if l := inside[0]; l.offset == base && (l.ct == ct || l.ct.Size() == size && l.ct.Kind() == ct.Kind()) {
		return t.constLeaf(l, ct, n)
	}
	switch x := ct.(type) {
	case *cc.ArrayType:
		at := ty.(cir.ArrayType)
		es := x.Elem().Size()
		elems := make([]ir.Attribute, at.Len)
		last := 0
		for i := range elems {
			elems[i] = t.constAt(x.Elem(), base+int64(i)*es, inside, n)
			if _, zero := elems[i].(cir.ZeroAttr); !zero {
				last = i + 1
			}
		}
		return cir.ConstArrayAttr{Type: at, Elems: t.ctx.ArrayAttr(elems[:last])}
	case *cc.StructType:
		rt := ty.(cir.RecordType)
		members := make([]ir.Attribute, x.NumFields())
		for i := range members {
			fld := x.FieldByIndex(i)
			members[i] = t.constAt(fld.Type(), base+fld.Offset(), inside, n)
		}
		return cir.ConstStructAttr{Type: rt, Members: t.ctx.ArrayAttr(members)}
	case *cc.UnionType:
		t.unsupported(n, "a constant initializer of a union")
	}
	return t.constLeaf(inside[0], ct, n)
}

// constLeaf is the constant of one leaf initializer for an object of type
// ct.
func (t *translator) constLeaf(l leaf, ct cc.Type, n cc.Node) ir.Attribute {
	e := l.expr
	if s, ok := e.Value().(cc.StringValue); ok && ct.Kind() == cc.Array {
		at := t.typ(ct, n).(cir.ArrayType)
		str := string(s)
		if int64(len(str)) > at.Len {
			str = str[:at.Len]
		}
		return cir.ConstArrayAttr{Type: at, Str: str}
	}
	val := e.Value().Convert(ct)
	if t.typ(ct, n) == ir.Type(cir.F80) {
		// cc folds no long double arithmetic (1.0L / 3): fold it here,
		// in the 64-bit precision of the x87 format.
		if x := foldLongDouble(e); x != nil {
			val = (*cc.LongDoubleValue)(x)
		}
		if _, _, split := t.splitLongDouble(val, ct, e); split {
			t.fail(e, "a long double constant that a double cannot hold exactly is not supported in a static initializer")
		}
	}
	if a := t.constAttr(val, ct, e); a != nil {
		return a
	}
	if a := t.constAddress(e, ct); a != nil {
		return a
	}
	if offsetAddress(e) {
		// C allows it (&a[2], &s.m, a + 2: an address constant), but a
		// cir.global_view is the address of a whole global.
		t.fail(e, "the address of an element or member of a global in a static initializer is not supported")
	}
	t.fail(e, "initializer element is not a compile-time constant")
	return nil
}

// offsetAddress reports whether e has the form of an address constant
// with an offset: &x[i], &x.m, &p->m, x + i, x - i, or an array element
// or member that decays (x[i] or x.m of array type).
func offsetAddress(e cc.ExpressionNode) bool {
	x := unparen(e)
	for {
		c, ok := x.(*cc.CastExpression)
		if !ok || c.Case != cc.CastExpressionCast {
			break
		}
		x = unparen(c.CastExpression)
	}
	switch y := x.(type) {
	case *cc.UnaryExpression:
		if y.Case == cc.UnaryExpressionAddrof {
			if p, ok := unparen(y.CastExpression).(*cc.PostfixExpression); ok {
				switch p.Case {
				case cc.PostfixExpressionIndex, cc.PostfixExpressionSelect, cc.PostfixExpressionPSelect:
					return true
				}
			}
		}
	case *cc.AdditiveExpression:
		return y.Case != cc.AdditiveExpressionMul && valueType(y.Type()).Kind() == cc.Ptr
	case *cc.PostfixExpression:
		switch y.Case {
		case cc.PostfixExpressionIndex, cc.PostfixExpressionSelect, cc.PostfixExpressionPSelect:
			return y.Type().Kind() == cc.Array || y.Type().Undecay().Kind() == cc.Array
		}
	}
	return false
}

// constAddress returns the constant address e denotes (a string literal,
// &global, a global array, a function), or nil.
func (t *translator) constAddress(e cc.ExpressionNode, ct cc.Type) ir.Attribute {
	pt, ok := t.typ(ct, e).(cir.PointerType)
	if !ok {
		return nil
	}
	x := unparen(e)
	if c, ok := x.(*cc.CastExpression); ok && c.Case == cc.CastExpressionCast {
		return t.constAddress(c.CastExpression, ct)
	}
	if u, ok := x.(*cc.UnaryExpression); ok && u.Case == cc.UnaryExpressionAddrof {
		x = unparen(u.CastExpression)
	}
	if cl, ok := x.(*cc.PostfixExpression); ok && cl.Case == cc.PostfixExpressionComplit {
		// A compound literal at file scope has static storage: an
		// unnamed global, initialized as one (C11 6.5.2.5p5).
		name := t.staticCompoundLiteral(cl)
		return cir.GlobalViewAttr{Type: pt, Symbol: name}
	}
	p, ok := x.(*cc.PrimaryExpression)
	if !ok {
		return nil
	}
	switch p.Case {
	case cc.PrimaryExpressionString:
		name, _ := t.stringLiteral(p)
		return cir.GlobalViewAttr{Type: pt, Symbol: name}
	case cc.PrimaryExpressionIdent:
		d := declaratorOf(p.ResolvedTo())
		if d == nil || d.StorageDuration() != cc.Static && d.Type().Kind() != cc.Function {
			return nil
		}
		if d.Type().Kind() == cc.Function {
			t.ensureFunctionDecl(d)
		} else if _, ok := t.symbols[d.Name()]; !ok {
			t.global(d, nil, d.Name())
		}
		return cir.GlobalViewAttr{Type: pt, Symbol: d.Name()}
	}
	return nil
}

// staticCompoundLiteral makes the global of a compound literal of a
// static initializer and returns its name.
func (t *translator) staticCompoundLiteral(x *cc.PostfixExpression) string {
	ct := x.TypeName.Type()
	if u := x.Type().Undecay(); ct.Kind() == cc.Array && u.Kind() == cc.Array && !u.IsIncomplete() {
		ct = u // (int[]){1, 2, 3}: the type the list completes
	}
	if isVLA(ct) {
		t.unsupported(x, "a compound literal of variable-length array type")
	}
	var ls []leaf
	for it := x.InitializerList; it != nil; it = it.InitializerList {
		ls = append(ls, leaves(it.Initializer)...)
	}
	sort.SliceStable(ls, func(i, j int) bool { return ls[i].offset < ls[j].offset })
	value := t.constAt(ct, 0, ls, x)
	name := fmt.Sprintf(".compoundliteral.%d", t.anon)
	t.anon++
	op := cir.NewGlobal(t.top, name, t.typ(ct, x), value, cir.InternalLinkage, false, t.loc(x))
	if al := int64(ct.Align()); al > 0 {
		op.SetAttr("alignment", ir.IntAttr(ir.I64, al))
	}
	t.symbols[name] = op.Operation
	return name
}

// ensureFunctionDecl declares the function d in the module if it is not
// there yet.
func (t *translator) ensureFunctionDecl(d *cc.Declarator) {
	if _, ok := t.symbols[d.Name()]; ok {
		return
	}
	op := cir.NewFuncDecl(t.top, d.Name(), t.funcType(d.Type().(*cc.FunctionType), d), t.loc(d))
	t.symbols[d.Name()] = op.Operation
	t.needDefinition(d.Name())
}

// moduleBody is the module's block.
func (t *translator) moduleBody() *ir.Block { return t.module.Region(0).First() }

// --- locals ---

// localDeclaration translates a declaration in a block.
func (f *function) localDeclaration(d *cc.Declaration) {
	if d.Case != cc.DeclarationDecl {
		if d.Case == cc.DeclarationAuto {
			f.t.unsupported(d, "__auto_type")
		}
		return
	}
	for l := d.InitDeclaratorList; l != nil; l = l.InitDeclaratorList {
		id := l.InitDeclarator
		decl := id.Declarator
		ct := decl.Type()
		if decl.IsTypename() {
			f.evalVLALengths(ct, decl)
			continue
		}
		if ct.Kind() == cc.Function {
			continue
		}
		if decl.Name() == "__func__" {
			// cc declares it in every function (static const char
			// __func__[], not marked synthetic); it is made when the
			// function uses it (lvalue).
			continue
		}
		if decl.IsExtern() {
			f.t.global(decl, nil, decl.Name())
			continue
		}
		if decl.StorageDuration() == cc.Static {
			name := f.op.Name() + "." + decl.Name()
			for i := 1; f.t.symbols[name] != nil; i++ {
				name = fmt.Sprintf("%s.%s.%d", f.op.Name(), decl.Name(), i)
			}
			op := f.t.global(decl, id.Initializer, name)
			if decl.IsThreadLocal() {
				f.t.staticSyms[decl] = name
				continue
			}
			g, _ := cir.AsGlobal(op)
			addr := cir.NewGetGlobal(f.b, name, cir.PtrTo(g.SymType()), f.t.loc(decl)).Result(0)
			f.define(decl, &variable{addr: addr, ct: ct})
			continue
		}
		f.local(decl, id.Initializer)
	}
}

// local creates an automatic variable and runs its initializer.
func (f *function) local(decl *cc.Declarator, init *cc.Initializer) *variable {
	loc := f.t.loc(decl)
	ct := decl.Type()
	if init != nil && ct.Kind() == cc.Array && ct.(*cc.ArrayType).IsIncomplete() {
		ct = init.Type()
	}
	// A pointer to a variable-length array (double (*H)[n]): the lengths
	// are evaluated where the declaration is (C11 6.8p3).
	f.evalVLALengths(ct, decl)
	if isVLA(ct) {
		f.t.unsupported(decl, "a local variable-length array")
	}
	v := &variable{addr: f.alloca(f.t.typ(ct, decl), decl.Name(), declAlign(decl, ct), loc), ct: ct}
	f.define(decl, v)
	if init == nil {
		return v
	}
	if init.Case == cc.InitializerExpr && (cc.IsScalarType(ct) || !isStringInit(ct, init.AssignmentExpression)) {
		e := init.AssignmentExpression
		val := f.convert(f.rvalue(e), e.Type(), ct, e)
		cir.NewStore(f.b, val, v.addr, decl.IsVolatile(), loc)
		return v
	}
	f.initObject(v, init, decl)
	return v
}

// initList initializes the object v from a braced list (of a compound
// literal).
func (f *function) initList(v *variable, l *cc.InitializerList, n cc.Node) {
	// Rebuild an Initializer view: the leaves of each item.
	var ls []leaf
	for it := l; it != nil; it = it.InitializerList {
		ls = append(ls, leaves(it.Initializer)...)
	}
	sort.SliceStable(ls, func(i, j int) bool { return ls[i].offset < ls[j].offset })
	f.storeLeaves(v, ls, n)
}

// initObject initializes an aggregate: all of it zero, then each leaf
// stored at its offset. LLVM merges the stores.
func (f *function) initObject(v *variable, init *cc.Initializer, n cc.Node) {
	f.storeLeaves(v, leaves(init), n)
}

func (f *function) storeLeaves(v *variable, ls []leaf, n cc.Node) {
	loc := f.t.loc(n)
	ty := f.t.typ(v.ct, n)
	if !(len(ls) == 1 && ls[0].offset == 0 && ls[0].ct.Size() == v.ct.Size()) {
		cir.NewStore(f.b, f.zero(ty, loc), v.addr, false, loc)
	}
	for _, l := range ls {
		addr := f.addressAt(v, l.offset, l.ct, n)
		e := l.expr
		if s, ok := e.Value().(cc.StringValue); ok && l.ct.Kind() == cc.Array {
			at := f.t.typ(l.ct, n).(cir.ArrayType)
			str := string(s)
			if int64(len(str)) > at.Len {
				str = str[:at.Len]
			}
			c := cir.NewConst(f.b, cir.ConstArrayAttr{Type: at, Str: str}, f.t.loc(e)).Result(0)
			cir.NewStore(f.b, c, addr, false, f.t.loc(e))
			continue
		}
		val := f.convert(f.rvalue(e), e.Type(), l.ct, e)
		cir.NewStore(f.b, val, addr, false, f.t.loc(e))
	}
}

// addressAt returns the address of the object of type ct at byte offset
// off in v, through members and elements so that the IR stays typed.
func (f *function) addressAt(v *variable, off int64, ct cc.Type, n cc.Node) *ir.Value {
	loc := f.t.loc(n)
	addr, cur := v.addr, v.ct
	for {
		if off == 0 && (cur == ct || cur.Size() == ct.Size() && cur.Kind() == ct.Kind()) {
			return addr
		}
		switch x := cur.(type) {
		case *cc.ArrayType:
			es := x.Elem().Size()
			i := off / es
			p := f.decay(&variable{addr: addr, ct: x}, n)
			addr = cir.NewPtrStride(f.b, p, cir.NewIntConst(f.b, cir.S64, i, loc), loc).Result(0)
			off -= i * es
			cur = x.Elem()
			continue
		case *cc.StructType:
			var fld *cc.Field
			for i := 0; i < x.NumFields(); i++ {
				c := x.FieldByIndex(i)
				if c.Offset() <= off && off < c.Offset()+max(c.Type().Size(), 1) {
					fld = c
				}
			}
			if fld == nil {
				f.t.fail(n, "cannot place an initializer at offset %d of '%s'", off, cur)
			}
			mt := f.t.typ(fld.Type(), n)
			addr = cir.NewGetMemberOfType(f.b, addr, fld.Index(), fld.Name(), cir.PtrTo(mt), loc).Result(0)
			off -= fld.Offset()
			cur = fld.Type()
			continue
		case *cc.UnionType:
			// The member that holds an object of the leaf's type at off
			// (a scalar member of the type, or an aggregate member with
			// one inside: cc gives the leaf's type, not the member), else
			// the first.
			idx := -1
			for i := 0; i < x.NumFields() && idx < 0; i++ {
				if holds(x.FieldByIndex(i).Type(), off, ct) {
					idx = i
				}
			}
			if idx < 0 {
				idx = 0
			}
			fld := x.FieldByIndex(idx)
			mt := f.t.typ(fld.Type(), n)
			addr = cir.NewGetMemberOfType(f.b, addr, idx, fld.Name(), cir.PtrTo(mt), loc).Result(0)
			cur = fld.Type()
			continue
		}
		f.t.fail(n, "cannot place an initializer at offset %d of '%s'", off, cur)
	}
}

// sameObjectType reports whether a and b are the types of one object as
// far as placing an initializer goes: cc may give a leaf a different
// type object (qualified, or seen through a typedef) for the same type.
func sameObjectType(a, b cc.Type) bool {
	return a == b || a.Kind() == b.Kind() && a.Size() == b.Size()
}

// holds reports whether an object of type cur has, at byte offset off, an
// object of type ct that addressAt can reach.
func holds(cur cc.Type, off int64, ct cc.Type) bool {
	if off == 0 && sameObjectType(cur, ct) {
		return true
	}
	if off < 0 || off >= cur.Size() {
		return false
	}
	switch x := cur.(type) {
	case *cc.ArrayType:
		es := x.Elem().Size()
		if es <= 0 {
			return false
		}
		return holds(x.Elem(), off%es, ct)
	case *cc.StructType:
		for i := 0; i < x.NumFields(); i++ {
			c := x.FieldByIndex(i)
			if c.Offset() <= off && off < c.Offset()+c.Type().Size() && holds(c.Type(), off-c.Offset(), ct) {
				return true
			}
		}
	case *cc.UnionType:
		for i := 0; i < x.NumFields(); i++ {
			if holds(x.FieldByIndex(i).Type(), off, ct) {
				return true
			}
		}
	}
	return false
}

// declAlign is the alignment of the object decl declares with type ct:
// its type's, or more with _Alignas (alignas(16) double a[2]).
func declAlign(decl *cc.Declarator, ct cc.Type) int64 {
	return int64(max(ct.Align(), decl.Alignas()))
}
