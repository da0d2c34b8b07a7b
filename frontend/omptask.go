package frontend

import (
	"fmt"

	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/frontend/ompdir"
	"github.com/strata-ir/strata/ir"
	cc "modernc.org/cc/v4"
)

// single translates omp.single, with nowait, private, firstprivate and
// copyprivate.
func (f *function) single(d *ompdir.Directive, inner func()) {
	loc := f.dloc(d)
	ops := omp.Operands{}
	var attrs []ir.NamedAttribute
	if d.Clause("nowait") != nil {
		attrs = append(attrs, ir.NamedAttribute{Name: "nowait", Value: ir.Unit})
	}
	var cpVars []*ir.Value
	var cpSyms []string
	for _, c := range d.ClausesNamed("copyprivate") {
		if d.Clause("nowait") != nil {
			f.t.errorAt(clausePos(c), "'copyprivate' and 'nowait' cannot both appear on 'single'")
			return
		}
		for _, it := range c.Items {
			v, _ := f.clauseVar(it, c)
			if v == nil {
				continue
			}
			cpVars = append(cpVars, v.addr)
			cpSyms = append(cpSyms, f.t.copyFunction(v.addr.Type().(cir.PointerType), loc))
		}
	}
	if len(cpVars) > 0 {
		ops["copyprivate_vars"] = cpVars
		attrs = append(attrs, ir.NamedAttribute{Name: "copyprivate_syms", Value: symbolArray(f.t.ctx, cpSyms)})
	}
	op := omp.Build(f.b, omp.SingleOpName, loc, ops, attrs, nil, 1)
	blk := op.Region(0).AddBlock(nil, nil)
	f.inBlock(blk, func() {
		leave := f.enterRegion("single", false)
		defer leave()
		restores := f.privatize(d, false)
		defer undo(&restores)
		inner()
	}, loc)
}

// copyFunction returns the function copyprivate calls to copy a value of
// the pointee type of pt: copy(dst, src).
func (t *translator) copyFunction(pt cir.PointerType, loc ir.Location) string {
	name := fmt.Sprintf("omp.copy.%d", len(t.copyFns))
	key := ir.TypeString(pt)
	if n, ok := t.copyFns[key]; ok {
		return n
	}
	t.copyFns[key] = name
	ft := cir.Func(t.ctx, nil, []ir.Type{pt, pt}, false)
	fn := cir.NewFunc(t.top, name, ft, cir.InternalLinkage, loc)
	b := ir.NewBuilder(t.ctx)
	b.SetInsertionPointToEnd(fn.Entry())
	args := fn.Arguments()
	v := cir.NewLoad(b, args[1], false, loc).Result(0)
	cir.NewStore(b, v, args[0], false, loc)
	cir.NewReturn(b, nil, loc)
	t.symbols[name] = fn.Operation
	return name
}

