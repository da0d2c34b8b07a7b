package frontend

import (
	"strings"

	"github.com/strata-ir/strata/dialects/cir"
	"github.com/strata-ir/strata/dialects/omp"
	"github.com/strata-ir/strata/frontend/ompdir"
	"github.com/strata-ir/strata/ir"
	cc "modernc.org/cc/v4"
)

// canonicalLoop is one loop of a worksharing loop nest, in OpenMP's
// canonical form: for (var = lb; var op ub; var += step).
type canonicalLoop struct {
	stmt      *cc.IterationStatement
	decl      *cc.Declarator // the iteration variable
	declared  bool           // declared in the for's init
	lb, ub    cc.ExpressionNode
	inclusive bool // <= or >=
	step      cc.ExpressionNode
	stepSign  int // +1 or -1 (the sign the step is applied with)
	stepConst int64
	body      *cc.Statement
}

// canonical analyzes s as a canonical loop; it reports an error and
// returns nil when s is not one.
func (f *function) canonical(s *cc.Statement, d *ompdir.Directive) *canonicalLoop {
	bad := func(n cc.Node, why string) *canonicalLoop {
		p := dirPos(d)
		if n != nil {
			p = posOf(n.Position())
		}
		f.t.errorAt(p, "the loop of '#pragma omp %s' is not in canonical form: %s", d.Name, why)
		return nil
	}
	for s != nil && s.Case == cc.StatementCompound {
		// { for (...) } : the loop alone in a block.
		l := s.CompoundStatement.BlockItemList
		if l == nil || l.BlockItemList != nil || l.BlockItem.Case != cc.BlockItemStmt {
			break
		}
		s = l.BlockItem.Statement
	}
	if s == nil || s.Case != cc.StatementIteration {
		return bad(s, "expected a for loop")
	}
	it := s.IterationStatement
	if it.Case != cc.IterationStatementFor && it.Case != cc.IterationStatementForDecl {
		return bad(it, "expected a for loop")
	}
	l := &canonicalLoop{stmt: it, body: it.Statement}
	var cond, incr cc.ExpressionNode
	if it.Case == cc.IterationStatementForDecl {
		decl := it.Declaration
		idl := decl.InitDeclaratorList
		if idl == nil || idl.InitDeclaratorList != nil || idl.InitDeclarator.Initializer == nil ||
			idl.InitDeclarator.Initializer.Case != cc.InitializerExpr {
			return bad(decl, "the init must declare one variable with an initial value")
		}
		l.decl, l.declared = idl.InitDeclarator.Declarator, true
		l.lb = idl.InitDeclarator.Initializer.AssignmentExpression
		cond, incr = it.ExpressionList, it.ExpressionList2
	} else {
		a, ok := unparen(it.ExpressionList).(*cc.AssignmentExpression)
		if it.ExpressionList == nil || !ok || a.Case != cc.AssignmentExpressionAssign {
			return bad(it, "the init must assign the loop variable ('i = lb')")
		}
		l.decl = identDecl(a.UnaryExpression)
		if l.decl == nil {
			return bad(a, "the init must assign a variable")
		}
		l.lb = a.AssignmentExpression
		cond, incr = it.ExpressionList2, it.ExpressionList3
	}
	if !cc.IsIntegerType(l.decl.Type()) {
		// At the loop's init (the variable may be declared far above).
		var at cc.Node = l.decl
		if !l.declared {
			at = it.ExpressionList
		}
		return bad(at, "the loop variable must have integer type (pointer loops are not supported)")
	}
	if cond == nil {
		return bad(it, "the loop needs a test")
	}
	// The test: var relop ub or ub relop var.
	var rel string
	var lhs, rhs cc.ExpressionNode
	switch x := unparen(cond).(type) {
	case *cc.RelationalExpression:
		lhs, rhs = x.RelationalExpression, x.ShiftExpression
		rel = map[cc.RelationalExpressionCase]string{cc.RelationalExpressionLt: "<", cc.RelationalExpressionGt: ">",
			cc.RelationalExpressionLeq: "<=", cc.RelationalExpressionGeq: ">="}[x.Case]
	case *cc.EqualityExpression:
		if x.Case == cc.EqualityExpressionNeq {
			lhs, rhs, rel = x.EqualityExpression, x.RelationalExpression, "!="
		}
	}
	if rel == "" {
		return bad(cond, "the test must compare the loop variable with <, <=, >, >= or !=")
	}
	switch {
	case identDecl(lhs) == l.decl:
		l.ub = rhs
	case identDecl(rhs) == l.decl:
		l.ub = lhs
		rel = map[string]string{"<": ">", ">": "<", "<=": ">=", ">=": "<=", "!=": "!="}[rel]
	default:
		return bad(cond, "the test must compare the loop variable '"+l.decl.Name()+"'")
	}
	l.inclusive = rel == "<=" || rel == ">="
	// The increment.
	if incr == nil {
		return bad(it, "the loop needs an increment")
	}
	switch x := unparen(incr).(type) {
	case *cc.PostfixExpression:
		if identDecl(x.PostfixExpression) == l.decl && (x.Case == cc.PostfixExpressionInc || x.Case == cc.PostfixExpressionDec) {
			l.stepSign, l.stepConst = 1, 1
			if x.Case == cc.PostfixExpressionDec {
				l.stepSign, l.stepConst = -1, -1
			}
		}
	case *cc.UnaryExpression:
		if identDecl(x.UnaryExpression) == l.decl && (x.Case == cc.UnaryExpressionInc || x.Case == cc.UnaryExpressionDec) {
			l.stepSign, l.stepConst = 1, 1
			if x.Case == cc.UnaryExpressionDec {
				l.stepSign, l.stepConst = -1, -1
			}
		}
	case *cc.AssignmentExpression:
		if identDecl(x.UnaryExpression) == l.decl {
			switch x.Case {
			case cc.AssignmentExpressionAdd:
				l.step, l.stepSign = x.AssignmentExpression, 1
			case cc.AssignmentExpressionSub:
				l.step, l.stepSign = x.AssignmentExpression, -1
			case cc.AssignmentExpressionAssign:
				if a, ok := unparen(x.AssignmentExpression).(*cc.AdditiveExpression); ok {
					switch {
					case identDecl(a.AdditiveExpression) == l.decl:
						l.step = a.MultiplicativeExpression
						l.stepSign = 1
						if a.Case == cc.AdditiveExpressionSub {
							l.stepSign = -1
						}
					case a.Case == cc.AdditiveExpressionAdd && identDecl(a.MultiplicativeExpression) == l.decl:
						l.step, l.stepSign = a.AdditiveExpression, 1
					}
				}
			}
		}
	}
	if l.stepSign == 0 {
		return bad(incr, "the increment must be ++, --, += or -= on the loop variable")
	}
	if l.step != nil {
		if v, ok := l.step.Value().(cc.Int64Value); ok {
			l.stepConst = int64(v) * int64(l.stepSign)
		} else if v, ok := l.step.Value().(cc.UInt64Value); ok {
			l.stepConst = int64(v) * int64(l.stepSign)
		}
	}
	if rel == "!=" && l.stepConst != 1 && l.stepConst != -1 {
		return bad(cond, "a test with != needs a step of 1 or -1")
	}
	if l.stepConst != 0 {
		up := l.stepConst > 0
		if (rel == "<" || rel == "<=") && !up || (rel == ">" || rel == ">=") && up {
			return bad(incr, "the increment goes away from the bound of the test")
		}
	}
	if rel == "!=" {
		// Exclusive bound in the direction of the step.
		l.inclusive = false
	}
	return l
}