// task translates omp.task. Variables the task names that are not
// shared in the enclosing context are firstprivate (OpenMP's rule), as
// are those in firstprivate; the copies are made when the task is
// created, through omp.private privatizers.
func (f *function) task(d *ompdir.Directive, inner func(), s *cc.Statement) {
	loc := f.dloc(d)
	ops := omp.Operands{}
	var attrs []ir.NamedAttribute
	if c := ifClause(d, "task"); c != nil {
		ops["if_expr"] = []*ir.Value{f.clauseCond(c.Exprs[0])}
	}
	if c := d.Clause("final"); c != nil {
		ops["final"] = []*ir.Value{f.clauseCond(c.Exprs[0])}
	}
	if c := d.Clause("priority"); c != nil {
		ops["priority"] = []*ir.Value{f.clauseInt(c.Exprs[0], 32)}
	}
	if d.Clause("untied") != nil {
		attrs = append(attrs, ir.NamedAttribute{Name: "untied", Value: ir.Unit})
	}
	if d.Clause("mergeable") != nil {
		attrs = append(attrs, ir.NamedAttribute{Name: "mergeable", Value: ir.Unit})
	}
	if c := d.Clause("in_reduction"); c != nil {
		f.t.errorAt(clausePos(c), "'in_reduction' is not supported")
		return
	}
	// depend(in|out|inout: x, a[i]).
	depVars, depKinds := f.depends(d)
	if len(depVars) > 0 {
		ops["depend_vars"] = depVars
		attrs = append(attrs, ir.NamedAttribute{Name: "depend_kinds", Value: f.t.ctx.ArrayAttr(depKinds)})
	}

	// Data sharing.
	shared := map[*cc.Declarator]bool{}
	private := map[*cc.Declarator]bool{}
	first := map[*cc.Declarator]bool{}
	for _, c := range d.ClausesNamed("shared") {
		for _, it := range c.Items {
			if _, decl := f.clauseVar(it, c); decl != nil {
				shared[decl] = true
			}
		}
	}
	for _, c := range d.ClausesNamed("private") {
		for _, it := range c.Items {
			if _, decl := f.clauseVar(it, c); decl != nil {
				private[decl] = true
			}
		}
	}
	for _, c := range d.ClausesNamed("firstprivate") {
		for _, it := range c.Items {
			if _, decl := f.clauseVar(it, c); decl != nil {
				first[decl] = true
			}
		}
	}
	def := ""
	if c := d.Clause("default"); c != nil {
		def = c.Kind
	}
	f.checkDefault(d, s, nil)
	// Implicitly firstprivate: named in the task, bound outside it in
	// this function, and not shared in the enclosing context.
	for _, decl := range f.referencedOutside(s) {
		if shared[decl] || private[decl] || first[decl] {
			continue
		}
		v := f.vars[decl]
		if v == nil || decl.StorageDuration() == cc.Static {
			continue
		}
		switch def {
		case "shared":
			continue
		case "none":
			// Reported by checkDefault, at the first use.
			continue
		case "private":
			private[decl] = true
			continue
		case "firstprivate":
			first[decl] = true
			continue
		}
		if !f.sharedInContext(v) {
			first[decl] = true
		}
	}
	var privVars []*ir.Value
	var privSyms []string
	var privDecls []*cc.Declarator
	for _, decl := range sortedDecls(first) {
		v := f.vars[decl]
		if v == nil {
			v = f.t.globalVar(f, decl, nil)
		}
		if isVLA(v.ct) {
			f.t.errorAt(posOf(decl.Position()), "a variable-length array cannot be firstprivate in a task")
			continue
		}
		privVars = append(privVars, v.addr)
		privSyms = append(privSyms, f.t.privatizer(v.addr.Type().(cir.PointerType), true))
		privDecls = append(privDecls, decl)
	}
	for _, decl := range sortedDecls(private) {
		v := f.vars[decl]
		if v == nil {
			v = f.t.globalVar(f, decl, nil)
		}
		privVars = append(privVars, v.addr)
		privSyms = append(privSyms, f.t.privatizer(v.addr.Type().(cir.PointerType), false))
		privDecls = append(privDecls, decl)
	}
	if len(privVars) > 0 {
		ops["private_vars"] = privVars
		attrs = append(attrs, ir.NamedAttribute{Name: "private_syms", Value: symbolArray(f.t.ctx, privSyms)})
	}
	op := omp.Build(f.b, omp.TaskOpName, loc, ops, attrs, nil, 1)
	types := make([]ir.Type, len(privVars))
	for i, v := range privVars {
		types[i] = v.Type()
	}
	blk := op.Region(0).AddBlock(types, locsFor(len(types), loc))
	f.inBlock(blk, func() {
		leave := f.enterRegion("task", true)
		defer leave()
		f.pushSite(blk)
		defer f.popSite()
		var restores []func()
		for i, decl := range privDecls {
			v := f.vars[decl]
			ct := decl.Type()
			if v != nil {
				ct = v.ct
			}
			nv := &variable{addr: blk.Argument(i), ct: ct}
			f.owners[nv] = f.omp.implicitTasks
			restores = append(restores, f.bind(decl, nv))
		}
		defer undo(&restores)
		inner()
	}, loc)
}