// identDecl returns the declarator e names, if e is a plain name.
func identDecl(e cc.ExpressionNode) *cc.Declarator {
	if e == nil {
		return nil
	}
	p, ok := unparen(e).(*cc.PrimaryExpression)
	if !ok || p.Case != cc.PrimaryExpressionIdent {
		return nil
	}
	return declaratorOf(p.ResolvedTo())
}

// wsloop translates a worksharing loop: omp.wsloop around omp.loop_nest
// (collapse(n) loops in one nest), with the loop variables private.
func (f *function) wsloop(d *ompdir.Directive, rest []*ompdir.Directive, s *cc.Statement) {
	f.loopConstruct(d, rest, s, []string{omp.WsloopOpName})
}

// loopConstruct translates a loop construct whose loop wrappers are
// given outermost first: omp.wsloop, omp.distribute, or the composite
// omp.distribute around omp.wsloop.
func (f *function) loopConstruct(d *ompdir.Directive, rest []*ompdir.Directive, s *cc.Statement, wrappers []string) {
	loc := f.dloc(d)
	if len(rest) > 0 {
		f.t.errorAt(dirPos(rest[0]), "'#pragma omp %s' cannot be the loop of '#pragma omp %s'", rest[0].Name, d.Name)
		return
	}
	depth := 1
	if c := d.Clause("collapse"); c != nil {
		depth = f.constInt(c.Exprs[0], "collapse")
		if depth < 1 {
			return
		}
	}
	if c := d.Clause("ordered"); c != nil {
		f.t.errorAt(clausePos(c), "'ordered' is not supported")
		return
	}
	var loops []*canonicalLoop
	cur := s
	for i := 0; i < depth; i++ {
		l := f.canonical(cur, d)
		if l == nil {
			return
		}
		loops = append(loops, l)
		cur = l.body
	}
	body := loops[len(loops)-1].body
	// The bounds are computed once, before the nest: a loop whose bounds
	// or step use an outer loop's variable (non-rectangular, OpenMP 5.0)
	// cannot be.
	for k, l := range loops[1:] {
		for _, e := range []cc.ExpressionNode{l.lb, l.ub, l.step} {
			if e == nil {
				continue
			}
			var uses *cc.PrimaryExpression
			walkIdents(e, func(p *cc.PrimaryExpression) {
				for _, outer := range loops[:k+1] {
					if uses == nil && declaratorOf(p.ResolvedTo()) == outer.decl {
						uses = p
					}
				}
			})
			if uses != nil {
				f.t.errorAt(posOf(uses.Position()), "a non-rectangular loop nest is not supported: the loop of '%s' uses '%s' of an outer loop of the collapse", l.decl.Name(), uses.Token.SrcStr())
				return
			}
		}
	}

	// The nest's type: the widest of the loop variables.
	width := 32
	for _, l := range loops {
		if w := int(l.decl.Type().Size()) * 8; w > width {
			width = w
		}
	}
	nt := cir.IntType{Width: width, Signed: true}
	var nestType cc.Type = f.t.ast.Int
	if width == 64 {
		nestType = f.t.ast.Long
	}
	var lbs, ubs, steps []*ir.Value
	allIncl, anyIncl := true, false
	for _, l := range loops {
		anyIncl = anyIncl || l.inclusive
		allIncl = allIncl && l.inclusive
	}
	for _, l := range loops {
		lb := f.convert(f.rvalue(l.lb), l.lb.Type(), nestType, l.lb)
		ub := f.convert(f.rvalue(l.ub), l.ub.Type(), nestType, l.ub)
		st := f.loopStep(l, nestType, loc)
		if l.inclusive && !allIncl {
			// Mixed bounds: make this one exclusive.
			dir := int64(1)
			if l.stepConst < 0 {
				dir = -1
			}
			ub = cir.NewBinOp(f.b, cir.BinAdd, ub, cir.NewIntConst(f.b, nt, dir, loc), loc).Result(0)
		}
		lbs = append(lbs, f.builtinInt(lb, loc))
		ubs = append(ubs, f.builtinInt(ub, loc))
		steps = append(steps, f.builtinInt(st, loc))
	}

	// Clauses of the loop.
	ops := omp.Operands{}
	var attrs []ir.NamedAttribute
	hasWsloop := false
	for _, w := range wrappers {
		hasWsloop = hasWsloop || w == omp.WsloopOpName
	}
	if c := d.Clause("schedule"); c != nil && hasWsloop {
		attrs = append(attrs, ir.NamedAttribute{Name: "schedule_kind", Value: omp.Enum(omp.ScheduleKindEnum, c.Kind)})
		if len(c.Exprs) > 0 {
			ops["schedule_chunk"] = []*ir.Value{f.clauseInt(c.Exprs[0], 32)}
		}
		for _, m := range c.Modifiers {
			switch m {
			case "monotonic", "nonmonotonic":
				attrs = append(attrs, ir.NamedAttribute{Name: "schedule_mod", Value: mustAttr(f.t.ctx, "#omp<sched_mod "+m+">")})
			case "simd":
				f.t.warnAt(clausePos(c), "the 'simd' schedule modifier is ignored")
			}
		}
	}
	if d.Clause("nowait") != nil && hasWsloop && !strings.HasPrefix(d.Name, "target") {
		attrs = append(attrs, ir.NamedAttribute{Name: "nowait", Value: ir.Unit})
	}
	if d.Name == "for" || d.Name == "for simd" {
		if !f.sharedListItems(d) {
			return
		}
	}
	var reds []reduction
	if hasWsloop || !strings.Contains(d.Name, "teams") {
		reds = f.reductions(d)
	}
	addReductions(f, ops, &attrs, reds)
	distOps := omp.Operands{}
	var distAttrs []ir.NamedAttribute
	if c := d.Clause("dist_schedule"); c != nil {
		distAttrs = append(distAttrs, ir.NamedAttribute{Name: "dist_schedule_static", Value: ir.Unit})
		if len(c.Exprs) > 0 {
			distOps["dist_schedule_chunk_size"] = []*ir.Value{f.clauseInt(c.Exprs[0], 32)}
		}
	}

	// Private copies (in the enclosing region's frame, once per thread).
	var restores []func()
	defer undo(&restores)
	if d.Name == "for" || d.Name == "for simd" || d.Name == "distribute" {
		restores = append(restores, f.privatize(d, true)...)
	}
	type lastPriv struct {
		orig, priv *variable
		iv         int // the index of the loop whose variable it is, or -1
	}
	var lasts []lastPriv
	for _, c := range d.ClausesNamed("lastprivate") {
	items:
		for _, it := range c.Items {
			v, decl := f.clauseVar(it, c)
			if v == nil {
				continue
			}
			for k, l := range loops {
				if l.decl == decl {
					// The loop's own variable: after the loop it holds
					// the value past the sequentially last iteration.
					lasts = append(lasts, lastPriv{orig: v, iv: k})
					continue items
				}
			}
			priv := f.privateCopy(v, it.Name, loc)
			if isFirstprivate(d, it.Name) {
				f.copyObject(priv, v, loc)
			}
			lasts = append(lasts, lastPriv{orig: v, priv: priv, iv: -1})
			restores = append(restores, f.bind(decl, priv))
		}
	}
	ivVars := make([]*variable, len(loops))
	for i, l := range loops {
		ct := l.decl.Type()
		ivVars[i] = &variable{addr: f.alloca(f.t.typ(ct, l.decl), l.decl.Name(), int64(ct.Align()), loc), ct: ct}
		restores = append(restores, f.bind(l.decl, ivVars[i]))
	}

	// The wrappers, outermost first; the reductions' private copies are
	// the wsloop's block arguments.
	var wblk *ir.Block
	outer := f.b
	for _, w := range wrappers {
		var wop *ir.Operation
		if w == omp.WsloopOpName {
			wop = omp.Build(f.b, w, loc, ops, attrs, nil, 1)
			wblk = wop.Region(0).AddBlock(reductionArgTypes(reds), locsFor(len(reds), loc))
			for i, r := range reds {
				restores = append(restores, f.bind(r.decl, &variable{addr: wblk.Argument(i), ct: r.v.ct}))
			}
		} else {
			wop = omp.Build(f.b, w, loc, distOps, distAttrs, nil, 1)
			wblk = wop.Region(0).AddBlock(nil, nil)
		}
		nb := ir.NewBuilder(f.t.ctx)
		nb.SetInsertionPointToEnd(wblk)
		f.b = nb
	}
	wb := f.b
	f.within(wb, func() {
		omp.NewLoopNest(f.b, lbs, ubs, steps, allIncl && anyIncl, loc, func(b *ir.Builder, ivs []*ir.Value) {
			f.within(b, func() {
				leave := f.enterRegion("for", false)
				defer leave()
				for i, l := range loops {
					iv := f.fromBuiltin(ivs[i], nt, loc)
					v := f.convertLoc(iv, nestType, l.decl.Type(), loc)
					cir.NewStore(f.b, v, ivVars[i].addr, false, loc)
				}
				if hasLoopContinue(body) {
					// continue ends the iteration: the body runs in a loop
					// of one trip that continue leaves.
					f.omp.ompLoop = true
					cir.NewDo(f.b, loc, f.region(func() {
						f.omp.loops = 0
						f.statement(body)
					}), func(b *ir.Builder) *ir.Value { return cir.NewBoolConst(b, false, loc) })
				} else {
					f.statement(body)
				}
				if len(lasts) > 0 {
					f.lastIteration(loops, ivVars, nestType, loc, func() {
						for _, lp := range lasts {
							if lp.iv < 0 {
								f.copyObject(lp.orig, lp.priv, loc)
								continue
							}
							l := loops[lp.iv]
							ct := l.decl.Type()
							cur := f.convertLoc(cir.NewLoad(f.b, ivVars[lp.iv].addr, false, loc).Result(0), ct, nestType, loc)
							next := cir.NewBinOp(f.b, cir.BinAdd, cur, f.loopStep(l, nestType, loc), loc).Result(0)
							cir.NewStore(f.b, f.convertLoc(next, nestType, ct, loc), lp.orig.addr, false, loc)
						}
					})
				}
				f.dead = false
			})
		})
	})
	f.b = outer
}