// sharedInContext reports whether v, bound outside the current task, is
// shared by the threads of the innermost enclosing parallel region: it
// was bound outside that region and not privatized since.
func (f *function) sharedInContext(v *variable) bool {
	var par *ompRegion
	for i := len(f.omp.regions) - 1; i >= 0; i-- {
		if f.omp.regions[i].parallel {
			par = f.omp.regions[i]
			break
		}
	}
	if par == nil {
		return false
	}
	return f.owners[v] < par.depth
}

// privatizer makes (once) the omp.private of the pointee of pt:
// firstprivate ones copy the original into the private copy.
func (t *translator) privatizer(pt cir.PointerType, firstprivate bool) string {
	ty := ir.TypeString(pt.Pointee)
	key := ty
	kind := "private"
	if firstprivate {
		kind = "firstprivate"
		key = "fp:" + ty
	}
	if n, ok := t.privatizers[key]; ok {
		return n
	}
	name := fmt.Sprintf("omp.%s.%d", kind, len(t.privatizers))
	t.privatizers[key] = name
	text := fmt.Sprintf("omp.private {type = %s} @%s : %s\n", kind, name, ty)
	if firstprivate {
		pts := ir.TypeString(pt)
		text = fmt.Sprintf(`omp.private {type = firstprivate} @%[1]s : %[2]s copy {
^bb0(%%from: %[3]s, %%to: %[3]s):
  %%v = cir.load %%from : %[3]s, %[2]s
  cir.store %%v, %%to : %[2]s, %[3]s
  omp.yield(%%to : %[3]s)
}
`, name, ty, pts)
	}
	t.insertHelper(text)
	return name
}

// dependAddress is the address a depend clause's item denotes: a
// variable, an element or the start of an array section.
func (f *function) dependAddress(it ompdir.Item, c *ompdir.Clause) *ir.Value {
	decl := f.resolve(it.Name)
	if decl == nil {
		f.t.errorAt(ompPos(it.Pos), "use of undeclared identifier '%s' in '%s' clause", it.Name, c.Name)
		return nil
	}
	v := f.lookup(decl)
	if v == nil {
		v = f.t.globalVar(f, decl, nil)
	}
	loc := ir.NewFileLineColLoc(it.Pos.File, it.Pos.Line, it.Pos.Col)
	cur := v
	for _, s := range it.Sections {
		idx := s.Lower
		var iv *ir.Value
		var it2 cc.Type
		if idx == nil {
			iv, it2 = cir.NewIntConst(f.b, cir.S64, 0, loc), f.t.ast.Long
		} else {
			iv, it2 = f.ompExpr(idx)
			if iv == nil {
				return nil
			}
		}
		var p *ir.Value
		var pt cc.Type
		switch cur.ct.Kind() {
		case cc.Array:
			p, pt = f.decay(cur, locNode{loc}), cur.ct.Decay()
		case cc.Ptr:
			p, pt = cir.NewLoad(f.b, cur.addr, false, loc).Result(0), cur.ct
		default:
			f.t.errorAt(ompPos(s.Pos), "'%s' is not an array or pointer", it.Name)
			return nil
		}
		elem := pt.(*cc.PointerType).Elem()
		addr := f.offset(p, pt, iv, it2, false, locNode{loc})
		cur = &variable{addr: f.addressOf(addr, elem, locNode{loc}), ct: elem}
	}
	return cur.addr
}

// atomic translates '#pragma omp atomic' on the expression statement s.
func (f *function) atomic(d *ompdir.Directive, s *cc.Statement) {
	loc := f.dloc(d)
	kind := "update"
	for _, c := range d.Clauses {
		switch c.Name {
		case "read", "write", "update", "capture":
			kind = c.Name
		case "compare":
			f.t.errorAt(clausePos(c), "'atomic compare' is not supported")
			return
		case "hint":
			// A hint may be ignored.
		case "relaxed", "acquire", "release", "acq_rel":
			f.t.warnAt(clausePos(c), "the '%s' memory order is strengthened to seq_cst", c.Name)
		}
	}
	bad := func(n cc.Node, want string) {
		p := dirPos(d)
		if n != nil {
			p = posOf(n.Position())
		}
		f.t.errorAt(p, "the statement of '#pragma omp atomic %s' must have the form %s", kind, want)
	}
	if kind == "capture" && s.Case == cc.StatementCompound {
		f.atomicCaptureBlock(d, s)
		return
	}
	if s.Case != cc.StatementExpr || s.ExpressionStatement.ExpressionList == nil {
		bad(s, map[string]string{"read": "'v = x;'", "write": "'x = expr;'", "update": "'x++;', 'x += expr;' or 'x = x op expr;'", "capture": "'v = x++;' or 'v = x += expr;'"}[kind])
		return
	}
	e := unparen(s.ExpressionStatement.ExpressionList)
	switch kind {
	case "read":
		a, ok := e.(*cc.AssignmentExpression)
		if !ok || a.Case != cc.AssignmentExpressionAssign {
			bad(e, "'v = x;'")
			return
		}
		x := f.lvalue(a.AssignmentExpression)
		v := f.lvalue(a.UnaryExpression)
		f.atomicRead(v, x, loc)
		// v = x with a conversion stores v after the read.
		f.flushAfter()
	case "write":
		a, ok := e.(*cc.AssignmentExpression)
		if !ok || a.Case != cc.AssignmentExpressionAssign {
			bad(e, "'x = expr;'")
			return
		}
		if _, _, _, ok := builtinOf(f.t.typ(a.UnaryExpression.Type(), a)); !ok {
			f.t.errorAt(posOf(a.Position()), "atomic access to a value of type '%s' is not supported", typeString(a.UnaryExpression.Type()))
			return
		}
		val := f.convert(f.rvalue(a.AssignmentExpression), a.AssignmentExpression.Type(), a.UnaryExpression.Type(), a)
		x := f.lvalue(a.UnaryExpression)
		f.b.Create(ir.OperationState{Name: omp.AtomicWriteOpName, Loc: loc, Operands: []*ir.Value{x.addr, val}})
	case "update":
		if !f.atomicUpdate(e, loc) {
			bad(e, "'x++;', 'x += expr;' or 'x = x op expr;'")
		}
	case "capture":
		a, ok := e.(*cc.AssignmentExpression)
		if !ok || a.Case != cc.AssignmentExpressionAssign {
			bad(e, "'v = x++;' or 'v = x += expr;'")
			return
		}
		v := f.lvalue(a.UnaryExpression)
		up := unparen(a.AssignmentExpression)
		x := f.updateTarget(up)
		if x == nil {
			bad(e, "'v = x++;' or 'v = x += expr;'")
			return
		}
		// v = x++ reads before the update; v = ++x and v = x += e after.
		readFirst := false
		if p, ok := up.(*cc.PostfixExpression); ok && (p.Case == cc.PostfixExpressionInc || p.Case == cc.PostfixExpressionDec) {
			readFirst = true
		}
		rd := f.prepareRead(v, x, loc)
		upd, _ := f.prepareUpdate(up, loc)
		f.captureRegion(loc, func() {
			if readFirst {
				rd()
				upd()
			} else {
				upd()
				rd()
			}
		})
		f.flushAfter()
	}
}