func isFirstprivate(d *ompdir.Directive, name string) bool { return inClause(d, "firstprivate", name) }

// isLastprivate reports whether d's lastprivate clauses name name.
func isLastprivate(d *ompdir.Directive, name string) bool { return inClause(d, "lastprivate", name) }

// inClause reports whether the clauses of d named clause list name.
func inClause(d *ompdir.Directive, clause, name string) bool {
	for _, c := range d.ClausesNamed(clause) {
		for _, it := range c.Items {
			if it.Name == name {
				return true
			}
		}
	}
	return false
}

// lastIteration runs then when the current iteration is the sequentially
// last of the nest: for each loop, the next value fails the test.
func (f *function) lastIteration(loops []*canonicalLoop, ivs []*variable, nestType cc.Type, loc ir.Location, then func()) {
	var all *ir.Value
	for i, l := range loops {
		ct := l.decl.Type()
		cur := f.convertLoc(cir.NewLoad(f.b, ivs[i].addr, false, loc).Result(0), ct, nestType, loc)
		next := cir.NewBinOp(f.b, cir.BinAdd, cur, f.loopStep(l, nestType, loc), loc).Result(0)
		ub := f.convert(f.rvalue(l.ub), l.ub.Type(), nestType, l.ub)
		var kind cir.CmpKind
		switch {
		case l.stepConst > 0 || l.stepConst == 0 && l.stepSign > 0:
			kind = cir.CmpGE
			if l.inclusive {
				kind = cir.CmpGT
			}
		default:
			kind = cir.CmpLE
			if l.inclusive {
				kind = cir.CmpLT
			}
		}
		past := cir.NewCmp(f.b, kind, next, ub, loc).Result(0)
		if all == nil {
			all = past
		} else {
			all = cir.NewBinOp(f.b, cir.BinAnd, all, past, loc).Result(0)
		}
	}
	cir.NewIf(f.b, all, loc, f.region(then), nil)
}