// atomicCaptureBlock translates '{v = x; x op= e;}' and '{x op= e; v = x;}'.
func (f *function) atomicCaptureBlock(d *ompdir.Directive, s *cc.Statement) {
	loc := f.dloc(d)
	var exprs []cc.ExpressionNode
	for l := s.CompoundStatement.BlockItemList; l != nil; l = l.BlockItemList {
		it := l.BlockItem
		if it.Case != cc.BlockItemStmt || it.Statement.Case != cc.StatementExpr || it.Statement.ExpressionStatement.ExpressionList == nil {
			f.t.errorAt(posOf(it.Position()), "'#pragma omp atomic capture' block must hold two expression statements")
			return
		}
		exprs = append(exprs, unparen(it.Statement.ExpressionStatement.ExpressionList))
	}
	if len(exprs) != 2 {
		f.t.errorAt(posOf(s.Position()), "'#pragma omp atomic capture' block must hold two expression statements")
		return
	}
	isRead := func(e cc.ExpressionNode) *cc.AssignmentExpression {
		a, ok := e.(*cc.AssignmentExpression)
		if ok && a.Case == cc.AssignmentExpressionAssign && identDecl(a.AssignmentExpression) != nil {
			return a
		}
		return nil
	}
	if r := isRead(exprs[0]); r != nil && isUpdateForm(exprs[1]) {
		rd := f.prepareRead(f.lvalue(r.UnaryExpression), f.lvalue(r.AssignmentExpression), loc)
		upd, ok := f.prepareUpdate(exprs[1], loc)
		if ok {
			f.captureRegion(loc, func() { rd(); upd() })
			f.flushAfter()
			return
		}
	}
	if r := isRead(exprs[1]); r != nil && isUpdateForm(exprs[0]) {
		upd, ok := f.prepareUpdate(exprs[0], loc)
		rd := f.prepareRead(f.lvalue(r.UnaryExpression), f.lvalue(r.AssignmentExpression), loc)
		if ok {
			f.captureRegion(loc, func() { upd(); rd() })
			f.flushAfter()
			return
		}
	}
	if r := isRead(exprs[0]); r != nil {
		if w, ok := exprs[1].(*cc.AssignmentExpression); ok && w.Case == cc.AssignmentExpressionAssign &&
			identDecl(w.UnaryExpression) != nil && identDecl(w.UnaryExpression) == identDecl(r.AssignmentExpression) {
			f.t.errorAt(posOf(s.Position()), "'#pragma omp atomic capture' of '{v = x; x = expr;}' (an atomic exchange) is not supported")
			return
		}
	}
	f.t.errorAt(posOf(s.Position()), "'#pragma omp atomic capture' block must be '{v = x; x op= e;}' or '{x op= e; v = x;}'")
}

// captureRegion builds omp.atomic.capture around two atomic ops.
func (f *function) captureRegion(loc ir.Location, fill func()) {
	op := f.b.Create(ir.OperationState{Name: omp.AtomicCaptureOpName, Loc: loc, NumRegions: 1})
	blk := op.Region(0).AddBlock(nil, nil)
	f.inBlock(blk, fill, loc)
}

// atomicRead builds `v = x` atomically in x.
func (f *function) atomicRead(v, x *variable, loc ir.Location) { f.prepareRead(v, x, loc)() }

// prepareRead computes what `v = x` needs at the current point and
// returns the function that builds the atomic read (inside a capture).
func (f *function) prepareRead(v, x *variable, loc ir.Location) func() {
	elem := f.t.typ(x.ct, nil)
	bt, _, _, ok := builtinOf(elem)
	if !ok {
		f.t.errorAt(locPos(loc), "atomic access to a value of type '%s' is not supported", typeString(x.ct))
		return func() {}
	}
	et, _ := ir.ParseTypeString(f.t.ctx, bt)
	read := func(into *ir.Value) {
		f.b.Create(ir.OperationState{Name: omp.AtomicReadOpName, Loc: loc, Operands: []*ir.Value{x.addr, into},
			Attributes: []ir.NamedAttribute{{Name: "element_type", Value: ir.TypeAttr{Type: et}}}})
	}
	if v.ct != x.ct && f.t.typ(v.ct, nil) != elem {
		// v = x with a conversion: read into a temporary of x's type,
		// converted after.
		tmp := f.alloca(elem, "atomic.tmp", int64(x.ct.Align()), loc)
		f.pendingAfter = append(f.pendingAfter, func() {
			val := f.convertLoc(cir.NewLoad(f.b, tmp, false, loc).Result(0), x.ct, v.ct, loc)
			cir.NewStore(f.b, val, v.addr, false, loc)
		})
		return func() { read(tmp) }
	}
	return func() { read(v.addr) }
}

// flushAfter runs the work left for after an atomic construct.
func (f *function) flushAfter() {
	for _, w := range f.pendingAfter {
		w()
	}
	f.pendingAfter = nil
}

// updateTarget returns the object an update expression changes, or nil.
func (f *function) updateTarget(e cc.ExpressionNode) *variable {
	switch x := unparen(e).(type) {
	case *cc.PostfixExpression:
		if x.Case == cc.PostfixExpressionInc || x.Case == cc.PostfixExpressionDec {
			return f.lvalue(x.PostfixExpression)
		}
	case *cc.UnaryExpression:
		if x.Case == cc.UnaryExpressionInc || x.Case == cc.UnaryExpressionDec {
			return f.lvalue(x.UnaryExpression)
		}
	case *cc.AssignmentExpression:
		if x.Case != cc.AssignmentExpressionCond {
			return f.lvalue(x.UnaryExpression)
		}
	}
	return nil
}

// atomicUpdate builds omp.atomic.update for x++, x--, x op= e and
// x = x op e (or x = e op x); false when e has none of these forms.
func (f *function) atomicUpdate(e cc.ExpressionNode, loc ir.Location) bool {
	emit, ok := f.prepareUpdate(e, loc)
	if ok {
		emit()
	}
	return ok
}

// isUpdateForm reports whether e has a form atomic update takes.
func isUpdateForm(e cc.ExpressionNode) bool {
	switch x := unparen(e).(type) {
	case *cc.PostfixExpression:
		return x.Case == cc.PostfixExpressionInc || x.Case == cc.PostfixExpressionDec
	case *cc.UnaryExpression:
		return x.Case == cc.UnaryExpressionInc || x.Case == cc.UnaryExpressionDec
	case *cc.AssignmentExpression:
		return x.Case != cc.AssignmentExpressionCond
	}
	return false
}

// prepareUpdate evaluates the address and the operand of an update at
// the current point and returns the function that builds the
// omp.atomic.update.
func (f *function) prepareUpdate(e cc.ExpressionNode, loc ir.Location) (func(), bool) {
	var target cc.ExpressionNode
	var kind cir.BinOpKind
	var operand cc.ExpressionNode // nil for ++/--: 1
	swapped := false
	switch x := unparen(e).(type) {
	case *cc.PostfixExpression:
		if x.Case != cc.PostfixExpressionInc && x.Case != cc.PostfixExpressionDec {
			return nil, false
		}
		target, kind = x.PostfixExpression, cir.BinAdd
		if x.Case == cc.PostfixExpressionDec {
			kind = cir.BinSub
		}
	case *cc.UnaryExpression:
		if x.Case != cc.UnaryExpressionInc && x.Case != cc.UnaryExpressionDec {
			return nil, false
		}
		target, kind = x.UnaryExpression, cir.BinAdd
		if x.Case == cc.UnaryExpressionDec {
			kind = cir.BinSub
		}
	case *cc.AssignmentExpression:
		target, operand = x.UnaryExpression, x.AssignmentExpression
		switch k, compound := compoundOps[x.Case]; {
		case compound && x.Case != cc.AssignmentExpressionMod:
			// OpenMP's update operators: C's compound ones but %.
			kind = k
		case x.Case == cc.AssignmentExpressionAssign:
			// x = x op e, or x = e op x for commutative op.
			td := identDecl(x.UnaryExpression)
			bin, k, l, r := binaryParts(x.AssignmentExpression)
			if !bin || td == nil {
				return nil, false
			}
			switch {
			case identDecl(l) == td:
				kind, operand = k, r
			case identDecl(r) == td && (k == cir.BinAdd || k == cir.BinMul || k == cir.BinAnd || k == cir.BinOr || k == cir.BinXor):
				kind, operand = k, l
			case identDecl(r) == td:
				kind, operand, swapped = k, l, true
			default:
				return nil, false
			}
		default:
			return nil, false
		}
	default:
		return nil, false
	}
	x := f.lvalue(target)
	xt := f.t.typ(x.ct, nil)
	if _, _, _, ok := builtinOf(xt); !ok {
		f.t.errorAt(locPos(loc), "atomic update of a value of type '%s' is not supported", typeString(x.ct))
		return func() {}, true
	}
	var opnd *ir.Value
	var opType cc.Type
	if operand != nil {
		opnd, opType = f.rvalue(operand), operand.Type()
	}
	return func() { f.emitUpdate(x, xt, kind, opnd, opType, swapped, loc) }, true
}