// loopStep is the signed step of loop l, as a value of the nest's type.
func (f *function) loopStep(l *canonicalLoop, nestType cc.Type, loc ir.Location) *ir.Value {
	if l.step == nil {
		return cir.NewIntConst(f.b, f.t.typ(nestType, nil).(cir.IntType), l.stepConst, loc)
	}
	st := f.convert(f.rvalue(l.step), l.step.Type(), nestType, l.step)
	if l.stepSign < 0 {
		st = cir.NewUnary(f.b, cir.UnaryMinus, st, loc).Result(0)
	}
	return st
}

// constInt evaluates a clause argument that must be a positive integer
// constant (collapse).
func (f *function) constInt(e ompdir.Expr, clause string) int {
	if lit, ok := e.(*ompdir.Literal); ok && lit.Kind == ompdir.Number {
		var n int
		if _, err := fmtSscan(lit.Text, &n); err == nil && n >= 1 {
			return n
		}
	}
	f.t.errorAt(ompPos(e.Position()), "the argument of '%s' must be a positive integer constant", clause)
	return 0
}

// hasLoopContinue reports whether s has a continue that belongs to the
// loop s is the body of (not to a loop inside it).
func hasLoopContinue(s *cc.Statement) bool {
	found := false
	var walk func(s *cc.Statement)
	walkItems := func(l *cc.BlockItemList) {
		for ; l != nil; l = l.BlockItemList {
			if l.BlockItem != nil && l.BlockItem.Case == cc.BlockItemStmt {
				walk(l.BlockItem.Statement)
			}
		}
	}
	walk = func(s *cc.Statement) {
		if s == nil || found {
			return
		}
		switch s.Case {
		case cc.StatementCompound:
			walkItems(s.CompoundStatement.BlockItemList)
		case cc.StatementSelection:
			walk(s.SelectionStatement.Statement)
			walk(s.SelectionStatement.Statement2)
		case cc.StatementLabeled:
			walk(s.LabeledStatement.Statement)
		case cc.StatementJump:
			if s.JumpStatement.Case == cc.JumpStatementContinue {
				found = true
			}
		}
	}
	walk(s)
	return found
}

// collapseOf returns the number of loops d's collapse clause gives (1
// without one, or when it is malformed).
func collapseOf(d *ompdir.Directive) int {
	if c := d.Clause("collapse"); c != nil {
		if lit, ok := c.Exprs[0].(*ompdir.Literal); ok {
			var n int
			if _, err := fmtSscan(lit.Text, &n); err == nil && n >= 1 {
				return n
			}
		}
	}
	return 1
}

// quietCanonical is canonical without reporting errors (the loop
// construct reports them).
func (f *function) quietCanonical(s *cc.Statement) *canonicalLoop {
	n := len(f.t.diags)
	l := f.canonical(s, &ompdir.Directive{Name: "for"})
	f.t.diags = f.t.diags[:n]
	return l
}

// sharedListItems checks that the reduction, lastprivate and
// firstprivate variables of a worksharing loop are shared in the
// enclosing context (OpenMP 5.2, 5.4.4, 5.4.5, 5.5.8): not automatic
// variables of an orphaned loop's function, nor variables private in
// the enclosing parallel region (declared in it, or privatized by it).
// gcc and clang refuse the same. It reports false after an error.
func (f *function) sharedListItems(d *ompdir.Directive) bool {
	ok := true
	for _, c := range d.Clauses {
		if c.Name != "reduction" && c.Name != "lastprivate" && c.Name != "firstprivate" {
			continue
		}
		for _, it := range c.Items {
			decl := f.resolve(it.Name)
			if decl == nil || decl.StorageDuration() == cc.Static {
				continue
			}
			v := f.lookup(decl)
			if v == nil || !f.privateInContext(v) {
				continue
			}
			f.t.errorAt(ompPos(it.Pos), "%s variable '%s' is private in the enclosing context: it must be shared", c.Name, it.Name)
			ok = false
		}
	}
	return ok
}

// privateInContext reports whether the automatic variable v is private
// to each thread where the code being translated runs: bound inside the
// innermost enclosing parallel region, or, without one (an orphaned
// construct), a local of the function, which each thread calling it has
// its own of.
func (f *function) privateInContext(v *variable) bool {
	for i := len(f.omp.regions) - 1; i >= 0; i-- {
		if r := f.omp.regions[i]; r.parallel {
			return f.owners[v] >= r.depth
		}
	}
	return true
}