// emitUpdate builds omp.atomic.update of x with old op operand (or
// operand op old).
func (f *function) emitUpdate(x *variable, xt ir.Type, kind cir.BinOpKind, opnd *ir.Value, opType cc.Type, swapped bool, loc ir.Location) {
	op := f.b.Create(ir.OperationState{Name: omp.AtomicUpdateOpName, Loc: loc, Operands: []*ir.Value{x.addr}, NumRegions: 1})
	blk := op.Region(0).AddBlock([]ir.Type{xt}, []ir.Location{loc})
	b := ir.NewBuilder(f.t.ctx)
	b.SetInsertionPointToEnd(blk)
	f.within(b, func() {
		old := blk.Argument(0)
		ct := x.ct
		var rhs *ir.Value
		if opnd == nil {
			ct = promote(x.ct)
			rhs = cir.NewIntConst(f.b, f.t.typ(ct, nil).(cir.IntType), 1, loc)
			if !cc.IsIntegerType(x.ct) {
				ct = x.ct
				rhs = f.convertLoc(cir.NewIntConst(f.b, cir.S32, 1, loc), f.t.ast.Int, ct, loc)
			}
		} else {
			ct = cc.UsualArithmeticConversions(x.ct, opType)
			if kind == cir.BinShl || kind == cir.BinShr {
				ct = promote(x.ct)
			}
			rhs = f.convertLoc(opnd, opType, ct, loc)
		}
		a := f.convertLoc(old, x.ct, ct, loc)
		var r *ir.Value
		if swapped {
			r = cir.NewBinOp(f.b, kind, rhs, a, loc).Result(0)
		} else {
			r = cir.NewBinOp(f.b, kind, a, rhs, loc).Result(0)
		}
		r = f.convertLoc(r, ct, x.ct, loc)
		omp.NewYield(f.b, []*ir.Value{r}, loc)
	})
}

// binaryParts splits a binary arithmetic expression.
func binaryParts(e cc.ExpressionNode) (ok bool, kind cir.BinOpKind, l, r cc.ExpressionNode) {
	switch x := unparen(e).(type) {
	case *cc.AdditiveExpression:
		switch x.Case {
		case cc.AdditiveExpressionAdd:
			return true, cir.BinAdd, x.AdditiveExpression, x.MultiplicativeExpression
		case cc.AdditiveExpressionSub:
			return true, cir.BinSub, x.AdditiveExpression, x.MultiplicativeExpression
		}
	case *cc.MultiplicativeExpression:
		switch x.Case {
		case cc.MultiplicativeExpressionMul:
			return true, cir.BinMul, x.MultiplicativeExpression, x.CastExpression
		case cc.MultiplicativeExpressionDiv:
			return true, cir.BinDiv, x.MultiplicativeExpression, x.CastExpression
		}
	case *cc.AndExpression:
		if x.Case == cc.AndExpressionAnd {
			return true, cir.BinAnd, x.AndExpression, x.EqualityExpression
		}
	case *cc.InclusiveOrExpression:
		if x.Case == cc.InclusiveOrExpressionOr {
			return true, cir.BinOr, x.InclusiveOrExpression, x.ExclusiveOrExpression
		}
	case *cc.ExclusiveOrExpression:
		if x.Case == cc.ExclusiveOrExpressionXor {
			return true, cir.BinXor, x.ExclusiveOrExpression, x.AndExpression
		}
	case *cc.ShiftExpression:
		switch x.Case {
		case cc.ShiftExpressionLsh:
			return true, cir.BinShl, x.ShiftExpression, x.AdditiveExpression
		case cc.ShiftExpressionRsh:
			return true, cir.BinShr, x.ShiftExpression, x.AdditiveExpression
		}
	}
	return false, 0, nil, nil
}
